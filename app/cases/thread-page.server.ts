/**
 * A case's thread as its pages read it, for either side: the messages, the status history, the read marks and the
 * message form's schema, then `loadThreadPage`, everything one page shows. Opening it marks the thread read by that
 * side. Internal notes are not read here: they never reach a page built from this.
 */
import { z } from "zod";
import { and, asc, eq, sql } from "drizzle-orm";
import { firstNameOf } from "~/auth/display-name";
import type { CaseStatus } from "~/cases/case-rules";
import type { DeliveryStatus, MessageChannel } from "~/domain/case-messages";
import { db } from "~/db/client.server";
import { caseEvents, caseMessages, caseReads, profiles, staffCaseReads, tripPlans } from "~/db/schema";
import { formConstraint } from "~/forms/constraint";
import { multiLineText } from "~/forms/field-rules";
import { formMessage } from "~/i18n/form-message";
import { quoteSchema } from "~/cases/quotes/quote-schema";
import { canQuote } from "~/cases/quotes/quotes.server";
import { quotesForReader, requestedOf } from "~/cases/quotes/patient-quotes.server";
import { defaultTerms } from "~/cases/quotes/quote-defaults.server";
import { CLINIC_ZONE } from "~/i18n/time";
import { localePath, type Locale } from "~/i18n/locales";
import type { RequestArgs } from "~/utils/request-context";
import { requireStaffCase, type CaseAccess, type CaseRecord, type CaseViewer } from "./case-access.server";
import { MAX_MESSAGE_LENGTH, type MessageAuthor, type ThreadTimeZone } from "./thread-rules";
import { treatmentName, treatmentOptions } from "~/treatments/treatment-name";

/** A message in a case's thread, from either side; its messages are catalogue keys (the forms kit translates them). */
export const threadMessageSchema = z.object({
  intent: z.literal("message"),
  body: multiLineText({
    label: "requests.conversation.field.message",
    required: formMessage("requests.conversation.errors.bodyRequired"),
    max: MAX_MESSAGE_LENGTH,
  }),
});

export type ThreadMessage = {
  id: string;
  author: MessageAuthor;
  /** The coordinator's first name on staff messages; "You" is decided by the page. */
  authorName: string;
  body: string;
  /** ISO time. */
  sentAt: string;
  /** How it came: written on the site, a patient's e-mailed reply, or WhatsApp. */
  channel: MessageChannel;
  /** What WhatsApp said of a coordinator's message sent there. */
  deliveryStatus: DeliveryStatus | null;
};

export async function threadMessages(caseId: string, after?: Date): Promise<ThreadMessage[]> {
  const rows = await db
    .select({
      id: caseMessages.id,
      author: caseMessages.author,
      username: profiles.username,
      body: caseMessages.body,
      createdAt: caseMessages.createdAt,
      channel: caseMessages.channel,
      deliveryStatus: caseMessages.deliveryStatus,
    })
    .from(caseMessages)
    .leftJoin(profiles, eq(profiles.userId, caseMessages.authorId))
    .where(
      after
        ? and(eq(caseMessages.caseId, caseId), sql`${caseMessages.createdAt} > ${after.getTime()}`)
        : eq(caseMessages.caseId, caseId),
    )
    .orderBy(asc(caseMessages.createdAt), asc(caseMessages.id));
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    authorName: row.author === "staff" ? firstNameOf(row.username) : "Patient",
    body: row.body,
    sentAt: row.createdAt.toISOString(),
    channel: row.channel,
    deliveryStatus: row.deliveryStatus,
  }));
}

export type StatusChange = { status: CaseStatus; at: string };

/** Every status the case has had, with its date; the first is the day it was received. */
export async function statusHistory(caseRow: Pick<CaseRecord, "id" | "receivedAt">): Promise<StatusChange[]> {
  const events = await db
    .select({ status: caseEvents.toStatus, at: caseEvents.createdAt })
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseRow.id), eq(caseEvents.kind, "status_changed")))
    .orderBy(asc(caseEvents.createdAt));
  return [
    { status: "new" as CaseStatus, at: caseRow.receivedAt.toISOString() },
    ...events.flatMap((e) => (e.status ? [{ status: e.status, at: e.at.toISOString() }] : [])),
  ];
}

/** Marks the thread read by the patient. */
export function markReadStatement(caseId: string, at = new Date()) {
  return db
    .insert(caseReads)
    .values({ caseId, reader: "patient", readAt: at })
    .onConflictDoUpdate({ target: [caseReads.caseId, caseReads.reader], set: { readAt: at } });
}

/** Marks the thread read by one staff member: an admin's reading never clears a coordinator's mark (decision 0154). */
export function markStaffReadStatement(caseId: string, staffId: string, at = new Date()) {
  return db
    .insert(staffCaseReads)
    .values({ caseId, staffId, readAt: at })
    .onConflictDoUpdate({ target: [staffCaseReads.caseId, staffCaseReads.staffId], set: { readAt: at } });
}

/** Marks the thread read by whoever is looking: the patient's side, or this staff member. */
export async function markRead(caseId: string, viewer: CaseViewer) {
  await (viewer.kind === "staff" ? markStaffReadStatement(caseId, viewer.staff.id) : markReadStatement(caseId)).run();
}

export async function tripPlanStatus(caseRow: CaseRecord) {
  if (!caseRow.tripPlanId) return null;
  const plan = await db.query.tripPlans.findFirst({ where: eq(tripPlans.id, caseRow.tripPlanId), columns: { status: true } });
  return plan?.status ?? null;
}

/** The conversation sections of the staff case page (404 for anyone who may not work the case). */
export async function loadCaseThread(args: RequestArgs, caseId: string | undefined) {
  return loadThreadPage(await requireStaffCase(args, caseId), { timeZone: { id: CLINIC_ZONE, name: "Cairo" } });
}

/**
 * `timeZone`: where the viewer reads the times (the patient's zone, Cairo for the staff); `locale`: the
 * page's language, which the page's own links and forms keep.
 */
export async function loadThreadPage(
  { viewer, caseRow }: CaseAccess,
  { timeZone, locale = "en" }: { timeZone: ThreadTimeZone; locale?: Locale },
) {
  const side = viewer.kind === "staff" ? "staff" : "patient";
  const now = new Date();
  const [messages, history, quotes, planStatus, quoteStartTerms] = await Promise.all([
    threadMessages(caseRow.id),
    statusHistory(caseRow),
    quotesForReader(caseRow, locale, now),
    tripPlanStatus(caseRow),
    side === "staff" ? requestedOf(caseRow).then(({ procedureId }) => defaultTerms(caseRow.treatment, procedureId)) : null,
    markRead(caseRow.id, viewer),
  ]);
  const key = viewer.kind === "link" ? viewer.key : null;
  const base = side === "staff" ? `/staff/cases/${caseRow.id}` : `/requests/${caseRow.id}`;
  const withKey = (path: string) => localePath(locale, key ? `${path}?key=${encodeURIComponent(key)}` : path);
  return {
    side,
    caseId: caseRow.id,
    type: caseRow.type,
    treatment: treatmentName(caseRow.treatment, locale),
    timeZone,
    patientName: caseRow.patientName,
    patientEmail: side === "staff" ? caseRow.patientEmail : null,
    receivedAt: caseRow.receivedAt.toISOString(),
    conversationKey: key,
    actionUrl: withKey(base),
    pollPath: `/requests/${caseRow.id}/messages`,
    messages,
    history,
    quotes: quotes.map((quote) => ({ ...quote, printUrl: withKey(`/requests/${caseRow.id}/quotes/${quote.id}`) })),
    canQuote: side === "staff" && canQuote(caseRow),
    canCancelPlan:
      side === "patient" && caseRow.type === "trip_plan" && caseRow.status !== "closed" && (planStatus === "submitted" || planStatus === "reviewing"),
    planCancelled: planStatus === "cancelled",
    messageConstraint: formConstraint(threadMessageSchema),
    quoteConstraint: side === "staff" ? formConstraint(quoteSchema) : {},
    quoteTreatments: side === "staff" ? treatmentOptions() : [],
    quoteStartTerms,
    caseTreatment: caseRow.treatment,
  };
}
