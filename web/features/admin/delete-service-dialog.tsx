import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminService } from "../../../contracts/admin.ts";
import { api, failureMessage } from "../../app/api-client.ts";
import { useLanguage } from "../../app/use-language.ts";
import { toast } from "../../components/ui/toast.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { deleteOneByOne, serviceDeletePaths } from "./delete-one-by-one.ts";
import { listDate, listTime } from "./format.ts";

type DeleteServiceDialogProps = {
  /** The service to delete; null while the dialog is closed. */
  service: AdminService | null;
  /** Its name in the page's language. */
  name: string;
  /** Asked or done: the dialog closes and the list is read again. */
  onClose(changed: boolean): void;
};

/**
 * Deletes a service after asking, and, if the office ticks it, the later services of its weekly
 * run (ADR 038): a weekly Paraklesis that ends with August, or Sunday's hour changed from a date,
 * was deleted one week at a time. The run is asked of the server when the dialog opens; until it
 * answers, or when it has no later week, the dialog offers the one service alone. While a run is
 * deleted the dialog says how far it has come, and stays until it is done.
 */
export function DeleteServiceDialog({ service, name, onClose }: DeleteServiceDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [following, setFollowing] = useState<AdminService[]>([]);
  const [withFollowing, setWithFollowing] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(0);

  useEffect(() => {
    setFollowing([]);
    setWithFollowing(false);
    if (!service) return;
    const controller = new AbortController();
    api<AdminService[]>(`/api/admin/services/${service.id}/following`, { signal: controller.signal })
      .then(setFollowing)
      .catch(() => setFollowing([]));
    return () => controller.abort();
  }, [service]);

  async function remove(target: AdminService) {
    setPending(true);
    setDone(0);
    const targets = [target, ...(withFollowing ? following : [])];
    const { deleted, refused } = await deleteOneByOne(
      targets.map(({ id }) => id),
      serviceDeletePaths(targets),
      setDone,
    );
    if (deleted.size > 0)
      toast.success(
        targets.length === 1
          ? t("admin.programme.deleted")
          : t("admin.programme.takenBack", { count: deleted.size }),
        { duration: 3000 },
      );
    // One service: why it was kept (a colleague changed it meanwhile); a run: how many were.
    if (refused.length > 0)
      toast.error(
        targets.length === 1
          ? failureMessage(refused[0], t("admin.errors.action"), t)
          : t("admin.programme.takeBackFailed", { count: refused.length }),
      );
    setPending(false);
    onClose(true);
  }

  const [first, last] = [following[0], following.at(-1)];
  const total = following.length + 1;
  return (
    <ConfirmDialog
      isOpen={service !== null}
      title={t("admin.dialog.title")}
      confirmLabel={
        withFollowing ? t("admin.programme.deleteRun", { count: total }) : t("admin.actions.delete")
      }
      pending={pending}
      onConfirm={() => service && void remove(service)}
      // Not while it deletes: the deletions would go on behind, and close the next dialog opened.
      onCancel={() => !pending && onClose(false)}
    >
      {service && (
        <>
          <p>
            {t("admin.programme.deleteBody", {
              name,
              date: listDate(service.datetime, language),
              time: listTime(service.datetime),
            })}
          </p>
          {first && last && (
            <label className="mt-4 flex items-start gap-3 rounded-md border border-neutral-400 bg-white p-3 has-[:checked]:border-byzantine-700 has-[:checked]:bg-byzantine-50">
              <input
                type="checkbox"
                checked={withFollowing}
                onChange={(event) => setWithFollowing(event.target.checked)}
                className="mt-0.5 h-5 w-5 shrink-0 accent-byzantine-700"
              />
              <span>
                {t("admin.programme.alsoFollowing", {
                  count: following.length,
                  first: listDate(first.datetime, language),
                  last: listDate(last.datetime, language),
                })}
              </span>
            </label>
          )}
          {pending && total > 1 && withFollowing && (
            <p role="status" className="mt-3 font-semibold">
              {t("admin.programme.deletingRun", { done: done + 1, count: total })}
            </p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
