import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { locales } from "../../i18n/locales";
import { users } from "./accounts";
import { cases } from "./cases";
import { bool, createdAt, id, oneOf } from "./columns";
import { tripPlans } from "./trips";

export const availabilityExceptionKinds = ["day_off", "extra"] as const;
export const bookingStatuses = ["held", "awaiting_email", "confirmed", "cancelled", "done", "no_show"] as const;
/** Statuses that occupy their slot; the partial unique index below is built from this list. */
export const slotOccupyingStatuses = ["held", "awaiting_email", "confirmed", "done", "no_show"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** A coordinator's weekly consultation hours, in Africa/Cairo wall-clock minutes after midnight. */
export const consultationHours = sqliteTable(
  "consultation_hours",
  {
    id: id(),
    coordinatorId: text("coordinator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 0 = Sunday … 6 = Saturday, in Cairo. */
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("consultation_hours_coordinator_idx").on(t.coordinatorId, t.weekday),
    check("consultation_hours_weekday_range", sql`${t.weekday} BETWEEN 0 AND 6`),
    check(
      "consultation_hours_window",
      sql`${t.startMinute} >= 0 AND ${t.endMinute} <= 1440 AND ${t.startMinute} < ${t.endMinute} AND ${t.startMinute} % 15 = 0 AND ${t.endMinute} % 15 = 0`,
    ),
  ],
);

/** One Cairo date that differs from the week: a day off, or extra hours. */
export const availabilityExceptions = sqliteTable(
  "availability_exceptions",
  {
    id: id(),
    coordinatorId: text("coordinator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    kind: text("kind", { enum: availabilityExceptionKinds }).notNull(),
    startMinute: integer("start_minute"),
    endMinute: integer("end_minute"),
    createdAt: createdAt(),
  },
  (t) => [
    index("availability_exceptions_coordinator_idx").on(t.coordinatorId, t.date),
    check("availability_exceptions_kind_valid", sql`${t.kind} IN (${oneOf(availabilityExceptionKinds)})`),
    check(
      "availability_exceptions_window",
      sql`(${t.kind} = 'day_off' AND ${t.startMinute} IS NULL AND ${t.endMinute} IS NULL) OR (${t.kind} = 'extra' AND ${t.startMinute} >= 0 AND ${t.endMinute} <= 1440 AND ${t.startMinute} < ${t.endMinute} AND ${t.startMinute} % 15 = 0 AND ${t.endMinute} % 15 = 0)`,
    ),
  ],
);

/**
 * A consultation from its hold to its outcome. Times are UTC milliseconds; the
 * patient's zone is kept only to write their e-mails in it.
 */
export const consultationBookings = sqliteTable(
  "consultation_bookings",
  {
    id: id(),
    /** Empty once the coordinator's account is gone: the patient's booking and its history stay. */
    coordinatorId: text("coordinator_id").references(() => users.id, { onDelete: "set null" }),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status", { enum: bookingStatuses }).notNull(),
    /** Until when a held or unconfirmed booking keeps its slot. */
    holdExpiresAt: integer("hold_expires_at", { mode: "timestamp_ms" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    patientZone: text("patient_zone").notNull(),
    /** The language the patient booked in: every e-mail about the booking (reminders too) is written in it. */
    locale: text("locale", { enum: locales }).notNull().default("en"),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    topic: text("topic"),
    /** The patient chose to let the coordinator see their intake. */
    sharesIntake: bool("shares_intake").notNull().default(false),
    tripPlanId: text("trip_plan_id").references(() => tripPlans.id, { onDelete: "set null" }),
    doctorId: text("doctor_id"),
    /**
     * The case the consultation belongs to, set when it is confirmed (decision 0159): the one it opened, the open
     * request the patient said it was about, or theirs; a moved consultation keeps it, a merge carries it over.
     */
    caseId: text("case_id").references((): AnySQLiteColumn => cases.id, { onDelete: "set null" }),
    /** The booking this one replaces; it is cancelled when this one is confirmed. */
    replacesId: text("replaces_id"),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    reminder24hQueuedAt: integer("reminder_24h_queued_at", { mode: "timestamp_ms" }),
    reminder2hQueuedAt: integer("reminder_2h_queued_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    // One slot, one patient: a second hold or booking of the same coordinator's slot fails in D1.
    uniqueIndex("consultation_bookings_slot_unique")
      .on(t.coordinatorId, t.startsAt)
      .where(sql`${t.status} IN (${oneOf(slotOccupyingStatuses)})`),
    index("consultation_bookings_starts_idx").on(t.startsAt, t.status),
    index("consultation_bookings_user_idx").on(t.userId, t.startsAt),
    index("consultation_bookings_case_idx").on(t.caseId),
    check("consultation_bookings_status_valid", sql`${t.status} IN (${oneOf(bookingStatuses)})`),
  ],
);
