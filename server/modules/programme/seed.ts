import { sql } from "drizzle-orm";
import { feastsBetween } from "../../../contracts/liturgical/index.ts";
import { orthodoxPascha } from "../../../contracts/liturgical/pascha.ts";
import { standardServiceNames } from "../../../contracts/service-kinds.ts";
import { addDaysIso, londonDate, londonToUtc, weekdayIso } from "../../../contracts/time.ts";
import { isParishFeastDay } from "../../../web/content/parish-shared.ts";
import type { Db } from "../../db/client.ts";
import { seededServices, services } from "../../db/schema.ts";

type Kind = (typeof services.$inferInsert)["kind"];
type SeedService = { date: string; time: string; kind: Kind; en: string; el: string };

const names = standardServiceNames as Record<Exclude<Kind, "feast" | "other">, { en: string; el: string }>;

/** The spec's built-in programme, June 2025 to January 2026 (sample data, replaceable by the office). */
export function builtInProgramme(): SeedService[] {
  const list: SeedService[] = [];
  for (let date = "2025-06-01"; date <= "2026-01-25"; date = addDaysIso(date, 7)) {
    list.push({ date, time: "09:15", kind: "liturgy", ...names.liturgy });
  }
  // The Dormition fast: Paraklesis on weekday evenings, Great and Small in turn.
  for (let day = 1; day <= 13; day++) {
    const date = `2025-08-${String(day).padStart(2, "0")}`;
    if (weekdayIso(date) === 0 || date === "2025-08-06") continue;
    const kind = day % 2 === 1 ? "small-paraklesis" : "great-paraklesis";
    list.push({ date, time: "18:30", kind, ...names[kind] });
  }
  const feasts: [string, string, string][] = [
    ["2025-08-06", "Feast of the Transfiguration", "Εορτή της Μεταμορφώσεως του Σωτήρος"],
    ["2025-08-15", "Feast of the Dormition of the Theotokos", "Εορτή της Κοιμήσεως της Θεοτόκου"],
    ["2025-09-08", "Feast of the Nativity of the Theotokos", "Εορτή του Γενεθλίου της Θεοτόκου"],
    ["2025-09-14", "Feast of the Exaltation of the Holy Cross", "Εορτή της Υψώσεως του Τιμίου Σταυρού"],
    ["2025-11-21", "Feast of the Entry of the Theotokos", "Εορτή των Εισοδίων της Θεοτόκου"],
    ["2025-12-06", "Feast of St Nicholas (patronal feast)", "Εορτή του Αγίου Νικολάου (πανήγυρις)"],
    ["2025-12-25", "Feast of the Nativity of Christ", "Εορτή των Χριστουγέννων"],
    [
      "2026-01-01",
      "Feast of the Circumcision and St Basil",
      "Περιτομή του Κυρίου· Αγίου Βασιλείου του Μεγάλου",
    ],
    ["2026-01-06", "Feast of Theophany", "Εορτή των Θεοφανείων"],
  ];
  for (const [date, en, el] of feasts) {
    if (weekdayIso(date) !== 0) list.push({ date, time: "09:15", kind: "feast", en, el });
    list.push({ date: addDaysIso(date, -1), time: "18:30", kind: "vespers", ...names.vespers });
  }
  return list;
}

/**
 * Pascha has no morning Liturgy: the Resurrection is celebrated at midnight between Holy Saturday
 * and Sunday, and the day itself has Agape Vespers (sample times, which the office can change).
 */
function paschaServices(pascha: string): SeedService[] {
  return [
    {
      date: addDaysIso(pascha, -1),
      time: "23:00",
      kind: "feast",
      en: "The Resurrection Service and Paschal Divine Liturgy",
      el: "Ακολουθία της Αναστάσεως και Θεία Λειτουργία",
    },
    { date: pascha, time: "11:00", kind: "vespers", en: "Agape Vespers", el: "Εσπερινός της Αγάπης" },
  ];
}

/** Weekly Sunday Orthros and Divine Liturgy for the coming year, so the programme never runs empty. */
export function generatedSundays(today: string, weeks = 56): SeedService[] {
  const list: SeedService[] = [];
  let date = today;
  while (weekdayIso(date) !== 0) date = addDaysIso(date, 1);
  for (let i = 0; i < weeks; i++, date = addDaysIso(date, 7)) {
    // Started on Pascha itself, the night's service before it is already over.
    if (date === orthodoxPascha(Number(date.slice(0, 4))))
      list.push(...paschaServices(date).filter((service) => service.date >= today));
    else list.push({ date, time: "09:15", kind: "liturgy", ...names.liturgy });
  }
  return list;
}

/**
 * The eves of the Nativity and Theophany on a weekday: the Royal Hours and the feast's Vespers joined
 * to the Liturgy of St Basil in the morning (and at Theophany the Great Blessing of the Waters), as
 * the typikon has it. On a Saturday or Sunday eve the feast's Vespers is served on its own.
 */
const morningEves: Record<string, { en: string; el: string }> = {
  "12-25": {
    en: "Royal Hours and Divine Liturgy of St Basil",
    el: "Μεγάλες Ώρες και Θεία Λειτουργία του Μεγάλου Βασιλείου",
  },
  "01-06": {
    en: "Royal Hours, Divine Liturgy of St Basil and the Great Blessing of the Waters",
    el: "Μεγάλες Ώρες, Θεία Λειτουργία του Μεγάλου Βασιλείου και Μέγας Αγιασμός",
  },
};

/** The service of a feast's eve: Vespers in the evening, or the morning's service above. */
function eveService(feast: string): SeedService {
  const eve = addDaysIso(feast, -1);
  const morning = morningEves[feast.slice(5)];
  return morning && weekdayIso(eve) !== 0 && weekdayIso(eve) !== 6
    ? { date: eve, time: "09:00", kind: "liturgy", ...morning }
    : { date: eve, time: "18:30", kind: "vespers", ...names.vespers };
}

/**
 * The great feasts and the church's own feast of the coming year (sample times, which the office
 * can change): Orthros and Divine Liturgy on the day, and the service of its eve. A feast on a
 * Sunday has the Sunday's Liturgy; Pascha has its own services. The programme names the feast itself.
 */
export function generatedFeasts(today: string, weeks = 56): SeedService[] {
  const until = addDaysIso(today, weeks * 7 - 1);
  const days = new Set(
    feastsBetween(today, until)
      .filter(isParishFeastDay)
      .map((feast) => feast.date),
  );
  const list: SeedService[] = [];
  for (const date of days) {
    if (date === orthodoxPascha(Number(date.slice(0, 4)))) continue;
    const eve = eveService(date);
    if (eve.date >= today) list.push(eve);
    if (weekdayIso(date) !== 0) list.push({ date, time: "09:15", kind: "feast", ...names.liturgy });
  }
  return list;
}

/**
 * Idempotent: every seeded row has a key, recorded in seeded_services when first written, and only
 * keys never written before are inserted. A second run (or a second instance starting at the same
 * time: the key's insert waits for the other's transaction) inserts nothing twice; a service the
 * office deleted or edited stays as the office left it. A Sunday that already has a service at
 * that time is left alone.
 */
export async function seedProgramme(db: Db, now = new Date()) {
  const today = londonDate(now);
  const rows = [...builtInProgramme(), ...generatedSundays(today), ...generatedFeasts(today)].map(
    (entry) => ({
      startsAt: londonToUtc(entry.date, entry.time),
      serviceEn: entry.en,
      serviceEl: entry.el,
      kind: entry.kind,
      source: "seed" as const,
      seedKey: `${entry.date}T${entry.time}`,
    }),
  );
  const unique = [...new Map(rows.map((row) => [row.seedKey, row])).values()];
  await db.transaction(async (tx) => {
    const fresh = await tx
      .insert(seededServices)
      .values(unique.map(({ seedKey }) => ({ seedKey })))
      .onConflictDoNothing()
      .returning({ seedKey: seededServices.seedKey });
    const freshKeys = new Set(fresh.map((row) => row.seedKey));
    const toWrite = unique.filter((row) => freshKeys.has(row.seedKey));
    if (toWrite.length > 0) {
      await tx.insert(services).values(toWrite).onConflictDoNothing({ target: services.seedKey });
    }
  });
  return db.execute(sql`select count(*)::int as count from services`);
}
