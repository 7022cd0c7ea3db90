import { asc, eq, inArray, or } from "drizzle-orm";
import type { OpeningMessage } from "~/cases/thread-rules";
import { isWhatsappOnlyAddress } from "~/cases/whatsapp/phone";
import type { MessageChannel } from "~/domain/case-messages";
import { db } from "~/db/client.server";
import { caseMerges, cases } from "~/db/schema/index";
import type { Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/message-key";
import { sentRequestOf, type SentRequest } from "./sent-request.server";

/** What opened one case: the case it was sent on, when it arrived and what it was. */
export type CaseRequest = { caseId: string; receivedAt: string; sent: NonNullable<SentRequest>; channel: MessageChannel };

/**
 * What opened a case and every case merged into it, oldest first, read from the requests themselves (a message,
 * plan, intake or booking erased with its person, or an intake whose consent was withdrawn, is simply not there).
 * For a reader the caller has already let in (the case's patient, link holder or coordinator).
 */
export async function caseRequests(caseId: string, locale: Locale): Promise<CaseRequest[]> {
  const rows = await db
    .select()
    .from(cases)
    .where(
      or(
        eq(cases.id, caseId),
        inArray(
          cases.id,
          db.select({ id: caseMerges.mergedCaseId }).from(caseMerges).where(eq(caseMerges.keptCaseId, caseId)),
        ),
      ),
    )
    .orderBy(asc(cases.receivedAt), asc(cases.id));
  const sent = await Promise.all(rows.map((row) => sentRequestOf(row, locale)));
  return rows.flatMap((row, i) => {
    const request = sent[i];
    // A contact case opened by a WhatsApp message keeps a number's made-up address: its request came by WhatsApp.
    const channel: MessageChannel = row.type === "contact" && isWhatsappOnlyAddress(row.patientEmail) ? "whatsapp" : "site";
    return request ? [{ caseId: row.id, receivedAt: row.receivedAt.toISOString(), sent: request, channel }] : [];
  });
}

/** The patient's words, or for an intake or a plan (and a booking without a topic) a short summary of it. */
function openingBody(sent: NonNullable<SentRequest>, t: Translate) {
  switch (sent.type) {
    case "contact":
      return sent.message;
    case "booking":
      return sent.topic ?? t("requests.opening.booking");
    case "trip_plan":
      return t("requests.opening.trip_plan", { treatment: sent.plan.treatmentName });
    case "intake":
      return sent.intake.treatment
        ? t("requests.opening.intake", { treatment: sent.intake.treatment, documents: sent.intake.documents.length })
        : t("requests.opening.intakeNoTreatment", { documents: sent.intake.documents.length });
  }
}

/**
 * The thread's first messages, one per request of `caseId` (its own and those merged into it), in the reader's
 * language (`t`). `details` says where the rest of a request is shown, if anywhere.
 */
export function openingMessages(
  requests: CaseRequest[],
  caseId: string,
  t: Translate,
  details: (request: CaseRequest, own: boolean) => OpeningMessage["details"],
): OpeningMessage[] {
  return requests.map((request) => ({
    id: `request-${request.caseId}`,
    body: openingBody(request.sent, t),
    sentAt: request.receivedAt,
    merged: request.caseId !== caseId,
    details: details(request, request.caseId === caseId),
    channel: request.channel,
  }));
}
