import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type UpdateProfileInput, updateProfileSchema } from "../../../contracts/auth.ts";
import type { PublicUser } from "../../../contracts/user.ts";
import { ApiError, api, failureMessage } from "../../app/api-client.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { SelectField, TextField, useFieldId } from "../../components/forms/fields.tsx";
import { Form } from "../../components/forms/form.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { Button, SubmitButton } from "../../components/ui/button.tsx";
import { LoadFailed, Loading } from "../../components/ui/load-states.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useFocusAfterRender } from "../../components/ui/use-focus-after-render.ts";
import { ChangePassword } from "./change-password.tsx";
import { forgetProfileEdit, keepProfileEdit, keptProfileEdit } from "./kept-profile-edit.ts";
import { useSession } from "./session.tsx";
import { useLogout } from "./use-logout.ts";

const keptNoteId = "profile-kept-note";
const notSavedToast = "profile-not-saved";

type Load = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; user: PublicUser };

/** Loads the account afresh from the server (it may have changed elsewhere) and shows it. */
export function ProfileView() {
  const { t } = useTranslation();
  const fieldId = useFieldId();
  const session = useSession();
  const logout = useLogout();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [editing, setEditing] = useState(false);
  /** A change the session's end kept from being saved, given back after logging in again. */
  const [kept, setKept] = useState<Partial<UpdateProfileInput>>();
  const [attempt, setAttempt] = useState(0);
  const focusAfterRender = useFocusAfterRender();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: "loading" });
    api<{ user: PublicUser }>("/api/auth/me", { signal: controller.signal })
      .then(({ user }) => {
        setLoad({ state: "ready", user });
        const change = keptProfileEdit(user.id);
        if (change) {
          // The error that said it was not saved has been answered: the change is here.
          toast.dismiss(notSavedToast);
          setKept(change);
          setEditing(true);
          // The note is the news (a screen reader reads it out), and the change comes next by Tab.
          focusAfterRender(keptNoteId);
        }
      })
      .catch((error: unknown) => {
        if ((error as Error).name === "AbortError") return;
        if (error instanceof ApiError && error.status === 401) session.setUser(undefined);
        setLoad({
          state: "error",
          message: failureMessage(error, t("profile.loadFailed"), t),
        });
      });
    return () => controller.abort();
  }, [attempt]);

  if (load.state === "loading") return <Loading label={t("profile.loading")} />;
  if (load.state === "error")
    return <LoadFailed message={load.message} onRetry={() => setAttempt((n) => n + 1)} />;

  const { user } = load;
  const rows: [string, string][] = [
    [t("profile.name"), `${user.firstName} ${user.lastName}`],
    [t("profile.email"), user.email],
    [t("profile.role"), t(`profile.roles.${user.role}`)],
    [t("profile.verified"), user.isVerified ? t("profile.yes") : t("profile.no")],
    [t("profile.language"), t(`profile.languages.${user.language}`)],
  ];
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="profile-details-title">
        <h2 id="profile-details-title" tabIndex={-1} className="mb-3 text-xl font-semibold">
          {t("profile.details")}
        </h2>
        <dl
          className="divide-y divide-neutral-200 rounded-lg border border-neutral-300 bg-white"
          data-testid="profile-details"
        >
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold text-neutral-700">{label}</dt>
              <dd className="wrap-anywhere text-neutral-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          {!editing && (
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(true);
                focusAfterRender(fieldId("firstName"));
              }}
            >
              {t("profile.edit")}
            </Button>
          )}
          <Button variant="ghost" onClick={() => void logout()}>
            {t("account.logOut")}
          </Button>
        </div>
      </section>
      {editing && (
        <EditProfile
          user={user}
          kept={kept}
          onDone={(updated) => {
            setEditing(false);
            setKept(undefined);
            forgetProfileEdit();
            // The form goes away with the button pressed in it: back to the details it changed.
            focusAfterRender("profile-details-title");
            if (updated) {
              setLoad({ state: "ready", user: updated });
              session.setUser(updated);
            }
          }}
        />
      )}
      <ChangePassword />
    </div>
  );
}

function EditProfile({
  user,
  kept,
  onDone,
}: {
  user: PublicUser;
  kept?: Partial<UpdateProfileInput>;
  onDone(updated?: PublicUser): void;
}) {
  const { t } = useTranslation();
  const form = useZodForm<UpdateProfileInput>(updateProfileSchema, {
    defaultValues: { firstName: user.firstName, lastName: user.lastName, language: user.language, ...kept },
  });
  async function save(values: UpdateProfileInput) {
    try {
      const { user: updated } = await api<{ user: PublicUser }>("/api/auth/me", {
        method: "PATCH",
        body: values,
      });
      toast.success(t("profile.saved"));
      onDone(updated);
    } catch (error) {
      // The session ended meanwhile: the guard leads to log in and back, and the change must be
      // made again, which "Please log in to continue" alone did not say.
      const ended = error instanceof ApiError && error.status === 401;
      if (ended) {
        keepProfileEdit(user.id, values);
        toast.error(t("profile.notSavedSessionEnded"), { id: notSavedToast });
      } else toast.error(failureMessage(error, t("profile.saveFailed"), t));
    }
  }
  return (
    <section aria-labelledby="profile-edit-title" className="rounded-lg border border-neutral-300 p-5">
      <h2 id="profile-edit-title" className="mb-4 text-xl font-semibold">
        {t("profile.editTitle")}
      </h2>
      <Form form={form} onSubmit={save} className="flex flex-col gap-5">
        {kept && (
          <p
            id={keptNoteId}
            tabIndex={-1}
            className="rounded-md border-l-4 border-gold-500 bg-cream p-3 text-neutral-900"
          >
            {t("profile.keptEdit")}
          </p>
        )}
        <ErrorSummary />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField name="firstName" label={t("auth.form.firstName")} autoComplete="given-name" required />
          <TextField name="lastName" label={t("auth.form.lastName")} autoComplete="family-name" required />
        </div>
        <SelectField
          name="language"
          label={t("profile.language")}
          hint={t("profile.languageHint")}
          options={[
            { value: "en", label: t("profile.languages.en") },
            { value: "el", label: t("profile.languages.el") },
          ]}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t("profile.saving")}>
            {t("profile.save")}
          </SubmitButton>
          <Button variant="secondary" onClick={() => onDone()}>
            {t("common.cancel")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
