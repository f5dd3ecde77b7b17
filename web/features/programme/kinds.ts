import type { ServiceEntry } from "../../../contracts/programme.ts";
import { type ServiceKind, serviceKinds } from "../../../contracts/service-kinds.ts";
import { isParishFeastDay } from "../../content/parish-shared.ts";

/**
 * The spec's hues (green, purple, orange, yellow, blue, grey) in shades whose text contrast is at
 * least 4.5:1 (WCAG AA), with a stronger edge so kinds stay apart for colour-blind readers too.
 */
export const kindClasses: Record<ServiceKind, string> = {
  liturgy: "bg-green-100 text-green-900 border-green-700",
  vespers: "bg-purple-100 text-purple-900 border-purple-700",
  feast: "bg-orange-100 text-orange-900 border-orange-600",
  "small-paraklesis": "bg-yellow-100 text-yellow-900 border-yellow-600",
  "great-paraklesis": "bg-blue-100 text-blue-900 border-blue-700",
  other: "bg-neutral-100 text-neutral-800 border-neutral-500",
};

/**
 * The Liturgy of a great feast or of our church's own feast is drawn as a feast day, as the office
 * marks a feast's own service. Every other service keeps its kind: Holy Friday or a saint's day is
 * no feast day, and a Vespers stays a Vespers whatever feast it begins.
 */
export function displayKind(entry: Pick<ServiceEntry, "kind" | "feast">): ServiceKind {
  const { feast } = entry;
  const feastDay = feast !== null && isParishFeastDay(feast);
  return feastDay && entry.kind === "liturgy" ? "feast" : entry.kind;
}

export const legendKinds: readonly ServiceKind[] = serviceKinds;
