import { site } from "~content/site";
import { aboutAccount, defineEmails, ownLink } from "~/email/email.server";

/** Mail about an account names it (`userId`): it goes only while the account exists, and erasure finds its row by it. */
type AuthJobs = {
  "welcome": { to: string; userId: string; username: string };
  "signup-confirmation": { to: string; userId: string; username: string; confirmUrl: string };
  "password-reset": { to: string; userId: string; resetUrl: string };
  /** To the owner of a confirmed address someone signed up with: nothing changed; sign in or reset the password. */
  "signup-attempt": { to: string; userId: string };
};

/**
 * The account's first e-mails: the address's confirmation, the welcome once confirmed, a password reset link, and
 * the notice to the owner of an address someone signed up with again.
 */
export const authEmails = defineEmails<AuthJobs>({
  "welcome": {
    about: (job) => aboutAccount(job.userId),
    render: async (job, mail) => {
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
  },
  "signup-confirmation": {
    about: (job) => aboutAccount(job.userId),
    render: async (job, mail) => {
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
  },
  "password-reset": {
    about: (job) => aboutAccount(job.userId),
    render: async (job, mail) => {
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
  },
  "signup-attempt": {
    about: (job) => aboutAccount(job.userId),
    render: async (job, mail) => {
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
  },
});
