import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { db } from "~/db/client.server";
import { resetLimit, type RateLimitName } from "~/security/rate-limit.server";
import {
  auditLog,
  authTokens,
  availabilityExceptions,
  caseEvents,
  caseMessages,
  caseNotes,
  caseReads,
  cases,
  consultationBookings,
  consultationHours,
  contactMessages,
  emailOutbox,
  intakeDocuments,
  intakeDrafts,
  intakes,
  loginAttempts,
  newsletterSubscriptions,
  pendingEmailChanges,
  profiles,
  quoteItems,
  quotes,
  securityEvents,
  sessions,
  staffInvitations,
  tripPlans,
  users,
} from "~/db/schema";

/**
 * Everything NileCare holds about a person, table by table: what the export shows and how
 * erasure removes it. A table that holds personal data and is missing here fails the
 * "nothing personal left behind" test, which lists every table in the database.
 */
export type DataSubject = {
  userId: string;
  /** The account's address, a pending new one and earlier ones: mail and sign-ups use them all. */
  emails: string[];
};

export type PersonalTable = {
  /** One line for the archive's README. */
  about: string;
  rows(subject: DataSubject): Promise<unknown[]>;
  /** Statements for the erasure batch: deletion, or anonymisation where a record must stay. */
  erase(subject: DataSubject): BatchItem<"sqlite">[];
};

const ownIntakeIds = (userId: string) => db.select({ id: intakes.id }).from(intakes).where(eq(intakes.userId, userId));
const ownDraftIds = (userId: string) =>
  db.select({ id: intakeDrafts.id }).from(intakeDrafts).where(eq(intakeDrafts.userId, userId));
const ownDocuments = (userId: string) =>
  or(inArray(intakeDocuments.intakeId, ownIntakeIds(userId)), inArray(intakeDocuments.draftId, ownDraftIds(userId)));

/** Security events about the person: theirs by id, or naming one of their addresses (failed sign-ins). */
const eventsAbout = ({ userId, emails }: DataSubject): SQL =>
  or(eq(securityEvents.userId, userId), inArray(sql`json_extract(${securityEvents.eventData}, '$.email')`, emails))!;

/** Event data keys that may name a person; anonymisation removes them and keeps the rest (reasons, counts). */
export const personalEventKeys = ["email", "new_email", "old_email"] as const;

/** The person's cases: by account, or by address for messages sent before they had one. */
const ownCases = ({ userId, emails }: DataSubject): SQL =>
  or(eq(cases.patientUserId, userId), inArray(cases.patientEmail, emails))!;
const ownCaseIds = (s: DataSubject) => db.select({ id: cases.id }).from(cases).where(ownCases(s));
/** Consultations the person booked: by account, or by the address a signed-out booking gave. */
const ownBookings = ({ userId, emails }: DataSubject): SQL =>
  or(eq(consultationBookings.userId, userId), inArray(consultationBookings.email, emails))!;
const ownQuoteIds = (s: DataSubject) =>
  db
    .select({ id: quotes.id })
    .from(quotes)
    .where(inArray(quotes.caseId, ownCaseIds(s)));

/** What an anonymised audit row shows instead of a person (the audit_log triggers allow only this change). */
export const ERASED = "(erased)";

const mailTo = (emails: string[]): SQL =>
  or(inArray(emailOutbox.toAddress, emails), ...emails.map((e) => sql`instr(lower(${emailOutbox.text}), ${e}) > 0`))!;

/**
 * Keyed by table name. Erasure runs in this order in one batch: security events are
 * anonymised before the user row goes (its foreign key would clear the user id first).
 */
export const personalTables = {
  audit_log: {
    about: "Every time NileCare staff opened your case or your documents: who, what, when.",
    rows: (s) =>
      db
        .select({
          action: auditLog.action,
          staffMember: auditLog.actorName,
          detail: auditLog.detail,
          at: auditLog.createdAt,
        })
        .from(auditLog)
        .where(eq(auditLog.subjectUserId, s.userId)),
    // Append-only: the record of what staff did stays, without whose data it was (or who did it,
    // if the person was staff themselves).
    erase: (s) => [
      db
        .update(auditLog)
        .set({ subjectUserId: null, documentId: null, detail: null })
        .where(eq(auditLog.subjectUserId, s.userId)),
      db
        .update(auditLog)
        .set({ actorId: ERASED, actorEmail: ERASED, actorName: ERASED, ipAddress: null })
        .where(eq(auditLog.actorId, s.userId)),
    ],
  },
  case_events: {
    about: "The history of your cases: status changes and assignments (without staff names).",
    rows: (s) =>
      db
        .select({
          caseId: caseEvents.caseId,
          kind: caseEvents.kind,
          fromStatus: caseEvents.fromStatus,
          toStatus: caseEvents.toStatus,
          at: caseEvents.createdAt,
        })
        .from(caseEvents)
        .where(inArray(caseEvents.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(caseEvents).where(inArray(caseEvents.caseId, ownCaseIds(s)))],
  },
  case_notes: {
    about: "Not included: coordinators' internal working notes (deleted with your account).",
    rows: async () => [],
    erase: (s) => [db.delete(caseNotes).where(inArray(caseNotes.caseId, ownCaseIds(s)))],
  },
  case_messages: {
    about: "Your conversations with our coordinators: every message you and they wrote in your cases.",
    rows: (s) =>
      db
        .select({
          caseId: caseMessages.caseId,
          author: caseMessages.author,
          body: caseMessages.body,
          at: caseMessages.createdAt,
        })
        .from(caseMessages)
        .where(inArray(caseMessages.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(caseMessages).where(inArray(caseMessages.caseId, ownCaseIds(s)))],
  },
  case_reads: {
    about: "When you and our coordinators last read each of your conversations.",
    rows: (s) =>
      db
        .select({ caseId: caseReads.caseId, reader: caseReads.reader, readAt: caseReads.readAt })
        .from(caseReads)
        .where(inArray(caseReads.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(caseReads).where(inArray(caseReads.caseId, ownCaseIds(s)))],
  },
  quote_items: {
    about: "The lines of the quotes we sent you: what each cost covers and its amount (in minor units).",
    rows: (s) =>
      db
        .select({
          quoteId: quoteItems.quoteId,
          kind: quoteItems.kind,
          description: quoteItems.description,
          amountMinor: quoteItems.amountMinor,
        })
        .from(quoteItems)
        .where(inArray(quoteItems.quoteId, ownQuoteIds(s))),
    erase: (s) => [db.delete(quoteItems).where(inArray(quoteItems.quoteId, ownQuoteIds(s)))],
  },
  quotes: {
    about: "The quotes we sent you: number, version, currency, total, validity and your answer.",
    rows: (s) =>
      db
        .select({
          id: quotes.id,
          caseId: quotes.caseId,
          number: quotes.number,
          version: quotes.version,
          currency: quotes.currency,
          totalMinor: quotes.totalMinor,
          included: quotes.included,
          excluded: quotes.excluded,
          hospital: quotes.hospital,
          doctor: quotes.doctor,
          validUntil: quotes.validUntil,
          status: quotes.status,
          decidedAt: quotes.decidedAt,
          declineReason: quotes.declineReason,
        })
        .from(quotes)
        .where(inArray(quotes.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(quotes).where(inArray(quotes.caseId, ownCaseIds(s)))],
  },
  consultation_bookings: {
    about: "Your video consultations: time, your time zone, the details you gave, status and reminders.",
    rows: (s) =>
      db
        .select({
          startsAt: consultationBookings.startsAt,
          status: consultationBookings.status,
          patientZone: consultationBookings.patientZone,
          name: consultationBookings.name,
          email: consultationBookings.email,
          phone: consultationBookings.phone,
          topic: consultationBookings.topic,
          sharesIntake: consultationBookings.sharesIntake,
          confirmedAt: consultationBookings.confirmedAt,
          cancelledAt: consultationBookings.cancelledAt,
          createdAt: consultationBookings.createdAt,
        })
        .from(consultationBookings)
        .where(ownBookings(s)),
    erase: (s) => [db.delete(consultationBookings).where(ownBookings(s))],
  },
  consultation_hours: {
    about: "Staff only: the weekly consultation hours you offered as a coordinator.",
    rows: (s) => db.select().from(consultationHours).where(eq(consultationHours.coordinatorId, s.userId)),
    erase: (s) => [db.delete(consultationHours).where(eq(consultationHours.coordinatorId, s.userId))],
  },
  availability_exceptions: {
    about: "Staff only: your days off and extra consultation hours as a coordinator.",
    rows: (s) => db.select().from(availabilityExceptions).where(eq(availabilityExceptions.coordinatorId, s.userId)),
    erase: (s) => [db.delete(availabilityExceptions).where(eq(availabilityExceptions.coordinatorId, s.userId))],
  },
  cases: {
    about: "Your requests as our coordinators handle them: type, status, treatment, dates.",
    rows: (s) =>
      db
        .select({
          id: cases.id,
          type: cases.type,
          status: cases.status,
          closingReason: cases.closingReason,
          patientName: cases.patientName,
          patientEmail: cases.patientEmail,
          treatment: cases.treatment,
          receivedAt: cases.receivedAt,
          updatedAt: cases.updatedAt,
        })
        .from(cases)
        .where(ownCases(s)),
    erase: (s) => [db.delete(cases).where(ownCases(s))],
  },
  staff_invitations: {
    about: "Invitations to join the NileCare staff sent to your address.",
    rows: (s) =>
      db
        .select({
          role: staffInvitations.role,
          createdAt: staffInvitations.createdAt,
          acceptedAt: staffInvitations.acceptedAt,
        })
        .from(staffInvitations)
        .where(inArray(staffInvitations.email, s.emails)),
    erase: (s) => [db.delete(staffInvitations).where(inArray(staffInvitations.email, s.emails))],
  },
  security_events: {
    about: "Security records about your account: sign-ins, password and address changes, exports.",
    rows: (s) =>
      db
        .select({
          type: securityEvents.eventType,
          risk: securityEvents.riskLevel,
          ipAddress: securityEvents.ipAddress,
          userAgent: securityEvents.userAgent,
          data: securityEvents.eventData,
          at: securityEvents.createdAt,
        })
        .from(securityEvents)
        .where(eventsAbout(s)),
    erase: (s) => [
      db
        .update(securityEvents)
        .set({
          userId: null,
          ipAddress: null,
          userAgent: null,
          eventData: sql`json_remove(${securityEvents.eventData}, ${sql.raw(personalEventKeys.map((k) => `'$.${k}'`).join(", "))})`,
        })
        .where(eventsAbout(s)),
    ],
  },
  login_attempts: {
    about: "Sign-in attempts with your address: time, network address, success.",
    rows: (s) =>
      db
        .select({ ipAddress: loginAttempts.ipAddress, success: loginAttempts.success, at: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(inArray(loginAttempts.email, s.emails)),
    erase: (s) => [db.delete(loginAttempts).where(inArray(loginAttempts.email, s.emails))],
  },
  email_outbox: {
    about: "Emails we sent you, with their delivery status.",
    rows: (s) =>
      db
        .select({
          template: emailOutbox.template,
          to: emailOutbox.toAddress,
          subject: emailOutbox.subject,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(mailTo(s.emails)),
    erase: (s) => [db.delete(emailOutbox).where(mailTo(s.emails))],
  },
  contact_messages: {
    about: "Messages you sent through the contact form.",
    rows: (s) =>
      db
        .select({
          firstName: contactMessages.firstName,
          lastName: contactMessages.lastName,
          email: contactMessages.email,
          phone: contactMessages.phone,
          country: contactMessages.country,
          treatment: contactMessages.treatment,
          message: contactMessages.message,
          ipAddress: contactMessages.ipAddress,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(inArray(contactMessages.email, s.emails)),
    erase: (s) => [db.delete(contactMessages).where(inArray(contactMessages.email, s.emails))],
  },
  newsletter_subscriptions: {
    about: "Your newsletter subscription: status, source, preferences and dates.",
    rows: (s) =>
      db
        .select({
          email: newsletterSubscriptions.email,
          status: newsletterSubscriptions.status,
          source: newsletterSubscriptions.source,
          preferences: newsletterSubscriptions.preferences,
          createdAt: newsletterSubscriptions.createdAt,
          confirmedAt: newsletterSubscriptions.confirmedAt,
          unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
        })
        .from(newsletterSubscriptions)
        .where(inArray(newsletterSubscriptions.email, s.emails)),
    erase: (s) => [db.delete(newsletterSubscriptions).where(inArray(newsletterSubscriptions.email, s.emails))],
  },
  intake_documents: {
    about: "The documents you uploaded (the files themselves are in documents/).",
    rows: (s) =>
      db
        .select({
          id: intakeDocuments.id,
          intakeId: intakeDocuments.intakeId,
          draftId: intakeDocuments.draftId,
          kind: intakeDocuments.kind,
          fileName: intakeDocuments.fileName,
          contentType: intakeDocuments.contentType,
          size: intakeDocuments.size,
          uploadedAt: intakeDocuments.createdAt,
        })
        .from(intakeDocuments)
        .where(ownDocuments(s.userId)),
    erase: (s) => [db.delete(intakeDocuments).where(ownDocuments(s.userId))],
  },
  intakes: {
    about: "Your medical intakes: personal and medical details, travel wishes, consent and its withdrawal.",
    rows: (s) => db.select().from(intakes).where(eq(intakes.userId, s.userId)),
    erase: (s) => [db.delete(intakes).where(eq(intakes.userId, s.userId))],
  },
  intake_drafts: {
    about: "An intake form you started and have not sent yet.",
    rows: (s) =>
      db
        .select({
          data: intakeDrafts.data,
          currentStep: intakeDrafts.currentStep,
          expiresAt: intakeDrafts.expiresAt,
          createdAt: intakeDrafts.createdAt,
        })
        .from(intakeDrafts)
        .where(eq(intakeDrafts.userId, s.userId)),
    erase: (s) => [db.delete(intakeDrafts).where(eq(intakeDrafts.userId, s.userId))],
  },
  trip_plans: {
    about: "Your trip plans: treatment, dates, companions, accommodation, budget and estimate.",
    rows: (s) => db.select().from(tripPlans).where(eq(tripPlans.userId, s.userId)),
    erase: (s) => [db.delete(tripPlans).where(eq(tripPlans.userId, s.userId))],
  },
  pending_email_changes: {
    about: "A change of email address waiting for confirmation.",
    rows: (s) =>
      db
        .select({ newEmail: pendingEmailChanges.newEmail, expiresAt: pendingEmailChanges.expiresAt })
        .from(pendingEmailChanges)
        .where(eq(pendingEmailChanges.userId, s.userId)),
    erase: (s) => [db.delete(pendingEmailChanges).where(eq(pendingEmailChanges.userId, s.userId))],
  },
  auth_tokens: {
    about: "Links we emailed you (confirmation, password reset): only when they were made and used.",
    rows: (s) =>
      db
        .select({
          purpose: authTokens.purpose,
          expiresAt: authTokens.expiresAt,
          usedAt: authTokens.usedAt,
          createdAt: authTokens.createdAt,
        })
        .from(authTokens)
        .where(eq(authTokens.userId, s.userId)),
    erase: (s) => [db.delete(authTokens).where(eq(authTokens.userId, s.userId))],
  },
  sessions: {
    about: "Where you are signed in: device, country, last seen.",
    rows: (s) =>
      db
        .select({
          userAgent: sessions.userAgent,
          country: sessions.country,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          createdAt: sessions.createdAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, s.userId)),
    erase: (s) => [db.delete(sessions).where(eq(sessions.userId, s.userId))],
  },
  profiles: {
    about: "Your profile: username, picture, role and the time zone you chose for consultations.",
    rows: (s) =>
      db
        .select({
          username: profiles.username,
          avatarUrl: profiles.avatarUrl,
          role: profiles.role,
          timeZone: profiles.timeZone,
          createdAt: profiles.createdAt,
        })
        .from(profiles)
        .where(eq(profiles.userId, s.userId)),
    erase: (s) => [db.delete(profiles).where(eq(profiles.userId, s.userId))],
  },
  users: {
    about: "Your account: id, email address, when it was created and confirmed (never your password).",
    rows: (s) =>
      db
        .select({
          id: users.id,
          email: users.email,
          emailConfirmedAt: users.emailConfirmedAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, s.userId)),
    erase: (s) => [db.delete(users).where(eq(users.id, s.userId))],
  },
} satisfies Record<string, PersonalTable>;

export type PersonalTableName = keyof typeof personalTables;

/** Tables that hold nothing about a patient, with the reason; anything else must be in `personalTables`. */
export const impersonalTables: Record<string, string> = {
  doctors: "the doctors directory",
  doctor_treatments: "which doctor offers which treatment",
  doctor_reviews: "published reviews (seed content, not linked to accounts)",
  trip_plan_accommodations: "the hotels offered in the trip planner",
  d1_migrations: "the database's migration log",
};

/** The R2 prefixes that hold personal files: each must be erased with its owner. */
export const personalFilePrefixes = ["intake-documents/"] as const;

/** The R2 keys of the person's files (intake documents, also of drafts in progress). */
export function storedFilesOf(userId: string) {
  return db
    .select({ storageKey: intakeDocuments.storageKey, fileName: intakeDocuments.fileName, kind: intakeDocuments.kind })
    .from(intakeDocuments)
    .where(ownDocuments(userId));
}

/**
 * The rate limiter's counters named after the person's addresses or account. A counter stores only
 * a count and when its window ends (never the name), and forgets itself then; erasure clears them at once.
 */
export function countersOf(subject: DataSubject): { name: RateLimitName; subject: string }[] {
  return [
    { name: "dataExportsPerAccount", subject: subject.userId },
    ...subject.emails.flatMap((email) => [
      { name: "loginPerEmail" as const, subject: email },
      { name: "newsletterPerAddress" as const, subject: email },
      ...["confirm", "reset", "change"].map((kind) => ({
        name: "accountEmailPerAddress" as const,
        subject: `${kind}:${email}`,
      })),
    ]),
  ];
}

/** The person behind an account, with every address they used; null when there is no such account. */
export async function dataSubjectOf(userId: string): Promise<DataSubject | null> {
  const user = await db.query.users.findFirst({ columns: { email: true }, where: eq(users.id, userId) });
  if (!user) return null;
  const [pending, changes] = await Promise.all([
    db.query.pendingEmailChanges.findFirst({
      columns: { newEmail: true },
      where: eq(pendingEmailChanges.userId, userId),
    }),
    db
      .select({ old: sql<string | null>`json_extract(${securityEvents.eventData}, '$.old_email')` })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, userId), eq(securityEvents.eventType, "email_changed"))),
  ]);
  const emails = new Set([user.email]);
  if (pending) emails.add(pending.newEmail);
  for (const change of changes) if (change.old) emails.add(change.old);
  return { userId, emails: [...emails] };
}

/** Clears the rate limiter's counters named after the person. */
export async function eraseCounters(subject: DataSubject) {
  await Promise.all(countersOf(subject).map((counter) => resetLimit(counter.name, counter.subject)));
}
