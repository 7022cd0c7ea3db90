import { sql, type SQLWrapper } from "drizzle-orm";
import { caseJourneys, cases, quotes } from "~/db/schema";
import type { TreatmentId } from "~/domain/treatments";

/**
 * The treatment a case's patient had (decision 0161): the journey's, as the coordinator recorded it, else the
 * accepted quote's. Null when neither names one: what a patient asked about is not what they had.
 */
export function treatmentHadSql(caseId: SQLWrapper = cases.id) {
  return sql<TreatmentId | null>`coalesce(
    (SELECT ${caseJourneys.treatment} FROM ${caseJourneys} WHERE ${caseJourneys.caseId} = ${caseId}),
    (SELECT ${quotes.treatment} FROM ${quotes} WHERE ${quotes.caseId} = ${caseId} AND ${quotes.status} = 'accepted'))`;
}

/** The treatment the case is about: the one the patient had, else the one they asked about. */
export function caseTreatmentSql() {
  return sql<TreatmentId | null>`coalesce(${treatmentHadSql()}, ${cases.treatment})`;
}
