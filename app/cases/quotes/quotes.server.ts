import { aroundTheClock } from "~/i18n/time";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cases, quoteItems, quotes } from "~/db/schema/index";
import type { CaseRecord } from "~/cases/case-access.server";
import { moveCase } from "~/cases/move-case.server";
import { officeHoursPromise } from "~/cases/case-rules";
import { stageAfterAcceptance } from "~/cases/journey.server";
import { loadTeamHours } from "~/staff/team-hours.server";
import { queueEmails } from "~/email/email.server";
import type { EmailJob } from "~/email/email.server";
import type { Locale } from "~/i18n/locales";
import { auditIf } from "~/staff/audit.server";
import { treatmentName } from "~/treatments/treatment-name";
import type { StaffUser } from "~/staff/permissions.server";
import type { AcceptedQuoteCopy, QuoteTerms } from "~/domain/quotes";
import { parseAmountToMinor, quoteTotalMinor, type QuoteCurrency, type QuoteItemKind, type QuoteStatus } from "./quote-rules";
import type { QuoteInput } from "./quote-schema";

/** One line: quantity × unit price = amount, in minor units of the quote's currency. */
export type QuoteLine = { kind: QuoteItemKind; description: string; quantity: number; unitMinor: number; amountMinor: number };

export type QuoteView = {
  id: string;
  /** The treatment quoted (its id), and its name in the reader's language. */
  treatmentId: string | null;
  treatment: string | null;
  number: number;
  version: number;
  currency: QuoteCurrency;
  totalMinor: number;
  /** The coordinator's notes beside the checklist ("" when none). */
  included: string;
  excluded: string;
  /** Null only on versions sent before quotes carried terms. */
  terms: QuoteTerms | null;
  /** What the patient accepted, on the accepted version only. */
  acceptedCopy: AcceptedQuoteCopy | null;
  hospital: string | null;
  doctor: string | null;
  validUntil: string;
  status: QuoteStatus;
  /** ISO times. */
  sentAt: string;
  decidedAt: string | null;
  declineReason: string | null;
  items: QuoteLine[];
};

/**
 * Any open case can be quoted: the dashboard's "Get Free Quote" leads to the contact form, so a contact
 * message is a request for a price as much as a plan or an intake (decision 0155).
 */
export function canQuote(caseRow: Pick<CaseRecord, "status">) {
  return caseRow.status !== "closed";
}

/** The lines a coordinator filled in, as minor units; empty rows are skipped. */
export function quoteLines(input: QuoteInput): QuoteLine[] {
  return input.items.flatMap((item) => {
    const unitMinor = item.unitPrice === null ? null : parseAmountToMinor(item.unitPrice, input.currency);
    return unitMinor === null
      ? []
      : [{ kind: item.kind, description: item.description ?? "", quantity: item.quantity, unitMinor, amountMinor: unitMinor * item.quantity }];
  });
}

/** The terms of a valid form, as the version stores them (the schema has checked every amount). */
export function quoteTerms(input: QuoteInput): QuoteTerms {
  const minor = (text: string | null) => (text === null ? 0 : (parseAmountToMinor(text, input.currency) ?? 0));
  const rise = minor(input.riseMax);
  return {
    inclusions: input.inclusions,
    rise:
      rise > 0 && input.riseCondition
        ? { maxMinor: rise, condition: input.riseCondition, ...(input.riseConditionAr ? { conditionAr: input.riseConditionAr } : {}) }
        : null,
    deposit:
      input.depositKind === "percent"
        ? { kind: "percent", percent: Number(input.depositValue) }
        : { kind: "amount", amountMinor: minor(input.depositValue) },
    depositDueDays: input.depositDueDays,
    balance: { place: input.balancePlace, time: input.balanceTime },
    cancellation: {
      tiers: input.cancellation
        .flatMap((tier) =>
          tier.daysBefore === undefined || tier.refundPercent === undefined ? [] : [{ daysBefore: tier.daysBefore, refundPercent: tier.refundPercent }],
        )
        .sort((a, b) => b.daysBefore - a.daysBefore),
      laterPercent: input.cancellationLater,
    },
    taxes: input.taxes,
    comparison: input.showComparison,
  };
}

/** A case that is not closed: quotes are sent and answered only then. */
const caseIsOpen = (caseId: string) => sql`EXISTS (SELECT 1 FROM cases WHERE id = ${caseId} AND status <> 'closed')`;
/** A case keeps at most one accepted quote: after it, no new version and no second acceptance (decision 0155). */
const caseHasAcceptedQuote = (caseId: string) =>
  sql`EXISTS (SELECT 1 FROM quotes AS accepted WHERE accepted.case_id = ${caseId} AND accepted.status = 'accepted')`;

export type SendQuoteResult = { ok: true; id: string } | { ok: false; reason: "accepted" | "closed" };

function isQuoteGuardFailure(error: unknown) {
  const text = `${error instanceof Error ? error.message : ""} ${error instanceof Error && error.cause instanceof Error ? error.cause.message : ""}`;
  return text.includes("NOT NULL constraint failed: quotes.number");
}

/**
 * Stores a new quote version: the open version of the case's quote is superseded, the new one
 * takes the case's quote number (a new number for the first quote) and the next version, and
 * the total is summed here from the lines. The case waits for the patient's answer. Refused
 * when the case is closed or a quote of it was accepted, decided inside the batch (see `number`).
 */
export async function sendQuote(caseRow: CaseRecord, staff: StaffUser, input: QuoteInput, ip: string | null = null): Promise<SendQuoteResult> {
  const staffId = staff.id;
  const id = crypto.randomUUID();
  const now = new Date();
  const lines = quoteLines(input);
  if (quoteTotalMinor(lines) <= 0) throw new Error("A quote's total must be above zero");
  const statements = [
    db
      .update(quotes)
      .set({ status: "superseded" })
      .where(and(eq(quotes.caseId, caseRow.id), eq(quotes.status, "sent"))),
    db.insert(quotes).values({
      id,
      caseId: caseRow.id,
      // The case's quote number, or the next free one for its first quote. When the case is closed or
      // has an accepted quote, the number is NULL: the NOT NULL constraint aborts the whole batch (one
      // transaction), so the rule holds even against an acceptance or closing at the same moment.
      number: sql`CASE WHEN ${caseIsOpen(caseRow.id)} AND NOT ${caseHasAcceptedQuote(caseRow.id)}
        THEN coalesce((SELECT number FROM quotes WHERE case_id = ${caseRow.id} LIMIT 1), (SELECT coalesce(max(number), 0) + 1 FROM quotes)) END`,
      version: sql`(SELECT coalesce(max(version), 0) + 1 FROM quotes WHERE case_id = ${caseRow.id})`,
      currency: input.currency,
      totalMinor: quoteTotalMinor(lines),
      treatment: input.treatment,
      included: input.included ?? "",
      excluded: input.excluded ?? "",
      terms: quoteTerms(input),
      hospital: input.hospital,
      doctor: input.doctor,
      validUntil: input.validUntil,
      status: "sent",
      createdBy: staffId,
      createdAt: now,
    }),
    db.insert(quoteItems).values(lines.map((line, position) => ({ ...line, quoteId: id, position }))),
    ...(caseRow.status === "new" ? moveCase(caseRow, "new", "in_review", staffId, now) : []),
    ...(caseRow.status === "new" || caseRow.status === "in_review"
      ? moveCase(caseRow, "in_review", "awaiting_patient", staffId, now)
      : []),
    db.update(cases).set({ updatedAt: now }).where(eq(cases.id, caseRow.id)),
    auditIf(staff, { action: "quote_sent", caseId: caseRow.id, subjectUserId: caseRow.patientUserId, detail: quoteDetail("Sent quote", id, ` to ${caseRow.patientName}`) }, sql`1`, now, ip),
  ] as const;
  try {
    await db.batch(statements);
  } catch (error) {
    if (!isQuoteGuardFailure(error)) throw error;
    const accepted = await db.query.quotes.findFirst({
      where: and(eq(quotes.caseId, caseRow.id), eq(quotes.status, "accepted")),
      columns: { id: true },
    });
    return { ok: false, reason: accepted ? "accepted" : "closed" };
  }
  await queueEmails([{ type: "quote-sent", quoteId: id }], { stored: `Quote ${id}` });
  return { ok: true, id };
}

/**
 * "Sent quote Q-0001 v2 to Amira Haddad", read from the stored row inside the batch that wrote it (the number is
 * only decided there); the reference is written as `quoteReference` writes it.
 */
function quoteDetail(verb: string, quoteId: string, tail = "") {
  return sql`(SELECT ${verb} || ' Q-' || printf('%04d', number) || ' v' || version || ${tail} FROM quotes WHERE id = ${quoteId})`;
}

/** The case's quotes, newest version first, their treatment named in `locale`. */
export async function caseQuotes(caseId: string, locale: Locale = "en"): Promise<QuoteView[]> {
  const rows = await db.select().from(quotes).where(eq(quotes.caseId, caseId)).orderBy(desc(quotes.version));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(quoteItems)
    .where(inArray(quoteItems.quoteId, rows.map((r) => r.id)))
    .orderBy(asc(quoteItems.position));
  return rows.map((row) => ({
    id: row.id,
    treatmentId: row.treatment,
    treatment: treatmentName(row.treatment, locale),
    number: row.number,
    version: row.version,
    currency: row.currency,
    totalMinor: row.totalMinor,
    included: row.included,
    excluded: row.excluded,
    terms: row.terms,
    acceptedCopy: row.acceptedCopy,
    hospital: row.hospital,
    doctor: row.doctor,
    validUntil: row.validUntil,
    status: row.status,
    sentAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    items: items
      .filter((item) => item.quoteId === row.id)
      .map((item) => ({ kind: item.kind, description: item.description, quantity: item.quantity, unitMinor: item.unitMinor, amountMinor: item.amountMinor })),
  }));
}

export type QuoteDecision = { ok: true } | { ok: false; reason: "closed" | "caseClosed" | "accepted" };

/**
 * The patient's answer to a quote. One UPDATE decides, so a race cannot pass it: the quote is
 * answered once (still `sent`), only while its case is open, only if it is the case's current
 * version, only until the end of its validity date (compared as a calendar date), and it is
 * accepted only if no quote of the case was. Accepting stores `copy` (what the patient's page showed of that
 * version) in the same UPDATE, moves the journey to "Schedule treatment" in the same batch, audits where the yes came
 * from, and tells the coordinator and the patient what comes next.
 */
export async function decideQuote(
  caseRow: CaseRecord,
  quoteId: string,
  decision: { accepted: AcceptedQuoteCopy } | { declined: string | null },
  actorId: string | null,
  { ip = null, now = new Date() }: { ip?: string | null; now?: Date } = {},
): Promise<QuoteDecision> {
  const today = now.toISOString().slice(0, 10);
  const accepted = "accepted" in decision;
  const status = accepted ? "accepted" : "declined";
  const decide = db
    .update(quotes)
    .set(
      accepted
        ? { status, decidedAt: now, declineReason: null, acceptedCopy: decision.accepted }
        : { status, decidedAt: now, declineReason: decision.declined },
    )
    .where(
      and(
        eq(quotes.id, quoteId),
        eq(quotes.caseId, caseRow.id),
        eq(quotes.status, "sent"),
        // date() of a real YYYY-MM-DD is itself: a stored impossible date can never be answered.
        sql`date(${quotes.validUntil}) = ${quotes.validUntil} AND julianday(${quotes.validUntil}) >= julianday(${today})`,
        sql`${quotes.version} = (SELECT max(current.version) FROM quotes AS current WHERE current.case_id = ${caseRow.id})`,
        caseIsOpen(caseRow.id),
        accepted ? sql`NOT ${caseHasAcceptedQuote(caseRow.id)}` : undefined,
      ),
    )
    .returning({ id: quotes.id });
  const decided = sql`EXISTS (SELECT 1 FROM quotes WHERE id = ${quoteId} AND status = ${status} AND decided_at = ${now.getTime()})`;
  // A yes is the patient's answer the team now acts on: a case waiting for it owes the next step (a fresh due time);
  // one that already owed a reply keeps that promise as it was.
  const reopens = accepted && caseRow.status === "awaiting_patient";
  const hours = reopens && officeHoursPromise[caseRow.type] ? await loadTeamHours() : aroundTheClock;
  const [changed] = await db.batch([
    decide,
    ...(reopens ? moveCase(caseRow, "awaiting_patient", "in_review", actorId, now, { guard: decided, hours }) : []),
    ...(accepted ? stageAfterAcceptance(caseRow.id, actorId, now, decided) : []),
    db.update(cases).set({ updatedAt: now }).where(and(eq(cases.id, caseRow.id), decided)),
    auditIf(
      "patient",
      { action: accepted ? "quote_accepted" : "quote_declined", caseId: caseRow.id, subjectUserId: caseRow.patientUserId, detail: quoteDetail(accepted ? "Accepted quote" : "Declined quote", quoteId) },
      decided,
      now,
      ip,
    ),
  ]);
  if (changed.length !== 1) return { ok: false, reason: await whyUndecided(caseRow.id) };
  const jobs: EmailJob[] = accepted
    ? [
        { type: "quote-decided", quoteId },
        { type: "quote-accepted", quoteId },
      ]
    : [{ type: "quote-decided", quoteId }];
  await queueEmails(jobs, { stored: `Quote decision ${quoteId}` });
  return { ok: true };
}

/** Why a quote could not be answered, for the patient's message. */
async function whyUndecided(caseId: string): Promise<"closed" | "caseClosed" | "accepted"> {
  const [row] = await db
    .select({ status: cases.status, accepted: caseHasAcceptedQuote(caseId).mapWith(Boolean) })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (row?.status === "closed") return "caseClosed";
  return row?.accepted ? "accepted" : "closed";
}
