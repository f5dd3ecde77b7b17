import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminMessage, adminMessagePageSize, messageStates } from "../../../contracts/admin.ts";
import { api, failureMessage } from "../../app/api-client.ts";
import { seo } from "../../app/seo.ts";
import { useLanguage } from "../../app/use-language.ts";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { PARISH_NAMES } from "../../content/parish-shared.ts";
import { stampDate } from "../../features/admin/format.ts";
import { linkClass, PagedList, useListAddress } from "../../features/admin/paged-list.tsx";
import { AdminHeading, BreakableEmail, ListTabs } from "../../features/admin/states.tsx";
import { useApiData } from "../../features/admin/use-api-data.ts";
import type { Route } from "./+types/office-messages";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "office-messages", titleKey: "admin.messages.title", noindex: true });

/**
 * The contact form's messages (ADR 035), to answer first, a page at a time: they reach the
 * office's mailbox too, but a mail can go astray, and with several people in the office each
 * marks what they answered so that nobody answers it twice.
 */
export default function OfficeMessagesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { state, page, show } = useListAddress(messageStates, "open");
  const messages = useApiData<AdminMessage[]>(
    `/api/admin/messages?state=${state}&limit=${adminMessagePageSize}&offset=${(page - 1) * adminMessagePageSize}`,
    { refreshOnReturn: true },
  );
  const [marking, setMarking] = useState<string | null>(null);

  async function mark(message: AdminMessage, answered: boolean) {
    setMarking(message.id);
    try {
      await api(`/api/admin/messages/${message.id}/answered`, { method: "PUT", body: { answered } });
      toast.success(t(answered ? "admin.messages.markedAnswered" : "admin.messages.markedOpen"), {
        duration: 3000,
      });
    } catch (error) {
      toast.error(failureMessage(error, t("admin.errors.action"), t));
    } finally {
      setMarking(null);
      messages.reload();
    }
  }

  const card = (message: AdminMessage) => {
    const received = stampDate(message.createdAt, language);
    // The parish's name, in the language the family wrote in: the office writes the rest.
    const subject = PARISH_NAMES[message.language].name;
    return (
      <li key={message.id} className="rounded-lg border border-neutral-300 bg-white p-4 shadow-sm">
        <article aria-labelledby={`message-${message.id}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id={`message-${message.id}`} className="text-lg font-semibold break-words">
              {message.name}
            </h2>
            <p className="text-sm text-neutral-700">{t("admin.messages.received", { date: received })}</p>
          </div>
          <p className="text-sm text-neutral-700">
            {t("admin.messages.language", { language: t(`admin.languages.${message.language}`) })}
            {message.fromAccount && <> · {t("admin.messages.fromAccount")}</>}
          </p>
          <p className="mt-3 whitespace-pre-line break-words">{message.message}</p>
          <div className="mt-3 flex flex-wrap gap-x-6 break-words">
            <a href={`mailto:${message.email}?subject=${encodeURIComponent(subject)}`} className={linkClass}>
              <span>
                {t("admin.messages.reply")}: <BreakableEmail email={message.email} />
              </span>
            </a>
            {message.telephone && (
              <a href={`tel:${message.telephone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                {t("admin.messages.call", { telephone: message.telephone })}
              </a>
            )}
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-neutral-200 pt-3">
            {message.answeredAt && (
              <p className="text-sm font-semibold text-green-900">
                {message.answeredBy
                  ? t("admin.messages.answeredBy", {
                      date: stampDate(message.answeredAt, language),
                      name: message.answeredBy,
                    })
                  : t("admin.messages.answeredOn", { date: stampDate(message.answeredAt, language) })}
              </p>
            )}
            {/* Marked, not made, disabled while it waits: a disabled button drops the focus to the page. */}
            <Button
              variant="secondary"
              aria-disabled={marking === message.id || undefined}
              onClick={() => marking !== message.id && void mark(message, !message.answeredAt)}
            >
              {t(message.answeredAt ? "admin.messages.markOpen" : "admin.messages.markAnswered")}
              <span className="sr-only">
                {" "}
                — {message.name}, {received}
              </span>
            </Button>
          </div>
        </article>
      </li>
    );
  };

  return (
    <>
      <AdminHeading title={t("admin.messages.title")} />
      <p className="mb-6 max-w-3xl text-neutral-700">{t("admin.messages.intro")}</p>
      <ListTabs
        legend={t("admin.messages.state")}
        name="messages-state"
        options={messageStates.map((value) => ({ value, label: t(`admin.messages.${value}`) }))}
        value={state}
        onChange={(value) => show({ state: value })}
      />
      <PagedList
        data={messages}
        page={page}
        pageSize={adminMessagePageSize}
        onPage={(next) => show({ page: next })}
        counted={(count) => t("admin.messages.count", { count })}
        empty={t(`admin.messages.none.${state}`)}
        label={t(`admin.messages.${state}`)}
        words={{ previous: "admin.messages.previous", next: "admin.messages.next" }}
      >
        {card}
      </PagedList>
      <p className="mt-6 text-sm text-neutral-700">{t("admin.messages.kept")}</p>
    </>
  );
}
