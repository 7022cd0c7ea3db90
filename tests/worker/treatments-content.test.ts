import { describe, expect, it } from "vitest";
import { treatments } from "~content/treatments";
import { parseTreatmentFile } from "~content/treatments/schema";
import { compareSavings, formatUsd } from "~/domain/savings";

const contentFiles = import.meta.glob<{ default: unknown }>(
  ["../../content/treatments/*.ts", "!**/schema.ts", "!**/index.ts", "!**/countries.ts", "!**/why-egypt.ts", "!**/list.ts"],
  { eager: true },
);

describe("treatment content", () => {
  it("has one valid file per specialty, named after its id, listed in the order of the spec", () => {
    const ids = Object.entries(contentFiles).map(([path, module]) => {
      const file = path.replace("../../", "");
      const specialty = parseTreatmentFile(file, module.default);
      expect(file).toBe(`content/treatments/${specialty.id}.ts`);
      expect(specialty.procedures.length).toBeGreaterThanOrEqual(1);
      return specialty.id;
    });
    expect(ids.sort()).toEqual(treatments.map((t) => t.id).sort());
    expect(treatments.map((t) => t.id)).toEqual([
      "cardiac-surgery",
      "eye-surgery",
      "dental-care",
      "cosmetic-surgery",
      "general-surgery",
      "orthopedic-surgery",
    ]);
  });

  it("rejects a malformed entry with a message naming the file and the problem", () => {
    const [cardiac] = treatments;
    const broken = {
      ...cardiac,
      averageSavings: 90,
      procedures: [{ ...cardiac!.procedures[0], successRate: 99, recoveryStages: [] }],
    };
    expect(() => parseTreatmentFile("content/treatments/cardiac-surgery.ts", broken)).toThrowError(
      /content\/treatments\/cardiac-surgery\.ts is not a valid treatment specialty[\s\S]*78%, not 90%[\s\S]*averageSavings[\s\S]*successRate[\s\S]*recoveryStages/,
    );
    expect(() => parseTreatmentFile("content/treatments/eye-surgery.ts", { ...treatments[1], id: "brain-surgery" })).toThrowError(
      /content\/treatments\/eye-surgery\.ts[\s\S]*id/,
    );
  });

  it("uses the Egypt prices and savings percentages of the catalogue spec's business constants", () => {
    const cards = Object.fromEntries(treatments.map((t) => [t.id, [t.egyptPrice, t.averageSavings]]));
    expect(cards).toEqual({
      "cardiac-surgery": [8500, 78],
      "eye-surgery": [1200, 69],
      "dental-care": [300, 86],
      "cosmetic-surgery": [2800, 74],
      "general-surgery": [1500, 80],
      "orthopedic-surgery": [4200, 78],
    });
    const detailPrices = Object.fromEntries(treatments.flatMap((t) => t.procedures.map((p) => [p.name, p.egyptPrice])));
    expect(detailPrices).toMatchObject({
      "Coronary Artery Bypass (CABG)": 15250,
      "Heart Valve Replacement": 18500,
      "LASIK Laser Eye Surgery": 1850,
      Rhinoplasty: 3650,
      "Dental Implants": 1150,
      "Gallbladder Removal (Laparoscopic Cholecystectomy)": 3250,
      "Hip Replacement": 10000,
    });
    for (const p of treatments.flatMap((t) => t.procedures)) {
      expect(p.successRate).toBeGreaterThanOrEqual(92);
      expect(p.successRate).toBeLessThanOrEqual(98);
    }
  });
});

describe("savings arithmetic (the catalogue spec's business constants)", () => {
  it("computes the cardiac card by hand: amount, rounded percentage, badge and summary", () => {
    // Cardiac: Egypt $8,500 against $55,000, £27,000, €32,000 and C$52,000.
    // In dollars (£ × 1.27, € × 1.08, C$ × 0.73): 55,000; 34,290; 34,560; 37,960.
    // Amounts: 46,500; 25,790; 26,060; 29,460. Percentages: 84.5→85, 75.2→75, 75.4→75, 77.6→78.
    // Badge: (85 + 75 + 75 + 78) / 4 = 78.25 → 78. Summary: 127,810 / 4 = 31,952.5 → $31,953.
    const savings = compareSavings(8500, { us: 55000, uk: 27000, de: 32000, ca: 52000 });
    expect(savings.countries.map((c) => [c.country, c.currency, c.priceUsd, c.amount, c.percentage])).toEqual([
      ["United States", "$", 55000, 46500, 85],
      ["United Kingdom", "£", 34290, 25790, 75],
      ["Germany", "€", 34560, 26060, 75],
      ["Canada", "C$", 37960, 29460, 78],
    ]);
    expect(savings.averagePercentage).toBe(78);
    expect(savings.averageAmount).toBe("$31,953");
  });

  it("gives every card the badge the spec's business constants give it and the summary computed by hand", () => {
    const byId = Object.fromEntries(
      treatments.map((t) => {
        const s = compareSavings(t.egyptPrice, t.internationalPrices);
        return [t.id, [s.averagePercentage, s.averageAmount]];
      }),
    );
    expect(byId).toEqual({
      // (3,300 + 2,356 + 2,580 + 2,596) / 4 = 2,708; (73 + 66 + 68 + 68) / 4 = 68.75
      "cardiac-surgery": [78, "$31,953"],
      "eye-surgery": [69, "$2,708"],
      // (2,500 + 1,605 + 1,752 + 1,744) / 4 = 1,900.25; (89 + 84 + 85 + 85) / 4 = 85.75
      "dental-care": [86, "$1,900"],
      // (10,700 + 7,360 + 6,920 + 7,785) / 4 = 8,191.25; (79 + 72 + 71 + 74) / 4 = 74
      "cosmetic-surgery": [74, "$8,191"],
      // (9,500 + 5,485 + 5,196 + 5,435) / 4 = 6,404; (86 + 79 + 78 + 78) / 4 = 80.25
      "general-surgery": [80, "$6,404"],
      // (25,800 + 12,310 + 12,540 + 13,320) / 4 = 15,992.5; (86 + 75 + 75 + 76) / 4 = 78
      "orthopedic-surgery": [78, "$15,993"],
    });
  });

  it("formats dollars with thousands separators", () => {
    expect(formatUsd(12345)).toBe("$12,345");
    expect(formatUsd(300)).toBe("$300");
    expect(formatUsd(1234567)).toBe("$1,234,567");
  });
});
