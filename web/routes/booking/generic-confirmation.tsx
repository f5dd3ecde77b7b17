import { seo } from "../../app/seo.ts";
import { BookingConfirmation } from "../../features/booking/components/booking-confirmation.tsx";
import type { Route } from "./+types/generic-confirmation";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({
    lang: params.lang,
    page: "booking-confirmation",
    titleKey: "booking.titles.confirmation",
    noindex: true,
  });

export default function GenericConfirmationPage() {
  return (
    <section className="px-4 py-10">
      <BookingConfirmation />
    </section>
  );
}
