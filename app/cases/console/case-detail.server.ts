import { CLINIC_ZONE, formatInstant } from "~/i18n/time";
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, max, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { displayNameOf } from "~/auth/display-name";
import { isOverdue, owesReply } from "~/cases/case-rules";
import { db } from "~/db/client.server";
import { auditLog, caseEvents, caseMessages, caseNotes, cases, catalogueProcedures, type AuditAction, consultationBookings, contactMessages, intakeDocuments, intakes, profiles, tripPlans } from "~/db/schema/index";
import { auditStatement } from "~/staff/audit.server";
import { staffMembersFrom, staffMembersQuery } from "./case-list.server";
import { notFound } from "~/utils/not-found";
import { scopeFor, type StaffUser } from "~/staff/permissions.server";
import { bookingDetails, contactDetails, intakeDetails, tripPlanDetails, type DetailSection } from "./readable-request.server";
import { relativeTime } from "~/staff/staff-time";
import { caseReference } from "~/cases/case-reference";
import { treatmentName } from "~/treatments/treatment-name";
import { staffChannelWords } from "~/cases/thread-rules";
import { isWhatsappOnlyAddress } from "~/cases/whatsapp/phone";

const actorProfile = alias(profiles, "actor_profile");
const assigneeProfile = alias(profiles, "assignee_profile");
const ID_PATTERN = /^[\w-]{1,64}$/;
/** "Who else opened this case": views in the last ten minutes. */
export const RECENTLY_OPENED_MS = 10 * 60_000;
// Replies are in the history as messages (with the channel each took), not as their audit rows.
const historyActions: AuditAction[] = ["quote_sent", "quote_accepted", "quote_declined", "patient_emailed", "booking_made", "booking_rescheduled", "booking_cancelled"];

/** The case row when this staff member may work it; anyone else gets the same 404 as for an unknown id. */
export async function findWorkableCase(staff: StaffUser, caseId: string) {
  if (!ID_PATTERN.test(caseId)) notFound();
  const row = await db.query.cases.findFirst({ where: and(eq(cases.id, caseId), scopeFor(staff, "cases").where) });
  if (!row) notFound();
  return row;
}

export type WorkableCase = Awaited<ReturnType<typeof findWorkableCase>>;

function sourceQuery(row: WorkableCase) {
  switch (row.type) {
    case "contact":
      return db.select().from(contactMessages).where(eq(contactMessages.id, row.contactMessageId ?? ""));
    case "trip_plan":
      return db.select().from(tripPlans).where(eq(tripPlans.id, row.tripPlanId ?? ""));
    case "intake":
      // Withdrawn consent stops processing: the case stays, what the patient sent is not shown.
      return db
        .select({ ...getTableColumns(intakes), procedureName: catalogueProcedures.name })
        .from(intakes)
        .leftJoin(catalogueProcedures, eq(catalogueProcedures.id, intakes.procedureId))
        .where(and(eq(intakes.id, row.intakeId ?? ""), isNull(intakes.consentWithdrawnAt)));
    case "booking":
      return db.select().from(consultationBookings).where(eq(consultationBookings.id, row.bookingId ?? ""));
  }
}

function readableSource(row: WorkableCase, source: unknown[]): DetailSection[] {
  const [first] = source;
  if (!first) return [];
  switch (row.type) {
    case "contact":
      return contactDetails(first as typeof contactMessages.$inferSelect);
    case "trip_plan":
      return tripPlanDetails(first as typeof tripPlans.$inferSelect);
    case "intake":
      return intakeDetails(first as Parameters<typeof intakeDetails>[0]);
    case "booking":
      return bookingDetails(first as typeof consultationBookings.$inferSelect);
  }
}

/**
 * Everything the case page shows, read in one batch after the case itself, together with
 * the audit row of this view: a view that could not be recorded is not shown.
 */
export async function loadCaseDetail(staff: StaffUser, caseId: string, request: Request, now = new Date()) {
  const row = await findWorkableCase(staff, caseId);
  const samePatient = row.patientUserId
    ? or(eq(cases.patientUserId, row.patientUserId), eq(cases.patientEmail, row.patientEmail))
    : eq(cases.patientEmail, row.patientEmail);
  const [source, documents, otherCases, events, notes, members, assignee, auditLines, messages, openedBy] = await db.batch([
    sourceQuery(row),
    db
      .select({ id: intakeDocuments.id, kind: intakeDocuments.kind, fileName: intakeDocuments.fileName, size: intakeDocuments.size })
      .from(intakeDocuments)
      .innerJoin(intakes, eq(intakes.id, intakeDocuments.intakeId))
      .where(and(eq(intakeDocuments.intakeId, row.intakeId ?? ""), isNull(intakes.consentWithdrawnAt)))
      .orderBy(asc(intakeDocuments.kind), asc(intakeDocuments.createdAt)),
    db
      .select({
        id: cases.id,
        type: cases.type,
        status: cases.status,
        treatment: cases.treatment,
        receivedAt: cases.receivedAt,
        workable: sql<number>`coalesce(${scopeFor(staff, "cases").where ?? sql`1`}, 0)`.as("workable"),
      })
      .from(cases)
      .where(and(samePatient, ne(cases.id, row.id)))
      .orderBy(desc(cases.receivedAt))
      .limit(20),
    db
      .select({
        id: caseEvents.id,
        kind: caseEvents.kind,
        fromStatus: caseEvents.fromStatus,
        toStatus: caseEvents.toStatus,
        closingReason: caseEvents.closingReason,
        // Both joins have a `username`; batch results are matched by column name, so each gets its own.
        actorName: sql<string | null>`${actorProfile.username}`.as("actor_name"),
        assigneeName: sql<string | null>`${assigneeProfile.username}`.as("assignee_name"),
        actorId: caseEvents.actorId,
        createdAt: caseEvents.createdAt,
      })
      .from(caseEvents)
      .leftJoin(actorProfile, eq(actorProfile.userId, caseEvents.actorId))
      .leftJoin(assigneeProfile, eq(assigneeProfile.userId, caseEvents.assigneeId))
      .where(eq(caseEvents.caseId, row.id))
      .orderBy(asc(caseEvents.createdAt)),
    db
      .select({ id: caseNotes.id, body: caseNotes.body, authorName: actorProfile.username, createdAt: caseNotes.createdAt })
      .from(caseNotes)
      .leftJoin(actorProfile, eq(actorProfile.userId, caseNotes.authorId))
      .where(eq(caseNotes.caseId, row.id))
      .orderBy(asc(caseNotes.createdAt)),
    staffMembersQuery(),
    db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, row.assigneeId ?? "")),
    // Replies, quotes, answers and e-mails are in the audit log only: the history reads them from there.
    db
      .select({ id: auditLog.id, actorName: auditLog.actorName, detail: auditLog.detail, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.caseId, row.id), inArray(auditLog.action, historyActions)))
      .orderBy(asc(auditLog.createdAt)),
    // Every message of the thread, for the history's line of who wrote it and by which channel.
    db
      .select({ id: caseMessages.id, author: caseMessages.author, authorName: actorProfile.username, authorId: caseMessages.authorId, channel: caseMessages.channel, createdAt: caseMessages.createdAt })
      .from(caseMessages)
      .leftJoin(actorProfile, eq(actorProfile.userId, caseMessages.authorId))
      .where(eq(caseMessages.caseId, row.id))
      .orderBy(asc(caseMessages.createdAt)),
    // Who else opened the case lately (decision 0154): read before this view's own row is written.
    db
      .select({ name: auditLog.actorName, at: max(auditLog.createdAt) })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.caseId, row.id),
          eq(auditLog.action, "case_viewed"),
          ne(auditLog.actorId, staff.id),
          gte(auditLog.createdAt, new Date(now.getTime() - RECENTLY_OPENED_MS)),
        ),
      )
      .groupBy(auditLog.actorId, auditLog.actorName)
      .orderBy(desc(max(auditLog.createdAt))),
    auditStatement(staff, request, { action: "case_viewed", caseId: row.id, subjectUserId: row.patientUserId }),
  ]);
  return {
    case: {
      id: row.id,
      type: row.type,
      status: row.status,
      closingReason: row.closingReason,
      patientName: row.patientName,
      patientEmail: row.patientEmail,
      reference: caseReference(row.id),
      locale: row.locale,
      firstReplyAt: row.firstReplyAt?.toISOString() ?? null,
      hasAccount: row.patientUserId !== null,
      treatment: treatmentName(row.treatment),
      treatmentId: row.treatment,
      receivedAt: row.receivedAt.toISOString(),
      // A contact case a WhatsApp message opened keeps the number's made-up address; every other request came by the site.
      requestChannel: row.type === "contact" && isWhatsappOnlyAddress(row.patientEmail) ? ("whatsapp" as const) : ("site" as const),
      dueAt: row.dueAt.toISOString(),
      // A case waiting on the patient, scheduled or closed owes no reply: its stored due time is history.
      dueIn: owesReply(row.status) ? relativeTime(row.dueAt, now) : null,
      overdue: isOverdue(row.status, row.dueAt, now),
      remindAt: row.remindAt ? formatInstant(row.remindAt, { zone: CLINIC_ZONE, preset: "console" }) : null,
      assignee: row.assigneeId
        ? { id: row.assigneeId, name: displayNameOf(assignee[0]?.username), isMe: row.assigneeId === staff.id }
        : null,
    },
    sections: readableSource(row, source),
    documents,
    // Other cases of the patient that this staff member may open; the rest are only counted.
    otherCases: otherCases
      .filter((c) => c.workable)
      .map((c) => ({ id: c.id, type: c.type, status: c.status, treatment: treatmentName(c.treatment), receivedAt: c.receivedAt.toISOString() })),
    otherCasesHidden: otherCases.filter((c) => !c.workable).length,
    history: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      closingReason: e.closingReason,
      // A move the patient made (answering, accepting a quote) is theirs, not "User"'s.
      actorName: e.actorId === null || e.actorId === row.patientUserId ? "The patient" : displayNameOf(e.actorName),
      assigneeName: e.assigneeName === null ? null : displayNameOf(e.assigneeName),
      at: e.createdAt.toISOString(),
    })),
    auditHistory: auditLines.map((a) => ({
      id: a.id,
      text: `${a.actorName} ${a.detail ? a.detail.charAt(0).toLowerCase() + a.detail.slice(1) : "acted"}`,
      at: a.createdAt.toISOString(),
    })),
    messageHistory: messages.map((m) => ({
      id: m.id,
      text:
        m.author === "staff"
          ? `${m.authorId ? displayNameOf(m.authorName) : "A former staff member"} replied to ${row.patientName} ${staffChannelWords[m.channel]}`
          : `${row.patientName} wrote ${staffChannelWords[m.channel]}`,
      at: m.createdAt.toISOString(),
    })),
    openedBy: openedBy.flatMap((o) => (o.at ? [{ name: o.name, at: o.at.toISOString() }] : [])),
    notes: notes.map((n) => ({ id: n.id, body: n.body, authorName: displayNameOf(n.authorName), at: n.createdAt.toISOString() })),
    staffMembers: staffMembersFrom(members),
  };
}
