import { site } from "~content/site";
import { defineTemplates, ownLink } from "~/email/registry.server";

/**
 * The account's first e-mails: the address's confirmation, the welcome once confirmed, a password reset link, and
 * the notice to the owner of an address someone signed up with again.
 */
export const authTemplates = defineTemplates({
  "welcome": async (job, mail) => {
    const { t, link, ltr, phone, email } = mail;
    const name = ltr(job.username.trim() || job.to.split("@")[0]!);
    return {
      to: job.to,
      content: {
        subject: t("patientEmails.welcome.subject", { site: site.name }),
        heading: t("patientEmails.welcome.heading", { site: site.name, name }),
        paragraphs: [t("patientEmails.welcome.ready"), t("patientEmails.welcome.replyTime")],
        action: { label: t("patientEmails.welcome.action"), url: link("/dashboard") },
        footnotes: [t("patientEmails.common.questions", { phone, email })],
      },
    };
  },
  "signup-confirmation": async (job, mail) => {
    const { t, ltr } = mail;
    const name = ltr(job.username.trim() || job.to.split("@")[0]!);
    return {
      to: job.to,
      content: {
        subject: t("patientEmails.confirm.subject", { site: site.name }),
        heading: t("patientEmails.confirm.heading"),
        paragraphs: [
          t("patientEmails.common.hello", { name }),
          t("patientEmails.confirm.thanks", { site: site.name }),
          t("patientEmails.confirm.password"),
        ],
        action: { label: t("patientEmails.confirm.action"), url: ownLink(job.confirmUrl, "confirmUrl") },
        footnotes: [t("patientEmails.confirm.ignore", { site: site.name })],
      },
    };
  },
  "password-reset": async (job, mail) => {
    const { t } = mail;
    return {
      to: job.to,
      content: {
        subject: t("patientEmails.reset.subject", { site: site.name }),
        heading: t("patientEmails.reset.heading"),
        paragraphs: [t("patientEmails.reset.received", { site: site.name }), t("patientEmails.reset.click")],
        action: { label: t("patientEmails.reset.action"), url: ownLink(job.resetUrl, "resetUrl") },
        footnotes: [t("patientEmails.reset.ignore")],
      },
    };
  },
  "signup-attempt": async (job, mail) => {
    const { t, link, email } = mail;
    return {
      to: job.to,
      content: {
        subject: t("patientEmails.signupAttempt.subject", { site: site.name }),
        heading: t("patientEmails.signupAttempt.heading"),
        paragraphs: [
          t("patientEmails.signupAttempt.tried", { site: site.name }),
          t("patientEmails.signupAttempt.nothingChanged"),
          t("patientEmails.signupAttempt.next"),
        ],
        action: { label: t("patientEmails.signupAttempt.signIn"), url: link("/auth") },
        links: [{ label: t("patientEmails.signupAttempt.reset"), url: link("/auth?view=forgot") }],
        footnotes: [t("patientEmails.signupAttempt.notYou", { email })],
      },
    };
  },
});
