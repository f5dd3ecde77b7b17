import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UserDataExport } from "../../../contracts/privacy.ts";
import { ApiError, api, failureMessage } from "../../app/api-client.ts";
import { useLanguage } from "../../app/use-language.ts";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { LoadFailed, Loading } from "../../components/ui/load-states.tsx";
import { useSession } from "../auth/session.tsx";
import { BookingDetails } from "../booking/components/booking-details.tsx";
import { slotDate, slotTime } from "../booking/format.ts";

type Load =
  | { state: "loading" }
  | { state: "ready"; data: UserDataExport }
  | { state: "error"; message: string };
type Booking = UserDataExport["bookings"][number];
type Step = UserDataExport["bookingHistory"][number];

const sectionClass = "mt-8 print:break-inside-avoid-page";
const headingClass = "font-serif text-2xl font-semibold text-byzantine-900";
const cardClass = "rounded-lg border border-neutral-300 bg-white p-4 print:break-inside-avoid";

/** A date and time in London as a family reads it: 'Saturday 14 March 2026, 11:00'. */
function useWhen() {
  const language = useLanguage();
  return (instant: string) => `${slotDate(instant, language)}, ${slotTime(instant, language)}`;
}

/** Label and value pairs, side by side from a small tablet up. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="mb-2 wrap-anywhere sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className={`${headingClass} mb-3`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function History({ steps }: { steps: Step[] }) {
  const { t } = useTranslation();
  const when = useWhen();
  if (steps.length === 0) return null;
  return (
    <div className="mt-4">
      <h4 className="font-semibold">{t("dataRights.page.history")}</h4>
      <ol className="mt-1 list-disc space-y-1 pl-5">
        {steps.map((step) => (
          <li key={`${step.at}-${step.action}`}>
            {when(step.at)}: {t(`dataRights.page.actions.${step.action.replace("booking.", "")}`)}{" "}
            {step.by === "you" ? t("dataRights.page.byYou") : t("dataRights.page.byOffice")}
            {step.beforeStartsAt && step.afterStartsAt && (
              <>
                {" "}
                (
                {t("dataRights.page.moved", {
                  from: when(step.beforeStartsAt),
                  to: when(step.afterStartsAt),
                })}
                )
              </>
            )}
            {step.reason && <> · {t("dataRights.page.reason", { reason: step.reason })}</>}
          </li>
        ))}
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
      <h3 id={`booking-${booking.id}`} className="mb-2 font-serif text-xl font-semibold text-byzantine-900">
        {title}
      </h3>
      <Facts
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
        />
      </div>
      <History steps={steps} />
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
  const session = useSession();
  const when = useWhen();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

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

  const { account, bookings, bookingHistory, contactMessages, mails } = load.data;
  const none = <p className="text-neutral-800">{t("dataRights.page.none")}</p>;
  return (
    <>
      <p className="text-neutral-800">{t("dataRights.page.intro")}</p>
      <p className="mt-1 text-neutral-800">
        {t("dataRights.page.asOf", { date: when(load.data.exportedAt) })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          {t("dataRights.page.print")}
        </Button>
        <a href="/api/me/data" download className={buttonClass("secondary")}>
          {t("dataRights.download")}
        </a>
      </div>

      <Section id="my-data-account" title={t("dataRights.page.account")}>
        <Facts
          rows={[
            [t("profile.name"), `${account.firstName} ${account.lastName}`],
            [t("profile.email"), account.email],
            [t("profile.language"), t(`booking.languageNames.${account.language}`)],
            [t("profile.role"), t(`profile.roles.${account.role}`)],
            [t("profile.verified"), account.isVerified ? t("profile.yes") : t("profile.no")],
            [t("dataRights.page.opened"), when(account.createdAt)],
          ]}
        />
      </Section>

      <Section id="my-data-bookings" title={t("dataRights.page.bookings", { count: bookings.length })}>
        {bookings.length === 0 ? (
          none
        ) : (
          <div className="flex flex-col gap-4">
            {bookings.map((booking) => (
              <BookingRecord
                key={booking.id}
                booking={booking}
                steps={bookingHistory.filter((step) => step.bookingId === booking.id)}
              />
            ))}
          </div>
        )}
      </Section>

      <Section id="my-data-messages" title={t("dataRights.page.messages", { count: contactMessages.length })}>
        {contactMessages.length === 0 ? (
          none
        ) : (
          <ul className="flex flex-col gap-3">
            {contactMessages.map((message) => (
              <li key={message.id} className={cardClass}>
                <Facts
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
        )}
      </Section>

      <Section id="my-data-mails" title={t("dataRights.page.mails", { count: mails.length })}>
        <p className="mb-3 text-neutral-800">{t("dataRights.page.mailsKept")}</p>
        {mails.length === 0 ? (
          none
        ) : (
          <ul className="flex flex-col gap-3">
            {mails.map((mail) => (
              <li key={`${mail.createdAt}-${mail.subject}`} className={cardClass}>
                <Facts
                  rows={[
                    [t("dataRights.page.subject"), mail.subject],
                    [t("dataRights.page.written"), when(mail.createdAt)],
                    [t("dataRights.page.status"), t(`dataRights.page.mailStatus.${mail.status}`)],
                  ]}
                />
                <details className="mt-2">
                  <summary className="w-fit cursor-pointer font-semibold text-byzantine-800 underline underline-offset-2">
                    {t("dataRights.page.mailText")}
                  </summary>
                  <p className="mt-2 whitespace-pre-line wrap-anywhere">{mail.text}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
