import { describe, expect, it } from "vitest";
import { SACRAMENT_RULES, type SacramentType, sacramentRestriction } from "./sacrament-rules.ts";

// For each rule: the day before, the first day, the last day and the day after (2026: Pascha 12 April).
const BOUNDARIES: [SacramentType, string, string, string, string, string][] = [
  ["baptism", "baptism-holy-week", "2026-04-05", "2026-04-06", "2026-04-11", "2026-04-12"],
  ["baptism", "baptism-christmas-to-theophany", "2026-12-23", "2026-12-24", "2027-01-06", "2027-01-07"],
  ["wedding", "wedding-before-christmas", "2026-12-11", "2026-12-12", "2026-12-25", "2026-12-26"],
  ["wedding", "wedding-theophany", "2026-01-04", "2026-01-05", "2026-01-06", "2026-01-07"],
  ["wedding", "wedding-great-lent-to-pascha", "2026-02-22", "2026-02-23", "2026-04-12", "2026-04-13"],
  ["wedding", "wedding-dormition", "2026-07-31", "2026-08-01", "2026-08-15", "2026-08-16"],
  ["wedding", "wedding-beheading-of-st-john", "2026-08-28", "2026-08-29", "2026-08-29", "2026-08-30"],
  ["wedding", "wedding-exaltation-of-the-cross", "2026-09-13", "2026-09-14", "2026-09-14", "2026-09-15"],
];

describe("sacramentRestriction", () => {
  it.each(BOUNDARIES)(
    "%s / %s: allowed %s, forbidden %s to %s, allowed %s",
    (type, ruleId, before, first, last, after) => {
      expect(sacramentRestriction(type, before)).toBeNull();
      expect(sacramentRestriction(type, first)?.ruleId).toBe(ruleId);
      expect(sacramentRestriction(type, last)?.ruleId).toBe(ruleId);
      expect(sacramentRestriction(type, after)).toBeNull();
    },
  );

  it("follows Pascha from year to year (2025: Clean Monday 3 March, Holy Saturday 19 April)", () => {
    expect(sacramentRestriction("wedding", "2025-03-02")).toBeNull();
    expect(sacramentRestriction("wedding", "2025-03-03")?.ruleId).toBe("wedding-great-lent-to-pascha");
    expect(sacramentRestriction("baptism", "2025-04-13")).toBeNull();
    expect(sacramentRestriction("baptism", "2025-04-14")?.ruleId).toBe("baptism-holy-week");
    expect(sacramentRestriction("baptism", "2025-04-19")?.ruleId).toBe("baptism-holy-week");
    expect(sacramentRestriction("wedding", "2025-04-20")?.ruleId).toBe("wedding-great-lent-to-pascha");
    expect(sacramentRestriction("wedding", "2025-04-21")).toBeNull();
  });

  it("applies each rule only to its own sacrament", () => {
    expect(sacramentRestriction("baptism", "2026-08-05")).toBeNull();
    expect(sacramentRestriction("baptism", "2026-03-10")).toBeNull();
    expect(sacramentRestriction("wedding", "2026-12-31")).toBeNull();
  });

  it("explains the restriction in English and Greek", () => {
    expect(sacramentRestriction("wedding", { year: 2026, month: 3, day: 10 })).toEqual({
      ruleId: "wedding-great-lent-to-pascha",
      reason: {
        en: "Weddings are not celebrated from the start of Great Lent to Pascha (Easter Sunday).",
        el: "Δεν τελούνται γάμοι από την αρχή της Μεγάλης Τεσσαρακοστής έως και την Κυριακή του Πάσχα.",
      },
    });
  });

  it("accepts a parish's own list of rules", () => {
    const rules = [
      ...SACRAMENT_RULES.filter(({ id }) => id !== "wedding-exaltation-of-the-cross"),
      {
        id: "parish-feast",
        sacraments: ["baptism", "wedding"] as const,
        span: { kind: "fixed", from: { month: 10, day: 26 }, to: { month: 10, day: 26 } } as const,
        reason: { en: "Our patronal feast.", el: "Πανήγυρη της ενορίας." },
      },
    ];
    expect(sacramentRestriction("wedding", "2026-09-14", rules)).toBeNull();
    expect(sacramentRestriction("baptism", "2026-10-26", rules)?.ruleId).toBe("parish-feast");
  });

  it("has unique ids and reasons that are full sentences in both languages", () => {
    expect(new Set(SACRAMENT_RULES.map(({ id }) => id)).size).toBe(SACRAMENT_RULES.length);
    for (const { reason } of SACRAMENT_RULES) {
      expect(reason.en).toMatch(/^(Baptisms|Weddings) are not celebrated .+\.$/);
      expect(reason.el).toMatch(/^Δεν τελούνται (βαπτίσεις|γάμοι) .+\.$/);
    }
  });
});
