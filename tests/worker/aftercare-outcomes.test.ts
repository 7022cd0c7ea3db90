import { describe, expect, it } from "vitest";
import { outcomesFrom, OUTCOMES_MIN_PATIENTS } from "~/aftercare/outcomes.server";
import { request } from "./helpers";

type Row = Parameters<typeof outcomesFrom>[0][number];
const answered = new Date("2026-11-01T10:00:00Z");

/** A treated cardiac patient's check-ins: [day, feeling, warning signs]. */
function patient(caseId: string, answers: [number, number, string[]][], treatment = "Cardiac Surgery"): Row[] {
  if (answers.length === 0) return [{ caseId, treatment, dayOffset: null, answeredAt: null, feeling: null, signs: null }];
  return answers.map(([dayOffset, feeling, signs]) => ({ caseId, treatment, dayOffset, answeredAt: answered, feeling, signs }));
}

describe("published outcomes", () => {
  it("are computed per category from each patient's answers", () => {
    const rows = [
      ...Array.from({ length: 8 }, (_, i) => patient(`calm-${i}`, [[3, 5, []], [30, 8, []]])),
      ...patient("sign-at-30", [[30, 6, ["fever"]]]),
      ...patient("sign-at-3-only", [[3, 2, ["chest_pain"]], [14, 9, []]]),
      // Treated, never answered: counts as treated, not as answering.
      ...patient("silent", []),
      // A check-in sent but not answered.
      { caseId: "unanswered", treatment: "Cardiac Surgery", dayOffset: 3, answeredAt: null, feeling: null, signs: null },
    ].flat();
    const cardiac = outcomesFrom(rows).find((o) => o.category === "cardiac-surgery")!;
    expect(cardiac).toEqual({
      category: "cardiac-surgery",
      published: true,
      treated: 12,
      answered: 10,
      answeredAt30: 9,
      complicationsAt30: 1 / 9,
      // Latest answers: eight 8s, a 6 and a 9.
      averageFeeling: (8 * 8 + 6 + 9) / 10,
    });
  });

  it("stay unpublished under 10 answering patients, saying how many answered", () => {
    const rows = Array.from({ length: OUTCOMES_MIN_PATIENTS - 1 }, (_, i) => patient(`p-${i}`, [[3, 7, []]], "Dental Care")).flat();
    const dental = outcomesFrom(rows).find((o) => o.category === "dental-care");
    expect(dental).toEqual({ category: "dental-care", published: false, answered: 9 });
  });

  it("are a public page in English and Arabic, linked from the stories", { timeout: 90_000 }, async () => {
    const english = await (await request("/outcomes")).text();
    expect(english).toContain("Outcomes, as our patients report them");
    expect(english).toContain("Not published yet");
    const arabic = await (await request("/ar/outcomes")).text();
    expect(arabic).toContain("النتائج كما يرويها مرضانا");
    expect(await (await request("/stories")).text()).toContain('href="/outcomes"');
  });
});
