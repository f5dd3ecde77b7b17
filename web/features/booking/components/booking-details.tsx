import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import {
  type BookingType,
  bookingDetailSections,
  type DetailSection,
} from "../../../../contracts/booking.ts";
import { londonDate } from "../../../../contracts/time.ts";
import { useLanguage } from "../../../app/use-language.ts";
import { countryName } from "../countries.ts";
import { calendarDate } from "../format.ts";

/**
 * Every field of a booking's details in labelled sections (child, parents, godparent / groom,
 * families, bride, witnesses). Used by the review page, the family's dashboard and the church
 * office's booking view.
 */
export function BookingDetails({
  type,
  details,
  startsAt,
  columns = 2,
  action,
  headingLevel: Heading = "h3",
  regions = true,
}: {
  type: BookingType;
  details: unknown;
  /** When the service is: a baptism's candidate of 18 or more that day is not headed "Child". */
  startsAt?: string;
  /** Sections side by side on a wide screen (2), or one under another in a narrow card (1). */
  columns?: 1 | 2;
  /** The sections' heading level: one under the heading the details sit in. */
  headingLevel?: "h2" | "h3" | "h4";
  /** Drawn beside each section's heading: the review page's link back to that part of the form. */
  action?: (section: DetailSection) => ReactNode;
  /**
   * Each section a named region (a landmark), as on a page with one booking. Where a page lists
   * several, their "Child" and "Father" regions would repeat (axe: landmark-unique) and flood a
   * screen reader's list of landmarks: the headings are enough there.
   */
  regions?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Its own ids: a page may show several bookings' details (the dashboard's cards).
  const idBase = useId();
  const Part = regions ? "section" : "div";
  const sections = bookingDetailSections(type, details, {
    t: (key) => t(key),
    date: (day) => calendarDate(day, language),
    country: (code) => countryName(code, language),
    serviceDay: startsAt ? londonDate(startsAt) : undefined,
  });

  return (
    <div className={`grid gap-4 ${columns === 2 ? "md:grid-cols-2" : ""}`}>
      {sections.map((section) => (
        <Part
          key={section.id}
          aria-labelledby={regions ? `details-${idBase}-${section.id}` : undefined}
          className="@container rounded-lg border border-neutral-200 bg-white p-4 print:break-inside-avoid"
        >
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
            <Heading
              id={`details-${idBase}-${section.id}`}
              className="font-serif text-lg font-semibold text-byzantine-900"
            >
              {section.heading}
            </Heading>
            {action?.(section)}
          </div>
          {/* In a narrow card (a phone, or the office's panel with two cards a row) each answer goes
              under its question, as GOV.UK's summary list does: beside a long Greek label
              ('Ταχυδρομικός κώδικας') the answers had a third of the width and e-mail addresses
              broke mid-way. */}
          <dl className="grid gap-x-4 text-sm @sm:grid-cols-[minmax(7rem,auto)_1fr] @sm:gap-y-1">
            {section.rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-neutral-700">{term}</dt>
                <dd className="mb-2 wrap-anywhere text-neutral-900 last:mb-0 @sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
        </Part>
      ))}
    </div>
  );
}
