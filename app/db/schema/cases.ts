import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { caseStatuses, caseTypes, closingReasons } from "../../domain/cases";
import { locales } from "../../i18n/locales";
import { users } from "./accounts";
import { consultationBookings } from "./booking";
import { createdAt, id, oneOf } from "./columns";
import { intakes } from "./intake";
import { contactMessages } from "./messages";
import { treatmentColumn } from "./treatments";
import { tripPlans } from "./trips";

export const caseEventKinds = ["claimed", "assigned", "unassigned", "status_changed", "note_added"] as const;

/**
 * One request a patient sent (a contact message, a trip plan, an intake or a consultation booking) as a coordinator
 * works it. The patient's name, e-mail and treatment are copied here when the case is opened
 * so the list filters and sorts from this one table.
 */
export const cases = sqliteTable(
  "cases",
  {
    id: id(),
    type: text("type", { enum: caseTypes }).notNull(),
    contactMessageId: text("contact_message_id").references(() => contactMessages.id, { onDelete: "cascade" }),
    tripPlanId: text("trip_plan_id").references(() => tripPlans.id, { onDelete: "cascade" }),
    intakeId: text("intake_id").references(() => intakes.id, { onDelete: "cascade" }),
    /** A consultation booked by someone who had no case yet (decision 0159). */
    bookingId: text("booking_id").references((): AnySQLiteColumn => consultationBookings.id, { onDelete: "cascade" }),
    /** The patient's account; null for a contact message from someone without one (matched by e-mail later). */
    patientUserId: text("patient_user_id").references(() => users.id, { onDelete: "set null" }),
    patientName: text("patient_name").notNull(),
    /** Lowercased, so one address finds all of a person's cases. */
    patientEmail: text("patient_email").notNull(),
    /** The patient's WhatsApp number in E.164, once they wrote from it: their messages from it join the case. */
    patientPhone: text("patient_phone"),
    /** The language the patient wrote in (the form, then their latest message): their e-mails about the case use it. */
    locale: text("locale", { enum: locales }).notNull().default("en"),
    /** The treatment the patient asked about, when they named one. */
    treatment: treatmentColumn("treatment"),
    status: text("status", { enum: caseStatuses }).notNull().default("new"),
    closingReason: text("closing_reason", { enum: closingReasons }),
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** When the patient sent it. */
    receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
    /** When the patient is owed a reply (app/cases/case-rules.ts `replyDueAt`). */
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull(),
    /** When the staff first answered the patient: the promise's measure (decision 0158). */
    firstReplyAt: integer("first_reply_at", { mode: "timestamp_ms" }),
    /** The due time whose passing was already e-mailed to the staff, so each promise warns once (decision 0158). */
    overdueNoticeFor: integer("overdue_notice_for", { mode: "timestamp_ms" }),
    /** When a coordinator asked to be reminded of the case: it then returns to review, due, and they are told. */
    remindAt: integer("remind_at", { mode: "timestamp_ms" }),
    remindBy: text("remind_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("cases_remind_idx").on(t.remindAt),
    uniqueIndex("cases_contact_message_unique").on(t.contactMessageId),
    uniqueIndex("cases_trip_plan_unique").on(t.tripPlanId),
    uniqueIndex("cases_intake_unique").on(t.intakeId),
    uniqueIndex("cases_booking_unique").on(t.bookingId),
    // The list reads in due order under every filter: each filter column leads an index ending in
    // (due_at, id). The header counts and totals read (status, assignee_id, due_at) alone.
    index("cases_due_idx").on(t.dueAt, t.id),
    index("cases_status_due_idx").on(t.status, t.dueAt, t.id),
    index("cases_status_assignee_idx").on(t.status, t.assigneeId, t.dueAt),
    index("cases_assignee_due_idx").on(t.assigneeId, t.dueAt, t.id),
    index("cases_type_due_idx").on(t.type, t.dueAt, t.id),
    index("cases_patient_user_idx").on(t.patientUserId, t.receivedAt),
    index("cases_patient_email_idx").on(t.patientEmail, t.receivedAt),
    index("cases_patient_phone_idx").on(t.patientPhone, t.updatedAt),
    check("cases_type_valid", sql`${t.type} IN (${oneOf(caseTypes)})`),
    check("cases_status_valid", sql`${t.status} IN (${oneOf(caseStatuses)})`),
    check(
      "cases_closing_reason_valid",
      sql`(${t.status} = 'closed') = (${t.closingReason} IS NOT NULL) AND (${t.closingReason} IS NULL OR ${t.closingReason} IN (${oneOf(closingReasons)}))`,
    ),
    check(
      "cases_one_source",
      sql`(${t.type} = 'contact' AND ${t.contactMessageId} IS NOT NULL AND ${t.tripPlanId} IS NULL AND ${t.intakeId} IS NULL AND ${t.bookingId} IS NULL)
        OR (${t.type} = 'trip_plan' AND ${t.tripPlanId} IS NOT NULL AND ${t.contactMessageId} IS NULL AND ${t.intakeId} IS NULL AND ${t.bookingId} IS NULL)
        OR (${t.type} = 'intake' AND ${t.intakeId} IS NOT NULL AND ${t.contactMessageId} IS NULL AND ${t.tripPlanId} IS NULL AND ${t.bookingId} IS NULL)
        OR (${t.type} = 'booking' AND ${t.bookingId} IS NOT NULL AND ${t.contactMessageId} IS NULL AND ${t.tripPlanId} IS NULL AND ${t.intakeId} IS NULL)`,
    ),
    check("cases_email_lowercase", sql`${t.patientEmail} = lower(${t.patientEmail})`),
  ],
);

/** The history of a case: every claim, assignment, status change and note, in order. */
export const caseEvents = sqliteTable(
  "case_events",
  {
    id: id(),
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    /** Who did it; null once their account is gone. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: caseEventKinds }).notNull(),
    fromStatus: text("from_status", { enum: caseStatuses }),
    toStatus: text("to_status", { enum: caseStatuses }),
    closingReason: text("closing_reason", { enum: closingReasons }),
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("case_events_case_idx").on(t.caseId, t.createdAt),
    check("case_events_kind_valid", sql`${t.kind} IN (${oneOf(caseEventKinds)})`),
  ],
);

/** Notes coordinators leave for each other. Never shown to the patient, never in an e-mail. */
export const caseNotes = sqliteTable(
  "case_notes",
  {
    id: id(),
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("case_notes_case_idx").on(t.caseId, t.createdAt),
    check("case_notes_body_length", sql`length(${t.body}) BETWEEN 1 AND 5000`),
  ],
);
