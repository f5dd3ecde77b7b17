import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { seo } from "../../app/seo.ts";
import { useLanguage } from "../../app/use-language.ts";
import { BookingPage, InvalidBookingType } from "../../features/booking/components/booking-page.tsx";
import { SlotPicker } from "../../features/booking/components/slot-picker.tsx";
import { WaitingRequestsNotice } from "../../features/booking/components/waiting-requests-notice.tsx";
import { chosenSlot, updateDraft } from "../../features/booking/draft.ts";
import { formPath, isBookingType } from "../../features/booking/paths.ts";
import type { Route } from "./+types/slots";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({
    lang: params.lang,
    page: `sacraments/${params.type}/slots`,
    titleKey: "booking.titles.slots",
    noindex: true,
  });

export default function SlotsPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const language = useLanguage();
  const navigate = useNavigate();
  if (!isBookingType(type)) return <InvalidBookingType message={t("booking.invalidType")} />;
  return (
    <BookingPage
      wide
      title={t("booking.slots.title", { service: t(`booking.services.${type}`) })}
      lead={t("booking.slots.lead")}
    >
      <WaitingRequestsNotice />
      <SlotPicker
        type={type}
        onChosen={(slot, hold) => {
          updateDraft(type, { slot: chosenSlot(slot, hold) });
          navigate(formPath(language, type));
        }}
      />
    </BookingPage>
  );
}
