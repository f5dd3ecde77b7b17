import { Fragment, type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { withReference } from "../../app/api-client.ts";
import { Button } from "../../components/ui/button.tsx";
import type { ApiData } from "./use-api-data.ts";

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-neutral-700">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-byzantine-100 border-t-byzantine-700 motion-reduce:animate-none"
      />
      {t("common.loading")}
    </p>
  );
}

/** A failure said where the answer would be, with a way on: Retry unless `actionLabel` names another. */
export function ErrorState({
  message,
  onRetry,
  actionLabel,
}: {
  message: string;
  onRetry(): void;
  actionLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="my-4 flex flex-wrap items-center gap-4 rounded-md border-l-4 border-red-700 bg-red-50 p-4"
    >
      <p className="text-red-900">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {actionLabel ?? t("common.retry")}
      </Button>
    </div>
  );
}

/**
 * The server's refusal said where the office is looking, in the dialog or form that asked (a toast
 * behind a dialog is out of a screen reader's reach). With `id` it can take the focus.
 */
export function Refusal({
  id,
  className = "",
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      role="alert"
      tabIndex={id ? -1 : undefined}
      className={`rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900 ${className}`}
    >
      {children}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-neutral-400 bg-white p-6 text-center text-neutral-700">
      {children}
    </p>
  );
}

const statusColours: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  confirmed: "bg-green-100 text-green-900 ring-green-300",
  declined: "bg-red-100 text-red-900 ring-red-300",
  cancelled: "bg-neutral-200 text-neutral-800 ring-neutral-400",
  available: "bg-green-100 text-green-900 ring-green-300",
  reserved: "bg-amber-100 text-amber-900 ring-amber-300",
  booked: "bg-byzantine-100 text-byzantine-900 ring-byzantine-700/30",
  requested: "bg-amber-100 text-amber-900 ring-amber-300",
  kept: "bg-cream text-byzantine-900 ring-gold-500",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-block shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${statusColours[status] ?? ""}`}
    >
      {label}
    </span>
  );
}

type ResultsProps<T> = {
  data: ApiData<T>;
  children(data: T): ReactNode;
};

/**
 * A list's answer: its error with Retry, a spinner until the first answer, and, while the next
 * answer (another filter, a reload) is on its way, the last one dimmed and marked busy, so it is
 * not taken for the new one. When the reload took away the element that had the focus (the row
 * of a deleted slot, with its Delete button), the focus goes to the list's
 * `[data-results-focus]` (its count) or to the list itself, rather than to the page.
 */
export function Results<T>({ data, children }: ResultsProps<T>) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const reloading = useRef(false);
  useEffect(() => {
    if (data.status === "loading" && data.data !== undefined) {
      reloading.current = true;
      return;
    }
    if (data.status !== "ready" || !reloading.current) return;
    reloading.current = false;
    if (document.activeElement !== document.body) return;
    const target = box.current?.querySelector<HTMLElement>("[data-results-focus]") ?? box.current;
    target?.focus();
  }, [data.status, data.data]);
  if (data.status === "error")
    return (
      // A refused request (a filter in the address the server does not take) says why, in the
      // page's language; anything else, that the list could not be loaded.
      <ErrorState
        message={
          data.error.status === 400
            ? data.error.message
            : withReference(t("admin.errors.load"), data.error, t)
        }
        onRetry={data.reload}
      />
    );
  if (data.data === undefined) return <LoadingState />;
  const busy = data.status === "loading";
  return (
    <div
      ref={box}
      tabIndex={-1}
      data-testid="admin-results"
      aria-busy={busy}
      className={`outline-none ${busy ? "opacity-60" : ""}`}
    >
      {children(data.data)}
    </div>
  );
}

/** Page title row with an optional action on the right. */
export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="font-serif text-3xl font-semibold text-byzantine-900">{title}</h1>
      {children}
    </div>
  );
}

/**
 * An office list as a table, on a wide screen: its column headings (i18n keys), with a hidden
 * heading for an actions column, and its rows.
 */
export function ListTable({
  caption,
  columns,
  withActions,
  children,
}: {
  caption: string;
  columns: string[];
  withActions: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-byzantine-700 text-sm text-neutral-800">
          {columns.map((key) => (
            <th key={key} scope="col" className="py-2 pr-3">
              {t(key)}
            </th>
          ))}
          {withActions && (
            <th scope="col" className="py-2">
              <span className="sr-only">{t("admin.bookings.actions")}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The same list as cards, on a phone. */
export function CardList({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <ul className="flex flex-col gap-3" aria-label={caption}>
      {children}
    </ul>
  );
}

/**
 * An e-mail address that wraps where a reader splits one, after its @ and before its dots, rather
 * than anywhere: "maria@exampl|e.com" was the office's list at 1280 px (office review). A part
 * longer than its box still breaks inside it (break-words on the box).
 */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf("@") + 1;
  // "maria@", "example", ".co", ".uk": a line may break before each but the first.
  const parts = [email.slice(0, at), ...email.slice(at).split(/(?=\.)/)];
  return parts.map((part, index) => (
    // The parts of one address never move or change: where each starts is its identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * Previous and next pages of a list of `pageSize` at a time, when it has more than one. `words`
 * are the list's own ('Previous {{n}}', 'Next {{n}}'): in Greek they agree with what is listed.
 */
export function Pager({
  page,
  pageSize,
  shown,
  total,
  words,
  onPage,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  words: { previous: string; next: string };
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const before = (page - 1) * pageSize;
  if (page === 1 && shown >= total) return null;
  return (
    <nav aria-label={t("admin.bookings.pages")} className="mt-4 flex flex-wrap gap-3">
      {page > 1 && (
        <Button variant="secondary" onClick={() => onPage(page - 1)}>
          {t(words.previous, { n: pageSize })}
        </Button>
      )}
      {before + shown < total && (
        <Button variant="secondary" onClick={() => onPage(page + 1)}>
          {t(words.next, { n: Math.min(pageSize, total - before - shown) })}
        </Button>
      )}
    </nav>
  );
}

/** Radio buttons drawn as tabs: one list at a time (upcoming or past, to answer or answered), chosen with the arrow keys. */
export function ListTabs<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
}) {
  return (
    <fieldset className="mb-4 flex flex-wrap gap-2 border-b border-neutral-300">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`flex min-h-11 cursor-pointer items-center rounded-t-md border-b-4 px-4 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500 has-[:focus-visible]:outline-solid ${
            value === option.value
              ? "border-byzantine-700 text-byzantine-900"
              : "border-transparent text-neutral-700"
          }`}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
