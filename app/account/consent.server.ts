import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { healthDataConsentText } from "~content/intake";
import { WITHDRAWN_CONSENT_GRACE_DAYS } from "~content/privacy";
import { db } from "~/db/client.server";
import { intakes } from "~/db/schema";
import { logSecurityEvent } from "~/security/events.server";
import type { Outcome } from "~/forms/outcome.server";
import type { RequestArgs } from "~/utils/request-context";
import { accountDone, accountUnchanged } from "./answers.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export type HealthConsent = {
  intakeId: string;
  givenAt: string;
  text: string;
  /** Whether the text agreed to is the one the intake form shows today. */
  isCurrentText: boolean;
  withdrawnAt: string | null;
  /** When the documents and health details go, unless consent is given again. */
  erasedAfter: string | null;
};

/** The health-data consent of each intake, newest first: what /account lists. */
export async function healthConsentsOf(userId: string): Promise<HealthConsent[]> {
  const rows = await db
    .select({
      id: intakes.id,
      at: intakes.healthDataConsentAt,
      text: intakes.healthDataConsentText,
      withdrawnAt: intakes.consentWithdrawnAt,
    })
    .from(intakes)
    .where(eq(intakes.userId, userId))
    .orderBy(desc(intakes.createdAt));
  return rows.map((r) => ({
    intakeId: r.id,
    givenAt: r.at.toISOString(),
    text: r.text,
    isCurrentText: r.text === healthDataConsentText,
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
    erasedAfter: r.withdrawnAt ? new Date(r.withdrawnAt.getTime() + WITHDRAWN_CONSENT_GRACE_DAYS * DAY_MS).toISOString() : null,
  }));
}

/** Stops processing: the intake is marked withdrawn (staff can no longer open it); files go after the grace period. */
export async function withdrawHealthConsent({ request, context }: RequestArgs, userId: string, intakeId: string): Promise<Outcome> {
  const [changed] = await db
    .update(intakes)
    .set({ consentWithdrawnAt: new Date() })
    .where(and(eq(intakes.id, intakeId), eq(intakes.userId, userId), isNull(intakes.consentWithdrawnAt)))
    .returning({ id: intakes.id });
  if (!changed) return accountUnchanged(context);
  logSecurityEvent(request, { type: "health_consent_withdrawn", userId, data: { intake_id: intakeId } });
  return accountDone(context, "consentWithdrawn");
}

/** Consent given again, to today's text: processing resumes and nothing is erased. */
export async function giveHealthConsentAgain({ request, context }: RequestArgs, userId: string, intakeId: string): Promise<Outcome> {
  const [changed] = await db
    .update(intakes)
    .set({ consentWithdrawnAt: null, healthDataConsentAt: new Date(), healthDataConsentText })
    .where(and(eq(intakes.id, intakeId), eq(intakes.userId, userId), isNotNull(intakes.consentWithdrawnAt)))
    .returning({ id: intakes.id });
  if (!changed) return accountUnchanged(context);
  logSecurityEvent(request, { type: "health_consent_given", userId, data: { intake_id: intakeId } });
  return accountDone(context, "consentGiven");
}
