import { site } from "~content/site";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import { aboutNoneWhile, defineEmails, ownLink } from "~/email/email.server";

type NewsletterJobs = {
  "newsletter-confirmation": { to: string; confirmUrl: string; unsubscribeUrl: string };
  "newsletter-unsubscribed": { to: string };
};

/** Newsletter mail goes while the address's subscription exists (an erasure removes it). */
const subscribed = (email: string) =>
  aboutNoneWhile(
    db.query.newsletterSubscriptions.findFirst({ columns: { id: true }, where: eq(newsletterSubscriptions.email, email) }),
  );

function newsletterHeaders(unsubscribeUrl: string) {
  // RFC 2369 / RFC 8058: mail clients show an unsubscribe button and POST to the URL.
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export const newsletterEmails = defineEmails<NewsletterJobs>({
  "newsletter-confirmation": {
    about: (job) => subscribed(job.to),
    render: async (job, mail) => {
      const unsubscribeUrl = ownLink(job.unsubscribeUrl, "unsubscribeUrl");
      const { t } = mail;
      return {
        to: job.to,
        headers: newsletterHeaders(unsubscribeUrl),
        content: {
          subject: t("patientEmails.newsletterConfirm.subject", { site: site.name }),
          heading: t("patientEmails.newsletterConfirm.heading"),
          paragraphs: [t("patientEmails.newsletterConfirm.thanks", { site: site.name }), t("patientEmails.newsletterConfirm.click")],
          action: { label: t("patientEmails.newsletterConfirm.action"), url: ownLink(job.confirmUrl, "confirmUrl") },
          footnotes: [t("patientEmails.newsletterConfirm.ignore")],
          unsubscribeUrl,
        },
      };
    },
  },
  "newsletter-unsubscribed": {
    about: (job) => subscribed(job.to),
    render: async (job, mail) => {
      const { t, link } = mail;
      return {
        to: job.to,
        content: {
          subject: t("patientEmails.unsubscribed.subject"),
          heading: t("patientEmails.unsubscribed.heading"),
          paragraphs: [t("patientEmails.unsubscribed.done", { site: site.name }), t("patientEmails.unsubscribed.again")],
          action: { label: t("patientEmails.unsubscribed.action", { site: site.name }), url: link("/") },
        },
      };
    },
  },
});
