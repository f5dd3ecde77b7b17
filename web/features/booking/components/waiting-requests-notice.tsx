import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Booking, maxWaitingRequests, waitingRequests } from "../../../../contracts/booking.ts";
import { api } from "../../../app/api-client.ts";
import { useLanguage } from "../../../app/use-language.ts";
import { PHONE } from "../../../content/parish-shared.ts";
import { useSession } from "../../auth/session.tsx";

/**
 * Said before a form is filled in rather than at its Confirm: a member who already has
 * `maxWaitingRequests` requests waiting for the office cannot send another (409
 * TOO_MANY_REQUESTS). The office has no such limit. Nothing is shown while the list loads or if it
 * cannot be read: the server's refusal at Confirm still says it then.
 */
export function WaitingRequestsNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const member = session.status === "authenticated" && session.user.role !== "admin";
  const [waiting, setWaiting] = useState(0);

  useEffect(() => {
    if (!member) return;
    let current = true;
    api<Booking[]>("/api/bookings/my-bookings")
      .then((list) => current && setWaiting(waitingRequests(list)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [member]);

  if (!member || waiting < maxWaitingRequests) return null;
  return (
    <section
      aria-labelledby="waiting-requests-title"
      className="mb-8 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="waiting-requests-title" className="text-lg font-semibold text-neutral-900">
        {t("booking.waiting.title", { count: waiting })}
      </h2>
      <p className="mt-2 text-neutral-800">
        {t("booking.waiting.body", { count: maxWaitingRequests })}{" "}
        <a href={PHONE.href} className="font-semibold whitespace-nowrap underline">
          {PHONE.display}
        </a>
      </p>
      <Link
        to={`/${language}/dashboard`}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-byzantine-800 underline"
      >
        {t("booking.waiting.seeRequests")}
      </Link>
    </section>
  );
}
