import { eq } from "drizzle-orm";
import { site } from "~content/site";
import { patientReference } from "~/cases/case-reference.server";
import { caseLinkForContactMessage } from "~/cases/thread-emails.server";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { defineTemplates } from "~/email/registry.server";

async function contactMessage(id: string) {
  const row = await db.query.contactMessages.findFirst({ where: eq(contactMessages.id, id) });
  if (!row) throw new Error(`contact message ${id} not found`);
  return row;
}

/** The visitor's acknowledgement, in their language; the staff inbox hears of the case it opened (`case-notification`). */
export const contactTemplates = defineTemplates({
  "contact-acknowledgement": async (job, mail) => {
    // Deliberately repeats nothing the visitor typed: an auto-reply that echoes
    // form input to any address would let strangers send their text in our name.
    const m = await contactMessage(job.contactMessageId);
    const { t, phone } = mail;
    const reference = await patientReference({ contactMessageId: m.id });
    return {
      to: m.email,
      content: {
        subject: t("patientEmails.ack.subject"),
        heading: t("patientEmails.ack.heading"),
        paragraphs: [t("patientEmails.ack.thanks"), t("patientEmails.ack.next")],
        details: reference ? [{ label: t("patientEmails.ack.reference"), value: reference }] : [],
        ...(await caseLinkForContactMessage(m.id)),
        footnotes: [t("patientEmails.ack.urgent", { phone }), t("patientEmails.ack.ignore", { site: site.name })],
      },
    };
  },
});
