import { PATRONAL_FEAST_ID } from "../../content/parish-shared.ts";

/** How a feast stands out where feasts are listed: the church's own feast, a great feast, or not. */
export type FeastMark = "patronal" | "great";

export function feastMark(feast: { id: string; rank: string }): FeastMark | undefined {
  if (feast.id === PATRONAL_FEAST_ID) return "patronal";
  return feast.rank === "great" ? "great" : undefined;
}

/** The words under a marked feast ("Our church's feast day", "Great feast"). */
export const feastMarkKey = { patronal: "home.patronalFeast", great: "home.greatFeast" } as const;
