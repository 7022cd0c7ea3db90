import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, oneOf } from "./columns";

export const subscriptionStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export const outboxStatuses = ["queued", "sent", "failed"] as const;

export const newsletterSubscriptions = sqliteTable(
  "newsletter_subscriptions",
  {
    id: id(),
    email: text("email").notNull(),
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
    phone: text("phone"),
    country: text("country"),
    treatment: text("treatment"),
    message: text("message").notNull(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/** Every e-mail we send, rendered, with its delivery status: nothing is lost silently. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    template: text("template").notNull(),
    toAddress: text("to_address").notNull(),
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
    check("email_outbox_status_valid", sql`${t.status} IN (${oneOf(outboxStatuses)})`),
  ],
);
