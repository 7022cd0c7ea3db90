import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { quoteCurrencies } from "../../domain/quotes";
import { paymentEventOutcomes, paymentKinds, paymentProviders, paymentStatuses, type InvoiceCopy } from "../../domain/payments";
import { users } from "./accounts";
import { cases } from "./cases";
import { quotes } from "./case-messages";
import { createdAt, id, oneOf } from "./columns";

/**
 * A payment asked of a patient through a provider: one row per checkout started. A paid one carries its invoice's
 * number (assigned by the statement that records the payment, so numbers have no gaps) and a copy of what the invoice
 * states. The case, quote and patient are set null when they are erased; the row stays, anonymised, as the law
 * asks of invoices.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: id(),
    caseId: text("case_id").references(() => cases.id, { onDelete: "set null" }),
    quoteId: text("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    patientUserId: text("patient_user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: paymentKinds }).notNull(),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    /** The provider's checkout session, set once it is created. */
    sessionId: text("session_id"),
    /** The provider's payment (Stripe's PaymentIntent), set when it is paid or refused. */
    providerPaymentId: text("provider_payment_id"),
    currency: text("currency", { enum: quoteCurrencies }).notNull(),
    amountMinor: integer("amount_minor").notNull(),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    status: text("status", { enum: paymentStatuses }).notNull().default("open"),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    invoiceNumber: integer("invoice_number"),
    invoice: text("invoice", { mode: "json" }).$type<InvoiceCopy>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_session_unique").on(t.sessionId),
    uniqueIndex("payments_invoice_number_unique").on(t.invoiceNumber),
    index("payments_case_idx").on(t.caseId, t.createdAt),
    index("payments_provider_payment_idx").on(t.providerPaymentId),
    index("payments_patient_idx").on(t.patientUserId),
    check("payments_kind_valid", sql`${t.kind} IN (${oneOf(paymentKinds)})`),
    check("payments_provider_valid", sql`${t.provider} IN (${oneOf(paymentProviders)})`),
    check("payments_currency_valid", sql`${t.currency} IN (${oneOf(quoteCurrencies)})`),
    check("payments_status_valid", sql`${t.status} IN (${oneOf(paymentStatuses)})`),
    check("payments_amount_positive", sql`${t.amountMinor} > 0`),
    check("payments_refund_bounds", sql`${t.refundedMinor} BETWEEN 0 AND ${t.amountMinor}`),
    check("payments_paid_numbered", sql`(${t.status} = 'paid') = (${t.invoiceNumber} IS NOT NULL AND ${t.paidAt} IS NOT NULL)`),
  ],
);

/**
 * Every provider webhook event, stored once by its id: a replay finds its row and changes nothing. `token` is the
 * delivery that stored it, so the statements of that one batch act and a replay's do not.
 */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    paymentId: text("payment_id").references(() => payments.id, { onDelete: "set null" }),
    outcome: text("outcome", { enum: paymentEventOutcomes }).notNull(),
    token: text("token").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_events_payment_idx").on(t.paymentId),
    check("payment_events_outcome_valid", sql`${t.outcome} IN (${oneOf(paymentEventOutcomes)})`),
  ],
);

/** A refund a staff member issued from the case: how much, why, by whom; the provider's refund id once it answered. */
export const paymentRefunds = sqliteTable(
  "payment_refunds",
  {
    id: id(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amountMinor: integer("amount_minor").notNull(),
    reason: text("reason"),
    providerRefundId: text("provider_refund_id"),
    staffId: text("staff_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("payment_refunds_payment_idx").on(t.paymentId, t.createdAt), check("payment_refunds_amount_positive", sql`${t.amountMinor} > 0`)],
);

/** The development stand-in's checkout sessions (/dev/payments): Stripe's side of them; never written in production. */
export const paymentStandIn = sqliteTable("payment_stand_in", {
  id: text("id").primaryKey(),
  session: text("session", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});
