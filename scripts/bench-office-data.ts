/**
 * Ten years of a busy parish for `npm run bench:office`: member accounts with Greek (in Greek and
 * in Latin letters) and English names, baptisms, chrismations and weddings with the details the
 * forms send, their slots, the audit rows the real flows write, and the programme's services;
 * inserted in bulk straight into the tables. Every row is bench data: the members' addresses end
 * in `.bench.example`, the office's account is `office@bench.example`, the services' seed keys
 * start `bench-office:`; `removeOfficeBenchData` deletes them all (PostgreSQL is not scratch).
 *
 * What survives the server's retention (ADR on privacy: declined and cancelled requests 12 months
 * after the decision, unanswered ones 12 months after their date) is what is written: older
 * requests are the confirmed sacraments of the register, so the server's start deletes nothing.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import { baptismBookingSchema, weddingBookingSchema } from "../contracts/booking.ts";
import type { Database } from "../server/db/client.ts";
import { auditLog, bookings, services, slots, users } from "../server/db/schema.ts";
import { baptismBody, weddingBody } from "../server/modules/bookings/fixtures.ts";

const day = 86_400_000;
const benchDomain = "bench.example";
export const officeEmail = `office@${benchDomain}`;
const serviceKeyPrefix = "bench-office:";

/** A small seeded generator (mulberry32), so every run writes the same parish. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof generator>;

/** Each name as it is written, and in Latin letters (for the e-mail address). */
type Name = readonly [written: string, latin: string];
/** A surname's man's and woman's forms. */
type Surname = readonly [man: Name, woman: Name];

const greekMen: Name[] = [
  ["Γεώργιος", "Georgios"],
  ["Κωνσταντίνος", "Konstantinos"],
  ["Νικόλαος", "Nikolaos"],
  ["Δημήτριος", "Dimitrios"],
  ["Ιωάννης", "Ioannis"],
  ["Χρήστος", "Christos"],
  ["Παναγιώτης", "Panagiotis"],
  ["Ανδρέας", "Andreas"],
  ["Μιχάλης", "Michalis"],
  ["Αντώνης", "Antonis"],
  ["Σπύρος", "Spyros"],
  ["Θεόδωρος", "Theodoros"],
  ["Βασίλειος", "Vasileios"],
  ["Στέλιος", "Stelios"],
  ["Πέτρος", "Petros"],
  ["Αλέξανδρος", "Alexandros"],
];
const greekWomen: Name[] = [
  ["Μαρία", "Maria"],
  ["Ελένη", "Eleni"],
  ["Αικατερίνη", "Aikaterini"],
  ["Βασιλική", "Vasiliki"],
  ["Σοφία", "Sofia"],
  ["Αναστασία", "Anastasia"],
  ["Γεωργία", "Georgia"],
  ["Δέσποινα", "Despoina"],
  ["Χριστίνα", "Christina"],
  ["Ευαγγελία", "Evangelia"],
  ["Ιωάννα", "Ioanna"],
  ["Παναγιώτα", "Panagiota"],
  ["Αθηνά", "Athina"],
  ["Ειρήνη", "Eirini"],
  ["Φωτεινή", "Foteini"],
];
const same = (name: Name): Surname => [name, name];
const greekSurnames: Surname[] = [
  [
    ["Παπαδόπουλος", "Papadopoulos"],
    ["Παπαδοπούλου", "Papadopoulou"],
  ],
  same(["Γεωργίου", "Georgiou"]),
  same(["Ιωάννου", "Ioannou"]),
  same(["Κωνσταντίνου", "Konstantinou"]),
  same(["Νικολάου", "Nikolaou"]),
  same(["Χριστοδούλου", "Christodoulou"]),
  same(["Παπαγεωργίου", "Papageorgiou"]),
  same(["Οικονόμου", "Oikonomou"]),
  same(["Βασιλείου", "Vasileiou"]),
  same(["Αντωνίου", "Antoniou"]),
  same(["Δημητρίου", "Dimitriou"]),
  same(["Αλεξίου", "Alexiou"]),
  [
    ["Καραγιάννης", "Karagiannis"],
    ["Καραγιάννη", "Karagianni"],
  ],
  [
    ["Μακρής", "Makris"],
    ["Μακρή", "Makri"],
  ],
  [
    ["Πετρίδης", "Petridis"],
    ["Πετρίδου", "Petridou"],
  ],
  [
    ["Σταυρόπουλος", "Stavropoulos"],
    ["Σταυροπούλου", "Stavropoulou"],
  ],
  [
    ["Λαμπράκης", "Lamprakis"],
    ["Λαμπράκη", "Lampraki"],
  ],
  [
    ["Χατζηδάκης", "Chatzidakis"],
    ["Χατζηδάκη", "Chatzidaki"],
  ],
];
const english = (name: string): Name => [name, name];
const englishMen = ["James", "Oliver", "William", "Thomas", "Harry", "George", "Jack", "Charlie"].map(
  english,
);
const englishWomen = ["Emily", "Olivia", "Sophie", "Charlotte", "Amelia", "Grace", "Lucy", "Hannah"].map(
  english,
);
const englishSurnames = [
  "Smith",
  "Jones",
  "Williams",
  "Brown",
  "Taylor",
  "Davies",
  "Wilson",
  "Evans",
  "Johnson",
  "Roberts",
  "Walker",
  "Wright",
  "Robinson",
  "Thompson",
  "White",
].map((name) => same(english(name)));
const providers = ["gmail", "hotmail", "outlook", "yahoo", "icloud", "btinternet"];
const towns = ["Enfield", "Palmers Green", "Southgate", "Wood Green", "Barnet", "Edmonton", "Finchley"];

/** A family's script: Greek letters, Greek names in Latin letters, or English names. */
type Script = "greek" | "latin" | "english";
const latinOnly = (name: Name): Name => [name[1], name[1]];

function namesOf(script: Script) {
  const pool =
    script === "english"
      ? { men: englishMen, women: englishWomen, surnames: englishSurnames }
      : {
          men: greekMen,
          women: greekWomen,
          surnames: greekSurnames,
        };
  if (script !== "latin") return pool;
  return {
    men: pool.men.map(latinOnly),
    women: pool.women.map(latinOnly),
    surnames: pool.surnames.map(([man, woman]): Surname => [latinOnly(man), latinOnly(woman)]),
  };
}

type Person = { firstName: Name; lastName: Name; sex: "male" | "female" };

function person(random: Random, script: Script, sex: Person["sex"], surname?: Surname): Person {
  const pool = namesOf(script);
  const family = surname ?? random.pick(pool.surnames);
  return {
    firstName: random.pick(sex === "male" ? pool.men : pool.women),
    lastName: family[sex === "male" ? 0 : 1],
    sex,
  };
}

const emailOf = (random: Random, p: Person, n: number) =>
  `${p.firstName[1]}.${p.lastName[1]}${n % 7 === 0 ? "" : n % 100}@${random.pick(providers)}.${benchDomain}`.toLowerCase();
const telephone = (random: Random) => `07700 9${String(random.int(100_000)).padStart(5, "0")}`;
const address = (random: Random) =>
  `${1 + random.int(180)} ${random.pick(["Green Lanes", "Bowes Road", "Aldermans Hill", "Cannon Hill", "Fox Lane"])}, ${random.pick(towns)}`;
const postcode = (random: Random) =>
  `N${1 + random.int(22)} ${1 + random.int(9)}${random.pick(["AB", "DX", "PL", "QT", "RW"])}`;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

type Member = typeof users.$inferInsert & { id: string; person: Person; script: Script };

export type OfficeBench = {
  admin: { id: string; email: string };
  /** A member with many bookings (a parish family of godparents and weddings). */
  busyMember: { id: string; bookings: number };
  /** A booking with a long trail (requested, moved, confirmed, withdrawn). */
  trailBooking: string;
  counts: { members: number; bookings: number; slots: number; audit: number; services: number };
  /** Bookings per status, for the report. */
  statuses: Record<string, number>;
};

/** Inserts in chunks: one statement's parameters are limited (65 535), and a chunk is fast. */
async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 400) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Writes the parish. `members`, `bookings` and `services` are the totals; `now` is when the bench
 * runs (bookings reach from about nine years and three months ago to nine months ahead).
 */
export async function seedOfficeBench(
  database: Database,
  options: { members: number; bookings: number; services: number; now?: Date },
): Promise<OfficeBench> {
  const random = generator(20_260_101);
  const now = (options.now ?? new Date()).getTime();
  const db = database.db;
  await removeOfficeBenchData(database);

  const admin = {
    id: randomUUID(),
    firstName: "Church",
    lastName: "Office",
    email: officeEmail,
    passwordHash: "bench: no password login",
    role: "admin" as const,
    isVerified: true,
    createdAt: new Date(now - 3700 * day),
  };
  const members: Member[] = Array.from({ length: options.members }, (_, i) => {
    const script: Script = random.chance(0.3) ? "greek" : random.chance(0.65) ? "latin" : "english";
    const p = person(random, script, random.chance(0.5) ? "male" : "female");
    return {
      id: randomUUID(),
      firstName: p.firstName[0],
      lastName: p.lastName[0],
      email: emailOf(random, p, i),
      passwordHash: "bench: no password login",
      isVerified: true,
      language: script === "greek" || (script === "latin" && random.chance(0.3)) ? "el" : "en",
      createdAt: new Date(now - random.int(3650) * day),
      person: p,
      script,
    };
  });
  // E-mail addresses are unique (in lower case): a repeat gets the member's number.
  const seen = new Set<string>();
  members.forEach((member, i) => {
    if (seen.has(member.email)) member.email = member.email.replace("@", `.${i}@`);
    seen.add(member.email);
  });
  const busy = members[0];
  if (!busy) throw new Error("--members must be at least 1");
  await insertAll([admin, ...members], (chunk) =>
    db
      .insert(users)
      .values(chunk.map(({ person: _p, script: _s, ...row }: Partial<Member>) => row as Member)),
  );

  // Slot times: weekends from ten years ago to nine months ahead, four a day 90 minutes apart.
  const first = now - Math.round(9.25 * 365 * day);
  const last = now + Math.round(0.75 * 365 * day);
  const positions: number[] = [];
  for (let t = Math.floor(first / day) * day; t < last; t += day) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) continue;
    for (const hour of [11, 12.5, 14, 15.5]) positions.push(t + hour * 3_600_000);
  }
  // A slot on most positions, booked or not; the bookings take slots at random among them.
  const slotRows = positions
    .filter(() => random.chance(Math.min(1, (options.bookings * 1.25) / positions.length)))
    .map((startsAt) => {
      const type = random.chance(0.25) ? ("wedding" as const) : ("baptism" as const);
      return {
        id: randomUUID(),
        startsAt: new Date(startsAt),
        durationMinutes: type === "wedding" ? 90 : 60,
        type,
        createdBy: admin.id,
        createdAt: new Date(startsAt - (30 + random.int(150)) * day),
      };
    });
  await insertAll(slotRows, (chunk) => db.insert(slots).values(chunk));
  const audit: (typeof auditLog.$inferInsert)[] = slotRows.map((slot) => ({
    actorId: admin.id,
    actorEmail: admin.email,
    action: random.chance(0.7) ? "slot.create-recurring" : "slot.create",
    entity: "slot" as const,
    entityId: slot.id,
    afterStatus: "available",
    createdAt: slot.createdAt,
  }));

  const free = [...slotRows];
  const bookingRows: Row[] = [];
  const statuses: Record<string, number> = {};
  let trailBooking = "";
  const busyBookings = Math.min(30, Math.floor(options.bookings / 50));
  for (let i = 0; i < options.bookings && free.length > 0; i++) {
    const slot = free.splice(random.int(free.length), 1)[0];
    if (!slot) break;
    const owner = i < busyBookings ? busy : random.pick(members);
    const start = slot.startsAt.getTime();
    const type = slot.type === "wedding" ? "wedding" : random.chance(0.12) ? "chrismation" : "baptism";
    const details = detailsFor(random, type, owner, slot.id, start);
    const createdAt = start - (14 + random.int(120)) * day;
    const decidedAt = Math.min(now - 60_000, createdAt + (1 + random.int(10)) * day);
    // What retention leaves: before the last eleven months only the register's confirmed sacraments.
    const past = start < now;
    const recent = start >= now - 330 * day;
    const roll = random.next();
    const status = !recent
      ? "confirmed"
      : past
        ? roll < 0.85
          ? "confirmed"
          : roll < 0.9
            ? "declined"
            : roll < 0.97
              ? "cancelled"
              : "pending"
        : roll < 0.3
          ? "pending"
          : roll < 0.8
            ? "confirmed"
            : roll < 0.88
              ? "declined"
              : "cancelled";
    statuses[status] = (statuses[status] ?? 0) + 1;
    const id = randomUUID();
    // Closed requests are decided in the last eleven months, so retention keeps them.
    const updatedAt =
      status === "declined" || status === "cancelled" ? Math.max(decidedAt, now - 300 * day) : decidedAt;
    const row = {
      id,
      userId: owner.id,
      type,
      slotId: slot.id,
      startsAt: slot.startsAt,
      durationMinutes: slot.durationMinutes,
      status,
      declineReason:
        status === "declined" ? "The priest is away that weekend; please choose another date." : null,
      details,
      contactEmail: owner.email,
      contactName: `${owner.firstName} ${owner.lastName}`,
      language: owner.language ?? "en",
      calendarSequence: status === "pending" ? 0 : 1,
      createdAt: new Date(createdAt),
      updatedAt: new Date(status === "pending" ? createdAt : updatedAt),
    } as const;
    bookingRows.push(row);
    audit.push(...trailOf(random, row, admin, owner, slotRows));
    if (!trailBooking && status === "cancelled" && random.chance(0.5)) trailBooking = id;
  }
  // A booking moved, confirmed and then withdrawn: the longest trail the office reads.
  if (trailBooking) {
    const row = bookingRows.find((b) => b.id === trailBooking);
    if (row) audit.push(...movedTrail(row, admin));
  }
  await insertAll(bookingRows, (chunk) => db.insert(bookings).values(chunk), 200);

  const serviceRows = programmeHistory(random, now, options.services);
  await insertAll(serviceRows, (chunk) => db.insert(services).values(chunk));
  for (const service of serviceRows) {
    audit.push({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "service.create",
      entity: "service",
      entityId: service.id,
      createdAt: new Date(service.startsAt.getTime() - 20 * day),
    });
  }
  await insertAll(audit, (chunk) => db.insert(auditLog).values(chunk), 1000);
  // As a database in use for years would be: its planner statistics up to date.
  await db.execute(sql`analyze`);

  return {
    admin: { id: admin.id, email: admin.email },
    busyMember: { id: busy.id, bookings: bookingRows.filter((b) => b.userId === busy.id).length },
    trailBooking: trailBooking || (bookingRows[0]?.id ?? ""),
    counts: {
      members: members.length,
      bookings: bookingRows.length,
      slots: slotRows.length,
      audit: audit.length,
      services: serviceRows.length,
    },
    statuses,
  };
}

/** The `details` a booking keeps: the form's body as its schema returns it, without slot, consent and type. */
function detailsFor(
  random: Random,
  type: "baptism" | "chrismation" | "wedding",
  owner: Member,
  slotId: string,
  start: number,
): Record<string, unknown> {
  const script = random.chance(0.85) ? owner.script : random.pick(["greek", "latin", "english"] as const);
  const contact = (p: Person, n: number) => ({
    firstName: p.firstName[0],
    lastName: p.lastName[0],
    address: address(random),
    email: emailOf(random, p, n),
    telephone: telephone(random),
  });
  if (type === "wedding") {
    const groom = owner.person.sex === "male" ? owner.person : person(random, script, "male");
    const bride = owner.person.sex === "female" ? owner.person : person(random, script, "female");
    const born = (age: number) => isoDate(start - (age * 365 + random.int(300)) * day);
    const bridesFather = person(random, script, "male", undefined);
    const {
      slotId: _s,
      consent: _c,
      type: _t,
      ...details
    } = weddingBookingSchema.parse(
      weddingBody(slotId, {
        groom: {
          ...contact(groom, random.int(1000)),
          occupation: random.pick(["Accountant", "Teacher", "Engineer", "Chef", "Pharmacist"]),
          denomination: "Greek Orthodox",
          dateOfBirth: born(26 + random.int(12)),
          placeOfBirth: {
            country: random.pick(["GB", "GR", "CY"]),
            city: random.pick(["London", "Λευκωσία", "Athens"]),
          },
        },
        bride: {
          ...contact(bride, random.int(1000)),
          occupation: random.pick(["Solicitor", "Nurse", "Designer", "Dentist", "Teacher"]),
          denomination: random.chance(0.8) ? "Greek Orthodox" : "Church of England",
          dateOfBirth: born(25 + random.int(10)),
          placeOfBirth: {
            country: random.pick(["GB", "GR", "CY"]),
            city: random.pick(["London", "Λεμεσός", "Thessaloniki"]),
          },
        },
        groomFamily: {
          father: {
            firstName: person(random, script, "male").firstName[0],
            lastName: groom.lastName[0],
            occupation: "Retired",
          },
          mother: {
            firstName: person(random, script, "female").firstName[0],
            lastName: groom.lastName[0],
            occupation: "",
          },
        },
        brideFamily: {
          father: {
            firstName: bridesFather.firstName[0],
            lastName: bridesFather.lastName[0],
            occupation: "Builder",
          },
          mother: {},
        },
        bestMan: { ...named(person(random, script, "male")), denomination: "Greek Orthodox" },
        maidOfHonour: { ...named(person(random, script, "female")), denomination: "Greek Orthodox" },
      }),
    );
    return details;
  }
  const adult = type === "chrismation";
  const father = owner.person.sex === "male" ? owner.person : person(random, script, "male");
  const mother = owner.person.sex === "female" ? owner.person : person(random, script, "female");
  const maiden = person(random, script, "female");
  const child = person(random, script, random.chance(0.5) ? "male" : "female", [
    father.lastName,
    mother.lastName,
  ]);
  const home = { address: address(random), postcode: postcode(random) };
  const parent = (p: Person) => ({
    ...named(p),
    religion: random.chance(0.85) ? "Greek Orthodox" : "Roman Catholic",
    ...(adult ? { address: "", postcode: "", telephone: "", email: "", confirmEmail: "" } : home),
    ...(adult ? {} : { telephone: telephone(random), email: emailOf(random, p, random.int(1000)) }),
  });
  const withConfirm = <T extends { email?: string }>(block: T) => ({
    ...block,
    confirmEmail: block.email ?? "",
  });
  const godparent = person(random, script, random.chance(0.5) ? "male" : "female");
  const body = baptismBody(slotId, {
    type,
    child: {
      ...named(child),
      middleNames: random.chance(0.4) ? person(random, script, child.sex).firstName[0] : "",
      sex: child.sex,
      // Born before the request is made (a family books a baby's baptism months ahead).
      dateOfBirth: isoDate(
        Math.min(start - 200 * day, Date.now() - 30 * day) -
          (adult ? (20 + random.int(30)) * 365 : random.int(400)) * day,
      ),
      cityOfBirth: random.pick(["London", "Λευκωσία", "Athens", "Birmingham"]),
      countryOfBirth: random.pick(["GB", "GB", "GB", "CY", "GR"]),
      ...(adult
        ? { ...home, telephone: telephone(random), email: owner.email, confirmEmail: owner.email }
        : {}),
    },
    father: withConfirm(parent(father)),
    mother: { ...withConfirm(parent(mother)), maidenName: maiden.lastName[0] },
    sameAsFatherAddress: !adult,
    godparent: {
      ...named(godparent),
      religion: "eastern-orthodox",
      email: emailOf(random, godparent, random.int(1000)),
      telephone: telephone(random),
    },
  });
  const { slotId: _s, consent: _c, type: _t, ...details } = baptismBookingSchema.parse(body);
  return details;
}

const named = (p: Person) => ({ firstName: p.firstName[0], lastName: p.lastName[0] });

type Row = typeof bookings.$inferInsert & { id: string; startsAt: Date; updatedAt: Date };

/** The audit rows the office's and the family's actions leave on a booking of this status. */
function trailOf(
  random: Random,
  row: Row,
  admin: { id: string; email: string },
  owner: Member,
  slotRows: { startsAt: Date }[],
): (typeof auditLog.$inferInsert)[] {
  const entry = (action: string, before: string, after: string, extra = {}) => ({
    actorId: admin.id,
    actorEmail: admin.email,
    action,
    entity: "booking" as const,
    entityId: row.id,
    beforeStatus: before,
    afterStatus: after,
    createdAt: row.updatedAt,
    ...extra,
  });
  const trail: (typeof auditLog.$inferInsert)[] = [];
  // One live booking in twenty was moved once, at the family's request by telephone.
  if ((row.status === "confirmed" || row.status === "pending") && random.chance(0.05)) {
    const from = random.pick(slotRows).startsAt;
    trail.push(
      entry("booking.move", row.status, row.status, {
        beforeStartsAt: from,
        afterStartsAt: row.startsAt,
        reason: "Family asked for another date",
        createdAt: new Date(row.updatedAt.getTime() - day),
      }),
    );
  }
  if (row.status === "confirmed") trail.push(entry("booking.confirm", "pending", "confirmed"));
  if (row.status === "declined")
    trail.push(entry("booking.decline", "pending", "declined", { reason: row.declineReason }));
  if (row.status === "cancelled") {
    if (random.chance(0.5)) {
      trail.push(
        entry("booking.withdraw", "pending", "cancelled", { actorId: owner.id, actorEmail: owner.email }),
      );
    } else {
      trail.push(
        entry("booking.confirm", "pending", "confirmed", {
          createdAt: new Date(row.updatedAt.getTime() - 3 * day),
        }),
      );
      trail.push(entry("booking.cancel", "confirmed", "cancelled", { reason: "Priest unwell" }));
    }
  }
  return trail;
}

function movedTrail(row: Row, admin: { id: string; email: string }): (typeof auditLog.$inferInsert)[] {
  return [2, 3, 4].map((n) => ({
    actorId: admin.id,
    actorEmail: admin.email,
    action: "booking.move",
    entity: "booking" as const,
    entityId: row.id,
    beforeStatus: "confirmed",
    afterStatus: "confirmed",
    beforeStartsAt: new Date(row.startsAt.getTime() - n * 7 * day),
    afterStartsAt: new Date(row.startsAt.getTime() - (n - 1) * 7 * day),
    reason: `Moved again (${n})`,
    createdAt: new Date(row.updatedAt.getTime() - n * day),
  }));
}

/** A week's services: how often, hours from the Sunday's midnight, kind, English and Greek names. */
const weekly = [
  [1, 9.25, "liturgy", "Orthros and Divine Liturgy", "Όρθρος και Θεία Λειτουργία"],
  [1, -6, "vespers", "Great Vespers", "Μέγας Εσπερινός"],
  [0.55, -63, "feast", "Divine Liturgy of the feast", "Θεία Λειτουργία της εορτής"],
  [0.35, -77.5, "small-paraklesis", "Small Paraklesis", "Μικρός Παρακλητικός Κανών"],
] as const;

/**
 * Ten years of the programme up to today: Saturday Vespers, Sunday Liturgy, feasts, the August
 * Paraklesis; about `total` services, written as the office adds them.
 */
function programmeHistory(random: Random, now: number, total: number) {
  const rows: (typeof services.$inferInsert & { id: string; startsAt: Date })[] = [];
  const weeks = Math.ceil(total / 2.9);
  const lastSunday = Math.floor(now / day) * day - new Date(now).getUTCDay() * day;
  for (let w = 1; w <= weeks && rows.length < total; w++) {
    const sunday = lastSunday - w * 7 * day;
    const add = (
      at: number,
      kind: "liturgy" | "vespers" | "feast" | "small-paraklesis",
      en: string,
      el: string,
    ) =>
      rows.push({
        id: randomUUID(),
        startsAt: new Date(at),
        serviceEn: en,
        serviceEl: el,
        kind,
        calendarEn: random.chance(0.1) ? "Memory of the Holy Martyrs" : "",
        calendarEl: "",
        source: "admin",
        seedKey: `${serviceKeyPrefix}${rows.length}`,
        createdAt: new Date(at - 20 * day),
      });
    for (const [chance, at, kind, en, el] of weekly) {
      if (random.chance(chance)) add(sunday + at * 3_600_000, kind, en, el);
    }
  }
  return rows.slice(0, total);
}

/** Deletes every bench row (on PostgreSQL the database is not a scratch one): audit, bookings, slots, services, users. */
export async function removeOfficeBenchData(database: Database) {
  const db = database.db;
  const benchUsers = db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%${benchDomain}`));
  const benchSlots = db.select({ id: slots.id }).from(slots).where(inArray(slots.createdBy, benchUsers));
  const benchServices = db
    .select({ id: services.id })
    .from(services)
    .where(like(services.seedKey, `${serviceKeyPrefix}%`));
  const benchBookings = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(or(inArray(bookings.userId, benchUsers), inArray(bookings.slotId, benchSlots)));
  await db.transaction(async (tx) => {
    await tx
      .delete(auditLog)
      .where(
        or(
          like(auditLog.actorEmail, `%${benchDomain}`),
          and(eq(auditLog.entity, "booking"), inArray(auditLog.entityId, benchBookings)),
        ),
      );
    await tx.delete(bookings).where(inArray(bookings.id, benchBookings));
    await tx.delete(slots).where(inArray(slots.id, benchSlots));
    await tx.delete(services).where(inArray(services.id, benchServices));
    await tx.delete(users).where(like(users.email, `%${benchDomain}`));
  });
}
