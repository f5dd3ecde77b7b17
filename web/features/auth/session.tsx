import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { sessionHintCookieName } from "../../../contracts/session-hint.ts";
import type { PublicUser } from "../../../contracts/user.ts";
import { ApiError, api, onSessionLost } from "../../app/api-client.ts";
import { noteLogout } from "./logout-note.ts";

export type Session =
  | { status: "loading"; user: undefined }
  | { status: "anonymous"; user: undefined }
  /** The server could not say (it failed, or the network did): not the same as logged out. */
  | { status: "unavailable"; user: undefined }
  | { status: "authenticated"; user: PublicUser };

type SessionContextValue = Session & {
  /** Asks the server who is logged in (after login, logout or verification). */
  refresh(): Promise<PublicUser | undefined>;
  setUser(user: PublicUser | undefined): void;
};

type SessionStore = {
  initial: SessionContextValue;
  get(): SessionContextValue;
  subscribe(listener: () => void): () => void;
};

function createSessionStore(): SessionStore {
  const listeners = new Set<() => void>();
  const set = (session: Session) => {
    current = { ...session, refresh, setUser };
    for (const listener of listeners) listener();
  };
  const setUser = (user: PublicUser | undefined) =>
    set(user ? { status: "authenticated", user } : { status: "anonymous", user: undefined });
  const refresh = async () => {
    try {
      const { user } = await api<{ user: PublicUser }>("/api/auth/me");
      setUser(user);
      return user;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 404)) setUser(undefined);
      // A guarded page then says the server cannot be reached, with a retry, rather than
      // sending a member who is logged in to the login page.
      else set({ status: "unavailable", user: undefined });
      return undefined;
    }
  };
  const initial: SessionContextValue = { status: "loading", user: undefined, refresh, setUser };
  let current: SessionContextValue = initial;
  return {
    initial,
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The other tabs of this browser are told when its session ended here (logout, a reset password, a
 * deleted account): on a shared computer a tab left on the dashboard kept the family's bookings
 * and their children's details on screen. Where BroadcastChannel is missing, they learn it at
 * their next request, as before.
 */
const sessionChannel = () =>
  typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel("parish-session");

export function announceSessionEnded() {
  const channel = sessionChannel();
  channel?.postMessage("ended");
  channel?.close();
}

// The context carries a store that never changes; only the components that read the session
// re-render when it does. A changing context value would also reach every part of a
// pre-rendered page still waiting for its code (the contact form), and React would replace
// what the visitor sees there with its placeholder.
const SessionContext = createContext<SessionStore | undefined>(undefined);

/** Loads /api/auth/me once per visit; pages read the result with useSession(). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSessionStore);
  useEffect(() => {
    const { refresh, setUser } = store.get();
    // Visitors never had a session: skip the request (and its 401) unless the login hint is set.
    if (document.cookie.split("; ").includes(`${sessionHintCookieName}=1`)) void refresh();
    else setUser(undefined);
    // A 401 from any call means the session ended: the page's guard then leads to log in and back.
    const stopListening = onSessionLost(() => {
      if (store.get().status === "authenticated") setUser(undefined);
    });
    // Ended in another tab: as a logout here, the guard leads to a plain login page.
    const channel = sessionChannel();
    if (channel) {
      channel.onmessage = () => {
        if (store.get().status !== "authenticated") return;
        noteLogout();
        setUser(undefined);
      };
    }
    return () => {
      stopListening();
      channel?.close();
    };
  }, [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error("useSession and useIsAdmin must be used inside <SessionProvider>");
  return store;
}

export function useSession(): SessionContextValue {
  const store = useSessionStore();
  // Pre-rendered pages were built without a session: hydration starts from "loading".
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}

/**
 * Whether an administrator is logged in, for the site's menus. Unlike useSession() it re-renders
 * only when that answer changes: the session settling to "anonymous" right after hydration
 * re-rendered the whole header and footer in one blocking task (≈ 30 ms, 120 ms on Lighthouse's
 * phone) to show the same menu.
 */
export function useIsAdmin(): boolean {
  const store = useSessionStore();
  return useSyncExternalStore(
    store.subscribe,
    () => store.get().user?.role === "admin",
    () => false,
  );
}
