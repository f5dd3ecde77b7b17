/**
 * @internationalized/date as react-aria's date fields see it in the browser's build, with one
 * difference: `createCalendar` knows the Gregorian calendar alone (ADR 026). react-aria-components'
 * `DateField` and `DatePicker` call the library's own `createCalendar`, which brings the Japanese,
 * Hebrew, Islamic, Ethiopic, Persian, Indian, Taiwanese and Buddhist calendars to every booking
 * form. The site's two locales (en-GB, el-GR, set by `AriaLanguage`) both count in the Gregorian
 * calendar, so no other is asked for; `scripts/vite-react-aria-plugin.ts` points react-aria's
 * imports of the library here. Were a date field ever left outside `AriaLanguage`, a browser set to
 * Thai would ask for the Buddhist calendar and be given the Gregorian rather than an error.
 */
import { type Calendar, type CalendarIdentifier, GregorianCalendar } from "@internationalized/date";

export * from "@internationalized/date";

export function createCalendar(_identifier: CalendarIdentifier): Calendar {
  return new GregorianCalendar();
}
