import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { caseAttachments, cases, intakeDocuments, intakes, quotes } from "~/db/schema/index";
import { quoteReference } from "~/cases/quotes/quote-rules";
import { auditStatement } from "~/staff/audit.server";
import { findWorkableCase } from "./case-detail.server";
import { caseReference } from "~/cases/case-reference";
import { scopeFor, type StaffUser } from "~/staff/permissions.server";
import { treatmentName } from "~/treatments/treatment-name";

/**
 * One page per patient, reached from a case this staff member may work: every case of the same
 * person (their account, or their address on cases without one), their consultations, quotes and documents. Only
 * the cases this staff member may open are shown in full; the others are counted. The view is audited.
 */
export async function loadPatientView(staff: StaffUser, caseId: string, request: Request) {
  const entry = await findWorkableCase(staff, caseId);
  const samePerson = entry.patientUserId
    ? or(
        eq(cases.patientUserId, entry.patientUserId),
        and(isNull(cases.patientUserId), eq(cases.patientEmail, entry.patientEmail)),
      )
    : eq(cases.patientEmail, entry.patientEmail);
  const [all] = await db.batch([
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
      .where(samePerson)
      .orderBy(desc(cases.receivedAt))
      .limit(100),
    auditStatement(staff, request, {
      action: "patient_viewed",
      caseId: entry.id,
      subjectUserId: entry.patientUserId,
      detail: `Patient page of ${entry.patientName}`,
    }),
  ]);
  const open = all.filter((c) => c.workable);
  const ids = open.map((c) => c.id);
  const [quoteRows, documents, attachments] = await Promise.all([
    db
      .select({
        id: quotes.id,
        caseId: quotes.caseId,
        number: quotes.number,
        version: quotes.version,
        status: quotes.status,
        currency: quotes.currency,
        totalMinor: quotes.totalMinor,
        sentAt: quotes.createdAt,
      })
      .from(quotes)
      .where(inArray(quotes.caseId, ids))
      .orderBy(desc(quotes.createdAt)),
    db
      .select({
        id: intakeDocuments.id,
        caseId: cases.id,
        fileName: intakeDocuments.fileName,
        size: intakeDocuments.size,
      })
      .from(intakeDocuments)
      .innerJoin(intakes, eq(intakes.id, intakeDocuments.intakeId))
      .innerJoin(cases, eq(cases.intakeId, intakes.id))
      // Withdrawn consent stops processing: those documents are not shown (as on the case page).
      .where(and(inArray(cases.id, ids), isNull(intakes.consentWithdrawnAt)))
      .orderBy(asc(intakeDocuments.createdAt)),
    db
      .select({
        id: caseAttachments.id,
        caseId: caseAttachments.caseId,
        fileName: caseAttachments.fileName,
        size: caseAttachments.size,
      })
      .from(caseAttachments)
      .where(inArray(caseAttachments.caseId, ids))
      .orderBy(asc(caseAttachments.createdAt)),
  ]);
  return {
    patient: {
      name: entry.patientName,
      email: entry.patientEmail,
      hasAccount: entry.patientUserId !== null,
      caseId: entry.id,
    },
    cases: open.map((c) => ({
      id: c.id,
      reference: caseReference(c.id),
      type: c.type,
      status: c.status,
      treatment: treatmentName(c.treatment),
      receivedAt: c.receivedAt.toISOString(),
    })),
    hiddenCases: all.length - open.length,
    quotes: quoteRows.map((q) => ({
      id: q.id,
      caseId: q.caseId,
      reference: quoteReference(q.number, q.version),
      status: q.status,
      currency: q.currency,
      totalMinor: q.totalMinor,
      sentAt: q.sentAt.toISOString(),
    })),
    documents: [
      ...documents.map((d) => ({
        ...d,
        href: `/staff/cases/${d.caseId}/documents/${d.id}`,
        kind: "Sent with the intake",
      })),
      ...attachments.map((a) => ({
        ...a,
        href: `/staff/cases/${a.caseId}/attachments/${a.id}`,
        kind: "Attached by staff",
      })),
    ],
    caseIds: ids,
  };
}
