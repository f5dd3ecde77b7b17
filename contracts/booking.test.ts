import { afterEach, describe, expect, it, vi } from "vitest";
import { baptismBody } from "../server/modules/bookings/fixtures.ts";
import { bookingDetailSections, isAdultCandidate, makeBaptismBookingSchema } from "./booking.ts";

const schema = makeBaptismBookingSchema("2026-09-01");
const problems = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the baptism form's rules across fields", () => {
  it("reports mismatched e-mails and missing contact details alongside every other problem", () => {
    const found = problems({
      type: "baptism",
      child: { firstName: "", dateOfBirth: "2025-03-01" },
      father: { email: "andreas@example.org", confirmEmail: "andreas@example.com" },
      mother: {},
    });
    expect(found["child.firstName"]).toBeDefined();
    expect(found["father.confirmEmail"]).toBe("validation.emailMismatch");
    expect(found["father.address"]).toBe("validation.required");
    expect(found["mother.email"]).toBe("validation.required");
  });

  it("checks an adult candidate's own contact details, not the parents'", () => {
    const found = problems({ type: "baptism", child: { dateOfBirth: "1990-01-01" }, father: {}, mother: {} });
    expect(found["child.email"]).toBe("validation.required");
    expect(found["father.email"]).toBeUndefined();
  });

  // Content review: a mother alone could not send the form without inventing a father's details.
  it("asks the father's names, religion and contact details unless he is not to be named", () => {
    const named = problems({ type: "baptism", child: { dateOfBirth: "2025-03-01" }, father: {}, mother: {} });
    for (const field of ["firstName", "lastName", "religion", "address", "email"]) {
      expect(named[`father.${field}`], field).toBe("validation.required");
    }
    const notNamed = problems({
      type: "baptism",
      child: { dateOfBirth: "2025-03-01" },
      fatherNotGiven: true,
      sameAsFatherAddress: true,
      father: {},
      mother: {},
    });
    expect(Object.keys(notNamed).filter((path) => path.startsWith("father."))).toEqual([]);
    // The mother gives her own address: there is no father's to share.
    expect(notNamed["mother.address"]).toBe("validation.required");
    expect(notNamed["mother.email"]).toBe("validation.required");
  });

  it("keeps nothing of a father not to be named, whatever his hidden fields held", () => {
    const body = {
      ...baptismBody("00000000-0000-4000-8000-000000000000"),
      fatherNotGiven: true,
      sameAsFatherAddress: true,
    };
    const parsed = schema.parse({
      ...body,
      mother: { ...body.mother, address: "2 Other Road", postcode: "N1 1AA" },
    });
    expect(parsed.father).toMatchObject({ firstName: "", lastName: "", religion: "", email: "" });
    expect(parsed.sameAsFatherAddress).toBe(false);
  });

  it("shows the office and the family that the father is not named, not a row of dashes", () => {
    const sections = bookingDetailSections(
      "baptism",
      { fatherNotGiven: true, father: { firstName: "" }, mother: { firstName: "Sofia" } },
      { t: (key) => key, date: (day) => day, country: (code) => code },
    );
    expect(sections.find((section) => section.id === "father")?.rows).toEqual([
      ["booking.details.fatherTerm", "booking.details.fatherNotGiven"],
    ]);
  });

  it("asks the father alone for the address and postcode the mother shares with him", () => {
    const found = problems({ type: "baptism", sameAsFatherAddress: true, father: {}, mother: {} });
    expect(found["father.address"]).toBe("validation.required");
    expect(found["father.postcode"]).toBe("validation.required");
    expect(found["mother.address"]).toBeUndefined();
    expect(found["mother.postcode"]).toBeUndefined();
    expect(found["mother.telephone"]).toBe("validation.required");
  });

  it("refuses a mother's address other than the father's when it is said to be his", () => {
    const address = { address: "1 Example Road", postcode: "EN3 7ZZ" };
    const found = problems({
      type: "baptism",
      sameAsFatherAddress: true,
      father: address,
      mother: { ...address, postcode: "N1 1AA" },
    });
    expect(found["mother.address"]).toBeUndefined();
    expect(found["mother.postcode"]).toBe("validation.invalid");
  });

  it("answers any shape of input with problems, never an exception", () => {
    for (const input of [
      {},
      null,
      { child: "x", father: 1, mother: [] },
      { child: { email: 7, confirmEmail: 8 } },
    ]) {
      expect(() => schema.safeParse(input)).not.toThrow();
      expect(schema.safeParse(input).success).toBe(false);
    }
  });
});

describe("a date of birth is in the future only when it is so everywhere", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("accepts today's date at half past midnight in London (still yesterday in UTC) and in Athens", () => {
    // 00:30 on 15 July 2027 in London (BST), 02:30 in Athens, 23:30 on the 14th in UTC.
    vi.useFakeTimers({ now: new Date("2027-07-14T23:30:00Z"), toFake: ["Date"] });
    expect(
      problems({ type: "baptism", child: { dateOfBirth: "2027-07-15" } })["child.dateOfBirth"],
    ).toBeUndefined();
    expect(problems({ type: "baptism", child: { dateOfBirth: "2027-07-17" } })["child.dateOfBirth"]).toBe(
      "booking.validation.birthDateFuture",
    );
  });

  it("refuses tomorrow until it has begun somewhere (Kiribati, UTC+14), and takes it from then", () => {
    const tomorrow = { type: "baptism", child: { dateOfBirth: "2027-07-16" } };
    // 09:59 UTC on the 15th is 23:59 on the 15th in Kiribati: the 16th has begun nowhere.
    vi.useFakeTimers({ now: new Date("2027-07-15T09:59:00Z"), toFake: ["Date"] });
    expect(problems(tomorrow)["child.dateOfBirth"]).toBe("booking.validation.birthDateFuture");
    vi.setSystemTime(new Date("2027-07-15T10:00:00Z"));
    expect(problems(tomorrow)["child.dateOfBirth"]).toBeUndefined();
  });
});

describe("the details' first section", () => {
  const format = (serviceDay?: string) => ({
    t: (key: string) => key,
    date: (day: string) => day,
    country: (code: string) => code,
    serviceDay,
  });
  const heading = (type: "baptism" | "chrismation", dateOfBirth: string, serviceDay?: string) =>
    bookingDetailSections(type, { child: { firstName: "Anna", dateOfBirth } }, format(serviceDay))[0]
      ?.heading;

  it("calls a baptism's adult a candidate, not a child, by their age on the day", () => {
    expect(heading("baptism", "1990-05-01", "2027-06-05")).toBe("booking.sections.candidate");
    expect(heading("baptism", "2026-01-10", "2027-06-05")).toBe("booking.sections.child");
    // Eighteen the day after the service: still a child that day.
    expect(heading("baptism", "2009-06-06", "2027-06-05")).toBe("booking.sections.child");
    expect(heading("chrismation", "2020-01-01", "2027-06-05")).toBe("booking.sections.candidate");
  });
});

describe("the adult rule", () => {
  it("reads 18 years on the day of the service", () => {
    expect(isAdultCandidate("2008-06-12", "2026-06-12")).toBe(true);
    expect(isAdultCandidate("2008-06-13", "2026-06-12")).toBe(false);
  });

  it("takes no side on a date of birth outside the API's years (a year typed as 25 is not 2 000 years old)", () => {
    // The form asked a two-digit year's child for an adult's own contacts and let the parents' go.
    expect(isAdultCandidate("0025-04-03", "2026-12-05")).toBe(false);
    expect(isAdultCandidate("1899-12-31", "2026-12-05")).toBe(false);
    expect(isAdultCandidate("1900-01-01", "2026-12-05")).toBe(true);
  });
});
