import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "../../../contracts/user.ts";
import { Button } from "../../components/ui/button.tsx";
import { useRequireAdmin, useRequireUser, useRequireVisitor } from "./guards.tsx";
import { useSession } from "./session.tsx";

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
