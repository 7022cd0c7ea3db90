import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { cases } from "./cases";
import { createdAt, oneOf } from "./columns";

/**
 * The team's working hours in Cairo time (decision 0158), set by admins: one row per working weekday (0 = Sunday);
 * a weekday without a row is a day off. The one setting both the reply clock and every page that states the office
 * hours read; migration 0036 seeds the site's Monday to Saturday, 09:00–18:00.
 */
export const teamHours = sqliteTable(
  "team_hours",
  {
    weekday: integer("weekday").primaryKey(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("team_hours_weekday_valid", sql`${t.weekday} BETWEEN 0 AND 6`),
    check("team_hours_window_valid", sql`${t.startMinute} >= 0 AND ${t.endMinute} <= 1440 AND ${t.startMinute} < ${t.endMinute}`),
  ],
);

/**
 * Dated closures of the team (decision 0158), set by admins: from `first_date` to `last_date` (Cairo's calendar,
 * inclusive) closed all day (no window: Eid al-Fitr, a national holiday) or open only from `start_minute` to
 * `end_minute` (Ramadan hours). They override the weekly hours on those dates.
 */
export const teamClosures = sqliteTable(
  "team_closures",
  {
    id: text("id").primaryKey(),
    /** What the team calls it ("Eid al-Fitr"); the console is English only. */
    name: text("name").notNull(),
    firstDate: text("first_date").notNull(),
    lastDate: text("last_date").notNull(),
    startMinute: integer("start_minute"),
    endMinute: integer("end_minute"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("team_closures_last_date_idx").on(t.lastDate),
    check("team_closures_dates_valid", sql`${t.firstDate} <= ${t.lastDate} AND length(${t.firstDate}) = 10 AND length(${t.lastDate}) = 10`),
    check(
      "team_closures_window_valid",
      sql`(${t.startMinute} IS NULL AND ${t.endMinute} IS NULL) OR (${t.startMinute} >= 0 AND ${t.endMinute} <= 1440 AND ${t.startMinute} < ${t.endMinute})`,
    ),
  ],
);

export const escalationThresholds = ["unassigned_30m", "due_in_30m", "overdue"] as const;
export type EscalationThreshold = (typeof escalationThresholds)[number];

/**
 * Each escalation e-mail sent, once per case, threshold and promise (its due time): the scheduled job's INSERT … ON
 * CONFLICT DO NOTHING decides, so two runs at once cannot both send and a fresh promise may warn again.
 */
export const caseEscalations = sqliteTable(
  "case_escalations",
  {
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    threshold: text("threshold", { enum: escalationThresholds }).notNull(),
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.threshold, t.dueAt] }),
    check("case_escalations_threshold_valid", sql`${t.threshold} IN (${oneOf(escalationThresholds)})`),
  ],
);

/**
 * Who has a case's page open right now, and whether they are writing a reply: each open page
 * pings every 20 seconds with JavaScript (decision 0154). Rows older than a few minutes mean nothing and are
 * deleted by the next ping.
 */
export const casePresence = sqliteTable(
  "case_presence",
  {
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    staffId: text("staff_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    writing: integer("writing", { mode: "boolean" }).notNull().default(false),
    seenAt: integer("seen_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.staffId] }), index("case_presence_seen_idx").on(t.seenAt)],
);
