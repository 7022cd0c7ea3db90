import { eq } from "drizzle-orm";
import { site } from "~content/site";
import { config } from "~/config.server";
import { caseLinkForContactMessage } from "~/cases/thread-emails.server";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { defineTemplates, siteLink } from "~/email/registry.server";
import { caseOf, utcTime } from "~/cases/case-emails.server";

async function contactMessage(id: string) {
  const row = await db.query.contactMessages.findFirst({ where: eq(contactMessages.id, id) });
  if (!row) throw new Error(`contact message ${id} not found`);
  return row;
}

/** The visitor's acknowledgement (in their language) and the staff inbox's notification (English, as the console). */
export const contactTemplates = defineTemplates({
  "contact-notification": async (job) => {
    const m = await contactMessage(job.contactMessageId);
    const openedCase = await caseOf({ contactMessageId: m.id });
    const name = `${m.firstName} ${m.lastName}`;
    return {
      to: config.contactInbox,
      // Staff answer the visitor by replying to the notification.
      headers: { "Reply-To": m.email },
      content: {
        subject: `New contact message from ${name}`,
        heading: "New contact message",
        paragraphs: [
          `${name} sent a message through the contact form. Reply to this email to answer them directly; we promised a reply within 2 hours.`,
        ],
        details: [
          { label: "Name", value: name },
          { label: "Email", value: m.email },
          { label: "Phone", value: m.phone ?? "Not given" },
          { label: "Country", value: m.country ?? "Not given" },
          { label: "Treatment", value: m.treatment ?? "Not given" },
          { label: "Received", value: utcTime(m.createdAt) },
          { label: "Reply due", value: utcTime(openedCase.dueAt) },
          { label: "Reference", value: m.id },
        ],
        quote: m.message,
        action: { label: "Open the case", url: siteLink(`/staff/cases/${openedCase.id}`) },
      },
    };
  },
  "contact-acknowledgement": async (job, mail) => {
    // Deliberately repeats nothing the visitor typed: an auto-reply that echoes
    // form input to any address would let strangers send their text in our name.
    const m = await contactMessage(job.contactMessageId);
    const { t, phone } = mail;
    return {
      to: m.email,
      content: {
        subject: t("patientEmails.ack.subject"),
        heading: t("patientEmails.ack.heading"),
        paragraphs: [t("patientEmails.ack.thanks"), t("patientEmails.ack.next")],
        details: [{ label: t("patientEmails.ack.reference"), value: m.id.slice(0, 8).toUpperCase() }],
        ...(await caseLinkForContactMessage(m.id)),
        footnotes: [t("patientEmails.ack.urgent", { phone }), t("patientEmails.ack.ignore", { site: site.name })],
      },
    };
  },
});
