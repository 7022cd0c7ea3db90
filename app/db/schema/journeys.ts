import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { journeyStages, visaLetterStates } from "../../domain/cases";
import { users } from "./accounts";
import { cases } from "./cases";
import { createdAt, id, oneOf } from "./columns";
import { treatmentColumn } from "./treatments";

const day = (name: string) => text(name);

/**
 * Where a case is on the patient's journey and the facts the coordinator recorded for it. One row
 * per case, written the first time a coordinator moves the stage or records a fact; a case without
 * a row is at its first stage with nothing recorded. Dates are calendar days in Egypt (YYYY-MM-DD);
 * the airport pickup is an instant, shown in the reader's zone.
 */
export const caseJourneys = sqliteTable(
  "case_journeys",
  {
    caseId: text("case_id")
      .primaryKey()
      .references(() => cases.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: journeyStages }).notNull().default("free_consultation"),
    /** The treatment the patient has, as the coordinator records it (the accepted quote's until then). */
    treatment: treatmentColumn("treatment"),
    hospital: text("hospital"),
    doctor: text("doctor"),
    treatmentStart: day("treatment_start"),
    treatmentEnd: day("treatment_end"),
    arrivalDate: day("arrival_date"),
    flight: text("flight"),
    hotel: text("hotel"),
    hotelFrom: day("hotel_from"),
    hotelTo: day("hotel_to"),
    pickupAt: integer("pickup_at", { mode: "timestamp_ms" }),
    visaLetter: text("visa_letter", { enum: visaLetterStates }).notNull().default("not_needed"),
    admissionDate: day("admission_date"),
    dischargeDate: day("discharge_date"),
    followUpPlan: text("follow_up_plan"),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("case_journeys_stage_idx").on(t.stage),
    check("case_journeys_stage_valid", sql`${t.stage} IN (${oneOf(journeyStages)})`),
    check("case_journeys_visa_valid", sql`${t.visaLetter} IN (${oneOf(visaLetterStates)})`),
    check("case_journeys_treatment_order", sql`${t.treatmentEnd} IS NULL OR ${t.treatmentStart} IS NULL OR ${t.treatmentEnd} >= ${t.treatmentStart}`),
    check("case_journeys_hotel_order", sql`${t.hotelTo} IS NULL OR ${t.hotelFrom} IS NULL OR ${t.hotelTo} >= ${t.hotelFrom}`),
    check("case_journeys_stay_order", sql`${t.dischargeDate} IS NULL OR ${t.admissionDate} IS NULL OR ${t.dischargeDate} >= ${t.admissionDate}`),
  ],
);

/** Every stage move, with who made it: the patient's timeline dates and the case history read it. */
export const caseStageChanges = sqliteTable(
  "case_stage_changes",
  {
    id: id(),
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    fromStage: text("from_stage", { enum: journeyStages }).notNull(),
    toStage: text("to_stage", { enum: journeyStages }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("case_stage_changes_case_idx").on(t.caseId, t.createdAt),
    check("case_stage_changes_valid", sql`${t.fromStage} IN (${oneOf(journeyStages)}) AND ${t.toStage} IN (${oneOf(journeyStages)})`),
  ],
);
