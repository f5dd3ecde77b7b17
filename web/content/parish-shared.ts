/**
 * Parish-specific content shown on the public pages, one object per language. The long texts of
 * three pages (our faith, sacraments, privacy) live in their own files, loaded by those pages only.
 *
 * SAMPLE DATA: everything listed in `sampleFields` below (name, address, phone, e-mail, bank details,
 * priest, parish history, …) is invented for demonstration. A parish replaces it here before going
 * live and then sets `sample: false` in both languages, which hides the footer notice.
 * Archbishop Nikitas and the Archdiocese of Thyateira and Great Britain are real, public facts.
 *
 * Shared facts (e-mail, phone, address, bank) are defined once below and reused by both languages.
 */

export type Lang = "en" | "el";

/** The public information pages (same slugs as `publicPages` in contracts/paths.ts). */
export type PageKey =
  | "home"
  | "about-us"
  | "our-faith"
  | "programme"
  | "calendar"
  | "sacraments"
  | "donate"
  | "find-us"
  | "contact-us"
  | "privacy";

export type ImageKey = "heroChurch" | "priest" | "archbishop" | "iconCross" | "programmeHero" | "mapPreview";

export type ImageInfo = {
  /** Path under web/public, usable directly as <img src>. */
  src: string;
  /** Intrinsic size in CSS pixels, for the width and height attributes. */
  width: number;
  height: number;
};

export type Section = {
  heading: string;
  paragraphs: string[];
};

export type QuickLink = {
  page: PageKey;
  title: string;
  text: string;
};

export type Person = {
  /** Short name for headings, e.g. "Fr Andreas Georgiou". */
  name: string;
  /** Role shown under the name, e.g. "Parish priest". */
  title: string;
  /** Formal style, e.g. "His Eminence Archbishop Nikitas of Thyateira and Great Britain". */
  formalName: string;
  photo: string;
  photoAlt: string;
};

export type DayOfWeek = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export type ParishContent = {
  /** True while the parish facts below are demonstration data; the footer then shows `sampleNotice`. */
  sample: boolean;
  sampleNotice: string;
  lang: Lang;
  /** BCP 47 tag for <html lang> and Intl formatting. */
  locale: "en-GB" | "el";
  parish: {
    name: string;
    shortName: string;
    archdiocese: string;
    address: {
      /** Street lines, without town and postcode (kept in Latin script in both languages, for post). */
      lines: string[];
      town: string;
      postcode: string;
      country: string;
      countryCode: "GB";
    };
    phone: {
      /** National format for display, e.g. "020 7946 0123". */
      display: string;
      /** International format for display, e.g. "+44 20 7946 0123". */
      international: string;
      /** Value for an <a href>, e.g. "tel:+442079460123". */
      href: string;
    };
    email: string;
    geo: { lat: number; lon: number };
    directions: {
      summary: string;
      parking: string;
      stations: {
        name: string;
        network: string;
        distanceMiles: number;
        walkMinutes: number;
        text: string;
      }[];
    };
    opening: {
      summary: string;
      /** Regular opening hours, 24-hour "HH:MM" London time (for display and schema.org). */
      hours: { dayOfWeek: DayOfWeek; opens: string; closes: string }[];
      note: string;
    };
  };
  bank: {
    accountName: string;
    bankName: string;
    /** 8 digits. */
    accountNumber: string;
    /** "00-00-00" form. */
    sortCode: string;
    branch: string;
  };
  priest: Person & { bio: string[] };
  archbishop: Person & { blurb: string[] };
  /** Alt text for every illustration (use "" where an image is purely decorative next to a caption). */
  imageAlt: Record<ImageKey, string>;
  home: {
    heroAlt: string;
    heading: string;
    paragraphs: string[];
    quickLinks: {
      services: QuickLink;
      findUs: QuickLink;
      sacraments: QuickLink;
      donate: QuickLink;
    };
  };
  aboutUs: {
    heading: string;
    heroAlt: string;
    paragraphs: string[];
    contactInvitation: string;
  };
  programme: {
    heading: string;
    heroAlt: string;
    intro: string;
  };
  calendar: {
    heading: string;
    intro: string;
  };
  donate: {
    heading: string;
    intro: string[];
    /** Suggested payment reference. */
    reference: string;
    giftAid: Section;
  };
  findUs: {
    heading: string;
    intro: string;
    mapAlt: string;
    mapNote: string;
  };
  contactUs: {
    heading: string;
    intro: string;
  };
  /** Labels for the obfuscated contact links (phone number / e-mail revealed on click). */
  officeLinks: { call: string; email: string };
  seo: Record<PageKey, { title: string; description: string }>;
};

/** Illustrations in web/public/images with their intrinsic sizes (same in both languages). */
export const images: Record<ImageKey, ImageInfo> = {
  heroChurch: { src: "/images/hero-church.svg", width: 1600, height: 600 },
  priest: { src: "/images/priest.svg", width: 400, height: 400 },
  archbishop: { src: "/images/archbishop.svg", width: 400, height: 400 },
  iconCross: { src: "/images/icon-cross.svg", width: 64, height: 64 },
  programmeHero: { src: "/images/programme-hero.svg", width: 1600, height: 500 },
  mapPreview: { src: "/images/map-preview.svg", width: 800, height: 450 },
};

/**
 * Paths (in ParishContent, or the page files named) that hold SAMPLE data and must be replaced
 * before going live.
 * Everything not listed is written to be usable as it is (but please read it through).
 */
export const sampleFields = [
  "PARISH_NAMES and parish.name",
  "parish.shortName",
  "parish.address",
  "parish.phone",
  "PATRONAL_FEAST_ID (the church's dedication)",
  "parish.email",
  "parish.geo",
  "parish.directions (distances follow the sample location)",
  "parish.opening",
  "bank",
  "priest (name, bio, photo)",
  "archbishop.photo (placeholder image; use an official photograph)",
  "home.heading (parish name)",
  "aboutUs.paragraphs (founding dates, size of the parish, groups and meeting days)",
  "our-faith.{en,el}.ts (languages of the services)",
  "sacraments.{en,el}.ts: intro (notice periods) and baptism days",
  "donate.giftAid (only if the parish is a charity registered with HMRC for Gift Aid)",
  "privacy.{en,el}.ts (controller name and address, log retention period, hosting and e-mail providers)",
  "seo (parish name)",
] as const;

// ---------------------------------------------------------------------------------------------------
// Shared facts — SAMPLE. Replace these first.
// ---------------------------------------------------------------------------------------------------

/** SAMPLE: example.org is a reserved demonstration domain. */
export const EMAIL = "office@example.org";

/** SAMPLE: 020 7946 0xxx is Ofcom's range reserved for fiction, so the number can never reach anyone. */
export const PHONE = {
  display: "020 7946 0123",
  international: "+44 20 7946 0123",
  href: "tel:+442079460123",
};

/**
 * SAMPLE: the saint or feast the church is dedicated to, by its id in
 * contracts/liturgical/fixed-feasts.ts. Its day is the parish's own feast, marked in the feasts
 * on the home page and in the month calendar.
 */
export const PATRONAL_FEAST_ID = "st-nicholas";

/**
 * A feast day as the parish keeps it: Pascha, the Twelve Great Feasts and the church's own. It
 * has its Liturgy in the programme, is drawn as a feast day there and stands out in the calendar.
 */
export function isParishFeastDay(feast: { id: string; rank: string }): boolean {
  return feast.rank === "great" || feast.id === PATRONAL_FEAST_ID;
}

/** SAMPLE address in Enfield EN3. */
export const ADDRESS_LINES = ["St Nicholas Church", "12 Example Road"];
export const TOWN = "Enfield";
export const POSTCODE = "EN3 7ZZ";
export const ADDRESS_ONE_LINE = `${ADDRESS_LINES.join(", ")}, ${TOWN} ${POSTCODE}`;

/** SAMPLE map position (between Southbury and Brimsdown stations). */
export const GEO = { lat: 51.65, lon: -0.04 };

/** SAMPLE bank details. */
export const BANK = {
  accountName: "St Nicholas Greek Orthodox Church Enfield",
  bankName: "Example Bank plc",
  accountNumber: "12345678",
  sortCode: "00-00-00",
  branch: "Enfield Town",
};

export const SUNDAY_HOURS: ParishContent["parish"]["opening"]["hours"] = [
  { dayOfWeek: "Sunday", opens: "08:30", closes: "12:00" },
];

export const PRIVACY_UPDATED = "2026-11-29";

/** The our-faith page's own words (web/content/our-faith.{en,el}.ts). */
export type OurFaithContent = {
  heading: string;
  intro: string;
  sections: Section[];
};

/** The sacraments page's own words (web/content/sacraments.{en,el}.ts). */
export type SacramentsContent = {
  heading: string;
  intro: string;
  sections: Section[];
};

/** The privacy page's own words (web/content/privacy.{en,el}.ts). */
export type PrivacyContent = {
  heading: string;
  /** ISO date (YYYY-MM-DD) the notice was last changed. */
  lastUpdated: string;
  /**
   * The same date as the page shows it (formatLongDay, checked by privacy-date.test.ts): written
   * out so the privacy page needs no date library on a phone's first load.
   */
  lastUpdatedText: string;
  intro: string;
  sections: Section[];
};

/** The parish's name in each language, on its own and as it reads inside a sentence (SAMPLE). */
export const PARISH_NAMES = {
  en: {
    name: "St Nicholas Greek Orthodox Church, Enfield",
    inline: "St Nicholas Greek Orthodox Church in Enfield",
  },
  el: { name: "Ιερός Ναός Αγίου Νικολάου, Ένφιλντ", inline: "Ιερός Ναός Αγίου Νικολάου στο Ένφιλντ" },
};
