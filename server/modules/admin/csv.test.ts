import { describe, expect, it } from "vitest";
import { bookingsCsv } from "./csv.ts";
import type { BookingRow } from "./repository.ts";

const row = (details: Record<string, unknown>, type: BookingRow["type"] = "baptism"): BookingRow => ({
  id: "7d1f5c1e-0000-4000-8000-000000000001",
  type,
  status: "pending",
  slotId: null,
  userId: null,
  startsAt: new Date("2027-05-15T10:00:00Z"),
  durationMinutes: 60,
  calendarSequence: 0,
  searchText: null,
  declineReason: null,
  contactName: "Andreas Georgiou",
  contactEmail: "andreas@example.org",
  language: "en",
  details,
  createdAt: new Date("2026-11-20T09:30:00Z"),
  updatedAt: new Date("2026-11-20T09:30:00Z"),
});

/** The export's cell under `heading`, for its one booking. */
function cell(csv: string, heading: string) {
  const [head = "", line = ""] = csv.slice(1).trimEnd().split("\r\n");
  const cells = (text: string) => [...text.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]);
  return cells(line)[cells(head).indexOf(heading)];
}

describe("the bookings export's telephones", () => {
  it("lists a child's parents' telephones, each named, and leaves out a parent who gave none", () => {
    const both = row({
      child: { firstName: "Eleni", lastName: "Georgiou", dateOfBirth: "2025-03-01" },
      father: { firstName: "Andreas", telephone: "07700 900123" },
      mother: { firstName: "Sofia", telephone: "020 7946 0456" },
      godparent: { firstName: "Nikos", telephone: "07700 900999" },
    });
    expect(cell(bookingsCsv([both], "en"), "Telephones")).toBe("Father: 07700 900123; Mother: 020 7946 0456");
    const one = row({ child: {}, father: { telephone: "07700 900123" }, mother: { telephone: " " } });
    expect(cell(bookingsCsv([one], "el"), "Τηλέφωνα")).toBe("Πατέρας: 07700 900123");
  });

  it("names an adult candidate's own telephone, and is empty when nobody gave one", () => {
    const adult = row({ child: { telephone: "+44 7700 900321" }, father: {}, mother: {} }, "chrismation");
    expect(cell(bookingsCsv([adult], "el"), "Τηλέφωνα")).toBe("Προσερχόμενος/η: +44 7700 900321");
    expect(cell(bookingsCsv([row({})], "en"), "Telephones")).toBe("");
  });
});

describe("the bookings export's names", () => {
  it("gives the child's middle names, as the register needs them, and the godparent", () => {
    const baptism = row({
      child: { firstName: "Eleni", middleNames: "Maria Sofia", lastName: "Georgiou" },
      godparent: { firstName: "Nikos", lastName: "Petrou" },
    });
    const csv = bookingsCsv([baptism], "en");
    expect(cell(csv, "Names")).toBe("Eleni Maria Sofia Georgiou");
    expect(cell(csv, "Godparent / koumbaros and koumbara")).toBe("Nikos Petrou");
    const noMiddle = row({ child: { firstName: "Eleni", middleNames: " ", lastName: "Georgiou" } });
    expect(cell(bookingsCsv([noMiddle], "el"), "Ονόματα")).toBe("Eleni Georgiou");
    expect(cell(bookingsCsv([noMiddle], "el"), "Ανάδοχος / κουμπάροι")).toBe("");
  });

  it("gives a wedding's koumbaros and koumbara", () => {
    const wedding = row(
      {
        groom: { firstName: "Andreas", lastName: "Georgiou" },
        bride: { firstName: "Maria", lastName: "Christou" },
        bestMan: { firstName: "Nikos", lastName: "Petrou" },
        maidOfHonour: { firstName: "Sofia", lastName: "Ioannou" },
      },
      "wedding",
    );
    const csv = bookingsCsv([wedding], "el");
    expect(cell(csv, "Ονόματα")).toBe("Andreas Georgiou & Maria Christou");
    expect(cell(csv, "Ανάδοχος / κουμπάροι")).toBe("Nikos Petrou & Sofia Ioannou");
  });
});
