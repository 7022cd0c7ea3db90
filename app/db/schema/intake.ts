import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  documentKinds,
  MAX_FILE_BYTES,
  storedContentTypes,
  intakeAccommodationTypes,
  intakeBudgetRanges,
  intakeCompanionTravelers,
  intakeLanguages,
  intakeTimelines,
  type IntakeValues,
} from "../../domain/intake";
import { users } from "./accounts";
import { catalogueProcedures } from "./catalogue";
import { createdAt, id, oneOf } from "./columns";
import { treatmentColumn } from "./treatments";

export const intakeStatuses = ["submitted", "reviewing", "confirmed", "cancelled"] as const;

/**
 * A wizard in progress, found through a signed cookie. Anonymous visitors have one too; it is
 * claimed by the first signed-in user who continues it, and swept with its files once expired.
 */
export const intakeDrafts = sqliteTable(
  "intake_drafts",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** What was typed so far, as typed: the wizard checks nothing before the final step. */
    data: text("data", { mode: "json" }).$type<IntakeValues>().notNull().default({}),
    currentStep: integer("current_step").notNull().default(1),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("intake_drafts_expires_idx").on(t.expiresAt),
    check("intake_drafts_step_range", sql`${t.currentStep} BETWEEN 1 AND 6`),
  ],
);

const optionalOneOf = (column: AnySQLiteColumn, values: readonly string[]) =>
  sql`${column} IS NULL OR ${column} IN (${oneOf(values)})`;

/** A completed intake: what the patient sent to the coordinators, with their consent. */
export const intakes = sqliteTable(
  "intakes",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    age: integer("age"),
    /** An ISO 3166-1 alpha-2 code, lowercase (app/domain/countries.ts), checked by the intake's schema. */
    country: text("country"),
    treatmentType: treatmentColumn("treatment_type"),
    /** The catalogue procedure the patient chose under their treatment, if they knew it. */
    procedureId: text("procedure_id").references(() => catalogueProcedures.id, { onDelete: "set null" }),
    timeline: text("timeline", { enum: intakeTimelines }),
    budgetRange: text("budget_range", { enum: intakeBudgetRanges }),
    medicalCondition: text("medical_condition"),
    previousTreatments: text("previous_treatments"),
    currentMedications: text("current_medications"),
    allergies: text("allergies"),
    doctorPreference: text("doctor_preference"),
    accessibilityNeeds: text("accessibility_needs"),
    preferredDates: text("preferred_dates"),
    accommodationType: text("accommodation_type", { enum: intakeAccommodationTypes }),
    companionTravelers: text("companion_travelers", { enum: intakeCompanionTravelers }),
    dietaryRequirements: text("dietary_requirements"),
    languagePreference: text("language_preference", { enum: intakeLanguages }),
    status: text("status", { enum: intakeStatuses }).notNull().default("submitted"),
    /** Explicit consent to process health data: when it was given and the statement agreed to. */
    healthDataConsentAt: integer("health_data_consent_at", { mode: "timestamp_ms" }).notNull(),
    healthDataConsentText: text("health_data_consent_text").notNull(),
    /**
     * Set when the patient withdraws consent: staff can no longer open the intake, and its
     * documents and health details are erased after the grace period unless consent is given again.
     */
    consentWithdrawnAt: integer("consent_withdrawn_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("intakes_user_idx").on(t.userId, t.createdAt),
    index("intakes_procedure_idx").on(t.procedureId),
    check("intakes_status_valid", sql`${t.status} IN (${oneOf(intakeStatuses)})`),
    check("intakes_age_range", sql`${t.age} IS NULL OR ${t.age} BETWEEN 1 AND 120`),
    check("intakes_timeline_valid", optionalOneOf(t.timeline, intakeTimelines)),
    check("intakes_budget_valid", optionalOneOf(t.budgetRange, intakeBudgetRanges)),
    check("intakes_accommodation_valid", optionalOneOf(t.accommodationType, intakeAccommodationTypes)),
    check("intakes_companions_valid", optionalOneOf(t.companionTravelers, intakeCompanionTravelers)),
    check("intakes_language_valid", optionalOneOf(t.languagePreference, intakeLanguages)),
  ],
);

/**
 * A file in the private R2 bucket. It belongs to a draft while the wizard runs and to the
 * intake once completed: exactly one of the two.
 */
export const intakeDocuments = sqliteTable(
  "intake_documents",
  {
    id: id(),
    draftId: text("draft_id").references(() => intakeDrafts.id, { onDelete: "cascade" }),
    intakeId: text("intake_id").references(() => intakes.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: documentKinds }).notNull(),
    fileName: text("file_name").notNull(),
    /** Decided from the file's signature bytes, never from what the browser declared. */
    contentType: text("content_type", { enum: storedContentTypes }).notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("intake_documents_storage_key_unique").on(t.storageKey),
    index("intake_documents_draft_idx").on(t.draftId, t.kind),
    index("intake_documents_intake_idx").on(t.intakeId, t.kind),
    check("intake_documents_one_owner", sql`(${t.draftId} IS NULL) <> (${t.intakeId} IS NULL)`),
    check("intake_documents_kind_valid", sql`${t.kind} IN (${oneOf(documentKinds)})`),
    check("intake_documents_type_valid", sql`${t.contentType} IN (${oneOf(storedContentTypes)})`),
    check("intake_documents_size_range", sql`${t.size} BETWEEN 1 AND ${sql.raw(String(MAX_FILE_BYTES))}`),
  ],
);
