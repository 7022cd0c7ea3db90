import type { SubmissionResult } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, or } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { concierge } from "~content/concierge";
import { contactTreatments } from "~content/contact";
import { site } from "~content/site";
import { aboutRequestOf, attachToChosenRequest } from "~/cases/about-request.server";
import { loadTeamHours } from "~/staff/team-hours.server";
import { caseReference } from "~/cases/case-reference";
import { openCaseStatement } from "~/cases/open-case.server";
import { db } from "~/db/client.server";
import { inLocale, queueEmails } from "~/email/email.server";
import { contactMessages, doctors } from "~/db/schema";
import { isHoneypotFilled } from "~/forms/honeypot.server";
import { regionOf, storedPhoneNumber } from "~/forms/phone-number.server";
import { getUserId } from "~/auth/session.server";
import { getLocale } from "~/i18n/locale.server";
import type { Translate } from "~/i18n/message-key";
import { clientKey, takeLimit } from "~/security/rate-limit.server";
import { loggableError } from "~/utils/loggable-error";
import { contactSchema } from "./contact-schema";

const treatmentIds = contactTreatments.map((t) => t.id);

export type ContactOutcome =
  /**
   * `caseId`: the request a signed-in patient can open now; null for a visitor (they get the link by e-mail).
   * `reference`: what the sender is told to quote (decision 4410); null when nothing was stored.
   */
  | { outcome: "sent"; reply: SubmissionResult<string[]>; caseId: string | null; reference: string | null }
  | { outcome: "invalid" | "failed"; reply: SubmissionResult<string[]> }
  | { outcome: "flooded"; reply: SubmissionResult<string[]>; message: string; retryAfterSeconds: number };

/**
 * Validates, stores and queues the two e-mails (notification to staff and
 * acknowledgement to the sender). The message is stored before anything is queued;
 * if queueing fails, the stored message still counts as sent and the failure is logged.
 */
export async function submitContactForm(
  form: FormData,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ContactOutcome> {
  const submission = parseWithZod(form, { schema: contactSchema });
  // A bot that filled the hidden field is told it worked; nothing is stored or sent.
  if (isHoneypotFilled(form)) return { outcome: "sent", reply: submission.reply({ resetForm: true }), caseId: null, reference: null };
  if (submission.status !== "success") return { outcome: "invalid", reply: submission.reply() };
  const limit = await takeLimit("contactPerClient", clientKey(request));
  if (!limit.allowed) {
    return {
      outcome: "flooded",
      reply: submission.reply(),
      message: limit.message,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }

  const id = crypto.randomUUID();
  const caseId = crypto.randomUUID();
  const message = submission.value;
  // A signed-in patient's message is theirs: it joins their requests at once, whatever address they typed.
  const patientUserId = getUserId(context);
  try {
    const receivedAt = new Date();
    // "Within 2 hours" counts the team's working hours (decision 2609).
    const week = await loadTeamHours();
    await db.batch([
      db
        .insert(contactMessages)
        .values({ ...message, phone: storedPhoneNumber(message.phone, regionOf(message.country)), id, ipAddress: request.headers.get("CF-Connecting-IP"), createdAt: receivedAt }),
      openCaseStatement(
        {
          id: caseId,
          type: "contact",
          contactMessageId: id,
          patientUserId,
          patientName: `${message.firstName} ${message.lastName}`,
          patientEmail: message.email,
          treatment: message.treatment,
          receivedAt,
          locale: getLocale(context),
        },
        week,
      ),
    ]);
  } catch (error) {
    console.error("Contact message could not be stored", loggableError(error));
    return { outcome: "failed", reply: submission.reply() };
  }

  // "This is about my current request": the message joins that request instead of opening its own, before the
  // acknowledgement is queued, so it names the reference of the request the message joined.
  const shown = await attachToChosenRequest(patientUserId, caseId, aboutRequestOf(form));
  await queueEmails(
    [
      { type: "case-notification", caseId },
      { type: "contact-acknowledgement", contactMessageId: id, ...inLocale(getLocale(context)) },
    ],
    { stored: `Contact message ${id}` },
  );
  return { outcome: "sent", reply: submission.reply({ resetForm: true }), caseId: patientUserId ? shown : null, reference: caseReference(shown) };
}

/** The message a link can start the form with, in the page's language: `topic` (and `doctor`, `package`). */
function prefillMessage(t: Translate, topic: string | null, doctor: string | undefined, packageId: string | null) {
  switch (topic) {
    case "quote":
      return doctor ? t("contact.prefill.quoteWithDoctor", { doctor }) : t("contact.prefill.quote");
    case "story":
      return t("contact.prefill.story", { site: site.name });
    case "concierge": {
      const chosen = concierge.packages.find((p) => p.id === packageId);
      return chosen ? t("contact.prefill.conciergePackage", { package: chosen.name }) : t("contact.prefill.concierge");
    }
    case "consultation":
      return doctor ? t("contact.prefill.consultationWithDoctor", { doctor }) : t("contact.prefill.consultation");
    default:
      return doctor ? t("contact.prefill.consultationWithDoctor", { doctor }) : undefined;
  }
}

/**
 * Initial values from the query string, so other pages can link to a filled-in form:
 * - `doctor`: an active doctor's id or exact name (the doctor pages send the name);
 * - `topic`: consultation | quote | story | concierge (with `package`: essential | complete | vip);
 * - `treatment`: a treatment category id, preselected in "Treatment of Interest".
 * Unknown values are ignored, so only a real doctor's name is ever written into the message.
 */
export async function contactDefaults(url: URL, t: Translate) {
  const doctorParam = url.searchParams.get("doctor");
  const treatment = treatmentIds.find((id) => id === url.searchParams.get("treatment"));
  const doctor =
    doctorParam && doctorParam.length <= 100
      ? await db.query.doctors.findFirst({
          where: and(or(eq(doctors.id, doctorParam), eq(doctors.name, doctorParam)), eq(doctors.isActive, true)),
          columns: { name: true },
        })
      : undefined;
  return {
    message: prefillMessage(t, url.searchParams.get("topic"), doctor?.name, url.searchParams.get("package")),
    treatment,
  };
}
