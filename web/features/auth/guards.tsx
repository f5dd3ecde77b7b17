/**
 * Client guards for pages that need a logged-in user, an admin or a visitor. The server still
 * checks every API call; these only send people to the right page and avoid flashes of content.
 *
 * Hooks (return the user/true once allowed, undefined while loading or redirecting):
 *   const user = useRequireUser();                    // logged in AND e-mail verified (the spec's guard)
 *   const user = useRequireUser({ verified: false }); // logged in, verified or not
 *   const admin = useRequireAdmin();                  // visitors → /login?next=…, users → /unauthorized
 *   const ok = useRequireVisitor();                   // logged-in → ?next= target or their dashboard
 * Components (show a loading state, then the children), in ./require.tsx: the header needs the
 * hooks here on every page, the components only the account, booking and admin pages:
 *   <RequireUser>{(user) => <Page user={user} />}</RequireUser>   (also <RequireUser verified={false}>)
 *   <RequireAdmin>{(admin) => …}</RequireAdmin>
 *   <RequireVisitor>…</RequireVisitor>
 * Redirects: no session → /{lang}/login?next=<this path and query>; unverified →
 * /{lang}/verify-email-reminder?next=…; non-admin → /{lang}/unauthorized. `useLoginPath()(next?)`
 * builds the login link by hand (e.g. a "Log in to book" button; next defaults to this page).
 */
import { useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { PublicUser } from "../../../contracts/user.ts";
import { useLanguage } from "../../app/use-language.ts";
import { pageAfterLogout } from "./logout-note.ts";
import { afterLoginPath, withNext } from "./next-path.ts";
import { useSession } from "./session.tsx";

export { noteLogout, pageAfterLogout } from "./logout-note.ts";

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
