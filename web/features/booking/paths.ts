import type { BookingType } from "../../../contracts/booking.ts";
import type { DraftOrigin } from "./draft.ts";

export const isBookingType = (value: unknown): value is BookingType =>
  value === "baptism" || value === "chrismation" || value === "wedding";

/** The form a draft came from, so Edit returns there with everything filled in. */
export function formPath(language: string, type: BookingType, origin: DraftOrigin = "form") {
  if (origin === "book") return `/${language}/book?type=${type}`;
  if (origin === "booking-type") return `/${language}/booking/${type}`;
  return `/${language}/sacraments/${type}/booking-form`;
}

export function confirmationPath(language: string, type: BookingType, origin: DraftOrigin, id: string) {
  const base =
    origin === "book"
      ? `/${language}/booking-confirmation`
      : `/${language}/sacraments/${type}/booking-confirmation`;
  return `${base}?id=${encodeURIComponent(id)}&type=${type}`;
}

export const calendarUrl = (id: string) => `/api/bookings/${id}/calendar.ics`;
