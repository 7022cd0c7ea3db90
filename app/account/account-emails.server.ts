import { site } from "~content/site";
import { defineTemplates, ownLink } from "~/email/registry.server";

/** A change of address (the link to the new one, the notice to the old one) and the goodbye after erasure. */
export const accountTemplates = defineTemplates({
  "email-change-confirmation": async (job, mail) => {
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
  "email-change-notice": async (job, mail) => {
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
  "account-deleted": async (job, mail) => {
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
});
