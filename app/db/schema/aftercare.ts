import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { cases } from "./cases";
import { bool, createdAt, id, jsonList } from "./columns";

/**
 * One follow-up check-in of a case after discharge: planned by the coordinator (days after the
 * discharge date), sent once by the Cron Trigger when due (`sent_at` is the claim), answered once
 * by the patient; one whose form closed before it could go out lapses unsent. A warning sign or a
 * low score makes it urgent until a coordinator marks it handled.
 */
export const followUpCheckins = sqliteTable(
  "follow_up_checkins",
  {
    id: id(),
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    /** Days after the discharge date. */
    dayOffset: integer("day_offset").notNull(),
    /** 09:00 in Cairo on the discharge date plus `day_offset` days. */
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    answeredAt: integer("answered_at", { mode: "timestamp_ms" }),
    feeling: integer("feeling"),
    pain: integer("pain"),
    warningSigns: jsonList("warning_signs"),
    note: text("note"),
    wantsCall: bool("wants_call"),
    urgent: bool("urgent").notNull().default(false),
    handledAt: integer("handled_at", { mode: "timestamp_ms" }),
    handledBy: text("handled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** Never sent: its form had closed before the job could send it (decision 0161). */
    lapsedAt: integer("lapsed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("follow_up_checkins_case_day_idx").on(t.caseId, t.dayOffset),
    // One plan, one check-in to send per day; sent ones are history, and a merge may bring a second of a day.
    uniqueIndex("follow_up_checkins_unsent_day_unique")
      .on(t.caseId, t.dayOffset)
      .where(sql`${t.sentAt} IS NULL`),
    index("follow_up_checkins_due_idx").on(t.sentAt, t.dueAt),
    check("follow_up_checkins_day_range", sql`${t.dayOffset} BETWEEN 1 AND 365`),
    check("follow_up_checkins_scores", sql`(${t.feeling} IS NULL OR ${t.feeling} BETWEEN 0 AND 10) AND (${t.pain} IS NULL OR ${t.pain} BETWEEN 0 AND 10)`),
    check("follow_up_checkins_answer_after_send", sql`${t.answeredAt} IS NULL OR ${t.sentAt} IS NOT NULL`),
    check("follow_up_checkins_note_length", sql`${t.note} IS NULL OR length(${t.note}) <= 2000`),
    check("follow_up_checkins_lapsed_unsent", sql`${t.lapsedAt} IS NULL OR ${t.sentAt} IS NULL`),
  ],
);
