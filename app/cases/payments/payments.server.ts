import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { displayNameOf } from "~/auth/display-name";
import { caseItineraries, paymentEvents, paymentRefunds, payments, profiles, quotes } from "~/db/schema";
import type { InvoiceCopy } from "~/domain/payments";
import { queueEmails } from "~/email/email.server";
import { localePath, type Locale } from "~/i18n/locales";
import { formatMoney } from "~/i18n/money";
import { CLINIC_ZONE, wallClock } from "~/i18n/time";
import { auditIf } from "~/staff/audit.server";
import type { StaffUser } from "~/staff/permissions.server";
import { loggableError } from "~/utils/loggable-error";
import type { CaseRecord } from "~/cases/case-access.server";
import { quoteReference } from "~/cases/quotes/quote-rules";
import { chargedDepositMinor, invoiceNumberText, refundableMinor, refundablePercent } from "./payment-rules";
import type { PaymentEvent, PaymentProvider } from "./provider";
import { stripeFetcher } from "./stand-in-api.server";
import { stripeProvider } from "./stripe-provider.server";

/** The provider deposits go through: Stripe, whose API is the stand-in's in development. */
export function paymentProvider(): PaymentProvider {
  return stripeProvider(stripeFetcher());
}

export type PaymentRow = typeof payments.$inferSelect;
type QuoteRow = typeof quotes.$inferSelect;

/** The case's accepted quote, the only version a deposit is taken for; null when none was accepted or it states no terms. */
async function acceptedQuoteOf(caseId: string) {
  const quote = await db.query.quotes.findFirst({ where: and(eq(quotes.caseId, caseId), eq(quotes.status, "accepted")) });
  return quote?.terms ? { ...quote, terms: quote.terms } : null;
}

/** A quote is paid for once: a paid deposit of it. */
const depositPaid = (quoteId: string) => sql`EXISTS (SELECT 1 FROM payments AS paid WHERE paid.quote_id = ${quoteId} AND paid.status = 'paid')`;

export type CheckoutResult = { ok: true; url: string } | { ok: false; reason: "noQuote" | "paid" | "provider" };

/**
 * The patient's "Pay the deposit": a payment row for the case's accepted version (decided in its insert: the quote is
 * still the accepted one and its deposit is not paid), then the provider's checkout for it, whose address the patient
 * is sent to. A provider failure leaves the row expired and says so; nothing is charged.
 */
export async function startDepositCheckout(caseRow: CaseRecord, locale: Locale, provider = paymentProvider()): Promise<CheckoutResult> {
  const quote = await acceptedQuoteOf(caseRow.id);
  if (!quote) return { ok: false, reason: "noQuote" };
  const amountMinor = chargedDepositMinor(quote.terms, quote.totalMinor, quote.currency);
  const reference = quoteReference(quote.number, quote.version);
  const invoice: InvoiceCopy = {
    billedTo: caseRow.patientName,
    email: caseRow.patientEmail,
    quoteReference: reference,
    treatmentId: quote.treatment,
    quoteTotalMinor: quote.totalMinor,
    lines: [{ kind: "deposit", quantity: 1, unitMinor: amountMinor, amountMinor }],
    taxes: quote.terms.taxes,
    balance: quote.terms.balance,
  };
  const id = crypto.randomUUID();
  const inserted = await guardedInsert(
    payments,
    {
      id,
      caseId: caseRow.id,
      quoteId: quote.id,
      patientUserId: caseRow.patientUserId,
      kind: "deposit",
      provider: provider.name,
      currency: quote.currency,
      amountMinor,
      status: "open",
      invoice,
    },
    sql`EXISTS (SELECT 1 FROM quotes WHERE id = ${quote.id} AND case_id = ${caseRow.id} AND status = 'accepted') AND NOT ${depositPaid(quote.id)}`,
  ).returning({ id: payments.id });
  if (inserted.length === 0) return { ok: false, reason: "paid" };
  const page = `${config.siteUrl}${localePath(locale, `/requests/${caseRow.id}`)}`;
  try {
    const session = await provider.createCheckout({
      paymentId: id,
      caseId: caseRow.id,
      quoteId: quote.id,
      currency: quote.currency,
      amountMinor,
      description: `Deposit, quote ${reference}`,
      locale,
      successUrl: `${page}?deposit=paid#deposit`,
      cancelUrl: `${page}?deposit=cancelled#deposit`,
    });
    await db.update(payments).set({ sessionId: session.id }).where(eq(payments.id, id));
    return { ok: true, url: session.url };
  } catch (error) {
    console.error("The payment provider refused a checkout", loggableError(error));
    await db.update(payments).set({ status: "expired" }).where(eq(payments.id, id));
    return { ok: false, reason: "provider" };
  }
}

/**
 * One provider event, stored once by its id and acted on only by the delivery that stored it (its token): a replay,
 * at any time or at the same moment, finds the row and changes nothing. A completed checkout is recorded only for the
 * version that is still the accepted one; it takes the next invoice number in the same statement (the greatest plus
 * one, and unique), so numbers have no gaps whatever completes at once. True when it changed a payment.
 */
export async function applyPaymentEvent(event: PaymentEvent, now = new Date()) {
  const token = crypto.randomUUID();
  const stored = sql`EXISTS (SELECT 1 FROM payment_events WHERE id = ${event.id} AND token = ${token})`;
  const store = db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type === "other" ? event.name : event.type, outcome: "ignored", token, paymentId: eventTarget(event) })
    .onConflictDoNothing();
  const change = eventChange(event, stored, now);
  if (!change) {
    await store;
    return false;
  }
  const [, , applied] = await db.batch([
    store,
    change,
    db
      .update(paymentEvents)
      .set({ outcome: "applied" })
      .where(and(eq(paymentEvents.id, event.id), eq(paymentEvents.token, token), sql`changes() > 0`))
      .returning({ id: paymentEvents.id }),
  ]);
  return applied.length === 1;
}

/** The payment an event is about, as a subquery for its stored row (null when none is). */
function eventTarget(event: PaymentEvent) {
  switch (event.type) {
    case "completed":
    case "expired":
      return sql`(SELECT id FROM payments WHERE session_id = ${event.sessionId})`;
    case "failed":
      return sql`(SELECT id FROM payments WHERE id = ${event.paymentId ?? ""})`;
    case "refunded":
      return sql`(SELECT id FROM payments WHERE provider_payment_id = ${event.providerPaymentId} AND status = 'paid')`;
    case "other":
      return null;
  }
}

/** The statement an event makes, guarded by `stored` (only the delivery that stored it acts); null for a type we leave. */
function eventChange(event: PaymentEvent, stored: SQL, now: Date) {
  switch (event.type) {
    case "completed":
      return db
        .update(payments)
        .set({
          status: "paid",
          paidAt: now,
          providerPaymentId: event.providerPaymentId,
          invoiceNumber: sql`(SELECT coalesce(max(numbered.invoice_number), 0) + 1 FROM payments AS numbered)`,
        })
        .where(
          and(
            eq(payments.sessionId, event.sessionId),
            sql`${payments.status} <> 'paid'`,
            event.paid ? sql`1` : sql`0`,
            eq(payments.amountMinor, event.amountMinor),
            // A session of a version that is no longer the accepted one is left as it is.
            sql`EXISTS (SELECT 1 FROM quotes WHERE quotes.id = ${payments.quoteId} AND quotes.status = 'accepted')`,
            stored,
          ),
        );
    case "failed":
      return db
        .update(payments)
        .set({ status: "failed", providerPaymentId: event.providerPaymentId })
        .where(and(eq(payments.id, event.paymentId ?? ""), eq(payments.status, "open"), stored));
    case "expired":
      return db
        .update(payments)
        .set({ status: "expired" })
        .where(and(eq(payments.sessionId, event.sessionId), eq(payments.status, "open"), stored));
    case "refunded":
      // What the provider says went back: a refund issued here is counted already, one made at the provider's
      // dashboard is counted now (never beyond what was paid).
      return db
        .update(payments)
        .set({ refundedMinor: sql`max(${payments.refundedMinor}, min(${event.refundedMinor}, ${payments.amountMinor}))` })
        .where(and(eq(payments.providerPaymentId, event.providerPaymentId), eq(payments.status, "paid"), stored));
    case "other":
      return null;
  }
}

export type PaymentView = {
  id: string;
  status: PaymentRow["status"];
  currency: PaymentRow["currency"];
  amountMinor: number;
  refundedMinor: number;
  /** ISO time. */
  paidAt: string | null;
  invoiceNumber: number | null;
  quoteReference: string;
};

const viewOf = (row: PaymentRow): PaymentView => ({
  id: row.id,
  status: row.status,
  currency: row.currency,
  amountMinor: row.amountMinor,
  refundedMinor: row.refundedMinor,
  paidAt: row.paidAt?.toISOString() ?? null,
  invoiceNumber: row.invoiceNumber,
  quoteReference: row.invoice.quoteReference,
});

/**
 * What the patient's request page says of the deposit: the paid one (with its invoice), or what to pay for the
 * accepted version and whether the last attempt failed; null when there is no accepted quote with terms.
 */
export async function depositFor(caseId: string) {
  const quote = await acceptedQuoteOf(caseId);
  if (!quote) return null;
  const rows = await db.select().from(payments).where(eq(payments.quoteId, quote.id)).orderBy(desc(payments.createdAt));
  const paid = rows.find((row) => row.status === "paid");
  return {
    currency: quote.currency,
    amountMinor: chargedDepositMinor(quote.terms, quote.totalMinor, quote.currency),
    dueDays: quote.terms.depositDueDays,
    decidedAt: quote.decidedAt?.toISOString() ?? null,
    paid: paid ? viewOf(paid) : null,
    lastFailed: !paid && rows[0]?.status === "failed",
  };
}

/** Every payment of a case, newest first, with its refunds and who issued them, for the coordinator's panel and history. */
export async function casePayments(caseId: string) {
  const rows = await db.select().from(payments).where(eq(payments.caseId, caseId)).orderBy(desc(payments.createdAt));
  const refunds = await db
    .select({ id: paymentRefunds.id, paymentId: paymentRefunds.paymentId, amountMinor: paymentRefunds.amountMinor, reason: paymentRefunds.reason, at: paymentRefunds.createdAt, username: profiles.username })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .leftJoin(profiles, eq(profiles.userId, paymentRefunds.staffId))
    .where(eq(payments.caseId, caseId))
    .orderBy(desc(paymentRefunds.createdAt));
  const quote = await acceptedQuoteOf(caseId);
  const percent = quote ? await refundPercentToday(caseId, quote.terms, Date.now()) : 0;
  return rows.map((row) => ({
    ...viewOf(row),
    refundableMinor: row.status === "paid" && row.quoteId === quote?.id ? refundableMinor(row, percent) : 0,
    refundPercent: percent,
    refunds: refunds.filter((r) => r.paymentId === row.id).map(({ username, ...r }) => ({ ...r, at: r.at.toISOString(), staffName: displayNameOf(username) })),
  }));
}

/** The share of a paid deposit the accepted quote's cancellation rules refund on Cairo's calendar day of `now`. */
async function refundPercentToday(caseId: string, terms: NonNullable<QuoteRow["terms"]>, now: number) {
  const [trip] = await db.select({ arrivalAt: caseItineraries.arrivalAt }).from(caseItineraries).where(eq(caseItineraries.caseId, caseId));
  const arrivalDate = trip?.arrivalAt ? wallClock(trip.arrivalAt.getTime(), CLINIC_ZONE).date : null;
  return refundablePercent(terms.cancellation, arrivalDate, wallClock(now, CLINIC_ZONE).date);
}

export type RefundResult = { ok: true; refundedMinor: number } | { ok: false; reason: "notPaid" | "overLimit" | "provider"; limitMinor?: number };

/**
 * A staff refund of `amountMinor` of a paid deposit, at most what the accepted quote's cancellation rules refund today
 * less what went back already. The amount is reserved first, in the statement that checks the limit (two refunds at
 * once cannot pass it together), with its refund row and audit in the same batch; then the provider is asked, and a
 * refusal gives the reservation back. The patient is e-mailed.
 */
export async function refundPayment(
  staff: StaffUser,
  caseRow: CaseRecord,
  paymentId: string,
  amountMinor: number,
  reason: string | null,
  { ip = null, now = new Date(), provider = paymentProvider() }: { ip?: string | null; now?: Date; provider?: PaymentProvider } = {},
): Promise<RefundResult> {
  const [payment] = await db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.caseId, caseRow.id), eq(payments.status, "paid")));
  const quote = await acceptedQuoteOf(caseRow.id);
  if (!payment?.providerPaymentId || !quote || payment.quoteId !== quote.id) return { ok: false, reason: "notPaid" };
  const percent = await refundPercentToday(caseRow.id, quote.terms, now.getTime());
  const ceiling = Math.floor((payment.amountMinor * percent) / 100);
  const refundId = crypto.randomUUID();
  const [reservation] = await db.batch([
    db
      .update(payments)
      .set({ refundedMinor: sql`${payments.refundedMinor} + ${amountMinor}` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "paid"), sql`${payments.refundedMinor} + ${amountMinor} <= ${ceiling}`))
      .returning({ id: payments.id }),
    guardedInsert(paymentRefunds, { id: refundId, paymentId, amountMinor, reason, staffId: staff.id, createdAt: now }, sql`changes() = 1`),
  ]);
  if (reservation.length === 0) {
    const [fresh] = await db.select({ refundedMinor: payments.refundedMinor }).from(payments).where(eq(payments.id, paymentId));
    return { ok: false, reason: "overLimit", limitMinor: Math.max(0, ceiling - (fresh?.refundedMinor ?? 0)) };
  }
  try {
    const providerRefundId = await provider.refund(payment.providerPaymentId, amountMinor, `refund-${refundId}`);
    // Audited once the provider has refunded: a refusal leaves no record of a refund that did not happen.
    await db.batch([
      db.update(paymentRefunds).set({ providerRefundId }).where(eq(paymentRefunds.id, refundId)),
      auditIf(
        staff,
        {
          action: "payment_refunded",
          caseId: caseRow.id,
          subjectUserId: caseRow.patientUserId,
          detail: `Refunded ${formatMoney("en", amountMinor, payment.currency, { minor: true })} of invoice ${invoiceNumberText(payment.invoiceNumber ?? 0)}`,
        },
        sql`1`,
        now,
        ip,
      ),
    ]);
  } catch (error) {
    console.error("The payment provider refused a refund", loggableError(error));
    await db.batch([
      db.update(payments).set({ refundedMinor: sql`${payments.refundedMinor} - ${amountMinor}` }).where(eq(payments.id, paymentId)),
      db.delete(paymentRefunds).where(eq(paymentRefunds.id, refundId)),
    ]);
    return { ok: false, reason: "provider" };
  }
  await queueEmails([{ type: "payment-refunded", refundId }], { stored: `Refund ${refundId}` });
  return { ok: true, refundedMinor: amountMinor };
}

/** A paid payment's invoice for the patient of its case. */
export async function invoiceOf(caseId: string, paymentId: string) {
  const [row] = await db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.caseId, caseId), eq(payments.status, "paid")));
  return row ?? null;
}
