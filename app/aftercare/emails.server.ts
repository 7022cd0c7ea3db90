import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { cases, followUpCheckins, users } from "~/db/schema";
import { translatorFor } from "~/i18n/catalogue.server";
import { ltrText } from "~/i18n/isolate";
import { localePath } from "~/i18n/locales";
import { aboutCase, defineEmails, type JobOf, type Rendered } from "~/email/email.server";
import { replyHeadersFor } from "~/cases/reply-address.server";
import { checkinPath } from "./checkins.server";

/** Follow-up after discharge: the check-in to the patient, an urgent answer to the team. */
type AftercareJobs = {
  "aftercare-checkin": { checkinId: string };
  "aftercare-urgent": { checkinId: string; to: "team" | "coordinator" };
};

type AftercareJob = JobOf<AftercareJobs>;

async function checkinWithCase(checkinId: string) {
  const [row] = await db
    .select({ checkin: followUpCheckins, caseRow: cases })
    .from(followUpCheckins)
    .innerJoin(cases, eq(cases.id, followUpCheckins.caseId))
    .where(eq(followUpCheckins.id, checkinId))
    .limit(1);
  if (!row) throw new Error(`check-in ${checkinId} not found`);
  return row;
}

/**
 * The check-in goes to the patient in the case's language with its signed link. An urgent answer goes to the team
 * inbox and the case's coordinator in English and names only the patient and the case: what they answered stays on
 * the case page, where opening it is audited.
 */
async function aftercareEmail(job: AftercareJob): Promise<Rendered> {
  const { checkin, caseRow } = await checkinWithCase(job.checkinId);
  if (job.type === "aftercare-checkin") {
    const t = translatorFor(caseRow.locale);
    const phone = caseRow.locale === "en" ? config.operator.emergencyPhone : ltrText(config.operator.emergencyPhone);
    const day = checkin.dayOffset;
    return {
      to: caseRow.patientEmail,
      locale: caseRow.locale,
      headers: await replyHeadersFor(caseRow.id),
      content: {
        subject: t("aftercare.email.subject", { day }),
        heading: t("aftercare.email.heading", { day }),
        paragraphs: [t("aftercare.email.hello", { name: caseRow.patientName }), t("aftercare.email.body", { day })],
        action: { label: t("aftercare.email.action"), url: `${config.siteUrl}${localePath(caseRow.locale, await checkinPath(checkin.id))}` },
        footnotes: [t("aftercare.email.expires", { phone })],
      },
    };
  }
  const assignee =
    job.to === "coordinator" && caseRow.assigneeId
      ? await db.query.users.findFirst({ where: eq(users.id, caseRow.assigneeId), columns: { email: true } })
      : undefined;
  return {
    to: assignee?.email ?? config.contactInbox,
    content: {
      subject: `URGENT: ${caseRow.patientName}'s day-${checkin.dayOffset} check-in needs attention now`,
      heading: "Urgent follow-up answer",
      paragraphs: [
        `${caseRow.patientName} answered the day-${checkin.dayOffset} check-in after discharge with a warning sign or a low score${checkin.wantsCall ? ", and asked for a call" : ""}.`,
        "Call the patient now. Their answers are on the case page; mark the answer handled there once a person has spoken to them.",
      ],
      action: { label: "Open the case", url: `${config.siteUrl}/staff/cases/${caseRow.id}` },
    },
  };
}

/** A check-in's mail is about its case. */
async function aboutCheckin(job: AftercareJob) {
  const [row] = await db.select({ caseId: followUpCheckins.caseId }).from(followUpCheckins).where(eq(followUpCheckins.id, job.checkinId));
  return aboutCase(row?.caseId);
}

export const aftercareEmails = defineEmails<AftercareJobs>({
  "aftercare-checkin": { about: aboutCheckin, render: aftercareEmail },
  "aftercare-urgent": { about: aboutCheckin, render: aftercareEmail },
});
