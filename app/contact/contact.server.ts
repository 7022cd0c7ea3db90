import type { SubmissionResult } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, or } from "drizzle-orm";
import { concierge } from "~content/concierge";
import { contactTreatments } from "~content/contact";
import { site } from "~content/site";
import { aboutRequestOf, attachToChosenRequest } from "~/cases/about-request.server";
import { loadTeamHours } from "~/staff/team-hours.server";
import { caseReference } from "~/cases/case-reference";
import { promisedReplyAt } from "~/cases/case-reference.server";
import { announceTeamChange } from "~/cases/case-live-notice.server";
import { openCaseStatement } from "~/cases/open-case.server";
import { db } from "~/db/client.server";
import { inLocale, queueEmails } from "~/email/email.server";
import { contactMessages, doctors } from "~/db/schema";
import { isHoneypotFilled } from "~/forms/honeypot.server";
import { regionOf, storedPhoneNumber } from "~/forms/phone-number.server";
import { getUserId } from "~/auth/session.server";
import { knownPatientZone } from "~/auth/zone.server";
import { CLINIC_ZONE } from "~/i18n/time";
import { formMessageIn } from "~/i18n/catalogue.server";
import { getLocale, getTranslator, pathFor } from "~/i18n/locale.server";
import type { Outcome } from "~/forms/outcome.server";
import type { RequestArgs } from "~/utils/request-context";
import type { Translate } from "~/i18n/message-key";
import { clientKey, takeLimit } from "~/security/rate-limit.server";
import { loggableError } from "~/utils/loggable-error";
import { contactSchema } from "./contact-schema";
import { sendFailedToast } from "./contact-form";
import { answerBy } from "./answer-by";
import type { ToastInput } from "~/toast/toast";

/** Contact toasts in the request's language, plus the flood refusal. */
function contactToasts(t: Translate) {
  return {
    /**
     * When the answer is due, as the acknowledgement says it (decision 0158), and the reference the sender can quote
     * (decision 0153) when the message was stored.
     */
    sent: (answer: string, reference: string | null): ToastInput => ({
      title: t("contact.toast.sentTitle"),
      description: reference ? `${answer} ${t("contact.toast.sentReference", { reference })}` : answer,
    }),
    failed: sendFailedToast(t),
    /** A rate limit's message, which names the real wait. */
    flooded: (description: string): ToastInput => ({ title: t("contact.toast.errorTitle"), description, variant: "destructive" }),
  };
}

const treatmentIds = contactTreatments.map((t) => t.id);

type ContactAnswer = { result: SubmissionResult<string[]> };

/**
 * Sent: a signed-in patient lands on their new request's conversation, which their message opens and where the
 * answer will appear (a fetcher follows the redirect too); anyone else stays on the form (post/redirect/get after a plain
 * post). The toast names the reference to quote (decision 0153) when the message was stored.
 */
function sent(args: RequestArgs, result: SubmissionResult<string[]>, answer: string, caseId: string | null, reference: string | null): Outcome<ContactAnswer> {
  const toast = contactToasts(getTranslator(args.context)).sent(answer, reference);
  if (caseId) return { status: "redirect", to: pathFor(args.context, `/requests/${caseId}#conversation`), toast };
  return { status: "done", reply: { result }, toast, to: pathFor(args.context, "/contact") };
}

/**
 * Validates, stores and queues the two e-mails (notification to staff and
 * acknowledgement to the sender). The message is stored before anything is queued;
 * if queueing fails, the stored message still counts as sent and the failure is logged.
 */
export async function submitContactForm(args: RequestArgs, form: FormData): Promise<Outcome<ContactAnswer>> {
  const { request, context } = args;
  const submission = parseWithZod(form, { schema: contactSchema });
  // A bot that filled the hidden field is told it worked; nothing is stored or sent.
  if (isHoneypotFilled(form)) return sent(args, submission.reply({ resetForm: true }), getTranslator(args.context)("patientEmails.ack.thanks"), null, null);
  if (submission.status !== "success") return { status: "reply", reply: { result: submission.reply() }, httpStatus: 400 };
  const limit = await takeLimit("contactPerClient", clientKey(request));
  if (!limit.allowed) {
    return {
      status: "reply",
      reply: { result: submission.reply() },
      httpStatus: 429,
      toast: contactToasts(getTranslator(context)).flooded(formMessageIn(getLocale(context), limit.message)),
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    };
  }

  const id = crypto.randomUUID();
  const caseId = crypto.randomUUID();
  const message = submission.value;
  // A signed-in patient's message is theirs: it joins their requests at once, whatever address they typed.
  const patientUserId = getUserId(context);
  try {
    const receivedAt = new Date();
    // "Within 2 hours" counts the team's working hours (decision 0158).
    const hours = await loadTeamHours();
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
        hours,
      ),
    ]);
  } catch (error) {
    console.error("Contact message could not be stored", loggableError(error));
    return { status: "reply", reply: { result: submission.reply() }, httpStatus: 503, toast: contactToasts(getTranslator(context)).failed };
  }

  // "This is about my current request": the message joins that request instead of opening its own, before the
  // acknowledgement is queued, so it names the reference of the request the message joined.
  const shown = await attachToChosenRequest(patientUserId, caseId, aboutRequestOf(form));
  // The acknowledgement names when the answer is due, in the sender's own zone when they told us one.
  const zone = await knownPatientZone(request, patientUserId);
  await queueEmails(
    [
      { type: "case-notification", caseId },
      { type: "contact-acknowledgement", contactMessageId: id, ...(zone ? { zone } : {}), ...inLocale(getLocale(context)) },
    ],
    { stored: `Contact message ${id}` },
  );
  await announceTeamChange();
  const answer = answerBy(await promisedReplyAt({ contactMessageId: id }), zone ?? CLINIC_ZONE, getTranslator(context), getLocale(context));
  return sent(args, submission.reply({ resetForm: true }), answer, patientUserId ? shown : null, caseReference(shown));
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
