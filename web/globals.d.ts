declare const __SITE_URL__: string;
