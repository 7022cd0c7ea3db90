import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, or } from "drizzle-orm";
import { concierge } from "~content/concierge";
import { contactTreatments } from "~content/contact";
import { site } from "~content/site";
import { openCaseStatement } from "~/cases/open-case.server";
import { db } from "~/db/client.server";
import { contactMessages, doctors } from "~/db/schema";
import { enqueueEmails } from "~/email/queue.server";
import { isHoneypotFilled } from "~/forms/honeypot.server";
import { clientKey, takeLimit } from "~/security/rate-limit.server";
import { loggableError } from "~/utils/loggable-error";
import { contactSchema } from "./contact-schema";

const treatmentIds = contactTreatments.map((t) => t.id);

export type ContactOutcome =
  | { outcome: "sent" | "invalid" | "failed"; reply: SubmissionResult<string[]> }
  | { outcome: "flooded"; reply: SubmissionResult<string[]>; message: string; retryAfterSeconds: number };

/**
 * Validates, stores and queues the two e-mails (notification to staff and
 * acknowledgement to the sender). The message is stored before anything is queued;
 * if queueing fails, the stored message still counts as sent and the failure is logged.
 */
export async function submitContactForm(form: FormData, request: Request): Promise<ContactOutcome> {
  const submission = parseWithZod(form, { schema: contactSchema });
  // A bot that filled the hidden field is told it worked; nothing is stored or sent.
  if (isHoneypotFilled(form)) return { outcome: "sent", reply: submission.reply({ resetForm: true }) };
  if (submission.status !== "success") return { outcome: "invalid", reply: submission.reply() };
  const limit = await takeLimit("contactPerClient", clientKey(request));
  if (!limit.allowed) {
    return { outcome: "flooded", reply: submission.reply(), message: limit.message, retryAfterSeconds: limit.retryAfterSeconds };
  }

  const id = crypto.randomUUID();
  const message = submission.value;
  try {
    const receivedAt = new Date();
    await db.batch([
      db.insert(contactMessages).values({ ...message, id, ipAddress: request.headers.get("CF-Connecting-IP"), createdAt: receivedAt }),
      openCaseStatement({
        id: crypto.randomUUID(),
        type: "contact",
        contactMessageId: id,
        patientUserId: null,
        patientName: `${message.firstName} ${message.lastName}`,
        patientEmail: message.email,
        treatment: message.treatment,
        receivedAt,
      }),
    ]);
  } catch (error) {
    console.error("Contact message could not be stored", loggableError(error));
    return { outcome: "failed", reply: submission.reply() };
  }

  try {
    await enqueueEmails([
      { type: "contact-notification", contactMessageId: id },
      { type: "contact-acknowledgement", contactMessageId: id },
    ]);
  } catch (error) {
    console.error(`Contact message ${id} is stored but its e-mails could not be queued`, loggableError(error));
  }
  return { outcome: "sent", reply: submission.reply({ resetForm: true }) };
}

/** The message a link can start the form with: `topic` (and `doctor`, `package`) in the query string. */
function prefillMessage(topic: string | null, doctor: string | undefined, packageId: string | null) {
  switch (topic) {
    case "quote":
      return doctor
        ? `I would like a free quote for treatment with ${doctor}.`
        : "I would like a free quote for my treatment.";
    case "story":
      return `I was treated with ${site.name} and would like to share my story.`;
    case "concierge": {
      const chosen = concierge.packages.find((p) => p.id === packageId);
      return chosen
        ? `I am interested in the ${chosen.name} concierge package.`
        : "I would like to know more about your concierge services.";
    }
    case "consultation":
      return doctor
        ? `I would like to schedule a consultation with ${doctor}.`
        : "I would like to schedule a free consultation.";
    default:
      return doctor ? `I would like to schedule a consultation with ${doctor}.` : undefined;
  }
}

/**
 * Initial values from the query string, so other pages can link to a filled-in form:
 * - `doctor`: an active doctor's id or exact name (the doctor pages send the name);
 * - `topic`: consultation | quote | story | concierge (with `package`: essential | complete | vip);
 * - `treatment`: a treatment category id, preselected in "Treatment of Interest".
 * Unknown values are ignored, so only a real doctor's name is ever written into the message.
 */
export async function contactDefaults(url: URL) {
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
    message: prefillMessage(url.searchParams.get("topic"), doctor?.name, url.searchParams.get("package")),
    treatment,
  };
}
