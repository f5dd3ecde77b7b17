import type { BaptismBookingInput, WeddingBookingInput } from "../../../contracts/booking.ts";
import { slots } from "../../db/schema.ts";
import type { TestApp } from "../../test/test-app.ts";

const day = 24 * 60 * 60_000;

/** A slot straight in the database (tests only), `inDays` from now. */
export async function insertSlot(t: TestApp, input: { type?: "baptism" | "wedding"; inDays?: number } = {}) {
  const [row] = await t.db
    .insert(slots)
    .values({
      startsAt: new Date(Date.now() + (input.inDays ?? 14) * day),
      durationMinutes: 60,
      type: input.type ?? "baptism",
    })
    .returning();
  if (!row) throw new Error("slot not inserted");
  return row;
}

const parent = (firstName: string, email: string) => ({
  firstName,
  lastName: "Georgiou",
  religion: "Greek Orthodox",
  address: "1 Example Road, Enfield",
  postcode: "EN3 7ZZ",
  telephone: "07700 900123",
  email,
  confirmEmail: email,
});

/** A complete baptism request for a child, as the form sends it. */
export function baptismBody(
  slotId: string,
  overrides: Partial<BaptismBookingInput> = {},
): BaptismBookingInput {
  return {
    type: "baptism",
    slotId,
    child: {
      firstName: "Eleni",
      middleNames: "Maria",
      lastName: "Georgiou",
      sex: "female",
      dateOfBirth: "2025-03-01",
      cityOfBirth: "London",
      countryOfBirth: "GB",
    },
    father: parent("Andreas", "andreas@example.org"),
    mother: { ...parent("Sofia", "sofia@example.org"), maidenName: "Christou" },
    sameAsFatherAddress: true,
    godparent: {
      firstName: "Nikos",
      lastName: "Petrou",
      religion: "eastern-orthodox",
      email: "nikos@example.org",
      telephone: "07700 900456",
    },
    consent: true,
    ...overrides,
  };
}

const person = (firstName: string, email: string) => ({
  firstName,
  lastName: "Ioannou",
  address: "2 Example Road, Enfield EN3 7ZZ",
  email,
  telephone: "07700 900789",
  occupation: "Teacher",
  denomination: "Greek Orthodox",
  dateOfBirth: "1995-06-15",
  placeOfBirth: { country: "CY", city: "Limassol" },
});

/** A complete wedding request, as the form sends it. */
export function weddingBody(
  slotId: string,
  overrides: Partial<WeddingBookingInput> = {},
): WeddingBookingInput {
  return {
    type: "wedding",
    slotId,
    groom: person("Christos", "christos@example.org"),
    groomFamily: {
      father: { firstName: "Petros", lastName: "Ioannou", occupation: "Baker" },
      mother: { firstName: "", lastName: "", occupation: "" },
    },
    bride: { ...person("Anna", "anna@example.org"), placeOfBirth: { country: "GR", city: "Θεσσαλονίκη" } },
    brideFamily: { father: {}, mother: {} },
    bestMan: { firstName: "Kostas", lastName: "Nikolaou", denomination: "Greek Orthodox" },
    maidOfHonour: { firstName: "Maria", lastName: "Demetriou", denomination: "Greek Orthodox" },
    consent: true,
    ...overrides,
  };
}
