import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  deliveryStatuses,
  MAX_MESSAGE_LENGTH,
  messageAuthors,
  messageChannels,
  quarantineReasons,
  whatsappOptInMethods,
} from "../../domain/case-messages";
import { quoteCurrencies, quoteItemKinds, quoteStatuses, type AcceptedQuoteCopy, type QuoteTerms } from "../../domain/quotes";
import { users } from "./accounts";
import { cases } from "./cases";
import { createdAt, id, oneOf } from "./columns";
import { treatmentColumn } from "./treatments";
import { locales } from "../../i18n/locales";

/** The conversation between the patient and the coordinators of a case. Internal notes live elsewhere (case_notes). */
export const caseMessages = sqliteTable(
  "case_messages",
  {
    id: id(),
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    author: text("author", { enum: messageAuthors }).notNull(),
    /** The staff member or signed-in patient who wrote it; null for a patient answering through a link. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The patient's e-mail on patient messages: the hourly limit counts by it across cases. */
    patientEmail: text("patient_email"),
    body: text("body").notNull(),
    /** Written on the site, or an e-mailed reply (app/cases/inbound-email/). */
    channel: text("channel", { enum: messageChannels }).notNull().default("site"),
    createdAt: createdAt(),
    /** Meta's id of a WhatsApp message (`wamid…`): unique, so a webhook delivered twice is stored once. */
    whatsappId: text("whatsapp_id"),
    /** What WhatsApp last said of a message sent there; null while it waits in the queue. */
    deliveryStatus: text("delivery_status", { enum: deliveryStatuses }),
  },
  (t) => [
    index("case_messages_case_idx").on(t.caseId, t.createdAt),
    uniqueIndex("case_messages_whatsapp_unique").on(t.whatsappId),
    check("case_messages_delivery_status_valid", sql`${t.deliveryStatus} IN (${oneOf(deliveryStatuses)})`),
    check("case_messages_channel_valid", sql`${t.channel} IN (${oneOf(messageChannels)})`),
    index("case_messages_patient_idx").on(t.patientEmail, t.createdAt),
    check("case_messages_author_valid", sql`${t.author} IN (${oneOf(messageAuthors)})`),
    check("case_messages_body_length", sql`length(${t.body}) BETWEEN 1 AND ${sql.raw(String(MAX_MESSAGE_LENGTH))}`),
    check("case_messages_patient_email", sql`(${t.author} = 'patient') = (${t.patientEmail} IS NOT NULL)`),
  ],
);

/** When the patient last read a case's thread (the staff's reads are each their own: staff_case_reads). */
export const caseReads = sqliteTable(
  "case_reads",
  {
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    reader: text("reader", { enum: messageAuthors }).notNull(),
    readAt: integer("read_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.reader] }),
    check("case_reads_reader_valid", sql`${t.reader} IN (${oneOf(messageAuthors)})`),
  ],
);

/** When each staff member last read a case's thread: "Unread reply" is each one's own (decision 0154). */
export const staffCaseReads = sqliteTable(
  "staff_case_reads",
  {
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    staffId: text("staff_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: integer("read_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.staffId] })],
);

/**
 * Saved replies: a title, the language it is written in, and a body with placeholders ({firstName},
 * {coordinatorName}, {bookingLink}) filled in when a coordinator inserts it (decision 0153). The team's have no owner
 * and are managed by admins; a staff member's own are offered to them alone.
 */
export const savedReplies = sqliteTable(
  "saved_replies",
  {
    id: id(),
    title: text("title").notNull(),
    locale: text("locale", { enum: locales }).notNull(),
    body: text("body").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("saved_replies_locale_idx").on(t.locale, t.title),
    index("saved_replies_owner_idx").on(t.ownerId, t.locale, t.title),
    check("saved_replies_locale_valid", sql`${t.locale} IN (${oneOf(locales)})`),
    check("saved_replies_title_length", sql`length(${t.title}) BETWEEN 1 AND 100`),
    check("saved_replies_body_length", sql`length(${t.body}) BETWEEN 1 AND ${sql.raw(String(MAX_MESSAGE_LENGTH))}`),
  ],
);

/**
 * A priced offer on a trip-plan or intake case. A case's quotes share one number; each
 * revision is a new version that supersedes the open one. Totals are computed by the server.
 */
export const quotes = sqliteTable(
  "quotes",
  {
    id: id(),
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    version: integer("version").notNull(),
    currency: text("currency", { enum: quoteCurrencies }).notNull(),
    totalMinor: integer("total_minor").notNull(),
    included: text("included").notNull(),
    excluded: text("excluded").notNull(),
    hospital: text("hospital"),
    doctor: text("doctor"),
    /** The last day (YYYY-MM-DD) the patient can accept it. */
    validUntil: text("valid_until").notNull(),
    status: text("status", { enum: quoteStatuses }).notNull().default("sent"),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    declineReason: text("decline_reason"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** The treatment quoted; null only on quotes older than the field whose case named none. */
    treatment: treatmentColumn("treatment"),
    /** What the price covers, the deposit, balance, cancellation, taxes, the most it can rise; null on quotes older than terms. */
    terms: text("terms", { mode: "json" }).$type<QuoteTerms>(),
    /** The copy of what the patient accepted, written by the statement that accepts; null on any other version. */
    acceptedCopy: text("accepted_copy", { mode: "json" }).$type<AcceptedQuoteCopy>(),
  },
  (t) => [
    uniqueIndex("quotes_case_version_unique").on(t.caseId, t.version),
    uniqueIndex("quotes_number_version_unique").on(t.number, t.version),
    check("quotes_currency_valid", sql`${t.currency} IN (${oneOf(quoteCurrencies)})`),
    check("quotes_status_valid", sql`${t.status} IN (${oneOf(quoteStatuses)})`),
    check("quotes_total_nonnegative", sql`${t.totalMinor} >= 0`),
  ],
);

export const quoteItems = sqliteTable(
  "quote_items",
  {
    id: id(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: quoteItemKinds }).notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull().default(1),
    unitMinor: integer("unit_minor").notNull(),
    /** quantity × unit price, in minor units. */
    amountMinor: integer("amount_minor").notNull(),
  },
  (t) => [
    uniqueIndex("quote_items_position_unique").on(t.quoteId, t.position),
    check("quote_items_kind_valid", sql`${t.kind} IN (${oneOf(quoteItemKinds)})`),
    check("quote_items_amount_nonnegative", sql`${t.amountMinor} >= 0`),
    check("quote_items_quantity_valid", sql`${t.quantity} BETWEEN 1 AND 999`),
    check("quote_items_amount_is_quantity_times_unit", sql`${t.amountMinor} = ${t.quantity} * ${t.unitMinor}`),
  ],
);

/**
 * Inbound e-mail that did not reach a thread (a forged or expired reply address, a sender who is not the case's
 * patient, nothing to add): kept for the admins' review. The raw message is in R2 under `raw_key`; `bounced_at`
 * is set on the one row per sender and day whose sender was answered, so a bounce never starts a loop.
 */
export const inboundQuarantine = sqliteTable(
  "inbound_quarantine",
  {
    id: id(),
    sender: text("sender").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    reason: text("reason", { enum: quarantineReasons }).notNull(),
    /** The new text of the message, as it would have reached the thread. */
    body: text("body").notNull(),
    /** The case its reply address named, while it exists. */
    caseId: text("case_id").references(() => cases.id, { onDelete: "set null" }),
    rawKey: text("raw_key").notNull(),
    bouncedAt: integer("bounced_at", { mode: "timestamp_ms" }),
    receivedAt: integer("received_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    index("inbound_quarantine_received_idx").on(t.receivedAt),
    index("inbound_quarantine_sender_idx").on(t.sender, t.receivedAt),
    check("inbound_quarantine_reason_valid", sql`${t.reason} IN (${oneOf(quarantineReasons)})`),
  ],
);

/**
 * A WhatsApp number's consent (E.164): when and how it was given, and when the patient withdrew it with STOP. Only
 * a number with consent and no withdrawal is written to.
 */
export const whatsappContacts = sqliteTable(
  "whatsapp_contacts",
  {
    phone: text("phone").primaryKey(),
    optedInAt: integer("opted_in_at", { mode: "timestamp_ms" }).notNull(),
    optInMethod: text("opt_in_method", { enum: whatsappOptInMethods }).notNull(),
    optedOutAt: integer("opted_out_at", { mode: "timestamp_ms" }),
    /** The number's last message to us: free text may answer it for 24 hours (WhatsApp's customer service window). */
    lastMessageAt: integer("last_message_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("whatsapp_contacts_opt_in_method_valid", sql`${t.optInMethod} IN (${oneOf(whatsappOptInMethods)})`)],
);

/**
 * The development stand-in for Meta (/dev/whatsapp): every message of each number's chat as Meta's side saw it,
 * the patient's (written there by a developer) and the business's (the app's Graph API calls). Never written in
 * production.
 */
export const whatsappStandIn = sqliteTable(
  "whatsapp_stand_in",
  {
    id: id(),
    phone: text("phone").notNull(),
    direction: text("direction", { enum: ["to_business", "to_patient"] }).notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("whatsapp_stand_in_phone_idx").on(t.phone, t.createdAt),
    check("whatsapp_stand_in_direction_valid", sql`${t.direction} IN ('to_business', 'to_patient')`),
  ],
);
