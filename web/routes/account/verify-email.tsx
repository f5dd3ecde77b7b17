import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { type VerifyEmailStatus, verifyEmailStatuses } from "../../../contracts/auth.ts";
import { seo } from "../../app/seo.ts";
import { useLocalizedPath } from "../../app/use-language.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { afterLoginPath, pendingNext, withNext } from "../../features/auth/next-path.ts";
import { GuardLoading } from "../../features/auth/require.tsx";
import { useSession } from "../../features/auth/session.tsx";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "verify-email", titleKey: "account.titles.verifyEmail", noindex: true });

const isStatus = (value: unknown): value is VerifyEmailStatus =>
  verifyEmailStatuses.includes(value as VerifyEmailStatus);

/** Where the link in the verification e-mail lands; the server has already verified and named the outcome. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { status: raw, lang = "en" } = useParams();
  const status: VerifyEmailStatus = isStatus(raw) ? raw : "error";
  const href = useLocalizedPath();
  const session = useSession();
  const good = status === "success" || status === "already-verified";
  const toasted = useRef(false);
  const refreshed = useRef(false);

  useEffect(() => {
    // A member verifying while logged in sees their account as verified without logging in again.
    if (good && session.status === "authenticated" && !session.user.isVerified && !refreshed.current) {
      refreshed.current = true;
      void session.refresh();
    }
  }, [good, session]);

  const ready = session.status !== "loading";
  useEffect(() => {
    if (!ready || toasted.current) return;
    toasted.current = true;
    toast(t(`verify.status.${status}.message`), {
      duration: 3000,
      style: { background: "#1f2937", color: "#fff", border: "none" },
    });
  }, [ready, status, t]);

  if (!ready) return <GuardLoading />;
  const loggedIn = session.status === "authenticated";
  const next = pendingNext.read();
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <div
        className={`rounded-lg border-l-4 p-6 ${good ? "border-green-700 bg-green-50" : "border-red-700 bg-red-50"}`}
        data-testid={`verify-${status}`}
      >
        <h1 className={`font-serif text-2xl font-semibold ${good ? "text-green-900" : "text-red-900"}`}>
          {status === "success" && <span aria-hidden="true">✔ </span>}
          {t(`verify.status.${status}.title`)}
        </h1>
        <p className="mt-3 text-lg text-neutral-900">{t(`verify.status.${status}.message`)}</p>
        {!good && <p className="mt-2 text-neutral-800">{t(`verify.status.${status}.help`)}</p>}
        <div className="mt-6 flex flex-wrap gap-3">
          {loggedIn ? (
            <Link to={afterLoginPath(session.user, lang, next)} className={buttonClass("primary")}>
              {t("verify.continue")}
            </Link>
          ) : (
            <Link to={withNext(href("login"), next)} className={buttonClass("primary")}>
              {t("verify.toLogin")}
            </Link>
          )}
          {!good && (
            <Link to={href("verify-email-reminder")} className={buttonClass("secondary")}>
              {t("verify.newLink")}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
