import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { journeyStages, mergeSides } from "../../domain/cases";
import { storedContentTypes } from "../../domain/intake";
import { users } from "./accounts";
import { caseMessages } from "./case-messages";
import { cases } from "./cases";
import { createdAt, id, oneOf } from "./columns";

/**
 * A file a coordinator attached for the patient (a visa invitation letter, an itinerary, a hospital
 * estimate), or one the patient e-mailed with a reply (`message_id`). The bytes are in R2 under `storage_key`; the row follows its case when cases merge.
 */
export const caseAttachments = sqliteTable(
  "case_attachments",
  {
    id: id(),
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type", { enum: storedContentTypes }).notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    /** The patient's e-mailed message the file came with; null for a coordinator's file. */
    messageId: text("message_id").references(() => caseMessages.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("case_attachments_case_idx").on(t.caseId, t.createdAt),
    index("case_attachments_message_idx").on(t.messageId),
    uniqueIndex("case_attachments_storage_key_unique").on(t.storageKey),
    check("case_attachments_type_valid", sql`${t.contentType} IN (${oneOf(storedContentTypes)})`),
    check("case_attachments_size", sql`${t.size} > 0`),
  ],
);

/**
 * One case merged into another of the same patient: the merged case is closed as a duplicate, what it
 * held moved to the kept one, and both histories read this row. A case is merged away at most once.
 * `actor_id` is the coordinator, or null when the patient attached a new request to their open case.
 */
export const caseMerges = sqliteTable(
  "case_merges",
  {
    id: id(),
    keptCaseId: text("kept_case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    mergedCaseId: text("merged_case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** Each case's journey stage when they were merged (null: no journey yet); the kept case goes on at the further one. */
    keptStage: text("kept_stage", { enum: journeyStages }),
    mergedStage: text("merged_stage", { enum: journeyStages }),
    /** When both cases had check-ins still to send, whose were dropped: the other case's plan goes on (decision 0157). */
    droppedPlanOf: text("dropped_plan_of", { enum: mergeSides }),
  },
  (t) => [
    uniqueIndex("case_merges_merged_unique").on(t.mergedCaseId),
    index("case_merges_kept_idx").on(t.keptCaseId, t.createdAt),
    check("case_merges_distinct", sql`${t.keptCaseId} <> ${t.mergedCaseId}`),
    check(
      "case_merges_stages_valid",
      sql`(${t.keptStage} IS NULL OR ${t.keptStage} IN (${oneOf(journeyStages)})) AND (${t.mergedStage} IS NULL OR ${t.mergedStage} IN (${oneOf(journeyStages)}))`,
    ),
    check("case_merges_dropped_plan_valid", sql`${t.droppedPlanOf} IS NULL OR ${t.droppedPlanOf} IN (${oneOf(mergeSides)})`),
  ],
);
