import { isSupportedDate, orthodoxPascha } from "./liturgical/pascha.ts";
import type { ServiceKind } from "./service-kinds.ts";
import { addDaysIso } from "./time.ts";

// Without zod, so the programme's pages can use it without loading the validation library.

/**
 * The London date whose feast a service keeps, from its London date and time (HH:mm). The
 * Church's day begins at sunset, so a Vespers from noon on is the next day's (Saturday evening's
 * is St Nicholas's), as is a Liturgy at night (the Resurrection at 23:00 on Holy Saturday is
 * Pascha's). Two afternoon Vespers are their own day's, as the Triodion and Pentecostarion file
 * them: Holy Friday's (the Taking Down from the Cross) and Pascha's (the Agape). Anything else keeps
 * its own date: Holy Week's evening services are listed under their evening, as Greek parishes list
 * them. The programme and the office's pages say the same.
 */
export function commemoratedDate(date: string, time: string, kind: ServiceKind): string {
  const isVespers = kind === "vespers" && time >= "12:00" && !isHolyFridayOrPascha(date);
  const isNightLiturgy = (kind === "liturgy" || kind === "feast") && time >= "21:00";
  return isVespers || isNightLiturgy ? addDaysIso(date, 1) : date;
}

function isHolyFridayOrPascha(date: string): boolean {
  if (!isSupportedDate(date)) return false;
  const pascha = orthodoxPascha(Number(date.slice(0, 4)));
  return date === pascha || date === addDaysIso(pascha, -2);
}
