import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { bookingSearchMaxLength, type MailStatus, type UndeliveredMail } from "../../../contracts/admin.ts";
import { api, failureMessage } from "../../app/api-client.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { Button } from "../../components/ui/button.tsx";
import { FactList } from "../../components/ui/fact-list.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useFocusAfterRender } from "../../components/ui/use-focus-after-render.ts";
import { longDateTime, stampDate } from "./format.ts";
import { ErrorState, Refusal } from "./states.tsx";
import type { ApiData } from "./use-api-data.ts";

const noticeClass = "mb-6 rounded-md border-l-4 border-amber-700 bg-amber-50 p-4 text-neutral-900";

function Undelivered({ mail, onDismissed }: { mail: UndeliveredMail; onDismissed(id: string): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const [state, setState] = useState<"shown" | "sending" | { failed: string }>("shown");

  async function dismiss() {
    setState("sending");
    try {
      await api(`/api/admin/mail/${mail.id}/dismiss`, { method: "POST", body: {} });
      toast.success(t("admin.outbox.dismissed"));
      onDismissed(mail.id);
    } catch (error) {
      setState({ failed: failureMessage(error, t("admin.outbox.dismissFailed"), t) });
    }
  }

  // Which mail, to a screen reader; the visible words begin the name, as speech control needs.
  const whose = <span className="sr-only"> — {mail.to}</span>;
  return (
    <li
      id={`undelivered-${mail.id}`}
      tabIndex={-1}
      className="min-w-0 rounded-md border border-neutral-300 bg-white p-4"
      data-testid="undelivered-mail"
    >
      <FactList
        rows={[
          [t("admin.outbox.to"), mail.to],
          [t("admin.outbox.subject"), mail.subject],
          [
            t("admin.outbox.written"),
            <time key="written" dateTime={mail.createdAt}>
              {stampDate(mail.createdAt, language)}
            </time>,
          ],
        ]}
      />
      <p className="mt-2 text-neutral-900">{t(`admin.outbox.why.${mail.why}`)}</p>
      {mail.lastError && (
        <details className="mt-2">
          <summary className="cursor-pointer text-byzantine-700 underline underline-offset-2">
            {t("admin.outbox.serverAnswer")}
          </summary>
          <p className="mt-1 font-mono text-sm wrap-anywhere text-neutral-800">{mail.lastError}</p>
        </details>
      )}
      {typeof state === "object" && <Refusal className="mt-3">{state.failed}</Refusal>}
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
        <Button
          variant="secondary"
          aria-disabled={state === "sending" || undefined}
          onClick={() => state !== "sending" && void dismiss()}
        >
          {t("admin.outbox.dismiss")}
          {whose}
        </Button>
        {/* A longer address than the search takes would only be refused there. */}
        {mail.to.length <= bookingSearchMaxLength && (
          <Link
            to={`${href("manage-bookings")}?q=${encodeURIComponent(mail.to)}`}
            className="font-semibold text-byzantine-700 underline underline-offset-2"
          >
            {t("admin.outbox.theirBookings")}
            {whose}
          </Link>
        )}
      </div>
    </li>
  );
}

/** The office's start page shows this many mails that never arrived, and the rest on request. */
const shownAtFirst = 3;

/**
 * What the office must know of the site's mail server, at the top of its start page and only when
 * there is something to know: none set up, or mails late (ADR 033).
 */
export function MailServerNotices({ mail }: { mail: ApiData<MailStatus> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (mail.status === "error")
    return <ErrorState message={t("admin.outbox.loadFailed")} onRetry={mail.reload} />;
  if (!mail.data) return null;
  const { sending, late } = mail.data;
  return (
    <>
      {!sending && (
        <div role="status" className={noticeClass}>
          <p className="font-semibold">{t("admin.outbox.notSendingTitle")}</p>
          <p className="mt-1">{t("admin.outbox.notSendingBody")}</p>
        </div>
      )}
      {late.count > 0 && late.oldestAt && (
        <div role="status" className={noticeClass}>
          <p className="font-semibold">{t("admin.outbox.late", { count: late.count })}</p>
          <p className="mt-1">
            {t("admin.outbox.lateOldest", { count: late.count, when: longDateTime(late.oldestAt, language) })}{" "}
            {t(sending ? "admin.outbox.lateBody" : "admin.outbox.lateBodyNoServer", { count: late.count })}
          </p>
        </div>
      )}
    </>
  );
}

/**
 * The mails the site gave up on, until the office marks each as dealt with (ADR 033): a family
 * whose confirmation never arrived otherwise hears nothing.
 */
export function UndeliveredMails({
  mail,
  focusWhenNoneLeft,
}: {
  mail: ApiData<MailStatus>;
  focusWhenNoneLeft: string;
}) {
  const { t } = useTranslation();
  const focusAfterRender = useFocusAfterRender();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  if (!mail.data) return null;
  const listed = mail.data.undelivered.filter((one) => !dismissed.has(one.id));
  const remaining = mail.data.undeliveredCount - (mail.data.undelivered.length - listed.length);
  if (remaining <= 0) return null;
  const shown = showAll ? listed : listed.slice(0, shownAtFirst);
  const { reload } = mail;

  function onDismissed(id: string) {
    setDismissed((previous) => new Set(previous).add(id));
    // The button pressed is gone with its mail: the focus goes to what is left to deal with, or,
    // when the list went with the last one, past it.
    focusAfterRender(["undelivered-mail", focusWhenNoneLeft]);
    // Beyond the newest fifty, the next ones come in as these are dealt with.
    reload();
  }

  function showTheRest() {
    setShowAll(true);
    // The button goes; the focus goes to the first mail it brought into view.
    const first = listed[shownAtFirst];
    if (first) focusAfterRender(`undelivered-${first.id}`);
  }

  return (
    <section aria-labelledby="undelivered-mail" className="mb-10">
      <h2 id="undelivered-mail" tabIndex={-1} className="text-2xl font-semibold">
        {t("admin.outbox.undeliveredTitle", { count: remaining })}
      </h2>
      <p className="mt-1 mb-4 text-neutral-800">{t("admin.outbox.undeliveredIntro")}</p>
      <ul className="grid gap-3 lg:grid-cols-2">
        {shown.map((one) => (
          <Undelivered key={one.id} mail={one} onDismissed={onDismissed} />
        ))}
      </ul>
      {shown.length < listed.length && (
        <Button variant="secondary" className="mt-3" onClick={showTheRest}>
          {remaining > listed.length
            ? t("admin.outbox.showNewest", { count: listed.length })
            : t("admin.outbox.showAll", { count: listed.length })}
        </Button>
      )}
      {remaining > listed.length && showAll && (
        <p className="mt-3 text-neutral-800">
          {t("admin.outbox.more", { shown: listed.length, count: remaining })}
        </p>
      )}
    </section>
  );
}
