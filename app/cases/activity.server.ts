import { and, desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { caseEvents, caseMerges, caseMessages, caseStageChanges, cases, consultationBookings, quotes } from "~/db/schema";
import { formatInstant } from "~/i18n/time";
import type { Locale } from "~/i18n/locales";
import { quoteReference } from "~/cases/quotes/quote-rules";
import type { CaseType } from "./case-rules";
import { stageTitle } from "./journey-labels";
import type { JourneyStage } from "./journey-rules";

/** One thing that happened on the patient's cases, for "Recent Activity" on the dashboard. */
export type ActivityItem = { id: string; at: string; caseId: string | null } & (
  | { kind: "request_sent"; caseType: CaseType }
  | { kind: "reply_received" | "message_sent" | "requests_joined" }
  | { kind: "quote_sent" | "quote_accepted" | "quote_declined"; reference: string }
  | { kind: "status_changed"; status: "awaiting_patient" | "scheduled" | "closed" | "in_review" }
  | { kind: "stage_changed"; stage: JourneyStage }
  | { kind: "booking_confirmed" | "booking_cancelled"; startsAt: string; zone: string }
);

/** An item as the dashboard draws it: its message key and the values, already in the page's language. */
export type ActivityLine = { id: string; at: string; caseId: string | null; key: `dashboard.activity.${ActivityItem["kind"]}`; values: Record<string, string> };

export function activityLine(item: ActivityItem, locale: Locale): ActivityLine {
  const base = { id: item.id, at: item.at, caseId: item.caseId, key: `dashboard.activity.${item.kind}` as const };
  switch (item.kind) {
    case "request_sent":
      return { ...base, values: { type: item.caseType } };
    case "quote_sent":
    case "quote_accepted":
    case "quote_declined":
      return { ...base, values: { reference: item.reference } };
    case "status_changed":
      return { ...base, values: { status: item.status } };
    case "stage_changed":
      return { ...base, values: { stage: stageTitle(item.stage, locale) } };
    case "booking_confirmed":
    case "booking_cancelled":
      return { ...base, values: { time: formatInstant(item.startsAt, { zone: item.zone, locale, preset: "dateTime" }) } };
    default:
      return { ...base, values: {} };
  }
}

type OwnCase = { id: string; type: CaseType; receivedAt: string };

/**
 * The patient's real events, newest first: requests sent, messages both ways, quotes and the
 * answers to them, status and stage changes, consultations booked. Read from the rows those
 * actions wrote (no counter kept by hand), one query per kind whatever the number of cases.
 */
export async function recentActivityFor(userId: string, listed: OwnCase[], limit = 8): Promise<ActivityItem[]> {
  // The requests merged into the listed ones are the patient's too: what they sent there and the merge itself
  // are in the feed, each linking to the request the patient reads now.
  const merged = listed.length
    ? await db
        .select({ id: cases.id, type: cases.type, receivedAt: cases.receivedAt, keptId: caseMerges.keptCaseId })
        .from(caseMerges)
        .innerJoin(cases, eq(cases.id, caseMerges.mergedCaseId))
        .where(inArray(caseMerges.keptCaseId, listed.map((c) => c.id)))
    : [];
  const keptOf = new Map(merged.map((m) => [m.id, m.keptId]));
  const own: OwnCase[] = [...listed, ...merged.map((m) => ({ id: m.id, type: m.type, receivedAt: m.receivedAt.toISOString() }))];
  const ids = own.map((c) => c.id);
  // A booking's case says nothing more than the booking's own line below.
  const sent: ActivityItem[] = own.filter((c) => c.type !== "booking").map((c) => ({ id: `sent-${c.id}`, kind: "request_sent", caseType: c.type, at: c.receivedAt, caseId: c.id }));
  const [messages, quoteRows, statusRows, stageRows, bookings] = await Promise.all([
    ids.length
      ? db
          .select({ id: caseMessages.id, caseId: caseMessages.caseId, author: caseMessages.author, at: caseMessages.createdAt })
          .from(caseMessages)
          .where(inArray(caseMessages.caseId, ids))
          .orderBy(desc(caseMessages.createdAt))
          .limit(limit)
      : [],
    ids.length
      ? db
          .select({ id: quotes.id, caseId: quotes.caseId, number: quotes.number, version: quotes.version, status: quotes.status, at: quotes.createdAt, decidedAt: quotes.decidedAt })
          .from(quotes)
          .where(inArray(quotes.caseId, ids))
          .orderBy(desc(quotes.createdAt))
          .limit(limit)
      : [],
    ids.length
      ? db
          .select({ id: caseEvents.id, caseId: caseEvents.caseId, status: caseEvents.toStatus, reason: caseEvents.closingReason, at: caseEvents.createdAt })
          .from(caseEvents)
          .where(and(inArray(caseEvents.caseId, ids), eq(caseEvents.kind, "status_changed"), isNotNull(caseEvents.toStatus), ne(caseEvents.toStatus, "new")))
          .orderBy(desc(caseEvents.createdAt))
          .limit(limit)
      : [],
    ids.length
      ? db
          .select({ id: caseStageChanges.id, caseId: caseStageChanges.caseId, stage: caseStageChanges.toStage, at: caseStageChanges.createdAt })
          .from(caseStageChanges)
          .where(inArray(caseStageChanges.caseId, ids))
          .orderBy(desc(caseStageChanges.createdAt))
          .limit(limit)
      : [],
    db
      .select({ id: consultationBookings.id, status: consultationBookings.status, startsAt: consultationBookings.startsAt, zone: consultationBookings.patientZone, at: consultationBookings.createdAt })
      .from(consultationBookings)
      .where(and(eq(consultationBookings.userId, userId), inArray(consultationBookings.status, ["confirmed", "cancelled", "done", "no_show"])))
      .orderBy(desc(consultationBookings.createdAt))
      .limit(limit),
  ]);
  const reference = (q: { number: number; version: number }) => quoteReference(q.number, q.version);
  const items: ActivityItem[] = [
    ...sent,
    ...messages.map((m): ActivityItem => ({
      id: m.id,
      kind: m.author === "staff" ? "reply_received" : "message_sent",
      at: m.at.toISOString(),
      caseId: m.caseId,
    })),
    ...quoteRows.flatMap((q): ActivityItem[] => [
      { id: `${q.id}-sent`, kind: "quote_sent", reference: reference(q), at: q.at.toISOString(), caseId: q.caseId },
      ...(q.decidedAt && (q.status === "accepted" || q.status === "declined")
        ? [{ id: `${q.id}-${q.status}`, kind: q.status === "accepted" ? "quote_accepted" : "quote_declined", reference: reference(q), at: q.decidedAt.toISOString(), caseId: q.caseId } as ActivityItem]
        : []),
    ]),
    ...statusRows.flatMap((e): ActivityItem[] =>
      // A request closed as a duplicate was merged into another: the patient reads it as joined, not closed.
      e.status === "closed" && e.reason === "duplicate"
        ? [{ id: e.id, kind: "requests_joined", at: e.at.toISOString(), caseId: e.caseId }]
        : e.status && e.status !== "new"
          ? [{ id: e.id, kind: "status_changed", status: e.status, at: e.at.toISOString(), caseId: e.caseId }]
          : [],
    ),
    ...stageRows.map((s): ActivityItem => ({ id: s.id, kind: "stage_changed", stage: s.stage, at: s.at.toISOString(), caseId: s.caseId })),
    ...bookings.map((b): ActivityItem => ({
      id: b.id,
      kind: b.status === "cancelled" ? "booking_cancelled" : "booking_confirmed",
      startsAt: b.startsAt.toISOString(),
      zone: b.zone,
      at: b.at.toISOString(),
      caseId: null,
    })),
  ];
  return items
    .map((item) => (item.caseId && keptOf.has(item.caseId) ? { ...item, caseId: keptOf.get(item.caseId)! } : item))
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, limit);
}
