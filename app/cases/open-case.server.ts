import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cases, profiles, users } from "~/db/schema";
import { queueEmails } from "~/email/email.server";
import type { TreatmentId } from "~/domain/treatments";
import type { Locale } from "~/i18n/locales";
import { aroundTheClock, type WorkingHours } from "~/i18n/time";
import { announceTeamChange } from "./case-live-notice.server";
import { replyDueAt } from "./case-rules";

type CaseSource =
  | { type: "contact"; contactMessageId: string }
  | { type: "trip_plan"; tripPlanId: string }
  | { type: "intake"; intakeId: string }
  | { type: "booking"; bookingId: string };

export type NewCase = CaseSource & {
  id: string;
  patientUserId: string | null;
  patientName: string;
  patientEmail: string;
  /** The WhatsApp number (E.164) the request came from, when it came so. */
  patientPhone?: string | null;
  treatment: TreatmentId | null;
  receivedAt: Date;
  /** The language of the form the patient sent (English when not given): their e-mails about the case use it. */
  locale?: Locale;
  /** Who holds it from the start: a booking's case is its call's coordinator's. */
  assigneeId?: string | null;
  /** The start of the consultation that opened a booking's case: it is answered before the call at the latest. */
  callAt?: Date;
};

/**
 * The insert that opens a case for what a patient just sent; it belongs in the same batch as
 * the request itself, so no request exists without its case. A request already holding a
 * case (the same plan posted twice) keeps the one it has.
 */
export function openCaseStatement({ callAt, ...newCase }: NewCase, hours: WorkingHours = aroundTheClock) {
  return db
    .insert(cases)
    .values({
      ...newCase,
      patientEmail: newCase.patientEmail.trim().toLowerCase(),
      status: "new",
      dueAt: replyDueAt(newCase.type, newCase.receivedAt, hours, callAt),
      updatedAt: newCase.receivedAt,
    })
    .onConflictDoNothing()
    .returning({ id: cases.id });
}

/**
 * Tells the coordinators' inbox and their open case lists about a case just opened. The request is already stored, so a
 * Queue failure is logged rather than failing the patient's submission.
 */
export async function notifyNewCase(opened: { id: string }[]) {
  const [created] = opened;
  if (!created) return;
  await queueEmails([{ type: "case-notification", caseId: created.id }], { stored: `Case ${created.id}` });
  await announceTeamChange();
}

/** The name and e-mail a case shows for a signed-in patient: their username, else their address. */
export async function accountPatient(userId: string) {
  const [row] = await db
    .select({ email: users.email, username: profiles.username })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error("A case needs the patient's account");
  return { patientName: row.username?.trim() || row.email, patientEmail: row.email };
}
