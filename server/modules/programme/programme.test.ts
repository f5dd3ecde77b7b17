import { asc, eq, gt } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minutesByKind } from "../../../contracts/service-kinds.ts";
import { addDaysIso, londonDate, londonToUtc } from "../../../contracts/time.ts";
import { services } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { deleteService, getService, insertService, listServices, updateService } from "./repository.ts";
import { generatedFeasts, generatedSundays, seedProgramme } from "./seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedProgramme(t.db);
});
afterAll(async () => t.close());

const count = () => t.db.$count(services);

function parse(ics: string) {
  return new ICAL.Component(ICAL.parse(ics));
}

describe("seed", () => {
  it("is idempotent: a second run creates no duplicates", async () => {
    const before = await count();
    await seedProgramme(t.db);
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThan(56);
  });

  it("always leaves a next service within a week", async () => {
    const res = await t.client().get("/api/services");
    const upcoming = res.json().filter((s: { datetime: string }) => new Date(s.datetime) > new Date());
    expect(upcoming.length).toBeGreaterThan(0);
    expect(new Date(upcoming[0].datetime).getTime() - Date.now()).toBeLessThanOrEqual(8 * 86_400_000);
  });

  it("keeps Pascha's own services: the Resurrection at midnight, Agape Vespers on the day, no 09:15 Liturgy", () => {
    // Orthodox Pascha 2027 is Sunday 2 May.
    const year = generatedSundays("2026-11-24").filter(
      (s) => s.date >= "2027-05-01" && s.date <= "2027-05-02",
    );
    expect(year.map(({ date, time, kind, en }) => ({ date, time, kind, en }))).toEqual([
      {
        date: "2027-05-01",
        time: "23:00",
        kind: "feast",
        en: "The Resurrection Service and Paschal Divine Liturgy",
      },
      { date: "2027-05-02", time: "11:00", kind: "vespers", en: "Agape Vespers" },
    ]);
    expect(year.map((s) => s.el)).toEqual([
      "Ακολουθία της Αναστάσεως και Θεία Λειτουργία",
      "Εσπερινός της Αγάπης",
    ]);
    // The Sundays around it keep their Liturgy.
    const around = generatedSundays("2026-11-24").filter(
      (s) => s.date === "2027-04-25" || s.date === "2027-05-09",
    );
    expect(around.map((s) => `${s.date} ${s.time} ${s.kind}`)).toEqual([
      "2027-04-25 09:15 liturgy",
      "2027-05-09 09:15 liturgy",
    ]);
  });

  // A server first started on Pascha itself wrote the Resurrection service of the night before:
  // a service already over, the first thing the programme's past would show.
  it("writes nothing already past when first started on Pascha Sunday", () => {
    const started = generatedSundays("2027-05-02").slice(0, 2);
    expect(started.map(({ date, time, kind }) => `${date} ${time} ${kind}`)).toEqual([
      "2027-05-02 11:00 vespers",
      "2027-05-09 09:15 liturgy",
    ]);
  });

  // The sample programme's feasts ended in January 2026: Christmas 2026 had no Liturgy, nor
  // Theophany nor the patronal feast their Vespers, on a site that never runs empty of Sundays.
  it("names the eves of the Nativity and Theophany for the Royal Hours and St Basil's Liturgy, in both languages", () => {
    const eves = generatedFeasts("2026-11-24").filter(
      ({ date }) => date === "2026-12-24" || date === "2027-01-05",
    );
    expect(eves.map(({ en, el }) => [en, el])).toEqual([
      [
        "Royal Hours and Divine Liturgy of St Basil",
        "Μεγάλες Ώρες και Θεία Λειτουργία του Μεγάλου Βασιλείου",
      ],
      [
        "Royal Hours, Divine Liturgy of St Basil and the Great Blessing of the Waters",
        "Μεγάλες Ώρες, Θεία Λειτουργία του Μεγάλου Βασιλείου και Μέγας Αγιασμός",
      ],
    ]);
    // On a Sunday eve (Christmas 2028 is a Monday) the Sunday keeps its Liturgy and the feast's
    // Vespers is served on its own in the evening.
    const sundayEve = generatedFeasts("2028-11-24").filter(({ date }) => date === "2028-12-24");
    expect(sundayEve.map(({ time, kind }) => `${time} ${kind}`)).toEqual(["18:30 vespers"]);
  });

  it("gives the great feasts and the patronal feast of the coming year their Liturgy and the Vespers of their eve", () => {
    const feasts = generatedFeasts("2026-11-24").map(({ date, time, kind }) => `${date} ${time} ${kind}`);
    expect(feasts).toEqual(
      expect.arrayContaining([
        // St Nicholas falls on a Sunday in 2026: its Vespers on Saturday, the Sunday's Liturgy.
        "2026-12-05 18:30 vespers",
        "2026-12-25 09:15 feast",
        "2027-01-06 09:15 feast",
        // The Ascension, forty days after Pascha (2 May 2027).
        "2027-06-09 18:30 vespers",
        "2027-06-10 09:15 feast",
      ]),
    );
    expect(feasts.filter((entry) => entry.startsWith("2026-12-06"))).toEqual([]);
    // Liturgical review: a weekday eve of the Nativity or Theophany has the feast's Vespers joined
    // to the morning's Liturgy of St Basil, not a Vespers of its own in the evening.
    expect(
      feasts.filter((entry) => entry.startsWith("2026-12-24") || entry.startsWith("2027-01-05")),
    ).toEqual(["2026-12-24 09:00 liturgy", "2027-01-05 09:00 liturgy"]);
    // Pascha keeps its own services (the Resurrection at 23:00 on Holy Saturday).
    expect(
      feasts.filter((entry) => entry.startsWith("2027-05-01") || entry.startsWith("2027-05-02")),
    ).toEqual([]);
    // Nothing before the day it is written, nor a year and more after it.
    expect(feasts.every((entry) => entry >= "2026-11-24" && entry < "2027-12-21")).toBe(true);
    const christmas = generatedFeasts("2026-11-24").find((entry) => entry.date === "2026-12-25");
    expect(christmas).toMatchObject({ en: "Orthros and Divine Liturgy", el: "Όρθρος και Θεία Λειτουργία" });
  });

  it("lists a generated feast's Liturgy in the feast's colour and with its name, in both languages", async () => {
    const own = await createTestApp();
    await seedProgramme(own.db, new Date("2026-11-24T12:00:00Z"));
    const greek = (await own.client("el").get("/api/services?from=2026-12-25&to=2026-12-25")).json();
    expect(greek).toEqual([
      expect.objectContaining({ kind: "feast", calendar: expect.stringContaining("Γέννηση του Χριστού") }),
    ]);
    const english = (await own.client("en").get("/api/services?from=2026-12-24&to=2026-12-24")).json();
    expect(english).toEqual([
      expect.objectContaining({
        kind: "liturgy",
        service: "Royal Hours and Divine Liturgy of St Basil",
        calendar: "Christmas Eve",
      }),
    ]);
    await own.close();
  });

  // The Church's day begins at sunset: Saturday evening's Vespers is St Nicholas's, and the
  // Resurrection at 23:00 on Holy Saturday is Pascha's. Both showed the civil day's (none, and
  // "Holy Saturday"), so the patronal feast's Great Vespers said there was no feast.
  it("gives an evening Vespers and a night Liturgy the next day's feast; a morning service keeps its own day", async () => {
    const own = await createTestApp();
    await seedProgramme(own.db, new Date("2026-11-24T12:00:00Z"));
    const day = async (language: "en" | "el", date: string) =>
      (await own.client(language).get(`/api/services?from=${date}&to=${date}`)).json();
    expect(await day("en", "2026-12-05")).toEqual([
      expect.objectContaining({
        service: "Vespers",
        kind: "vespers",
        calendar: expect.stringContaining("St Nicholas"),
        feast: expect.objectContaining({ id: "st-nicholas" }),
      }),
    ]);
    expect((await day("el", "2026-12-05"))[0].calendar).toContain("Αγίου Νικολάου");
    const holySaturday = await day("en", "2027-05-01");
    expect(holySaturday).toEqual([
      expect.objectContaining({
        calendar: expect.stringMatching(/^Holy Pascha/),
        feast: expect.objectContaining({ id: "pascha" }),
      }),
    ]);
    const pascha = await day("en", "2027-05-02");
    expect(pascha).toEqual([
      expect.objectContaining({ service: "Agape Vespers", feast: expect.objectContaining({ id: "pascha" }) }),
    ]);
    // A service of the office's own in the evening is not a Vespers: it keeps the civil day.
    await insertService(own.db, {
      startsAt: londonToUtc("2026-12-05", "19:30"),
      serviceEn: "Carol practice",
      serviceEl: "Πρόβα καλάντων",
      kind: "other",
    });
    expect(
      (await day("en", "2026-12-05")).find((s: { service: string }) => s.service === "Carol practice"),
    ).toMatchObject({
      calendar: "",
      feast: null,
    });
    await own.close();
  });

  it("keeps a year of Sundays ahead when written again months later, as a running server does daily", async () => {
    const own = await createTestApp();
    const start = new Date();
    await seedProgramme(own.db, start);
    const later = new Date(start.getTime() + 300 * 86_400_000);
    const yearAfter = addDaysIso(londonDate(later), 365);
    const sundaysUpTo = async (date: string) =>
      (await own.client().get(`/api/services?from=${addDaysIso(date, -13)}&to=${date}`)).json().length;
    expect(await sundaysUpTo(yearAfter)).toBe(0);
    await seedProgramme(own.db, later);
    expect(await sundaysUpTo(yearAfter)).toBeGreaterThanOrEqual(1);
    await own.close();
  });

  it("does not bring back a service the office deleted, nor duplicate one it edited, at the next start", async () => {
    // A database of its own: this one loses its next Sunday.
    const own = await createTestApp();
    await seedProgramme(own.db);
    const [sunday, other] = await own.db
      .select()
      .from(services)
      .where(gt(services.startsAt, new Date()))
      .orderBy(asc(services.startsAt))
      .limit(2);
    if (!sunday || !other) throw new Error("the seed should give upcoming services");
    expect(await deleteService(own.db, sunday.id)).toBe(true);
    await updateService(own.db, other.id, { serviceEn: "Liturgy (moved to the hall)" });
    const before = await own.db.$count(services);
    await seedProgramme(own.db); // the next start of the server
    expect(await own.db.$count(services)).toBe(before);
    expect(await getService(own.db, sunday.id)).toBeUndefined();
    const back = await own.db.select().from(services).where(eq(services.startsAt, sunday.startsAt));
    expect(back).toEqual([]);
    expect((await getService(own.db, other.id))?.serviceEn).toBe("Liturgy (moved to the hall)");
    await own.close();
  });
});

describe("GET /api/services", () => {
  it("lists the spec's services of a range in the caller's language, earliest first", async () => {
    const en = await t.client("en").get("/api/services?from=2025-08-01&to=2025-08-16");
    expect(en.statusCode).toBe(200);
    const list = en.json();
    expect(list[0]).toMatchObject({
      datetime: "2025-08-01T17:30:00.000Z",
      service: "Small Paraklesis",
      kind: "small-paraklesis",
    });
    const dormition = list.find((s: { datetime: string }) => s.datetime === "2025-08-15T08:15:00.000Z");
    expect(dormition).toMatchObject({
      service: "Feast of the Dormition of the Theotokos",
      kind: "feast",
      feast: { id: "dormition", rank: "great" },
    });
    expect(dormition.calendar).toMatch(/Dormition/);
    const sorted = [...list].sort((a, b) => a.datetime.localeCompare(b.datetime));
    expect(list).toEqual(sorted);

    const el = await t.client("el").get("/api/services?from=2025-08-15&to=2025-08-15");
    expect(el.json()[0].service).toBe("Εορτή της Κοιμήσεως της Θεοτόκου");
    const asked = await t.client("el").get("/api/services?from=2025-08-15&to=2025-08-15&lang=en");
    expect(asked.json()[0].service).toBe("Feast of the Dormition of the Theotokos");
  });

  it("gives an ordinary Sunday the day's commemoration and no feast", async () => {
    const res = await t.client().get("/api/services?from=2025-06-08&to=2025-06-08");
    const [sunday] = res.json();
    expect(sunday.service).toBe("Orthros and Divine Liturgy");
    expect(sunday.calendar).toBe("Pentecost");
    expect(sunday.feast).toMatchObject({ id: "pentecost", rank: "great" });
    const plain = await t.client().get("/api/services?from=2025-07-06&to=2025-07-06");
    expect(plain.json()[0]).toMatchObject({ calendar: "", feast: null });
  });

  it("prefers the office's own calendar text", async () => {
    const row = await insertService(t.db, {
      startsAt: londonToUtc("2025-07-09", "19:00"),
      serviceEn: "Evening talk",
      serviceEl: "Ομιλία",
      calendarEn: "Youth group",
      calendarEl: "Νεανική συντροφιά",
      kind: "other",
    });
    const res = await t.client("el").get("/api/services?from=2025-07-09&to=2025-07-09");
    expect(res.json()).toEqual([
      {
        id: row.id,
        datetime: "2025-07-09T18:00:00.000Z",
        service: "Ομιλία",
        calendar: "Νεανική συντροφιά",
        kind: "other",
        feast: null,
      },
    ]);
    await deleteService(t.db, row.id);
  });

  it("defaults to the next 60 days from today in London", async () => {
    const today = londonDate(new Date());
    const at = (days: number, serviceEn: string) =>
      insertService(t.db, {
        startsAt: londonToUtc(addDaysIso(today, days), "18:00"),
        serviceEn,
        serviceEl: serviceEn,
        calendarEn: "",
        calendarEl: "",
        kind: "other",
      });
    const rows = [
      await at(-1, "Yesterday's vespers"),
      await at(10, "Vespers in ten days"),
      await at(61, "Vespers in 61 days"),
    ];
    const list = (await t.client().get("/api/services")).json();
    const names = list.map((s: { service: string }) => s.service);
    expect(names).toContain("Vespers in ten days");
    expect(names).not.toContain("Yesterday's vespers");
    expect(names).not.toContain("Vespers in 61 days");
    for (const row of rows) await deleteService(t.db, row.id);
    expect(list.every((s: { datetime: string }) => londonDate(s.datetime) >= today)).toBe(true);
    expect(list.every((s: { datetime: string }) => londonDate(s.datetime) <= addDaysIso(today, 60))).toBe(
      true,
    );
  });

  it.each([
    ["from after to", "from=2025-09-01&to=2025-08-01", "to"],
    ["a range over 400 days", "from=2025-01-01&to=2026-02-06", "to"],
    ["an impossible date", "from=2025-02-30", "from"],
    ["a malformed date", "to=tomorrow", "to"],
    ["an unknown language", "lang=fr", "lang"],
  ])("refuses %s with 400", async (_name, query, field) => {
    const res = await t.client().get(`/api/services?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
  });

  it("accepts exactly 400 days", async () => {
    const res = await t.client().get("/api/services?from=2025-01-01&to=2026-02-05");
    expect(res.statusCode).toBe(200);
  });

  it("explains a bad range in Greek to a Greek client", async () => {
    const res = await t.client("el").get("/api/services?from=2025-09-01&to=2025-08-01");
    expect(res.json().error.message).toMatch(/ημερομηνία/);
  });
});

describe("repository for the office's programme editor", () => {
  it("inserts, reads, updates, lists and deletes a service", async () => {
    // A Tuesday before the sample programme, which no seed fills: Sunday 3 March 2030 held the
    // seeded Liturgy once the seed's year ahead reached it (from February 2029).
    const row = await insertService(t.db, {
      startsAt: londonToUtc("2025-03-04", "10:00"),
      serviceEn: "Blessing of the waters",
      serviceEl: "Αγιασμός",
      calendarEn: "",
      calendarEl: "",
      kind: "other",
    });
    expect(row.source).toBe("admin");
    expect((await getService(t.db, row.id))?.serviceEn).toBe("Blessing of the waters");
    const updated = await updateService(t.db, row.id, { kind: "vespers" });
    expect(updated?.kind).toBe("vespers");
    const listed = await listServices(
      t.db,
      londonToUtc("2025-03-04", "00:00"),
      londonToUtc("2025-03-05", "00:00"),
    );
    expect(listed.map((s) => s.id)).toEqual([row.id]);
    expect(await deleteService(t.db, row.id)).toBe(true);
    expect(await getService(t.db, row.id)).toBeUndefined();
    expect(await deleteService(t.db, row.id)).toBe(false);
  });
});

/** RFC 5545 3.8.7.2: DTSTAMP is always UTC, written with a Z (whatever zone the events use). */
/** An instant as iCalendar writes it in UTC: 20261128T000000Z. */
const icalUtc = (instant: Date | undefined) =>
  instant
    ?.toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

function stampsOf(ics: string) {
  const stamps = ics.split("\r\n").filter((line) => line.startsWith("DTSTAMP"));
  expect(stamps.length).toBeGreaterThan(0);
  for (const stamp of stamps) expect(stamp).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  return stamps;
}

describe("the programme's language", () => {
  // Review: ?lang=el gave Greek services but refused a bad date in English.
  it("refuses a bad query in the language its ?lang= asks for", async () => {
    const res = await t.client().get("/api/services?lang=el&from=bad");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/[α-ω]/);
    const english = await t.client("el").get("/api/services?lang=en&from=bad");
    expect(english.json().error.message).toMatch(/^[^α-ω]+$/);
  });

  it("does not answer in a language the caller refuses (q=0)", async () => {
    const res = await t.app.inject({
      url: "/api/no-such-thing",
      headers: { "accept-language": "el;q=0" },
    });
    expect(res.json().error.message).toMatch(/^[^α-ω]+$/);
  });
});

describe("calendar feeds", () => {
  it("publishes the programme as valid iCalendar with stable UIDs in London time", async () => {
    const res = await t.client("el").get("/api/programme.ics");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    // The same for everyone, so calendar apps and caches may keep it (other API answers: no-store).
    expect(res.headers["cache-control"]).toBe("public, max-age=900");
    // ...but in the language asked for: a cache keeps the Greek copy for Greek callers only.
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.headers["content-language"]).toBe("el");
    // Every line ends with CRLF (RFC 5545), the last one too.
    expect(res.body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const calendar = parse(res.body);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Πρόγραμμα ακολουθιών — Άγιος Νικόλαος");
    expect(calendar.getFirstPropertyValue("x-published-ttl")?.toString()).toBe("PT6H");
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT6H");
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Europe/London");
    if (zone) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThan(40);
    const rows = await t.db.select().from(services);
    const byId = new Map(rows.map((r) => [`${r.id}@parish.test`, r]));
    for (const event of events.slice(0, 10)) {
      const row = byId.get(event.uid);
      expect(row, event.uid).toBeDefined();
      expect(event.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/London");
      expect(event.startDate.toJSDate().toISOString()).toBe(row?.startsAt.toISOString());
      expect(event.summary).toBe(row?.serviceEl);
      // When the office last changed it, and (METHOD:PUBLISH) when this copy was written: today,
      // and never before the change it holds.
      expect(event.component.getFirstProperty("last-modified")?.toICALString()).toBe(
        `LAST-MODIFIED:${icalUtc(row?.updatedAt)}`,
      );
      const today = londonToUtc(londonDate(new Date()), "00:00");
      const written = row && row.updatedAt > today ? row.updatedAt : today;
      expect(event.component.getFirstProperty("dtstamp")?.toICALString()).toBe(`DTSTAMP:${icalUtc(written)}`);
    }
    stampsOf(res.body);
    const again = parse((await t.client("el").get("/api/programme.ics")).body);
    expect(again.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v).uid)).toEqual(
      events.map((e) => e.uid),
    );
  });

  it("offers one service as its own calendar file", async () => {
    const [first] = (await t.client().get("/api/services?from=2025-08-15&to=2025-08-15")).json();
    const res = await t.client().get(`/api/services/${first.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    const [event] = parse(res.body)
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v));
    expect(event?.summary).toBe("Feast of the Dormition of the Theotokos");
    expect(event?.startDate.toJSDate().toISOString()).toBe("2025-08-15T08:15:00.000Z");
    expect(event?.location).toContain("Enfield");
    const missing = await t.client().get("/api/services/00000000-0000-4000-8000-000000000000/calendar.ics");
    expect(missing.statusCode).toBe(404);
  });

  // Security review: an event in the hour the clocks go back was written as London time, which
  // readers place in one pass of that hour or the other: ical.js put a 01:30 BST vigil an hour late.
  it("places events in the hour the clocks go back at their true time, both passes of it", async () => {
    const instants = [
      "2027-10-30T23:30:00.000Z",
      "2027-10-31T00:30:00.000Z",
      "2027-10-31T01:00:00.000Z",
      "2027-10-31T01:30:00.000Z",
    ];
    for (const startsAt of instants) {
      const [row] = await t.db
        .insert(services)
        .values({ startsAt: new Date(startsAt), serviceEn: "Vigil", serviceEl: "Αγρυπνία", kind: "other" })
        .returning();
      const calendar = parse((await t.client().get(`/api/services/${row?.id}/calendar.ics`)).body);
      const zone = calendar.getFirstSubcomponent("vtimezone");
      if (zone) ICAL.TimezoneService.register(zone);
      const [event] = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
      expect(event?.startDate.toJSDate().toISOString(), startsAt).toBe(startsAt);
      const minutes = ((event?.endDate.toJSDate().getTime() ?? 0) - new Date(startsAt).getTime()) / 60_000;
      expect(minutes).toBe(minutesByKind.other);
      await t.db.delete(services).where(eq(services.id, row?.id ?? ""));
    }
  });

  // RFC 5546 3.2.1 requires an ORGANIZER in every VEVENT of a METHOD:PUBLISH calendar; the feeds had
  // none. The parish publishes them, named in the feed's language, at the office's address.
  it("names the parish, at the office's address, as the organiser of every event of every feed", async () => {
    const [first] = (await t.client().get("/api/services?from=2025-08-15&to=2025-08-15")).json();
    for (const [lang, parish] of [
      ["en", "St Nicholas, Enfield"],
      ["el", "Άγιος Νικόλαος Ένφιλντ"],
    ] as const) {
      for (const url of ["/api/programme.ics", `/api/services/${first.id}/calendar.ics`, "/api/feasts.ics"]) {
        const ics = (await t.client().get(`${url}?lang=${lang}`)).body;
        const unfolded = ics.replace(/\r\n[ \t]/g, "");
        const organizers = unfolded.split("\r\n").filter((line) => line.startsWith("ORGANIZER"));
        // A quoted CN: the English name holds a comma, which RFC 5545 allows only inside quotes.
        expect(new Set(organizers), `${url} ${lang}`).toEqual(
          new Set([`ORGANIZER;CN="${parish}":mailto:office@example.org`]),
        );
        const events = parse(ics).getAllSubcomponents("vevent");
        expect(organizers.length).toBe(events.length);
        const organizer = events[0]?.getFirstProperty("organizer");
        expect(organizer?.getParameter("cn")).toBe(parish);
        expect(organizer?.getFirstValue()).toBe("mailto:office@example.org");
      }
    }
  });

  it("publishes the next twelve months of feasts as all-day events in the chosen language", async () => {
    for (const [lang, christmas] of [
      ["en", "The Nativity of Christ (Christmas)"],
      ["el", "Γέννηση του Χριστού (Χριστούγεννα)"],
    ] as const) {
      const res = await t.client().get(`/api/feasts.ics?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      const events = parse(res.body)
        .getAllSubcomponents("vevent")
        .map((v) => new ICAL.Event(v));
      expect(events.length).toBeGreaterThan(20);
      expect(events.every((e) => e.startDate.isDate)).toBe(true);
      stampsOf(res.body);
      const nativity = events.find((e) => e.uid.startsWith("nativity-of-christ-"));
      expect(nativity?.summary).toBe(christmas);
      expect(nativity?.startDate.toString()).toMatch(/-12-25$/);
      const today = londonDate(new Date());
      expect(events.every((e) => e.startDate.toString() >= today)).toBe(true);
      // DTSTAMP says when the feed was written (RFC 5545 3.8.7.2), not the feast's date a year
      // ahead; a feast takes no time out of anyone's day (TRANSP), so apps do not show it busy.
      const written = parse(res.body)
        .getAllSubcomponents("vevent")
        .map((v) => v.getFirstPropertyValue("dtstamp") as ICAL.Time);
      expect(written.every((stamp) => stamp.toJSDate().getTime() <= Date.now())).toBe(true);
      const transparency = parse(res.body)
        .getAllSubcomponents("vevent")
        .map((v) => v.getFirstPropertyValue("transp"));
      expect(new Set(transparency)).toEqual(new Set(["TRANSPARENT"]));
    }
  });
});
