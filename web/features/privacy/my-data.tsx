import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { UserDataExport } from "../../../contracts/privacy.ts";
import { londonDate } from "../../../contracts/time.ts";
import { ApiError, api, failureMessage } from "../../app/api-client.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { FactList } from "../../components/ui/fact-list.tsx";
import { LoadFailed, Loading } from "../../components/ui/load-states.tsx";
import { PrintedHeading } from "../../components/ui/printed-heading.tsx";
import { useSession } from "../auth/session.tsx";
import { BookingDetails } from "../booking/components/booking-details.tsx";
import { calendarDate, slotDate, slotTime } from "../booking/format.ts";

type Load =
  | { state: "loading" }
  | { state: "ready"; data: UserDataExport }
  | { state: "error"; message: string };
type Booking = UserDataExport["bookings"][number];
type Step = UserDataExport["bookingHistory"][number];

const sectionClass = "mt-8";
/** On paper a heading stays with what follows it; a long booking may run onto the next sheet. */
const headingClass = "font-serif text-2xl font-semibold text-byzantine-900 print:break-after-avoid";
const cardClass = "rounded-lg border border-neutral-300 bg-white p-4";
/** A mail or a message: short enough to keep whole on a printed sheet. */
const entryClass = `${cardClass} print:break-inside-avoid`;
/** The steps of a booking's history the page words; any other is said as a change. */
const knownActions = ["confirm", "decline", "cancel", "withdraw", "move", "delete"];

/** A date and time in London as a family reads it: 'Saturday 14 March 2026, 11:00'. */
function useWhen() {
  const language = useLanguage();
  return (instant: string) => `${slotDate(instant, language)}, ${slotTime(instant, language)}`;
}

/** A part of the page under its heading; with `count` 0, the list it would hold says "None". */
function Section({
  id,
  title,
  count,
  intro,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className={`${headingClass} mb-3`}>
        {title}
      </h2>
      {intro && <p className="mb-3 text-neutral-800">{intro}</p>}
      {count === 0 ? <p className="text-neutral-800">{t("dataRights.page.none")}</p> : children}
    </section>
  );
}

function History({ steps, declineReason }: { steps: Step[]; declineReason: string | null }) {
  const { t } = useTranslation();
  const when = useWhen();
  if (steps.length === 0) return null;
  return (
    <div className="mt-4">
      <h4 className="font-semibold print:break-after-avoid">{t("dataRights.page.history")}</h4>
      <ol className="mt-1 list-disc space-y-1 pl-5">
        {steps.map((step) => {
          const action = step.action.replace("booking.", "");
          // A decline's reason is said above, beside the booking's status.
          const reason = step.reason && !(action === "decline" && step.reason === declineReason);
          return (
            <li key={`${step.at}-${step.action}`}>
              {when(step.at)}:{" "}
              {t(`dataRights.page.actions.${knownActions.includes(action) ? action : "other"}`)}{" "}
              {step.by === "you" ? t("dataRights.page.byYou") : t("dataRights.page.byOffice")}.
              {step.beforeStartsAt && step.afterStartsAt && (
                <>
                  {" "}
                  {t("dataRights.page.moved", {
                    from: when(step.beforeStartsAt),
                    to: when(step.afterStartsAt),
                  })}
                </>
              )}
              {reason && <> {t("dataRights.page.reason", { reason: step.reason })}</>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function BookingRecord({ booking, steps }: { booking: Booking; steps: Step[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const when = useWhen();
  const title = t("booking.dashboard.which", {
    service: t(`booking.services.${booking.type}`),
    date: slotDate(booking.startsAt, language),
    time: slotTime(booking.startsAt, language),
  });
  return (
    <article aria-labelledby={`booking-${booking.id}`} className={cardClass}>
      <h3
        id={`booking-${booking.id}`}
        className="mb-2 font-serif text-xl font-semibold text-byzantine-900 print:break-after-avoid"
      >
        {title}
      </h3>
      <FactList
        rows={[
          [t("dataRights.page.status"), t(`booking.statuses.${booking.status}`)],
          [t("dataRights.page.requested"), when(booking.createdAt)],
          [t("dataRights.page.contact"), `${booking.contactName}, ${booking.contactEmail}`],
          ...(booking.declineReason
            ? [[t("dataRights.page.officeReason"), booking.declineReason] as [string, ReactNode]]
            : []),
        ]}
      />
      <div className="mt-4">
        <BookingDetails
          type={booking.type}
          details={booking.details}
          startsAt={booking.startsAt}
          columns={1}
          headingLevel="h4"
          regions={false}
        />
      </div>
      <History steps={steps} declineReason={booking.declineReason} />
    </article>
  );
}

/**
 * Everything the parish holds about the account, readable: the same file `Download my data`
 * gives, for a family that cannot read JSON (UK GDPR art. 15 asks for it "in a concise,
 * transparent, intelligible and easily accessible form"). Printable to keep on paper.
 */
export function MyData() {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const session = useSession();
  const when = useWhen();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const sheet = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // On paper every mail's words are there, not only "What it said"; closed again afterwards.
    let opened: HTMLDetailsElement[] = [];
    const beforePrint = () => {
      opened = [...(sheet.current?.querySelectorAll("details:not([open])") ?? [])] as HTMLDetailsElement[];
      for (const details of opened) details.open = true;
    };
    const afterPrint = () => {
      for (const details of opened) details.open = false;
      opened = [];
    };
    window.addEventListener("beforeprint", beforePrint);
    window.addEventListener("afterprint", afterPrint);
    return () => {
      window.removeEventListener("beforeprint", beforePrint);
      window.removeEventListener("afterprint", afterPrint);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: "loading" });
    api<UserDataExport>("/api/me/data", { signal: controller.signal })
      .then((data) => setLoad({ state: "ready", data }))
      .catch((error: unknown) => {
        if ((error as Error).name === "AbortError") return;
        if (error instanceof ApiError && error.status === 401) session.setUser(undefined);
        setLoad({ state: "error", message: failureMessage(error, t("dataRights.page.loadFailed"), t) });
      });
    return () => controller.abort();
  }, [attempt]);

  if (load.state === "loading") return <Loading label={t("dataRights.page.loading")} />;
  if (load.state === "error")
    return <LoadFailed message={load.message} onRetry={() => setAttempt((n) => n + 1)} />;

  const { account, bookings, bookingHistory, contactMessages, keptSlots, mails } = load.data;
  const exportedAt = load.data.exportedAt;
  return (
    // A print sheet: on paper the site's header, menus and footer stay off (app.css).
    <div ref={sheet} className="print-sheet">
      <PrintedHeading
        identity={`${t("dataRights.page.title")} — ${account.firstName} ${account.lastName}`}
        printedOn={(at) => t("dataRights.page.printedOn", { date: when(at.toISOString()) })}
        pageOf={t("dataRights.page.printedPage")}
      />
      <p className="text-neutral-800">{t("dataRights.page.intro")}</p>
      <p className="mt-1 text-neutral-800">
        {t("dataRights.page.asOf", {
          date: calendarDate(londonDate(exportedAt), language),
          time: slotTime(exportedAt, language),
        })}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          {t("dataRights.page.print")}
        </Button>
        <a href="/api/me/data" download className={buttonClass("secondary")}>
          {t("dataRights.download")}
        </a>
        <Link to={href("profile")} className="font-semibold text-byzantine-700 underline underline-offset-2">
          {t("dataRights.page.backToProfile")}
        </Link>
      </div>

      <Section id="my-data-account" title={t("dataRights.page.account")}>
        <FactList
          rows={[
            [t("profile.name"), `${account.firstName} ${account.lastName}`],
            [t("profile.email"), account.email],
            [t("profile.language"), t(`booking.languageNames.${account.language}`)],
            [t("profile.role"), t(`profile.roles.${account.role}`)],
            [t("dataRights.page.opened"), when(account.createdAt)],
          ]}
        />
      </Section>

      <Section
        id="my-data-bookings"
        title={t("dataRights.page.bookings", { count: bookings.length })}
        count={bookings.length}
      >
        <div className="flex flex-col gap-4">
          {bookings.map((booking) => (
            <BookingRecord
              key={booking.id}
              booking={booking}
              steps={bookingHistory.filter((step) => step.bookingId === booking.id)}
            />
          ))}
        </div>
      </Section>

      <Section
        id="my-data-messages"
        title={t("dataRights.page.messages", { count: contactMessages.length })}
        count={contactMessages.length}
      >
        <ul className="flex flex-col gap-3">
          {contactMessages.map((message) => (
            <li key={message.id} className={entryClass}>
              <FactList
                rows={[
                  [t("dataRights.page.sentOn"), when(message.createdAt)],
                  [t("profile.name"), message.name],
                  [t("profile.email"), message.email],
                  ...(message.telephone
                    ? [[t("dataRights.page.telephone"), message.telephone] as [string, ReactNode]]
                    : []),
                ]}
              />
              <p className="mt-2 whitespace-pre-line wrap-anywhere">{message.message}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="my-data-kept"
        title={t("dataRights.page.kept", { count: keptSlots.length })}
        count={keptSlots.length}
        intro={t("dataRights.page.keptIntro")}
      >
        <ul className="flex flex-col gap-3">
          {keptSlots.map((keep) => (
            <li key={keep.slotId} className={entryClass}>
              <FactList
                rows={[
                  [t("booking.fields.date"), when(keep.startsAt)],
                  [t("dataRights.page.keptFor"), keep.keptFor],
                  ...(keep.telephone
                    ? [[t("dataRights.page.telephone"), keep.telephone] as [string, ReactNode]]
                    : []),
                  [t("profile.email"), keep.email],
                  ...(keep.note ? [[t("dataRights.page.note"), keep.note] as [string, ReactNode]] : []),
                  [t("dataRights.page.keptOn"), when(keep.keptAt)],
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="my-data-mails"
        title={t("dataRights.page.mails", { count: mails.length })}
        count={mails.length}
        intro={t("dataRights.page.mailsKept")}
      >
        <ul className="flex flex-col gap-3">
          {mails.map((mail, index) => (
            <li key={`${mail.createdAt}-${mail.subject}`} className={entryClass}>
              <FactList
                rows={[
                  [
                    t("dataRights.page.subject"),
                    <span key="subject" id={`my-data-mail-${index}`}>
                      {mail.subject}
                    </span>,
                  ],
                  [t("dataRights.page.written"), when(mail.createdAt)],
                  [t("dataRights.page.status"), t(`dataRights.page.mailStatus.${mail.status}`)],
                ]}
              />
              <details className="mt-2">
                <summary
                  aria-describedby={`my-data-mail-${index}`}
                  className="w-fit cursor-pointer py-2 font-semibold text-byzantine-800 underline underline-offset-2"
                >
                  {t("dataRights.page.mailText")}
                </summary>
                <p className="mt-2 whitespace-pre-line wrap-anywhere">{mail.text}</p>
              </details>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
