import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { sessionHintCookieName } from "../../../contracts/session-hint.ts";
import type { PublicUser } from "../../../contracts/user.ts";
import { ApiError, api } from "../../app/api-client.ts";

export type Session =
  | { status: "loading"; user: undefined }
  | { status: "anonymous"; user: undefined }
  | { status: "authenticated"; user: PublicUser };

type SessionContextValue = Session & {
  /** Asks the server who is logged in (after login, logout or verification). */
  refresh(): Promise<PublicUser | undefined>;
  setUser(user: PublicUser | undefined): void;
};

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

/** Loads /api/auth/me once per visit; pages read the result with useSession(). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: "loading", user: undefined });

  const setUser = useCallback((user: PublicUser | undefined) => {
    setSession(user ? { status: "authenticated", user } : { status: "anonymous", user: undefined });
  }, []);

  const refresh = useCallback(async () => {
    try {
      const { user } = await api<{ user: PublicUser }>("/api/auth/me");
      setUser(user);
      return user;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401 || error.status === 404) setUser(undefined);
      else setSession({ status: "anonymous", user: undefined });
      return undefined;
    }
  }, [setUser]);

  useEffect(() => {
    // Visitors never had a session: skip the request (and its 401) unless the login hint is set.
    if (document.cookie.split("; ").includes(`${sessionHintCookieName}=1`)) void refresh();
    else setUser(undefined);
  }, [refresh, setUser]);

  const value = useMemo(() => ({ ...session, refresh, setUser }), [session, refresh, setUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}
