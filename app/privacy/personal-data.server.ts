import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { db } from "~/db/client.server";
import { resetLimit, type RateLimitName } from "~/security/rate-limit.server";
import { dataChanged } from "~/cache/data-version.server";
import {
  auditLog,
  authTokens,
  availabilityExceptions,
  caseAttachments,
  caseEvents,
  caseItineraries,
  caseJourneys,
  caseMerges,
  caseMessages,
  caseNotes,
  caseReads,
  staffCaseReads,
  caseEscalations,
  casePresence,
  staffAlertSettings,
  staffDigestItems,
  cases,
  caseStageChanges,
  consultationBookings,
  consultationHours,
  contactMessages,
  emailOutbox,
  followUpCheckins,
  inboundQuarantine,
  whatsappContacts,
  reviewInvitations,
  reviews,
  intakeDocuments,
  intakeDrafts,
  intakes,
  loginAttempts,
  newsletterSubscriptions,
  pendingEmailChanges,
  profiles,
  paymentRefunds,
  payments,
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
 *
 * A person's data is what they proved is theirs (decision 0143): rows carry the id of the account
 * that confirmed their address (triggers link them at insert and when an address is confirmed),
 * and the few tables that hold only an address match it for the time the account held it.
 * A pending change of address never widens anything.
 */
export type DataSubject = {
  userId: string;
  /** The addresses the account proved, each with the time it held it (`until` null: it still does). */
  addresses: HeldAddress[];
};

export type HeldAddress = { email: string; from: Date; until: Date | null };

export type PersonalTable = {
  /** One line for the archive's README. */
  about: string;
  /**
   * For a table with an e-mail address in it: how a row is tied to the person — an account id, or the
   * address for the time the account held it. Never the address alone (decision 0143).
   */
  tiedBy?: string;
  rows(subject: DataSubject): Promise<unknown[]>;
  /** Statements for the erasure batch: deletion, or anonymisation where a record must stay. */
  erase(subject: DataSubject): BatchItem<"sqlite">[];
};

const ownIntakeIds = (userId: string) => db.select({ id: intakes.id }).from(intakes).where(eq(intakes.userId, userId));
const ownDraftIds = (userId: string) =>
  db.select({ id: intakeDrafts.id }).from(intakeDrafts).where(eq(intakeDrafts.userId, userId));
const ownDocuments = (userId: string) =>
  or(inArray(intakeDocuments.intakeId, ownIntakeIds(userId)), inArray(intakeDocuments.draftId, ownDraftIds(userId)));

/** Rows naming one of the person's addresses, written while they held it. */
function whileHeld(address: SQLWrapper, at: SQLWrapper, addresses: HeldAddress[]): SQL {
  if (addresses.length === 0) return sql`0`;
  return or(
    ...addresses.map(({ email, from, until }) =>
      and(eq(address, email), gte(at, from), until ? lt(at, until) : undefined),
    ),
  )!;
}

/** Security events about the person: theirs by id, or naming an address of theirs (failed sign-ins). */
const eventsAbout = ({ userId, addresses }: DataSubject): SQL =>
  or(
    eq(securityEvents.userId, userId),
    whileHeld(sql`json_extract(${securityEvents.eventData}, '$.email')`, securityEvents.createdAt, addresses),
  )!;

/** Event data keys that may name a person; anonymisation removes them and keeps the rest (reasons, counts). */
export const personalEventKeys = ["email", "new_email", "old_email"] as const;

const ownCases = ({ userId }: DataSubject): SQL => eq(cases.patientUserId, userId);
const ownCaseIds = (s: DataSubject) => db.select({ id: cases.id }).from(cases).where(ownCases(s));
const ownBookings = ({ userId }: DataSubject): SQL => eq(consultationBookings.userId, userId);
const ownBookingIds = (s: DataSubject) =>
  db.select({ id: consultationBookings.id }).from(consultationBookings).where(ownBookings(s));
const ownQuoteIds = (s: DataSubject) =>
  db
    .select({ id: quotes.id })
    .from(quotes)
    .where(inArray(quotes.caseId, ownCaseIds(s)));

/** The person's payments: of their account or their cases. */
const ownPayments = (s: DataSubject): SQL => or(eq(payments.patientUserId, s.userId), inArray(payments.caseId, ownCaseIds(s)))!;
const ownPaymentIds = (s: DataSubject) => db.select({ id: payments.id }).from(payments).where(ownPayments(s));

/** Mail to the person, and the staff's mail about their cases and bookings (by the ids it concerns, never by its text). */
const mailAbout = (s: DataSubject): SQL =>
  or(
    eq(emailOutbox.userId, s.userId),
    inArray(emailOutbox.caseId, ownCaseIds(s)),
    inArray(emailOutbox.bookingId, ownBookingIds(s)),
  )!;

/** Refused inbound mail from one of the person's addresses while they held it, or naming one of their cases. */
const quarantinedMailOf = (s: DataSubject): SQL =>
  or(whileHeld(inboundQuarantine.sender, inboundQuarantine.receivedAt, s.addresses), inArray(inboundQuarantine.caseId, ownCaseIds(s)))!;

/** The R2 keys of the raw copies of the person's refused inbound mail: erased with the rows. */
export function quarantinedRawKeysOf(s: DataSubject) {
  return db.select({ storageKey: inboundQuarantine.rawKey }).from(inboundQuarantine).where(quarantinedMailOf(s));
}

/** The WhatsApp numbers the person's cases came from. */
const whatsappNumbersOf = (s: DataSubject) =>
  db.select({ phone: sql<string>`${cases.patientPhone}` }).from(cases).where(and(inArray(cases.id, ownCaseIds(s)), isNotNull(cases.patientPhone)));

/** What an anonymised audit row shows instead of a person (the audit_log triggers allow only this change). */
export const ERASED = "(erased)";

/**
 * Keyed by table name. Erasure runs in this order in one batch: mail and everything found through the
 * person's cases goes before the cases, and security events are anonymised before the user row goes
 * (its foreign key would clear the user id first).
 */
export const personalTables = {
  email_outbox: {
    about: "Emails we sent you, with their delivery status.",
    tiedBy: "user_id (the recipient's account, or the owner of the address when it was sent), case_id and booking_id",
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
        .where(eq(emailOutbox.userId, s.userId)),
    // First in the batch: the cases and bookings it is matched by are deleted further down.
    erase: (s) => [db.delete(emailOutbox).where(mailAbout(s))],
  },
  audit_log: {
    about: "Every time NileCare staff opened your case or your documents: who, what, when.",
    tiedBy: "subject_user_id (whose data) and actor_id (the staff member)",
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
  case_journeys: {
    about: "Your treatment journey as your coordinator keeps it: stage, treatment, hospital, travel and stay dates.",
    rows: (s) =>
      db
        .select({
          caseId: caseJourneys.caseId,
          stage: caseJourneys.stage,
          treatment: caseJourneys.treatment,
          hospital: caseJourneys.hospital,
          doctor: caseJourneys.doctor,
          treatmentStart: caseJourneys.treatmentStart,
          treatmentEnd: caseJourneys.treatmentEnd,
          arrivalDate: caseJourneys.arrivalDate,
          flight: caseJourneys.flight,
          hotel: caseJourneys.hotel,
          hotelFrom: caseJourneys.hotelFrom,
          hotelTo: caseJourneys.hotelTo,
          pickupAt: caseJourneys.pickupAt,
          visaLetter: caseJourneys.visaLetter,
          admissionDate: caseJourneys.admissionDate,
          dischargeDate: caseJourneys.dischargeDate,
          followUpPlan: caseJourneys.followUpPlan,
        })
        .from(caseJourneys)
        .where(inArray(caseJourneys.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(caseJourneys).where(inArray(caseJourneys.caseId, ownCaseIds(s)))],
  },
  case_itineraries: {
    about:
      "Your trip as your coordinator plans it: the times of arrival, admission, procedure, discharge and flight home, who meets you at the airport and how, your companions, and the passport name and number for the visa letter.",
    rows: (s) =>
      db
        .select({
          caseId: caseItineraries.caseId,
          arrivalAt: caseItineraries.arrivalAt,
          admissionAt: caseItineraries.admissionAt,
          procedureAt: caseItineraries.procedureAt,
          dischargeAt: caseItineraries.dischargeAt,
          flightHomeAt: caseItineraries.flightHomeAt,
          arrivalFlight: caseItineraries.arrivalFlight,
          meetBy: caseItineraries.meetBy,
          car: caseItineraries.car,
          driverName: caseItineraries.driverName,
          driverPhone: caseItineraries.driverPhone,
          companions: caseItineraries.companions,
          passportName: caseItineraries.passportName,
          passportNumber: caseItineraries.passportNumber,
        })
        .from(caseItineraries)
        .where(inArray(caseItineraries.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(caseItineraries).where(inArray(caseItineraries.caseId, ownCaseIds(s)))],
  },
  case_stage_changes: {
    about: "When your journey moved from one stage to the next (without staff names).",
    rows: (s) =>
      db
        .select({
          caseId: caseStageChanges.caseId,
          fromStage: caseStageChanges.fromStage,
          toStage: caseStageChanges.toStage,
          at: caseStageChanges.createdAt,
        })
        .from(caseStageChanges)
        .where(inArray(caseStageChanges.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(caseStageChanges).where(inArray(caseStageChanges.caseId, ownCaseIds(s)))],
  },
  case_attachments: {
    about: "Files your coordinators attached for you, and files you e-mailed with a reply (the files themselves are in documents/).",
    rows: (s) =>
      db
        .select({
          id: caseAttachments.id,
          caseId: caseAttachments.caseId,
          fileName: caseAttachments.fileName,
          contentType: caseAttachments.contentType,
          size: caseAttachments.size,
          messageId: caseAttachments.messageId,
          attachedAt: caseAttachments.createdAt,
        })
        .from(caseAttachments)
        .where(inArray(caseAttachments.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(caseAttachments).where(inArray(caseAttachments.caseId, ownCaseIds(s)))],
  },
  inbound_quarantine: {
    about: "E-mails you sent us that did not reach a conversation and wait for our team's review (the text we read; the original messages are erased with your account).",
    tiedBy: "sender: the address, for the time the account held it; or case_id",
    rows: (s) =>
      db
        .select({
          sender: inboundQuarantine.sender,
          subject: inboundQuarantine.subject,
          reason: inboundQuarantine.reason,
          body: inboundQuarantine.body,
          receivedAt: inboundQuarantine.receivedAt,
        })
        .from(inboundQuarantine)
        .where(quarantinedMailOf(s)),
    erase: (s) => [db.delete(inboundQuarantine).where(quarantinedMailOf(s))],
  },
  whatsapp_contacts: {
    about: "Your WhatsApp number's consent: when and how you gave it, when you sent STOP, and your last message's time.",
    tiedBy: "phone: the WhatsApp number of one of the person's cases",
    rows: (s) =>
      db
        .select({
          phone: whatsappContacts.phone,
          optedInAt: whatsappContacts.optedInAt,
          optInMethod: whatsappContacts.optInMethod,
          optedOutAt: whatsappContacts.optedOutAt,
          lastMessageAt: whatsappContacts.lastMessageAt,
        })
        .from(whatsappContacts)
        .where(inArray(whatsappContacts.phone, whatsappNumbersOf(s))),
    // Before the cases, whose numbers find it.
    erase: (s) => [db.delete(whatsappContacts).where(inArray(whatsappContacts.phone, whatsappNumbersOf(s)))],
  },
  case_merges: {
    about: "Which of your requests were joined into one, and when (without staff names).",
    rows: (s) =>
      db
        .select({ keptCaseId: caseMerges.keptCaseId, mergedCaseId: caseMerges.mergedCaseId, at: caseMerges.createdAt })
        .from(caseMerges)
        .where(or(inArray(caseMerges.keptCaseId, ownCaseIds(s)), inArray(caseMerges.mergedCaseId, ownCaseIds(s)))),
    erase: (s) => [
      db.delete(caseMerges).where(or(inArray(caseMerges.keptCaseId, ownCaseIds(s)), inArray(caseMerges.mergedCaseId, ownCaseIds(s)))),
    ],
  },
  follow_up_checkins: {
    about: "Your follow-up check-ins after treatment: when each was sent and how you answered (feeling, pain, warning signs, note, call).",
    rows: (s) =>
      db
        .select({
          caseId: followUpCheckins.caseId,
          dayAfterDischarge: followUpCheckins.dayOffset,
          sentAt: followUpCheckins.sentAt,
          answeredAt: followUpCheckins.answeredAt,
          feeling: followUpCheckins.feeling,
          pain: followUpCheckins.pain,
          warningSigns: followUpCheckins.warningSigns,
          note: followUpCheckins.note,
          wantsCall: followUpCheckins.wantsCall,
          urgent: followUpCheckins.urgent,
        })
        .from(followUpCheckins)
        .where(inArray(followUpCheckins.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(followUpCheckins).where(inArray(followUpCheckins.caseId, ownCaseIds(s)))],
  },
  reviews: {
    about: "Your verified reviews and stories: stars, text, the name and country you chose to show, whether a story was approved or a review hidden (with NileCare's reason).",
    rows: (s) =>
      db
        .select({
          caseId: reviews.caseId,
          doctorStars: reviews.doctorStars,
          serviceStars: reviews.serviceStars,
          text: reviews.text,
          shownName: reviews.shownName,
          shownCountry: reviews.shownCountry,
          treatedMonth: reviews.treatedMonth,
          story: reviews.story,
          storyConsent: reviews.storyConsent,
          storyApprovedAt: reviews.storyApprovedAt,
          hiddenReason: reviews.hiddenReason,
          hiddenAt: reviews.hiddenAt,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(or(eq(reviews.patientUserId, s.userId), inArray(reviews.caseId, ownCaseIds(s)))),
    // The published text may name the person: it goes, and cached doctor pages and /stories render afresh.
    erase: (s) => [
      db.delete(reviews).where(or(eq(reviews.patientUserId, s.userId), inArray(reviews.caseId, ownCaseIds(s)))),
      dataChanged("doctors"),
    ],
  },
  review_invitations: {
    about: "When we invited you to review a treatment.",
    rows: (s) =>
      db
        .select({ caseId: reviewInvitations.caseId, sentAt: reviewInvitations.sentAt })
        .from(reviewInvitations)
        .where(inArray(reviewInvitations.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(reviewInvitations).where(inArray(reviewInvitations.caseId, ownCaseIds(s)))],
  },
  case_notes: {
    about: "Not included: coordinators' internal working notes (deleted with your account).",
    rows: async () => [],
    erase: (s) => [db.delete(caseNotes).where(inArray(caseNotes.caseId, ownCaseIds(s)))],
  },
  case_messages: {
    about: "Your conversations with our coordinators: every message you and they wrote in your cases, and whether it came by e-mail.",
    tiedBy: "case_id, through the case's patient_user_id",
    rows: (s) =>
      db
        .select({
          caseId: caseMessages.caseId,
          author: caseMessages.author,
          body: caseMessages.body,
          channel: caseMessages.channel,
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
  staff_case_reads: {
    about: "When each of our coordinators last read each of your conversations.",
    rows: (s) =>
      db
        .select({ caseId: staffCaseReads.caseId, readAt: staffCaseReads.readAt })
        .from(staffCaseReads)
        .where(inArray(staffCaseReads.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(staffCaseReads).where(inArray(staffCaseReads.caseId, ownCaseIds(s)))],
  },
  case_escalations: {
    about: "When our team was warned that your case waited for an answer (so each warning is sent once).",
    rows: (s) =>
      db
        .select({ caseId: caseEscalations.caseId, threshold: caseEscalations.threshold, sentAt: caseEscalations.sentAt })
        .from(caseEscalations)
        .where(inArray(caseEscalations.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(caseEscalations).where(inArray(caseEscalations.caseId, ownCaseIds(s)))],
  },
  case_presence: {
    about: "Which of our coordinators had your case open in the last minute, and whether they were writing to you.",
    rows: (s) =>
      db
        .select({ caseId: casePresence.caseId, writing: casePresence.writing, seenAt: casePresence.seenAt })
        .from(casePresence)
        .where(inArray(casePresence.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(casePresence).where(inArray(casePresence.caseId, ownCaseIds(s)))],
  },
  staff_digest_items: {
    about:
      "Alerts about your cases held for a coordinator's morning digest (which case, what happened, when); for staff, the alerts held for your own digest.",
    rows: (s) =>
      db
        .select({
          caseId: staffDigestItems.caseId,
          event: staffDigestItems.event,
          createdAt: staffDigestItems.createdAt,
          sentAt: staffDigestItems.sentAt,
        })
        .from(staffDigestItems)
        .where(or(eq(staffDigestItems.userId, s.userId), inArray(staffDigestItems.caseId, ownCaseIds(s)))),
    erase: (s) => [
      db.delete(staffDigestItems).where(or(eq(staffDigestItems.userId, s.userId), inArray(staffDigestItems.caseId, ownCaseIds(s)))),
    ],
  },
  staff_alert_settings: {
    about: "For staff: how you chose to receive each of the console's e-mails (at once, in the morning digest, or not at all).",
    rows: (s) =>
      db
        .select({ event: staffAlertSettings.event, delivery: staffAlertSettings.delivery })
        .from(staffAlertSettings)
        .where(eq(staffAlertSettings.userId, s.userId)),
    erase: (s) => [db.delete(staffAlertSettings).where(eq(staffAlertSettings.userId, s.userId))],
  },
  case_search: {
    about:
      "The search index of our console: your name, e-mail, phone numbers, what you sent us (messages, trip plan notes, intake answers while your consent stands), your conversations and our notes, to find your case.",
    // Raw SQL: the FTS5 table is not in the drizzle schema (decision 0153).
    rows: (s) => db.select({ caseId: sql<string>`case_id`, text: sql<string>`text` }).from(sql`case_search`).where(inArray(sql`case_id`, ownCaseIds(s))),
    // Emptied by its triggers when the cases are deleted in the same batch (a raw statement cannot join a drizzle
    // batch); eraseAccount then rewrites the index without the deleted words (`optimizeSearchIndex`).
    erase: () => [],
  },
  payments: {
    about:
      "Your payments (the deposit): amount, currency, status, when it was paid, what was refunded, the invoice's number and what it states (your name and e-mail, the quote, the lines, taxes).",
    rows: (s) =>
      db
        .select({
          id: payments.id,
          caseId: payments.caseId,
          kind: payments.kind,
          provider: payments.provider,
          currency: payments.currency,
          amountMinor: payments.amountMinor,
          refundedMinor: payments.refundedMinor,
          status: payments.status,
          paidAt: payments.paidAt,
          invoiceNumber: payments.invoiceNumber,
          invoice: payments.invoice,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(ownPayments(s)),
    // Kept, as the tax law asks of invoices, without whom they were for: the name and address on the invoice are
    // replaced, the links to the account, case and quote cleared (before the cases go, which it is found by).
    erase: (s) => [
      db
        .update(payments)
        .set({
          invoice: sql`json_set(${payments.invoice}, '$.billedTo', ${ERASED}, '$.email', ${ERASED})`,
          patientUserId: null,
          caseId: null,
          quoteId: null,
        })
        .where(ownPayments(s)),
    ],
  },
  payment_refunds: {
    about: "The refunds of your payments: amount, when, and the reason staff gave.",
    rows: (s) =>
      db
        .select({ paymentId: paymentRefunds.paymentId, amountMinor: paymentRefunds.amountMinor, reason: paymentRefunds.reason, at: paymentRefunds.createdAt })
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.paymentId, ownPaymentIds(s))),
    // Kept with the invoice they change; the staff's words about why go.
    erase: (s) => [db.update(paymentRefunds).set({ reason: null }).where(inArray(paymentRefunds.paymentId, ownPaymentIds(s)))],
  },
  quote_items: {
    about: "The lines of the quotes we sent you: what each cost covers, its quantity, unit price and amount (in minor units).",
    rows: (s) =>
      db
        .select({
          quoteId: quoteItems.quoteId,
          kind: quoteItems.kind,
          description: quoteItems.description,
          quantity: quoteItems.quantity,
          unitMinor: quoteItems.unitMinor,
          amountMinor: quoteItems.amountMinor,
        })
        .from(quoteItems)
        .where(inArray(quoteItems.quoteId, ownQuoteIds(s))),
    erase: (s) => [db.delete(quoteItems).where(inArray(quoteItems.quoteId, ownQuoteIds(s)))],
  },
  quotes: {
    about:
      "The quotes we sent you: number, version, currency, total, terms (what is included, deposit, balance, cancellation, taxes), validity, your answer and the copy of the quote you accepted.",
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
          terms: quotes.terms,
          acceptedCopy: quotes.acceptedCopy,
        })
        .from(quotes)
        .where(inArray(quotes.caseId, ownCaseIds(s))),
    erase: (s) => [db.delete(quotes).where(inArray(quotes.caseId, ownCaseIds(s)))],
  },
  consultation_bookings: {
    about: "Your video consultations: time, your time zone, the details you gave, status and reminders.",
    tiedBy: "user_id: the account that booked, or that confirmed the address",
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
    tiedBy: "patient_user_id: the account that sent it, or that confirmed the address",
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
    tiedBy: "the address, for the time the account held it",
    rows: (s) =>
      db
        .select({
          role: staffInvitations.role,
          createdAt: staffInvitations.createdAt,
          acceptedAt: staffInvitations.acceptedAt,
        })
        .from(staffInvitations)
        .where(whileHeld(staffInvitations.email, staffInvitations.createdAt, s.addresses)),
    erase: (s) => [db.delete(staffInvitations).where(whileHeld(staffInvitations.email, staffInvitations.createdAt, s.addresses))],
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
    tiedBy: "the address, for the time the account held it",
    rows: (s) =>
      db
        .select({ ipAddress: loginAttempts.ipAddress, success: loginAttempts.success, at: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(whileHeld(loginAttempts.email, loginAttempts.createdAt, s.addresses)),
    erase: (s) => [db.delete(loginAttempts).where(whileHeld(loginAttempts.email, loginAttempts.createdAt, s.addresses))],
  },
  contact_messages: {
    about: "Messages you sent through the contact form.",
    tiedBy: "user_id: the account that confirmed the address",
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
        .where(eq(contactMessages.userId, s.userId)),
    erase: (s) => [db.delete(contactMessages).where(eq(contactMessages.userId, s.userId))],
  },
  newsletter_subscriptions: {
    about: "Your newsletter subscription: status, source, preferences and dates.",
    tiedBy: "user_id: the account that confirmed the address",
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
        .where(eq(newsletterSubscriptions.userId, s.userId)),
    erase: (s) => [db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, s.userId))],
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
    tiedBy: "user_id",
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
    tiedBy: "user_id (the address is only asked for, not proven)",
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
    tiedBy: "id",
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

/** Tables that hold nothing about a patient, with the reason; anything else must be in `personalTables`. */
export const impersonalTables: Record<string, string> = {
  doctors: "the doctors directory",
  doctor_treatments: "which doctor offers which treatment",
  treatments: "the ids of the treatments NileCare names (content/treatments/list.ts)",
  doctor_reviews: "published reviews (seed content, not linked to accounts)",
  trip_plan_accommodations: "the hotels, shown in the trip planner, on facilities' pages and the travel page (who edited them is in audit_log)",
  team_members: "the NileCare team About presents: public facts each member agreed to show (who edited them is in audit_log)",
  operator_figures: "figures the operator states of themselves, each with its source and date (who edited them is in audit_log)",
  d1_migrations: "the database's migration log",
  data_versions: "a counter per kind of public data (doctors, the team's hours, facilities, the team, hotels, the catalogue, the operator's figures), which keys the page cache",
  team_hours: "the team's working hours (no patient's data)",
  team_closures: "the team's holidays and shorter hours, named by admins (no patient's data)",
  whatsapp_stand_in: "the development stand-in for Meta's chats (/dev/whatsapp): invented numbers, never written in production",
  payment_events: "each payment provider event's id, type and outcome, stored once (no one's name, address or card)",
  payment_stand_in: "the development stand-in for Stripe's checkout sessions (/dev/payments): never written in production",
  facilities: "the hospitals, clinics and labs on the site: public facts, their `address` a place's (who edited them is in audit_log)",
  facility_photos: "the facilities' photos as the site encoded them (the uploader is in audit_log)",
  hotel_photos: "the hotels' photos as the site encoded them (the uploader is in audit_log)",
  facility_accreditations: "the facilities' accreditations and the expiry each reminder was sent for",
  facility_specialties: "which facility offers which specialty",
  facility_doctors: "which doctor practises at which facility",
  catalogue_specialties: "the catalogue's specialties and their words: public facts (who edited them is in audit_log)",
  catalogue_procedures: "the procedures offered, their prices, stays and usual inclusions: public facts",
  catalogue_home_prices: "each procedure's price in the comparison countries, with its source and date",
  saved_replies: "the team's reply templates (no patient's data: placeholders are filled in on the case page)",
  // FTS5's own storage of case_search, which the register erases through the table itself.
  case_search_data: "the search index's internal pages (erased with case_search)",
  case_search_idx: "the search index's internal pages (erased with case_search)",
  case_search_content: "the search index's internal copy (erased with case_search)",
  case_search_docsize: "the search index's internal sizes (erased with case_search)",
  case_search_config: "the search index's settings",
};

/** The R2 prefixes that hold personal files: each must be erased with its owner. */
export const personalFilePrefixes = ["intake-documents/", "case-attachments/", "inbound-quarantine/"] as const;

/**
 * The R2 keys of the person's files: intake documents (also of drafts in progress) and the files
 * coordinators attached to their cases (`kind` "attachment" names them in the archive).
 */
export function storedFilesOf(userId: string) {
  return db
    .select({ storageKey: intakeDocuments.storageKey, fileName: intakeDocuments.fileName, kind: sql<string>`${intakeDocuments.kind}` })
    .from(intakeDocuments)
    .where(ownDocuments(userId))
    .unionAll(
      db
        .select({ storageKey: caseAttachments.storageKey, fileName: caseAttachments.fileName, kind: sql<string>`'attachment'` })
        .from(caseAttachments)
        .where(inArray(caseAttachments.caseId, ownCaseIds({ userId, addresses: [] }))),
    );
}

/**
 * The rate limiter's counters named after the person's account or the address they hold now. A counter
 * stores only a count and when its window ends (never the name), and forgets itself then; erasure clears
 * them at once. An address given up is left alone: its counters may be someone else's now.
 */
export function countersOf(subject: DataSubject): { name: RateLimitName; subject: string }[] {
  return [
    { name: "dataExportsPerAccount", subject: subject.userId },
    ...subject.addresses
      .filter((address) => address.until === null)
      .flatMap(({ email }) => [
        { name: "loginPerEmail" as const, subject: email },
        { name: "newsletterPerAddress" as const, subject: email },
        ...["confirm", "reset", "change"].map((kind) => ({
          name: "accountEmailPerAddress" as const,
          subject: `${kind}:${email}`,
        })),
      ]),
  ];
}

/**
 * The person behind an account and the addresses they proved, each for the time they held it: the one they
 * signed up with (once confirmed), then each address an e-mail change confirmed. A pending change is not theirs.
 * Null when there is no such account.
 */
export async function dataSubjectOf(userId: string): Promise<DataSubject | null> {
  const user = await db.query.users.findFirst({
    columns: { email: true, emailConfirmedAt: true, createdAt: true },
    where: eq(users.id, userId),
  });
  if (!user) return null;
  const changes = await db
    .select({
      old: sql<string | null>`json_extract(${securityEvents.eventData}, '$.old_email')`,
      at: securityEvents.createdAt,
    })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.eventType, "email_changed")))
    .orderBy(asc(securityEvents.createdAt));
  // Changing the address needs a signed-in session, and signing in needs a confirmed address.
  if (!user.emailConfirmedAt && changes.length === 0) return { userId, addresses: [] };
  const addresses: HeldAddress[] = [];
  let from = user.createdAt;
  for (const change of changes) {
    if (change.old) addresses.push({ email: change.old, from, until: change.at });
    from = change.at;
  }
  if (user.emailConfirmedAt) addresses.push({ email: user.email, from, until: null });
  return { userId, addresses };
}

/** Clears the rate limiter's counters named after the person. */
export async function eraseCounters(subject: DataSubject) {
  await Promise.all(countersOf(subject).map((counter) => resetLimit(counter.name, counter.subject)));
}

/**
 * FTS5 keeps deleted words in its pages until they are merged: "optimize" rewrites the index without them.
 * Raw SQL: an FTS5 command written as an insert into the virtual table, which drizzle's schema does not hold.
 */
export async function optimizeSearchIndex() {
  await db.run(sql`INSERT INTO case_search (case_search) VALUES ('optimize')`);
}
