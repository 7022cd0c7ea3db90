import { eq } from "drizzle-orm";
import { site } from "~content/site";
import { patientReference, promisedReplyAt } from "~/cases/case-reference.server";
import { replyHeadersFor } from "~/cases/reply-address.server";
import { caseLinkForContactMessage } from "~/cases/thread-emails.server";
import { db } from "~/db/client.server";
import { cases, contactMessages } from "~/db/schema";
import { defineEmails, mailAbout } from "~/email/email.server";
import { CLINIC_ZONE } from "~/i18n/time";
import { answerBy } from "./answer-by";

type ContactJobs = {
  /** To the visitor who wrote; the address is read from contact_messages. `zone`: theirs, when they told us one. */
  "contact-acknowledgement": { contactMessageId: string; zone?: string };
};

async function contactMessage(id: string) {
  const row = await db.query.contactMessages.findFirst({ where: eq(contactMessages.id, id) });
  if (!row) throw new Error(`contact message ${id} not found`);
  return row;
}

/** The visitor's acknowledgement, in their language; the staff inbox hears of the case it opened (`case-notification`). */
export const contactEmails = defineEmails<ContactJobs>({
  "contact-acknowledgement": {
    about: async (job) => {
      const row = await db.query.cases.findFirst({ columns: { id: true }, where: eq(cases.contactMessageId, job.contactMessageId) });
      return row ? mailAbout({ caseId: row.id }) : null;
    },
    render: async (job, mail) => {
      // Deliberately repeats nothing the visitor typed: an auto-reply that echoes
      // form input to any address would let strangers send their text in our name.
      const m = await contactMessage(job.contactMessageId);
      const { t, phone } = mail;
      const reference = await patientReference({ contactMessageId: m.id });
      const opened = await db.query.cases.findFirst({ columns: { id: true }, where: eq(cases.contactMessageId, m.id) });
      const dueAt = await promisedReplyAt({ contactMessageId: m.id });
      return {
        to: m.email,
        ...(opened ? { headers: await replyHeadersFor(opened.id) } : {}),
        content: {
          subject: t("patientEmails.ack.subject"),
          heading: t("patientEmails.ack.heading"),
          paragraphs: [answerBy(dueAt, job.zone ?? CLINIC_ZONE, t, mail.locale), t("patientEmails.ack.next")],
          details: reference ? [{ label: t("patientEmails.ack.reference"), value: reference }] : [],
          ...(await caseLinkForContactMessage(m.id)),
          footnotes: [t("patientEmails.ack.urgent", { phone }), t("patientEmails.ack.ignore", { site: site.name })],
        },
      };
    },
  },
});
