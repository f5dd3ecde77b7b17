import type { Language } from "./language.ts";

/** Public information pages: pre-rendered in both languages and listed in the sitemap. */
export const publicPages = [
  "home",
  "about-us",
  "our-faith",
  "programme",
  "calendar",
  "sacraments",
  "donate",
  "find-us",
  "contact-us",
  "privacy",
] as const;
export type PublicPage = (typeof publicPages)[number];

/** Every page path pattern under /{lang}/ (React Router syntax), used by the router and the server. */
export const appRoutePatterns = [
  ...publicPages,
  "login",
  "sign-up",
  "forgot-password",
  "reset-password/:token",
  "verify-email/:status",
  "verify-email-reminder",
  "unauthorized",
  "error",
  "dashboard",
  "profile",
  "my-data",
  "admin-dashboard",
  "admin",
  "manage-appointment-slots",
  "manage-bookings",
  "manage-programme",
  "office-week",
  "office-messages",
  "office-accounts",
  "create-slot",
  "book",
  "booking/:type",
  "booking-confirmation",
  "sacraments/:type/slots",
  "sacraments/:type/booking-form",
  "sacraments/:type/booking-review",
  "sacraments/:type/booking-confirmation",
] as const;

export const paths = {
  page: (lang: Language, page: string) => `/${lang}/${page}`,
};

/** True when `rest` (the path after /{lang}/) is a page of the app, so the server answers 200, not 404. */
export function isAppPath(rest: string): boolean {
  const parts = rest.replace(/^\/+|\/+$/g, "").split("/");
  return appRoutePatterns.some((pattern) => {
    const segments = pattern.split("/");
    return (
      segments.length === parts.length &&
      segments.every((segment, i) => segment.startsWith(":") || segment === parts[i])
    );
  });
}
