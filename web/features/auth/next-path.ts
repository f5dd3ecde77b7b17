import { safeNextPath } from "../../../contracts/next-path.ts";
import type { PublicUser } from "../../../contracts/user.ts";

/**
 * Where to go after logging in: the page that sent the visitor to log in (a same-site path
 * only, and not one about getting into the account: login, sign-up, the e-mail's verification,
 * a forgotten or reset password), else the admin dashboard for admins and the user dashboard.
 */
export function afterLoginPath(user: PublicUser, lang: string, next: string | null | undefined): string {
  const target = safeNextPath(next);
  const entryPage = /^\/(en|el)\/(login|sign-up|verify-email|forgot-password|reset-password)(\/|\?|#|$)/;
  if (target && !entryPage.test(target)) return target;
  return `/${lang}/${user.role === "admin" ? "admin-dashboard" : "dashboard"}`;
}

/** `page` with `?next=` kept, so the way back survives login, sign-up and verification. */
export function withNext(path: string, next: string | null | undefined): string {
  const target = safeNextPath(next);
  return target ? `${path}?next=${encodeURIComponent(target)}` : path;
}

const storageKey = "parish.afterVerifyNext";
const keepMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The verification link opens from an e-mail, without the page's query; the page a new member
 * was heading for is kept in this browser meanwhile, so the login after verifying returns there.
 */
export const pendingNext = {
  save(next: string | null | undefined) {
    const target = safeNextPath(next);
    try {
      if (target) localStorage.setItem(storageKey, JSON.stringify({ target, at: Date.now() }));
      else localStorage.removeItem(storageKey);
    } catch {
      // Storage can be disabled (private mode); the member then lands on the dashboard instead.
    }
  },
  read(): string | undefined {
    try {
      const raw = localStorage.getItem(storageKey);
      if (!raw) return undefined;
      const { target, at } = JSON.parse(raw) as { target?: string; at?: number };
      if (!at || Date.now() - at > keepMs) return undefined;
      return safeNextPath(target);
    } catch {
      return undefined;
    }
  },
  clear() {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // nothing to clear
    }
  },
};
