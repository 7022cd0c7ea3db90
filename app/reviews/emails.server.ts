import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cases, users } from "~/db/schema";
import { replyHeadersFor } from "~/cases/reply-address.server";
import { aboutCase, defineEmails, mailLanguage } from "~/email/email.server";

type ReviewJobs = {
  /** The invitation to review after the 30-day check-in. */
  "review-invitation": { caseId: string };
};

/**
 * The review invitation after the 30-day check-in, in the case's language, to the account the case is tied to
 * (the review form needs that account signed in, so the link carries no key).
 */
export const reviewEmails = defineEmails<ReviewJobs>({
  "review-invitation": {
    about: (job) => aboutCase(job.caseId),
    render: async (job) => {
      const [row] = await db
        .select({ name: cases.patientName, locale: cases.locale, email: users.email })
        .from(cases)
        .innerJoin(users, eq(users.id, cases.patientUserId))
        .where(eq(cases.id, job.caseId))
        .limit(1);
      if (!row) throw new Error(`case ${job.caseId} has no account to invite`);
      const mail = mailLanguage(row.locale);
      return {
        to: row.email,
        locale: row.locale,
        headers: await replyHeadersFor(job.caseId),
        content: {
          subject: mail.t("reviews.email.subject"),
          heading: mail.t("reviews.email.heading"),
          paragraphs: [mail.t("reviews.email.hello", { name: row.name }), mail.t("reviews.email.body")],
          action: { label: mail.t("reviews.email.action"), url: mail.link(`/requests/${job.caseId}/review`) },
          footnotes: [mail.t("reviews.email.footnote")],
        },
      };
    },
  },
});
