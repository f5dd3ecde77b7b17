import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminService } from "../../../contracts/admin.ts";
import { londonDate } from "../../../contracts/time.ts";
import { useLanguage } from "../../app/use-language.ts";
import { Button } from "../../components/ui/button.tsx";
import { useFocusAfterRender } from "../../components/ui/use-focus-after-render.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { deleteOneByOne, serviceDeletePaths } from "./delete-one-by-one.ts";
import { listDate } from "./format.ts";

type TakeBackServicesProps = {
  /** The services one weekly repeat just added, in order. */
  services: AdminService[];
  /** After the take-back: the London dates the list should show again. */
  onChanged(first: string, last: string): void;
};

/**
 * What a weekly repeat added, and a way to delete all of it at once: a repeat set to the wrong
 * time or day added a year of services, which the list deleted one at a time (office review).
 */
export function TakeBackServices({ services, onChanged }: TakeBackServicesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const focusAfterRender = useFocusAfterRender();
  const [state, setState] = useState<"shown" | "asking" | "deleting" | { deleted: number; failed: number }>(
    "shown",
  );
  const first = services[0];
  const last = services.at(-1);
  if (!first || !last) return null;
  const count = services.length;
  const range = { first: listDate(first.datetime, language), last: listDate(last.datetime, language) };
  const [firstDay, lastDay] = [londonDate(first.datetime), londonDate(last.datetime)];

  async function takeBack() {
    setState("deleting");
    const { deleted, refused } = await deleteOneByOne(
      services.map(({ id }) => id),
      serviceDeletePaths(services),
    );
    setState({ deleted: deleted.size, failed: refused.length });
    onChanged(firstDay, lastDay);
    // The button pressed is gone with the dialog: the focus goes to what happened.
    focusAfterRender("services-taken-back");
  }

  return (
    <section
      aria-labelledby="services-added"
      data-testid="services-added"
      className="mt-5 rounded-md border border-neutral-300 bg-white p-4"
    >
      <h3 id="services-added" className="text-lg font-semibold">
        {t("admin.programme.added", { count })}
      </h3>
      <p className="mt-1 text-neutral-800">{t("admin.programme.addedRun", range)}</p>
      {typeof state === "object" ? (
        <p id="services-taken-back" tabIndex={-1} role="status" className="mt-3 font-semibold">
          {t("admin.programme.takenBack", { count: state.deleted })}
          {state.failed > 0 && ` ${t("admin.programme.takeBackFailed", { count: state.failed })}`}
        </p>
      ) : (
        <Button
          variant="secondary"
          className="mt-3"
          disabled={state === "deleting"}
          onClick={() => setState("asking")}
        >
          {t("admin.programme.takeBack", { count })}
        </Button>
      )}
      <ConfirmDialog
        isOpen={state === "asking" || state === "deleting"}
        title={t("admin.programme.takeBackTitle", { count })}
        confirmLabel={t("admin.programme.takeBackConfirm", { count })}
        pending={state === "deleting"}
        onConfirm={() => void takeBack()}
        onCancel={() => state === "asking" && setState("shown")}
      >
        {t("admin.programme.takeBackBody", { count, ...range })}
      </ConfirmDialog>
    </section>
  );
}
