import notoSansGreek from "@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff2?url";
import notoSansLatin from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url";
import notoSerifGreekHeading from "@fontsource/noto-serif/files/noto-serif-greek-600-normal.woff2?url";
import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { markPageHydrated } from "./app/use-hydrated.ts";
import { useLanguage } from "./app/use-language.ts";
import appCss from "./app.css?url";
import { PARISH_NAMES } from "./content/parish-shared.ts";

export function Layout({ children }: { children: ReactNode }) {
  const language = useLanguage();
  // A move to the other language's page changes it; hydration leaves attributes as they came.
  useEffect(() => {
    document.documentElement.lang = language;
    // Lets browser tests wait until links and buttons carry their live behaviour.
    document.documentElement.dataset.hydrated = "true";
    markPageHydrated();
  }, [language]);
  return (
    <html lang={language} data-theme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="theme-color" content="#1e3a8a" />
        {/* Before React Router's 25-odd module preloads: the only render-blocking file must not
            share the first bytes of a slow connection with scripts the page can show without. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <link rel="icon" href="/images/icon-cross.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* The page's language's: a phone names the home-screen icon and opens the site in it. */}
        <link rel="manifest" href={`/${language}/manifest.webmanifest`} />
        <link rel="preload" href={notoSansLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        {/* Greek headings wrap differently in any fallback font: without their face early, a
            heading growing by a line pushed the page down when the font arrived (CLS 0.03). */}
        {language === "el" && (
          <>
            <link rel="preload" href={notoSansGreek} as="font" type="font/woff2" crossOrigin="anonymous" />
            <link
              rel="preload"
              href={notoSerifGreekHeading}
              as="font"
              type="font/woff2"
              crossOrigin="anonymous"
            />
          </>
        )}
        {/* Where no script runs, the placeholders of what a script draws would pulse for ever and
            its buttons do nothing; what a script would open is shown instead (the phone's menu). */}
        <noscript>
          <style>{"[data-needs-script]{display:none}[data-without-script]{display:block!important}"}</style>
        </noscript>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Shown while a page that is not pre-rendered (account, booking, admin) loads in the browser. The
 * shell is built once, in English; the server sends /el/ addresses a Greek copy (scripts/language-shells.ts),
 * which this renders the same, so the title is the parish's in the page's language until the
 * page's own replaces it.
 */
export function HydrateFallback() {
  const language = useLanguage();
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <title>{PARISH_NAMES[language].name}</title>
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-byzantine-100 border-t-byzantine-700 motion-reduce:animate-none" />
      <span className="sr-only">Loading… / Φόρτωση…</span>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="mb-4 text-3xl">
        {status === 404 ? "Page not found · Η σελίδα δεν βρέθηκε" : "Something went wrong · Κάτι πήγε στραβά"}
      </h1>
      <p className="mb-6">
        <a className="text-byzantine-700 underline" href="/en/home">
          Home
        </a>{" "}
        ·{" "}
        <a className="text-byzantine-700 underline" href="/el/home">
          Αρχική
        </a>
      </p>
    </main>
  );
}
