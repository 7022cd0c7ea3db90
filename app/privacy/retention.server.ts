import { env } from "cloudflare:workers";
import { and, eq, inArray, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { retentionRules, type RetentionRuleId } from "~content/privacy";
import { dataChanged } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import {
  caseAttachments,
  cases,
  consultationBookings,
  contactMessages,
  emailOutbox,
  inboundQuarantine,
  intakeDocuments,
  intakes,
  loginAttempts,
  newsletterSubscriptions,
  reviews,
  securityEvents,
  tripPlans,
  users,
} from "~/db/schema";
import { deleteExpiredDrafts } from "~/intake/draft.server";
import type { ScheduledJob } from "~/utils/scheduled-job";
import { eraseAccount } from "./erase.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows with files are handled a bounded number at a time; the next run (5 minutes later) goes on. */
const FILE_BATCH = 50;

const cutoff = (rule: RetentionRuleId, now: Date) => new Date(now.getTime() - retentionRules[rule].days * DAY_MS);

/** Deletes a table's rows created before `before` (and matching `also`); how many went. */
async function deleteOlderThan(table: SQLiteTable, createdAt: SQLiteColumn, before: Date, also?: SQL) {
  const result = await db.delete(table).where(and(lt(createdAt, before), also));
  return result.meta.changes;
}

/** Deletes the files of these documents from R2, then their rows. */
async function deleteDocuments(where: SQL) {
  const documents = await db
    .select({ id: intakeDocuments.id, storageKey: intakeDocuments.storageKey })
    .from(intakeDocuments)
    .where(where)
    .limit(FILE_BATCH);
  if (documents.length === 0) return 0;
  await env.INTAKE_DOCUMENTS.delete(documents.map((d) => d.storageKey));
  await db.delete(intakeDocuments).where(
    inArray(
      intakeDocuments.id,
      documents.map((d) => d.id),
    ),
  );
  return documents.length;
}

/** Deletes up to a batch of the files coordinators attached to these cases (R2 first), then their rows. */
async function deleteCaseAttachments(caseIds: string[]) {
  const files = await db
    .select({ id: caseAttachments.id, storageKey: caseAttachments.storageKey })
    .from(caseAttachments)
    .where(inArray(caseAttachments.caseId, caseIds))
    .limit(FILE_BATCH);
  if (files.length === 0) return 0;
  await env.INTAKE_DOCUMENTS.delete(files.map((f) => f.storageKey));
  await db.delete(caseAttachments).where(
    inArray(
      caseAttachments.id,
      files.map((f) => f.id),
    ),
  );
  return files.length;
}

/** Each rule of the published table, applied; each returns how many records it removed or cleared. */
export const retentionEnforcers: Record<RetentionRuleId, (now: Date) => Promise<number>> = {
  // Drafts carry their own expiry, 14 days after the last change; their files go with them.
  anonymousDrafts: deleteExpiredDrafts,
  async unconfirmedAccounts(now) {
    const stale = await db
      .select({ id: users.id })
      .from(users)
      .where(and(isNull(users.emailConfirmedAt), lt(users.createdAt, cutoff("unconfirmedAccounts", now))))
      .limit(FILE_BATCH);
    for (const user of stale) await eraseAccount(user.id);
    return stale.length;
  },
  async pendingNewsletter(now) {
    const before = cutoff("pendingNewsletter", now);
    const removed = await db
      .delete(newsletterSubscriptions)
      .where(
        or(
          and(eq(newsletterSubscriptions.status, "pending"), lt(newsletterSubscriptions.createdAt, before)),
          and(eq(newsletterSubscriptions.status, "unsubscribed"), lt(newsletterSubscriptions.unsubscribedAt, before)),
        ),
      )
      .returning({ id: newsletterSubscriptions.id });
    return removed.length;
  },
  /** After the grace period: the documents go and the health details are cleared; the intake stays as a record. */
  async withdrawnConsent(now) {
    const withdrawn = and(isNotNull(intakes.consentWithdrawnAt), lt(intakes.consentWithdrawnAt, cutoff("withdrawnConsent", now)));
    const files = await deleteDocuments(
      inArray(intakeDocuments.intakeId, db.select({ id: intakes.id }).from(intakes).where(withdrawn)),
    );
    const cleared = await db
      .update(intakes)
      .set({
        medicalCondition: null,
        previousTreatments: null,
        currentMedications: null,
        allergies: null,
        accessibilityNeeds: null,
        dietaryRequirements: null,
      })
      .where(
        and(
          withdrawn,
          or(
            isNotNull(intakes.medicalCondition),
            isNotNull(intakes.previousTreatments),
            isNotNull(intakes.currentMedications),
            isNotNull(intakes.allergies),
            isNotNull(intakes.accessibilityNeeds),
            isNotNull(intakes.dietaryRequirements),
          ),
        ),
      )
      .returning({ id: intakes.id });
    return files + cleared.length;
  },
  loginAttempts: (now) => deleteOlderThan(loginAttempts, loginAttempts.createdAt, cutoff("loginAttempts", now)),
  // Mail still being retried stays until it is sent or has failed.
  sentEmails: (now) =>
    deleteOlderThan(emailOutbox, emailOutbox.createdAt, cutoff("sentEmails", now), inArray(emailOutbox.status, ["sent", "failed"])),
  // Refused inbound mail: the raw copies in R2 first, a batch at a time, then their rows.
  async quarantinedEmails(now) {
    const rows = await db
      .select({ id: inboundQuarantine.id, rawKey: inboundQuarantine.rawKey })
      .from(inboundQuarantine)
      .where(lt(inboundQuarantine.receivedAt, cutoff("quarantinedEmails", now)))
      .limit(FILE_BATCH);
    if (rows.length === 0) return 0;
    await env.INTAKE_DOCUMENTS.delete(rows.map((r) => r.rawKey));
    await db.delete(inboundQuarantine).where(inArray(inboundQuarantine.id, rows.map((r) => r.id)));
    return rows.length;
  },
  contactMessages: (now) => deleteOlderThan(contactMessages, contactMessages.createdAt, cutoff("contactMessages", now)),
  securityEvents: (now) => deleteOlderThan(securityEvents, securityEvents.createdAt, cutoff("securityEvents", now)),
  /**
   * A closed case goes with what the patient sent, the files attached for them (the records pack) and
   * the case itself (its events, notes, follow-up check-ins and review follow by cascade). A published review
   * going moves the doctors' data version, so cached doctor pages and /stories stop showing it.
   */
  async closedCases(now) {
    const closed = await db
      .select({ id: cases.id, contactMessageId: cases.contactMessageId, tripPlanId: cases.tripPlanId, intakeId: cases.intakeId, bookingId: cases.bookingId })
      .from(cases)
      .where(and(eq(cases.status, "closed"), lt(cases.updatedAt, cutoff("closedCases", now))))
      .limit(FILE_BATCH);
    if (closed.length === 0) return 0;
    const ids = (key: keyof (typeof closed)[number]) => closed.flatMap((c) => (c[key] ? [c[key]] : []));
    const intakeIds = ids("intakeId");
    // Files first: a file is never left without the row that points at it.
    while ((await deleteDocuments(inArray(intakeDocuments.intakeId, intakeIds))) === FILE_BATCH);
    const caseIds = ids("id");
    while ((await deleteCaseAttachments(caseIds)) === FILE_BATCH);
    const [reviewed] = await db.select({ id: reviews.id }).from(reviews).where(inArray(reviews.caseId, caseIds)).limit(1);
    await db.batch([
      db.delete(cases).where(inArray(cases.id, caseIds)),
      db.delete(intakes).where(inArray(intakes.id, intakeIds)),
      db.delete(tripPlans).where(inArray(tripPlans.id, ids("tripPlanId"))),
      db.delete(contactMessages).where(inArray(contactMessages.id, ids("contactMessageId"))),
      // A booking's case was opened by the booking: it goes as the other cases' sources go.
      db.delete(consultationBookings).where(inArray(consultationBookings.id, ids("bookingId"))),
      ...(reviewed ? [dataChanged("doctors")] : []),
    ]);
    return closed.length;
  },
};

/** One scheduled job per rule, so one failing rule does not stop the others. */
export const retentionJobs: ScheduledJob[] = Object.entries(retentionEnforcers).map(([rule, enforce]) => ({
  name: `retention:${rule}`,
  run: async (now) => {
    const count = await enforce(now);
    if (count > 0) console.log(`Retention ${rule}: ${count} record(s) removed`);
  },
}));
