import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type AdminAccount,
  accountStates,
  adminAccountPageSize,
  bookingSearchMaxLength,
  unconfirmedAccountDays,
} from "../../../contracts/admin.ts";
import { api, failureMessage } from "../../app/api-client.ts";
import { seo } from "../../app/seo.ts";
import { useLanguage, useLocalizedPath } from "../../app/use-language.ts";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { filterControlClass } from "../../features/admin/filters.tsx";
import { listDate } from "../../features/admin/format.ts";
import { linkClass, PagedList, useListAddress } from "../../features/admin/paged-list.tsx";
import { AdminHeading, BreakableEmail, ListTabs, StatusBadge } from "../../features/admin/states.tsx";
import { useApiData } from "../../features/admin/use-api-data.ts";
import type { Route } from "./+types/office-accounts";

export const meta: Route.MetaFunction = ({ params }) =>
  seo({ lang: params.lang, page: "office-accounts", titleKey: "admin.accounts.title", noindex: true });

const dayMs = 86_400_000;

/**
 * Every account, newest first, found by name or address (ADR 037): whether a family who telephones
 * has signed up, under which address (a kept date names it, ADR 034), whether it is confirmed, and
 * what it has booked. Read only: a family changes its own details, and deletes its own account.
 */
export default function OfficeAccountsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = useLocalizedPath();
  const address = useListAddress(accountStates, "all");
  const { state, page, show } = address;
  // At most what the API takes: a longer one in the address would only be refused.
  const q = address.q.slice(0, bookingSearchMaxLength);
  const [search, setSearch] = useState(q);
  // The box says what the list was searched for, also when the address changes it (the menu's
  // link, Back).
  useEffect(() => setSearch(q), [q]);
  const [sending, setSending] = useState<string | null>(null);
  const query = new URLSearchParams({
    state,
    limit: String(adminAccountPageSize),
    offset: String((page - 1) * adminAccountPageSize),
  });
  if (q) query.set("q", q);
  const accounts = useApiData<AdminAccount[]>(`/api/admin/accounts?${query}`, { refreshOnReturn: true });

  async function resend(account: AdminAccount) {
    setSending(account.id);
    try {
      await api("/api/auth/resend-verification", { method: "POST", body: { email: account.email } });
      toast.success(t("admin.accounts.resent", { email: account.email }));
    } catch (error) {
      toast.error(failureMessage(error, t("admin.errors.action"), t));
    } finally {
      setSending(null);
      // Verified meanwhile, it no longer says it is not.
      accounts.reload();
    }
  }

  const card = (account: AdminAccount) => {
    const name = `${account.firstName} ${account.lastName}`;
    const deletedOn = new Date(new Date(account.createdAt).getTime() + unconfirmedAccountDays * dayMs);
    const bookingsSearch = new URLSearchParams({ q: account.email });
    return (
      <li key={account.id} className="rounded-lg border border-neutral-300 bg-white p-4 shadow-sm">
        <article aria-labelledby={`account-${account.id}`}>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={`account-${account.id}`} className="text-lg font-semibold break-words">
              {name}
            </h2>
            {account.role === "admin" && (
              <StatusBadge status="booked" label={t("admin.accounts.officeBadge")} />
            )}
            {!account.isVerified && (
              <StatusBadge status="requested" label={t("admin.accounts.unconfirmedBadge")} />
            )}
          </div>
          <p className="break-words">
            <a
              href={`mailto:${account.email}`}
              className={linkClass}
              aria-label={`${t("admin.accounts.write")}: ${account.email}`}
            >
              {/* A flex item shrinks no narrower than its longest word: a long address ran off a phone. */}
              <span className="min-w-0 wrap-anywhere">
                <BreakableEmail email={account.email} />
              </span>
            </a>
          </p>
          <p className="text-sm text-neutral-700">
            {t("admin.accounts.opened", { date: listDate(account.createdAt, language) })} ·{" "}
            {t("admin.accounts.writesIn", { language: t(`admin.languages.${account.language}`) })}
          </p>
          {!account.isVerified && (
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md bg-amber-50 p-3">
              <p className="text-sm text-amber-950">
                {t("admin.accounts.unconfirmedText", { date: listDate(deletedOn, language) })}
              </p>
              {/* Marked, not made, disabled while it waits: a disabled button drops the focus to the page. */}
              <Button
                variant="secondary"
                aria-disabled={sending === account.id || undefined}
                onClick={() => sending !== account.id && void resend(account)}
              >
                {t("admin.accounts.resend")}
                <span className="sr-only"> — {name}</span>
              </Button>
            </div>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-1 border-t border-neutral-200 pt-3">
            <p>
              {account.bookings === 0
                ? t("admin.accounts.noBookings")
                : account.upcoming > 0
                  ? `${t("admin.accounts.bookings", { count: account.bookings })}, ${t("admin.accounts.upcoming", { count: account.upcoming })}`
                  : t("admin.accounts.bookings", { count: account.bookings })}
            </p>
            {account.bookings > 0 && (
              <a href={`${href("manage-bookings")}?${bookingsSearch}`} className={linkClass}>
                {t("admin.accounts.findBookings")}
                <span className="sr-only"> — {name}</span>
              </a>
            )}
            {account.keptSlots > 0 && (
              <a href={`${href("manage-appointment-slots")}?status=kept`} className={linkClass}>
                {t("admin.accounts.kept", { count: account.keptSlots })}
              </a>
            )}
          </div>
        </article>
      </li>
    );
  };

  return (
    <>
      <AdminHeading title={t("admin.accounts.title")} />
      <p className="mb-6 max-w-3xl text-neutral-700">{t("admin.accounts.intro")}</p>
      <form
        className="mb-4 flex max-w-xl flex-col gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          show({ q: search.trim(), page: 1 });
        }}
      >
        <label htmlFor="account-search" className="font-semibold">
          {t("admin.accounts.search")}
        </label>
        <div className="flex gap-2">
          <input
            id="account-search"
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => {
              setSearch(event.target.value);
              // Emptied (by typing or the box's ×): the list is no longer searched.
              if (event.target.value.trim() === "" && q) show({ q: "", page: 1 });
            }}
            placeholder={t("admin.accounts.searchPlaceholder")}
            className={filterControlClass}
          />
          <Button type="submit" variant="secondary">
            {t("admin.accounts.searchButton")}
          </Button>
        </div>
      </form>
      <ListTabs
        legend={t("admin.accounts.state")}
        name="accounts-state"
        options={accountStates.map((value) => ({ value, label: t(`admin.accounts.${value}`) }))}
        value={state}
        onChange={(value) => show({ state: value, page: 1 })}
      />
      <PagedList
        data={accounts}
        page={page}
        pageSize={adminAccountPageSize}
        onPage={(next) => show({ page: next })}
        counted={(count) => t("admin.accounts.count", { count })}
        empty={q ? t("admin.accounts.noMatch", { q }) : t(`admin.accounts.none.${state}`)}
        emptyAction={
          // Not among the office's or the unverified: perhaps among all of them.
          q && state !== "all" ? (
            <Button variant="secondary" className="mt-3" onClick={() => show({ state: "all", page: 1 })}>
              {t("admin.accounts.searchAll")}
            </Button>
          ) : undefined
        }
        label={t(`admin.accounts.${state}`)}
        words={{ previous: "admin.accounts.previous", next: "admin.accounts.next" }}
      >
        {card}
      </PagedList>
      <p className="mt-6 text-sm text-neutral-700">{t("admin.accounts.private")}</p>
    </>
  );
}
