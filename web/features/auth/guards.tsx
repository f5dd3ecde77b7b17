/**
 * Client guards for pages that need a logged-in user, an admin or a visitor. The server still
 * checks every API call; these only send people to the right page and avoid flashes of content.
 *
 * Hooks (return the user/true once allowed, undefined while loading or redirecting):
 *   const user = useRequireUser();                    // logged in AND e-mail verified (the spec's guard)
 *   const user = useRequireUser({ verified: false }); // logged in, verified or not
 *   const admin = useRequireAdmin();                  // visitors → /login?next=…, users → /unauthorized
 *   const ok = useRequireVisitor();                   // logged-in → ?next= target or their dashboard
 * Components (show a loading state, then the children):
 *   <RequireUser>{(user) => <Page user={user} />}</RequireUser>   (also <RequireUser verified={false}>)
 *   <RequireAdmin>{(admin) => …}</RequireAdmin>
 *   <RequireVisitor>…</RequireVisitor>
 * Redirects: no session → /{lang}/login?next=<this path and query>; unverified →
 * /{lang}/verify-email-reminder?next=…; non-admin → /{lang}/unauthorized. `useLoginPath()(next?)`
 * builds the login link by hand (e.g. a "Log in to book" button; next defaults to this page).
 */
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { PublicUser } from "../../../contracts/user.ts";
import { useLanguage } from "../../app/use-language.ts";
import { Button } from "../../components/ui/button.tsx";
import { afterLoginPath, withNext } from "./next-path.ts";
import { useSession } from "./session.tsx";

let loggedOutAt = 0;
let leftFor: string | undefined;
/**
 * Called at logout: the page left behind sends to a plain /login, not back to itself; or, after
 * the account was deleted, to `path` (the home page), where the member is going anyway.
 */
export function noteLogout(path?: string) {
  loggedOutAt = Date.now();
  leftFor = path;
}
/**
 * Where a guarded page sends the visitor it finds when that visitor has just logged out (or
 * deleted their account) here: undefined otherwise, when a session that ended is the guard's to
 * tell. Every guard asks, the booking pages' too.
 */
export function pageAfterLogout(lang: string): string | undefined {
  if (Date.now() - loggedOutAt >= 3000) return undefined;
  return leftFor ?? `/${lang}/login`;
}

function useHere() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** The login page with the way back to `next` (default: the current page). */
export function useLoginPath() {
  const lang = useLanguage();
  const here = useHere();
  return (next: string = here) => withNext(`/${lang}/login`, next);
}

/** Where a guard sends the current user, or undefined when they may stay. */
type Decide = (session: ReturnType<typeof useSession>) => string | undefined;

/**
 * `whenUnavailable`: whether the page may show when the server could not say who is logged in
 * (a visitor's page may; a member's waits, and `GuardLoading` offers to ask again).
 */
function useGuard(decide: Decide, whenUnavailable: "show" | "wait" = "wait") {
  const session = useSession();
  const navigate = useNavigate();
  const known = session.status === "anonymous" || session.status === "authenticated";
  const target = known ? decide(session) : undefined;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  const allowed = session.status === "unavailable" ? whenUnavailable === "show" : known && !target;
  return { session, allowed };
}

export function useRequireUser({ verified = true }: { verified?: boolean } = {}): PublicUser | undefined {
  const lang = useLanguage();
  const here = useHere();
  const { session, allowed } = useGuard((s) => {
    if (!s.user) return pageAfterLogout(lang) ?? withNext(`/${lang}/login`, here);
    if (verified && !s.user.isVerified) return withNext(`/${lang}/verify-email-reminder`, here);
    return undefined;
  });
  return allowed ? session.user : undefined;
}

export function useRequireAdmin(): PublicUser | undefined {
  const lang = useLanguage();
  const here = useHere();
  const { session, allowed } = useGuard((s) => {
    if (!s.user) return pageAfterLogout(lang) ?? withNext(`/${lang}/login`, here);
    if (s.user.role !== "admin") return `/${lang}/unauthorized`;
    return undefined;
  });
  return allowed ? session.user : undefined;
}

/** Login and sign-up are for visitors: a logged-in user goes on to where they were heading. */
export function useRequireVisitor(): boolean {
  const lang = useLanguage();
  const [params] = useSearchParams();
  const { allowed } = useGuard(
    (s) => (s.user ? afterLoginPath(s.user, lang, params.get("next")) : undefined),
    "show",
  );
  return allowed;
}

/**
 * What a guarded page shows while the session loads or the redirect happens; `label` words
 * another wait of a page before it can show anything (the reset page's check of its link).
 */
export function GuardLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!label && session.status === "unavailable") return <SessionUnavailable retry={session.refresh} />;
  return (
    <div role="status" className="mx-auto flex max-w-4xl items-center gap-3 px-4 py-16 text-neutral-700">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-byzantine-200 border-t-byzantine-700 motion-reduce:animate-none"
      />
      {label ?? t("account.checkingSession")}
    </div>
  );
}

/** The server could not say who is logged in: said so, with a way to ask again. */
function SessionUnavailable({ retry }: { retry(): Promise<unknown> }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-md border-l-4 border-red-700 bg-red-50 p-4"
      >
        <p className="text-neutral-900">{t("auth.sessionUnavailable")}</p>
        <Button
          variant="secondary"
          disabled={asking}
          onClick={() => {
            setAsking(true);
            void retry().finally(() => setAsking(false));
          }}
        >
          {t("common.retry")}
        </Button>
      </div>
    </div>
  );
}

type Render = ReactNode | ((user: PublicUser) => ReactNode);
const render = (children: Render, user: PublicUser) =>
  typeof children === "function" ? children(user) : children;

export function RequireUser({ verified = true, children }: { verified?: boolean; children: Render }) {
  const user = useRequireUser({ verified });
  return user ? render(children, user) : <GuardLoading />;
}

export function RequireAdmin({ children }: { children: Render }) {
  const user = useRequireAdmin();
  return user ? render(children, user) : <GuardLoading />;
}

export function RequireVisitor({ children }: { children: ReactNode }) {
  return useRequireVisitor() ? children : <GuardLoading />;
}
