import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { cases } from "./cases";
import { createdAt, id } from "./columns";
import { doctors } from "./doctors";
import { treatmentColumn } from "./treatments";

/**
 * A verified review: written once per case by the signed-in patient of a case that reached Follow-up Care after
 * its 30-day check-in (the INSERT decides, decision 0161). Never edited; staff can only hide it with a reason.
 * The optional story is published on /stories once the patient consented and a coordinator approved it.
 */
export const reviews = sqliteTable(
  "reviews",
  {
    id: id(),
    caseId: text("case_id")
      .notNull()
      .unique()
      .references(() => cases.id, { onDelete: "cascade" }),
    patientUserId: text("patient_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The catalogue doctor named on the case's journey, when it names one. */
    doctorId: text("doctor_id").references(() => doctors.id, { onDelete: "set null" }),
    doctorStars: integer("doctor_stars").notNull(),
    serviceStars: integer("service_stars").notNull(),
    text: text("text").notNull(),
    /** What the patient chose to show; null shows "Verified patient" without a name or country. */
    shownName: text("shown_name"),
    shownCountry: text("shown_country"),
    /** The treatment the patient had (the case's, decision 0161), and the month (YYYY-MM) treatment ended. */
    treatment: treatmentColumn("treatment"),
    treatedMonth: text("treated_month").notNull(),
    story: text("story"),
    storyConsent: integer("story_consent", { mode: "boolean" }).notNull().default(false),
    storyApprovedAt: integer("story_approved_at", { mode: "timestamp_ms" }),
    storyApprovedBy: text("story_approved_by").references(() => users.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason"),
    hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** The patient's own consent to show what they paid beside the listed price at home (decision 0161). */
    priceConsent: integer("price_consent", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    index("reviews_doctor_idx").on(t.doctorId, t.createdAt),
    check("reviews_stars", sql`${t.doctorStars} BETWEEN 1 AND 5 AND ${t.serviceStars} BETWEEN 1 AND 5`),
    check("reviews_text_length", sql`length(${t.text}) BETWEEN 1 AND 2000 AND (${t.story} IS NULL OR length(${t.story}) <= 4000)`),
    check("reviews_hidden_has_reason", sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL)`),
  ],
);

/** The review invitation of a case, sent once: the Cron Trigger's INSERT claims it. */
export const reviewInvitations = sqliteTable("review_invitations", {
  caseId: text("case_id")
    .primaryKey()
    .references(() => cases.id, { onDelete: "cascade" }),
  sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
});
