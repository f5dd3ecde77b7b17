import type { ServiceEntry } from "../../../contracts/programme.ts";
import { type ServiceKind, serviceKinds } from "../../../contracts/service-kinds.ts";

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

/** A service on a great or major feast is drawn as a feast day. */
export function displayKind(entry: Pick<ServiceEntry, "kind" | "feast">): ServiceKind {
  return entry.feast ? "feast" : entry.kind;
}

export const legendKinds: readonly ServiceKind[] = serviceKinds;
