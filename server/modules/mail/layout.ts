import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { el, enGB } from "date-fns/locale";
import { type BookingType, bookingNames } from "../../../contracts/booking.ts";
import type { Language } from "../../../contracts/language.ts";
import { parishTimeZone } from "../../../contracts/time.ts";
import { PHONE } from "../../../web/content/parish-shared.ts";
import { translate } from "../../i18n.ts";

/**
 * "For: Eleni Georgiou" (the child, the adult candidate, or the couple), for the family's mails
 * about a booking: a family with two children's requests cannot otherwise tell them apart.
 */
export function bookingForLine(language: Language, booking: { type: BookingType; details: unknown }) {
  const names = bookingNames(booking.type, (booking.details ?? {}) as Record<string, unknown>);
  return names ? translate(language, "booking.mail.for", { names }) : undefined;
}

/** date-fns' locale of each language, for the dates mails write. */
export const mailLocales = { en: enGB, el } as const;

/** An instant as a mail writes it: the weekday, day, month and year, and the hour, in London. */
export function whenText(instant: Date, language: Language) {
  const options = { locale: mailLocales[language], in: tz(parishTimeZone) };
  return { date: format(instant, "EEEE d MMMM yyyy", options), time: format(instant, "HH:mm", options) };
}

/** A link a mail offers: its words and where it goes. */
export type MailLink = { label: string; url: string };

export type MailContent = {
  greeting?: string;
  /** Empty ones (a line with nothing to say) are left out. */
  paragraphs: (string | undefined)[];
  action?: MailLink;
  /** A plain link after the paragraphs, e.g. what to bring, under the button. */
  link?: MailLink;
  /** Sections of label/value pairs, e.g. every field of a booking. */
  sections?: { heading: string; rows: [string, string][] }[];
  /** A mail to the office itself: the families' sign-off (from the office, its telephone) is not for it. */
  toOffice?: boolean;
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A value as the sender wrote it: its line breaks kept (a message, a reason, an address). */
const escapeLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");
/** A long word (an address, a Greek compound) breaks rather than widening a phone's screen. */
const wrap = "overflow-wrap:anywhere";
/** A table's labels break between words only: under `wrap` a phone's mail cut «Ονοματε|πώνυμο». */
const keepWords = "overflow-wrap:normal";

/** One layout for every mail: an HTML part (all values escaped) and a plain-text part with the same words. */
export function renderMail(language: Language, content: MailContent): { text: string; html: string } {
  // The office's number under every mail: a family with a question about a child's baptism rings.
  const signature = content.toOffice
    ? translate(language, "mail.fromWebsite")
    : translate(language, "mail.signature", { phone: PHONE.display });
  const text = [
    content.greeting,
    ...content.paragraphs,
    content.action ? `${content.action.label}: ${content.action.url}` : undefined,
    content.link ? `${content.link.label}: ${content.link.url}` : undefined,
    ...(content.sections ?? []).map(
      (section) =>
        `${section.heading}\n${section.rows.map(([label, value]) => `  ${label}: ${value.replace(/\r?\n/g, "\n    ")}`).join("\n")}`,
    ),
    signature,
  ]
    .filter((part): part is string => Boolean(part))
    .join("\n\n");

  const sections = (content.sections ?? [])
    .map(
      (section) =>
        `<h2 style="font-size:16px;margin:24px 0 8px;color:#1e3a8a">${escapeHtml(section.heading)}</h2>` +
        `<table style="border-collapse:collapse;font-size:14px">${section.rows
          .map(
            ([label, value]) =>
              `<tr><th style="text-align:left;padding:2px 12px 2px 0;font-weight:600;vertical-align:top;${keepWords}">${escapeHtml(label)}</th><td style="padding:2px 0;vertical-align:top;${wrap}">${escapeLines(value)}</td></tr>`,
          )
          .join("")}</table>`,
    )
    .join("");
  // Light only, on white: a client in dark mode that darkens the page but keeps the text's colour
  // would otherwise draw #111 on black.
  const html = `<!doctype html><html lang="${language}"><head><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"></head><body style="font-family:Arial,Helvetica,sans-serif;color:#111;background:#ffffff;line-height:1.5;max-width:600px;margin:0 auto;padding:16px;${wrap}">${
    content.greeting ? `<p>${escapeHtml(content.greeting)}</p>` : ""
  }${content.paragraphs
    .filter(Boolean)
    .map((p) => `<p>${escapeLines(p ?? "")}</p>`)
    .join("")}${
    content.action
      ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1e3a8a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(content.action.url)}</p>`
      : ""
  }${
    content.link
      ? `<p><a href="${escapeHtml(content.link.url)}" style="color:#1e3a8a">${escapeHtml(content.link.label)}</a></p>`
      : ""
  }${sections}<p style="margin-top:24px">${escapeHtml(signature).replaceAll("\n", "<br>")}</p></body></html>`;
  return { text, html };
}
