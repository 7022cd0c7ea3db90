import { asc, eq, inArray } from "drizzle-orm";
import { storedTreatmentId } from "~/cases/treatment-name.server";
import { db } from "~/db/client.server";
import { caseJourneys, cases, followUpCheckins, treatmentCategories, type TreatmentCategory } from "~/db/schema";

/** A category's figures are published only when at least this many patients answered a check-in (decision 2801). */
export const OUTCOMES_MIN_PATIENTS = 10;

/** Treated: the journey reached Medical Treatment or a later stage. */
const treatedStages = ["medical_treatment", "recovery_support", "follow_up_care"] as const;

export type CategoryOutcome =
  | { category: TreatmentCategory; published: false; answered: number }
  | {
      category: TreatmentCategory;
      published: true;
      treated: number;
      answered: number;
      /** Of the patients who answered the day-30 check-in, the share who ticked a warning sign (0–1); null when none did. */
      complicationsAt30: number | null;
      answeredAt30: number;
      /** The mean of each patient's latest "how do you feel" (0–10). */
      averageFeeling: number;
    };

type Row = { caseId: string; treatment: string | null; dayOffset: number | null; answeredAt: Date | null; feeling: number | null; signs: string[] | null };

/** Pure: the figures of each catalogue category from treated cases and their check-ins. */
export function outcomesFrom(rows: Row[]): CategoryOutcome[] {
  type Patient = { treated: true; latestFeeling: number | null; latestDay: number; at30: boolean | null };
  const byCategory = new Map<string, Map<string, Patient>>();
  for (const row of rows) {
    const category = storedTreatmentId(row.treatment ?? "");
    if (!category) continue;
    const patients = byCategory.get(category) ?? new Map<string, Patient>();
    byCategory.set(category, patients);
    const patient = patients.get(row.caseId) ?? { treated: true, latestFeeling: null, latestDay: -1, at30: null };
    patients.set(row.caseId, patient);
    if (row.answeredAt && row.dayOffset !== null && row.feeling !== null) {
      if (row.dayOffset > patient.latestDay) {
        patient.latestDay = row.dayOffset;
        patient.latestFeeling = row.feeling;
      }
      if (row.dayOffset === 30) patient.at30 = (row.signs ?? []).length > 0;
    }
  }
  return treatmentCategories.map((category): CategoryOutcome => {
    const patients = [...(byCategory.get(category)?.values() ?? [])];
    const answering = patients.filter((p) => p.latestFeeling !== null);
    if (answering.length < OUTCOMES_MIN_PATIENTS) return { category, published: false, answered: answering.length };
    const at30 = patients.filter((p) => p.at30 !== null);
    return {
      category,
      published: true,
      treated: patients.length,
      answered: answering.length,
      answeredAt30: at30.length,
      complicationsAt30: at30.length === 0 ? null : at30.filter((p) => p.at30).length / at30.length,
      averageFeeling: answering.reduce((sum, p) => sum + p.latestFeeling!, 0) / answering.length,
    };
  });
}

/** The published outcomes: every treated case with its answered check-ins, aggregated per category. */
export async function publishedOutcomes() {
  const rows = await db
    .select({
      caseId: cases.id,
      treatment: cases.treatment,
      dayOffset: followUpCheckins.dayOffset,
      answeredAt: followUpCheckins.answeredAt,
      feeling: followUpCheckins.feeling,
      signs: followUpCheckins.warningSigns,
    })
    .from(caseJourneys)
    .innerJoin(cases, eq(cases.id, caseJourneys.caseId))
    .leftJoin(followUpCheckins, eq(followUpCheckins.caseId, cases.id))
    .where(inArray(caseJourneys.stage, [...treatedStages]))
    .orderBy(asc(cases.id));
  return outcomesFrom(rows);
}
