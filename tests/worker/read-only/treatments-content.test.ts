import { describe, expect, it } from "vitest";
import { specialtyIn, treatments } from "~content/treatments";
import type { TreatmentFile } from "~content/treatments/schema";
import { locales } from "~/i18n/locales";
import { cheapestProcedure, parseTreatmentFile, startingPriceOf } from "~content/treatments/schema";
import { compareSavings } from "~/domain/savings";
import { formatMoney } from "~/i18n/money";

const contentFiles = import.meta.glob<{ default: TreatmentFile }>(
  ["../../../content/treatments/*.ts", "!**/schema.ts", "!**/index.ts", "!**/countries.ts", "!**/why-egypt.ts", "!**/list.ts"],
  { eager: true },
);

describe("treatment content", () => {
  it("has one valid file per specialty, named after its id, listed in the order of the spec", () => {
    const ids = Object.entries(contentFiles).map(([path, module]) => {
      const file = path.replace("../../../", "");
      const [specialty] = locales.map((locale) => parseTreatmentFile(file, specialtyIn(module.default, locale)));
      expect(file).toBe(`content/treatments/${specialty!.id}.ts`);
      expect(specialty!.procedures.length).toBeGreaterThanOrEqual(1);
      return specialty!.id;
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
      procedures: [{ ...cardiac!.procedures[0], price: "$16,000 - $17,000", successRate: 99, recoveryStages: [] }],
    };
    expect(() => parseTreatmentFile("content/treatments/cardiac-surgery.ts", broken)).toThrowError(
      /content\/treatments\/cardiac-surgery\.ts is not a valid treatment specialty[\s\S]*successRate[\s\S]*recoveryStages[\s\S]*outside its price range/,
    );
    expect(() => parseTreatmentFile("content/treatments/eye-surgery.ts", { ...treatments[1], id: "brain-surgery" })).toThrowError(
      /content\/treatments\/eye-surgery\.ts[\s\S]*id/,
    );
  });

  it("quotes each specialty from its cheapest listed procedure: the lower end of its price range, its savings badge", () => {
    const cards = Object.fromEntries(
      treatments.map((t) => {
        const cheapest = cheapestProcedure(t);
        return [t.id, [cheapest.name, startingPriceOf(t), compareSavings(cheapest.egyptPrice, cheapest.internationalPrices).averagePercentage]];
      }),
    );
    expect(cards).toEqual({
      "cardiac-surgery": ["Coronary Artery Bypass (CABG)", 14000, 69],
      "eye-surgery": ["LASIK Laser Eye Surgery", 1700, 60],
      "dental-care": ["Dental Implants", 1000, 68],
      "cosmetic-surgery": ["Rhinoplasty", 3300, 60],
      "general-surgery": ["Gallbladder Removal (Laparoscopic Cholecystectomy)", 3000, 70],
      "orthopedic-surgery": ["Hip Replacement", 9000, 57],
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



  it("formats dollars with thousands separators", () => {
    expect(formatMoney("en", 12345, "USD")).toBe("$12,345");
    expect(formatMoney("en", 300, "USD")).toBe("$300");
    expect(formatMoney("en", 1234567, "USD")).toBe("$1,234,567");
  });
});
