import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { type Booking, type BookingType, liveStatuses } from "../../../../contracts/booking.ts";
import { ApiError, api, withReference } from "../../../app/api-client.ts";
import { useLanguage } from "../../../app/use-language.ts";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast.tsx";
import { loadOwnDraft, markSent, updateDraft } from "../draft.ts";
import { slotDate, slotTime } from "../format.ts";
import { confirmationPath, formPath } from "../paths.ts";
import { useHold } from "../use-hold.ts";
import { BookingDetails } from "./booking-details.tsx";
import { HoldLine } from "./hold-line.tsx";

/** The family's own live request on a slot, if the list of their bookings can be read. */
async function ownRequestFor(slotId: string): Promise<Booking | undefined> {
  try {
    const mine = await api<Booking[]>("/api/bookings/my-bookings?future=true");
    return mine.find((booking) => booking.slotId === slotId && liveStatuses.includes(booking.status));
  } catch {
    return undefined;
  }
}

/**
 * The review step: every field as it will be sent, the slot's date and time, 'Edit Details'
 * back to the filled form and 'Send request' (the spec's 'Confirm Booking'; both disabled while submitting).
 */
export function BookingReview({ type, userId }: { type: BookingType; userId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [draft] = useState(() => loadOwnDraft(type, userId));
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: string[]; slotGone: boolean }>();
  // The refusal is drawn at the top of a long page: on a phone the press happened 1 600 px below.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!problem) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    alertRef.current?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    alertRef.current?.focus({ preventScroll: true });
  }, [problem]);
  const ready = Boolean(draft?.reviewed && draft.slot);
  const origin = draft?.origin ?? "form";
  // The date stays held while the family reads (renewed as they scroll and press, as on the form);
  // once a request was refused for it, nothing is renewed and no hold is shown.
  const slotGone = Boolean(problem?.slotGone);
  const {
    state: hold,
    holdAgain,
    settled,
  } = useHold(type, ready ? draft?.slot : undefined, submitting || slotGone);
  const holdLost = hold.kind === "lost";
  useEffect(() => {
    // Taken by someone else meanwhile: Edit Details opens the form on the other dates.
    if (holdLost) updateDraft(type, { slot: undefined, reviewed: false }, origin);
  }, [holdLost, type, origin]);

  useEffect(() => {
    if (ready) return;
    const timer = window.setTimeout(
      () => navigate(formPath(language, type, origin), { replace: true }),
      2000,
    );
    return () => window.clearTimeout(timer);
  }, [ready, navigate, language, type, origin]);

  if (!draft || !ready || !draft.slot) {
    return (
      <p role="status" className="rounded-md bg-cream p-4 text-lg">
        {t("booking.review.noData")}
      </p>
    );
  }
  const slot = draft.slot;

  const edit = () => navigate(formPath(language, type, origin));
  const confirm = async () => {
    if (submitting) return;
    setSubmitting(true);
    setProblem(undefined);
    // The press itself may have renewed the hold: that answer first, then the request, so the two
    // never cross (a renewal answered after the booking would find the date booked).
    await settled();
    try {
      const { booking } = await api<{ booking: Booking }>(
        type === "wedding" ? "/api/wedding-booking" : "/api/baptism-booking",
        {
          method: "POST",
          // The time the family was shown: a slot the office moved since is refused, not booked.
          body: { ...draft.values, type, slotId: slot.id, slotStartsAt: slot.datetime },
        },
      );
      markSent({ id: booking.id, type, origin, userId });
      toast.success(t(`booking.review.success.${type}`));
      navigate(confirmationPath(language, type, origin, booking.id), { replace: true });
    } catch (error) {
      // Pressed again after the first answer was lost on the way: that request is the family's.
      if (error instanceof ApiError && error.code === "ALREADY_REQUESTED") {
        const sent = await ownRequestFor(slot.id);
        if (sent) {
          markSent({ id: sent.id, type, origin, userId });
          navigate(confirmationPath(language, type, origin, sent.id), { replace: true });
          return;
        }
      }
      setSubmitting(false);
      if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
        const slotGone = (error.status === 409 && error.code !== "TOO_MANY_REQUESTS") || error.status === 404;
        if (slotGone) {
          // The date is gone: the form asks for another one and keeps everything else. Too many
          // requests waiting leaves the date chosen, for when the office has answered one.
          updateDraft(type, { slot: undefined, reviewed: false }, origin);
        }
        setProblem({ message: error.message, fields: Object.values(error.fields), slotGone });
      } else {
        toast.error(withReference(t("booking.review.failed"), error, t));
      }
    }
  };

  return (
    <div className="flex flex-col gap-6">
      {problem && (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="scroll-mt-24 rounded-md border-4 border-red-700 bg-white p-4"
        >
          <p className="font-semibold text-red-800">{problem.message}</p>
          {problem.fields.length > 0 && (
            <ul className="mt-2 list-disc pl-6 text-red-800">
              {[...new Set(problem.fields)].map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
          <Button variant="secondary" className="mt-3" onClick={edit}>
            {t("booking.review.fix")}
          </Button>
        </div>
      )}
      <section aria-labelledby="review-slot" className="rounded-lg border border-gold-500 bg-cream p-4">
        <h2 id="review-slot" className="font-serif text-xl font-semibold text-byzantine-900">
          {t("booking.sections.slot")}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{t("booking.fields.service")}</dt>
          <dd>{t(`booking.services.${type}`)}</dd>
          <dt className="font-semibold">{t("booking.fields.date")}</dt>
          <dd>{slotDate(slot.datetime, language)}</dd>
          <dt className="font-semibold">{t("booking.fields.time")}</dt>
          <dd>{slotTime(slot.datetime, language)}</dd>
        </dl>
        {!slotGone && (
          <div className="mt-3">
            <HoldLine state={hold} onRenew={() => void holdAgain()} otherDates={t("booking.review.edit")} />
          </div>
        )}
      </section>
      <BookingDetails
        type={type}
        details={draft.values}
        startsAt={draft.slot?.datetime}
        headingLevel="h2"
        action={(section) => (
          // GOV.UK's "check answers": each part opens the form at that part, not at its top, which
          // on a phone is a long way above the mother's or the bride's fields.
          <Link
            to={formPath(language, type, origin)}
            state={{ section: section.id }}
            // The form scrolls to the part itself; the router's reset to the top came after it.
            preventScrollReset
            onClick={(event) => submitting && event.preventDefault()}
            // Which part, for a screen reader's list of links: a column of "Change" says nothing.
            aria-label={`${t("booking.review.change")}: ${section.heading}`}
            className="inline-flex min-h-6 items-center text-byzantine-700 underline hover:text-byzantine-900"
          >
            {t("booking.review.change")}
          </Link>
        )}
      />
      <div className="flex flex-wrap gap-3">
        {/* With its date gone, Confirm could only be refused again: Edit details chooses another. */}
        {/* Marked, not disabled, while sending: a refusal is said with the focus still here. */}
        <Button
          onClick={() => void confirm()}
          aria-disabled={submitting || undefined}
          disabled={problem?.slotGone || holdLost}
        >
          {submitting && (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
            />
          )}
          {submitting ? t("booking.review.submitting") : t("booking.review.confirm")}
        </Button>
        <Button variant="secondary" onClick={edit} disabled={submitting}>
          {t("booking.review.edit")}
        </Button>
      </div>
    </div>
  );
}
