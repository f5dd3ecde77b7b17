import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { commemoratedDate } from "../../../contracts/commemorated-date.ts";
import type { ServiceEntry } from "../../../contracts/programme.ts";
import { londonDate, londonTime, weekdayIso } from "../../../contracts/time.ts";
import { useLanguage } from "../../app/use-language.ts";
import { AriaLanguage } from "../../components/ui/aria-language.tsx";
import { CalendarIcon } from "./bits.tsx";
import { formatLongDate, formatTime } from "./format.ts";
import { displayKind, kindClasses } from "./kinds.ts";

type Props = { entry: ServiceEntry | null; onClose(): void };

/** Whether the service keeps a Sunday (Saturday evening's Vespers does): every Sunday is the Resurrection's. */
function keepsSunday({ datetime, kind }: ServiceEntry) {
  return weekdayIso(commemoratedDate(londonDate(datetime), londonTime(datetime), kind)) === 0;
}

/** One service in detail; closes with Close, Escape or a click outside, and gives focus back. */
export function ServiceModal({ entry, onClose }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <AriaLanguage>
      <ModalOverlay
        isOpen={entry !== null}
        onOpenChange={(open) => !open && onClose()}
        isDismissable
        className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4"
        data-testid="service-modal-backdrop"
      >
        <Modal className="w-full max-w-md rounded-lg bg-white shadow-xl">
          <Dialog className="p-6 outline-none" data-testid="service-modal">
            {entry && (
              <>
                <div
                  className={`mb-3 inline-block rounded border-l-4 px-2 py-0.5 text-xs font-semibold ${kindClasses[displayKind(entry)]}`}
                >
                  {t(`programme.kinds.${displayKind(entry)}`)}
                </div>
                <Heading slot="title" className="font-serif text-xl font-semibold text-byzantine-900">
                  {entry.service}
                </Heading>
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="font-semibold text-neutral-700">{t("programme.modal.date")}</dt>
                  <dd>{formatLongDate(entry.datetime, language)}</dd>
                  <dt className="font-semibold text-neutral-700">{t("programme.modal.time")}</dt>
                  <dd>{formatTime(entry.datetime, language)}</dd>
                  <dt className="font-semibold text-neutral-700">{t("programme.modal.service")}</dt>
                  <dd>{entry.service}</dd>
                  <dt className="font-semibold text-neutral-700">{t("programme.modal.calendar")}</dt>
                  <dd>
                    {entry.calendar ||
                      t(keepsSunday(entry) ? "programme.modal.sunday" : "programme.modal.noCalendar")}
                  </dd>
                </dl>
                <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
                  <a
                    href={`/api/services/${entry.id}/calendar.ics?lang=${language}`}
                    download
                    className="inline-flex items-center gap-2 rounded-md border border-byzantine-700 px-4 py-2 text-sm font-medium text-byzantine-700 hover:bg-byzantine-50"
                  >
                    <CalendarIcon withPlus />
                    {t("programme.modal.addToCalendar")}
                  </a>
                  <button
                    type="button"
                    onClick={onClose}
                    className="rounded-md bg-byzantine-700 px-4 py-2 text-sm font-semibold text-white hover:bg-byzantine-800"
                  >
                    {t("common.close")}
                  </button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLanguage>
  );
}
