import { useTranslation } from "react-i18next";
import { type BookingType, bookingDetailSections } from "../../../../contracts/booking.ts";
import { londonDate } from "../../../../contracts/time.ts";
import { useLanguage } from "../../../app/use-language.ts";
import { countryName } from "../countries.ts";
import { calendarDate } from "../format.ts";

/**
 * Every field of a booking's details in labelled sections (child, parents, godparent / groom,
 * families, bride, witnesses). Used by the review page and the church office's booking view.
 */
export function BookingDetails({
  type,
  details,
  startsAt,
}: {
  type: BookingType;
  details: unknown;
  /** When the service is: a baptism's candidate of 18 or more that day is not headed "Child". */
  startsAt?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sections = bookingDetailSections(type, details, {
    t: (key) => t(key),
    date: (day) => calendarDate(day, language),
    country: (code) => countryName(code, language),
    serviceDay: startsAt ? londonDate(startsAt) : undefined,
  });

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`details-${section.id}`}
          className="@container rounded-lg border border-neutral-200 bg-white p-4"
        >
          <h3
            id={`details-${section.id}`}
            className="mb-2 font-serif text-lg font-semibold text-byzantine-900"
          >
            {section.heading}
          </h3>
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
        </section>
      ))}
    </div>
  );
}
