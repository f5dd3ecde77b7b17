import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { api, failureMessage } from "../../app/api-client.ts";
import { useLocalizedPath } from "../../app/use-language.ts";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { AppDialog } from "../../components/ui/dialog.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useSession } from "../auth/session.tsx";
import { forgetDrafts } from "../booking/draft.ts";

/** The profile's data-protection section: download everything, or delete the account. */
export function DataRights() {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const navigate = useNavigate();
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const deleteAccount = async () => {
    setDeleting(true);
    try {
      await api("/api/me", { method: "DELETE" });
      forgetDrafts();
      session.setUser(undefined);
      setConfirming(false);
      toast.success(t("dataRights.deleted"));
      navigate(href("home"));
    } catch (error) {
      toast.error(failureMessage(error, t("dataRights.deleteFailed")));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section aria-labelledby="data-rights-title" className="mt-10 rounded-lg border border-neutral-300 p-5">
      <h2 id="data-rights-title" className="text-xl font-semibold">
        {t("dataRights.title")}
      </h2>
      <p className="mt-2 text-neutral-700">
        {t("dataRights.intro")}{" "}
        <a href={href("privacy")} className="text-byzantine-700 underline underline-offset-2">
          {t("dataRights.privacyLink")}
        </a>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href="/api/me/data" download className={buttonClass("secondary")}>
          {t("dataRights.download")}
        </a>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t("dataRights.delete")}
        </Button>
      </div>
      <AppDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t("dataRights.confirmTitle")}
        role="alertdialog"
      >
        <p className="text-neutral-800">{t("dataRights.confirmBody")}</p>
        <p className="mt-3 text-neutral-800">{t("dataRights.confirmRegister")}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)} autoFocus>
            {t("common.cancel")}
          </Button>
          <Button variant="danger" onClick={deleteAccount} disabled={deleting}>
            {deleting ? t("dataRights.deleting") : t("dataRights.confirmDelete")}
          </Button>
        </div>
      </AppDialog>
    </section>
  );
}
