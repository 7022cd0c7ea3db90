import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt, id, oneOf } from "./columns";
import { treatmentColumn } from "./treatments";
import { subscriptionStatuses } from "../../domain/newsletter";
export { subscriptionStatuses } from "../../domain/newsletter";

export const outboxStatuses = ["queued", "sent", "failed"] as const;

export const newsletterSubscriptions = sqliteTable(
  "newsletter_subscriptions",
  {
    id: id(),
    email: text("email").notNull(),
    /** The account that proved it owns the address (set by triggers, decision 0143): export and erasure go by it. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    source: text("source").notNull().default("footer"),
    preferences: text("preferences", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: subscriptionStatuses }).notNull().default("pending"),
    /** SHA-256 of the confirmation token; the token itself only travels in the e-mail. */
    confirmTokenHash: text("confirm_token_hash"),
    /** SHA-256 of the unsubscribe token carried by every newsletter e-mail. */
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    createdAt: createdAt(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("newsletter_email_unique").on(t.email),
    uniqueIndex("newsletter_confirm_token_unique").on(t.confirmTokenHash),
    uniqueIndex("newsletter_unsubscribe_token_unique").on(t.unsubscribeTokenHash),
    index("newsletter_user_idx").on(t.userId),
    check("newsletter_status_valid", sql`${t.status} IN (${oneOf(subscriptionStatuses)})`),
  ],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** The account that proved it owns the address (set by triggers, decision 0143): export and erasure go by it. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    phone: text("phone"),
    country: text("country"),
    treatment: treatmentColumn("treatment"),
    message: text("message").notNull(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt), index("contact_messages_user_idx").on(t.userId)],
);

/** Every e-mail we send, rendered, with its delivery status: nothing is lost silently. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    template: text("template").notNull(),
    toAddress: text("to_address").notNull(),
    /**
     * Who the mail is to and what it is about (each e-mail kind's `about`): export and erasure
     * find a person's mail by these ids, never by searching the text.
     */
    userId: text("user_id"),
    caseId: text("case_id"),
    bookingId: text("booking_id"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: outboxStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_status_idx").on(t.status),
    index("email_outbox_user_idx").on(t.userId),
    index("email_outbox_case_idx").on(t.caseId),
    index("email_outbox_booking_idx").on(t.bookingId),
    check("email_outbox_status_valid", sql`${t.status} IN (${oneOf(outboxStatuses)})`),
  ],
);
