import { site } from "~content/site";
import { aboutAccount, defineEmails, mailAbout, ownLink } from "~/email/email.server";

type AccountJobs = {
  /** To the new address: the link that makes it the account's. */
  "email-change-confirmation": { to: string; userId: string; confirmUrl: string };
  /** To the old address: a change was asked for (the new address shown masked). */
  "email-change-notice": { to: string; userId: string; newAddress: string };
  /** After erasure: the outbox forgets the recipient once sent, so nothing names the person. */
  "account-deleted": { to: string };
};

/** A change of address (the link to the new one, the notice to the old one) and the goodbye after erasure. */
export const accountEmails = defineEmails<AccountJobs>({
  "email-change-confirmation": {
    about: (job) => aboutAccount(job.userId),
    render: async (job, mail) => {
      const { t } = mail;
      return {
        to: job.to,
        content: {
          subject: t("patientEmails.emailChange.subject", { site: site.name }),
          heading: t("patientEmails.emailChange.heading"),
          paragraphs: [t("patientEmails.emailChange.asked", { site: site.name }), t("patientEmails.emailChange.click")],
          action: { label: t("patientEmails.emailChange.action"), url: ownLink(job.confirmUrl, "confirmUrl") },
          footnotes: [t("patientEmails.emailChange.ignore")],
        },
      };
    },
  },
  "email-change-notice": {
    about: (job) => aboutAccount(job.userId),
    render: async (job, mail) => {
      const { t, link, ltr, email } = mail;
      return {
        to: job.to,
        content: {
          subject: t("patientEmails.emailNotice.subject", { site: site.name }),
          heading: t("patientEmails.emailNotice.heading"),
          paragraphs: [
            t("patientEmails.emailNotice.asked", { site: site.name, address: ltr(job.newAddress) }),
            t("patientEmails.emailNotice.when"),
            t("patientEmails.emailNotice.notYou", { email }),
          ],
          action: { label: t("patientEmails.emailNotice.action"), url: link("/account") },
        },
      };
    },
  },
  "account-deleted": {
    // Sent after the erasure it reports: about nobody, and its outbox row forgets the address once sent.
    about: () => mailAbout(),
    forgetRecipient: true,
    render: async (job, mail) => {
      const { t, email } = mail;
      return {
        to: job.to,
        content: {
          subject: t("patientEmails.deleted.subject", { site: site.name }),
          heading: t("patientEmails.deleted.heading"),
          paragraphs: [
            t("patientEmails.deleted.done", { site: site.name }),
            t("patientEmails.deleted.kept"),
            t("patientEmails.deleted.thanks", { site: site.name }),
          ],
          footnotes: [t("patientEmails.deleted.notYou", { email })],
        },
      };
    },
  },
});
