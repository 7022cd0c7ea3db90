import { asc, eq, inArray, sql } from "drizzle-orm";
import { treatmentHadSql } from "~/cases/case-treatment.server";
import { db } from "~/db/client.server";
import { caseJourneys, cases, followUpCheckins, treatmentCategories, type TreatmentCategory } from "~/db/schema";

/** A category's figures are published only when at least this many patients answered a check-in (decision 0161). */
export const OUTCOMES_MIN_PATIENTS = 10;

/** Treated: the journey reached Medical Treatment or a later stage. */
export const treatedStages = ["medical_treatment", "recovery_support", "follow_up_care"] as const;

export type CategoryOutcome =
  | { category: TreatmentCategory; published: false; answered: number }
  | {
      category: TreatmentCategory;
      published: true;
      treated: number;
      answered: number;
      /** Of the patients who answered a day-30 check-in, the share who ticked a warning sign (0–1); null when none did. */
      complicationsAt30: number | null;
      answeredAt30: number;
      /** The mean of each patient's latest "how do you feel" (0–10). */
      averageFeeling: number;
    };

/**
 * One treated case (with one of its check-ins, or none): `patient` is who was treated, `treatment` what they had.
 * A patient's cases of one treatment count once (decision 0161).
 */
type Row = {
  patient: string;
  treatment: string | null;
  dayOffset: number | null;
  answeredAt: Date | null;
  feeling: number | null;
  signs: string[] | null;
};

type Latest = { latestFeeling: number | null; latestAt: number; latestDay: number };
type Patient = Latest & { signAt30: boolean | null };

/** The latest answer is the newest one, across the patient's cases; on the same instant, the later day. */
function keepLatest(patient: Latest, row: Row) {
  if (!row.answeredAt || row.dayOffset === null || row.feeling === null) return;
  const at = row.answeredAt.getTime();
  if (at > patient.latestAt || (at === patient.latestAt && row.dayOffset > patient.latestDay)) {
    Object.assign(patient, { latestAt: at, latestDay: row.dayOffset, latestFeeling: row.feeling });
  }
}

/** Pure: the figures of each catalogue category from treated cases and their check-ins, patient by patient. */
export function outcomesFrom(rows: Row[]): CategoryOutcome[] {
  const byCategory = new Map<string, Map<string, Patient>>();
  for (const row of rows) {
    if (!row.treatment) continue;
    const patients = byCategory.get(row.treatment) ?? new Map<string, Patient>();
    byCategory.set(row.treatment, patients);
    const patient = patients.get(row.patient) ?? { latestFeeling: null, latestAt: -1, latestDay: -1, signAt30: null };
    patients.set(row.patient, patient);
    if (!row.answeredAt || row.dayOffset === null || row.feeling === null) continue;
    keepLatest(patient, row);
    if (row.dayOffset === 30) patient.signAt30 = patient.signAt30 === true || (row.signs ?? []).length > 0;
  }
  return treatmentCategories.map((category): CategoryOutcome => {
    const patients = [...(byCategory.get(category)?.values() ?? [])];
    const answering = patients.filter((p) => p.latestFeeling !== null);
    if (answering.length < OUTCOMES_MIN_PATIENTS) return { category, published: false, answered: answering.length };
    const at30 = patients.filter((p) => p.signAt30 !== null);
    return {
      category,
      published: true,
      treated: patients.length,
      answered: answering.length,
      answeredAt30: at30.length,
      complicationsAt30: at30.length === 0 ? null : at30.filter((p) => p.signAt30).length / at30.length,
      averageFeeling: answering.reduce((sum, p) => sum + p.latestFeeling!, 0) / answering.length,
    };
  });
}

/**
 * The patient a case is about: their account, else the address the case was opened with (where its check-ins went;
 * an address an account confirms is tied to that account, decision 0143).
 */
export const patientOfCase = sql<string>`coalesce(${cases.patientUserId}, 'address:' || ${cases.patientEmail})`;

/** Every treated case with its answered check-ins, patient by patient. */
function treatedRows(): Promise<Row[]> {
  return db
    .select({
      patient: patientOfCase,
      treatment: treatmentHadSql(),
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
}

/** The published outcomes: every treated case with its answered check-ins, aggregated per category. */
export async function publishedOutcomes() {
  return outcomesFrom(await treatedRows());
}

/** A latest answer to "How do you feel overall?" of at least this counts as feeling well (0–10). */
export const FEELS_WELL_FROM = 7;

/**
 * Pure: across every treatment, how many patients were treated, how many answered a check-in, and how many of those
 * feel well at their latest answer, each patient counted once.
 */
export function recoveryFrom(rows: Row[]) {
  const latest = new Map<string, Latest>();
  for (const row of rows) {
    const patient = latest.get(row.patient) ?? { latestFeeling: null, latestAt: -1, latestDay: -1 };
    latest.set(row.patient, patient);
    keepLatest(patient, row);
  }
  const answers = [...latest.values()].flatMap((p) => (p.latestFeeling === null ? [] : [p.latestFeeling]));
  return { treated: latest.size, answered: answers.length, feelWell: answers.filter((f) => f >= FEELS_WELL_FROM).length };
}

/** The site's recovery figures (`recoveryFrom`) from the cases themselves. */
export async function recoveryFigures() {
  return recoveryFrom(await treatedRows());
}
