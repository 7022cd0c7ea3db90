import { eq } from "drizzle-orm";
import { site } from "~content/site";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { caseJourneys, cases, quotes, users } from "~/db/schema";
import { aboutCase, defineEmails, mailLanguage, type JobOf, type Rendered } from "~/email/email.server";
import type { Translate } from "~/i18n/message-key";
import { formatDate } from "~/i18n/format";
import { formatMoney } from "~/i18n/money";
import { localePath } from "~/i18n/locales";
import { quoteReference } from "~/cases/quotes/quote-rules";
import { treatmentName } from "~/treatments/treatment-name";
import { caseLinkPath } from "./case-link.server";
import { stageTitle } from "./journey-labels";
import { firstStage } from "./journey-rules";
import { routeStaffAlert } from "./console/staff-alerts.server";
import { replyHeadersFor } from "./reply-address.server";

type ThreadJobs = {
  /** To the patient: their case now waits for their answer, or is scheduled. */
  "case-status": { caseId: string; status: "awaiting_patient" | "scheduled" };
  /** To the patient: a new quote (or a new version of it). */
  "quote-sent": { quoteId: string };
  /** To the patient: what they accepted and what comes next. */
  "quote-accepted": { quoteId: string };
  /** To the case's coordinator (or the staff inbox): the patient accepted or declined a quote. */
  "quote-decided": { quoteId: string };
};

type ThreadJob = JobOf<ThreadJobs>;

export async function findCase(caseId: string) {
  const row = await db.query.cases.findFirst({ where: eq(cases.id, caseId) });
  if (!row) throw new Error(`case ${caseId} not found`);
  return row;
}

type PatientCase = Pick<typeof cases.$inferSelect, "id" | "patientUserId" | "locale">;

/**
 * Where the patient reads their thread, in the case's language: their dashboard's request page when
 * the case is on their account, else the conversation link (no account needed).
 */
export async function patientLink(caseRow: PatientCase) {
  const path = caseRow.patientUserId ? `/requests/${caseRow.id}` : await caseLinkPath(caseRow.id);
  return `${config.siteUrl}${localePath(caseRow.locale, path)}`;
}

/** The acknowledgement of a contact message carries the link to its conversation, in the case's language. */
export async function caseLinkForContactMessage(contactMessageId: string) {
  const caseRow = await db.query.cases.findFirst({ where: eq(cases.contactMessageId, contactMessageId) });
  if (!caseRow) return {};
  return { action: { label: mailLanguage(caseRow.locale).t("requests.email.viewConversation"), url: await patientLink(caseRow) } };
}

/** The accepted terms the patient's e-mail repeats: what they pay, when, and what a cancellation costs. */
const committedTerms = ["rise", "deposit", "balance", "cancellation"];

async function quoteWithCase(quoteId: string) {
  const quote = await db.query.quotes.findFirst({ where: eq(quotes.id, quoteId) });
  if (!quote) throw new Error(`quote ${quoteId} not found`);
  return { quote, caseRow: await findCase(quote.caseId) };
}

/** A quote's mail is about its case. */
async function quoteSubject(quoteId: string) {
  const [row] = await db.select({ caseId: quotes.caseId }).from(quotes).where(eq(quotes.id, quoteId));
  return aboutCase(row?.caseId);
}

/** The lines under every e-mail to the patient about their conversation. */
export function closingLines(t: Translate) {
  return [t("requests.email.closingPhone", { phone: config.operator.phone }), t("requests.email.closingPrivate")];
}

/** Patient e-mails are written in the case's language (the one the patient last wrote in); the staff's stay English. */
export async function caseThreadEmail(job: ThreadJob): Promise<Rendered> {
  switch (job.type) {
    case "case-status": {
      const caseRow = await findCase(job.caseId);
      const { t } = mailLanguage(caseRow.locale);
      const label = t(`requests.status.${job.status}`, { type: caseRow.type });
      return {
        to: caseRow.patientEmail,
        locale: caseRow.locale,
        headers: await replyHeadersFor(caseRow.id),
        content: {
          subject: t("requests.email.status.subject", { status: label }),
          heading: label,
          paragraphs: [
            t("requests.email.hello", { name: caseRow.patientName }),
            job.status === "scheduled" ? t("requests.email.status.scheduled") : t("requests.email.status.awaiting"),
          ],
          action: { label: t("requests.email.status.action"), url: await patientLink(caseRow) },
          footnotes: closingLines(t),
        },
      };
    }
    case "quote-sent": {
      const { quote, caseRow } = await quoteWithCase(job.quoteId);
      const { locale } = caseRow;
      const { t } = mailLanguage(locale);
      const reference = quoteReference(quote.number, quote.version);
      // English keeps the ISO day the coordinator chose; Arabic reads it as a written date.
      const validUntil =
        locale === "en"
          ? quote.validUntil
          : formatDate(locale, new Date(`${quote.validUntil}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
      const total = formatMoney(locale, quote.totalMinor, quote.currency, { minor: true });
      return {
        to: caseRow.patientEmail,
        locale,
        headers: await replyHeadersFor(caseRow.id),
        content: {
          subject: t("requests.email.quote.subject", { site: site.name, reference }),
          heading: t("requests.email.quote.heading"),
          paragraphs: [
            t("requests.email.hello", { name: caseRow.patientName }),
            t("requests.email.quote.text", {
              treatment: treatmentName(quote.treatment ?? caseRow.treatment, locale) ?? t("requests.email.quote.yourTreatment"),
              date: validUntil,
            }),
            ...(quote.version > 1 ? [t("requests.email.quote.replaces", { previous: quoteReference(quote.number, quote.version - 1) })] : []),
          ],
          details: [
            { label: t("requests.email.quote.label"), value: reference },
            { label: t("quotes.total"), value: total },
            { label: t("quotes.validUntil"), value: validUntil },
          ],
          action: { label: t("requests.email.quote.action"), url: await patientLink(caseRow) },
          footnotes: closingLines(t),
        },
      };
    }
    case "quote-accepted": {
      const { quote, caseRow } = await quoteWithCase(job.quoteId);
      const { locale } = caseRow;
      const { t } = mailLanguage(locale);
      const reference = quoteReference(quote.number, quote.version);
      const treatment = treatmentName(quote.treatment ?? caseRow.treatment, locale) ?? t("requests.email.quote.yourTreatment");
      return {
        to: caseRow.patientEmail,
        locale,
        headers: await replyHeadersFor(caseRow.id),
        content: {
          subject: t("requests.email.accepted.subject", { reference }),
          heading: t("requests.email.accepted.heading"),
          paragraphs: [
            t("requests.email.hello", { name: caseRow.patientName }),
            t("requests.email.accepted.text", { reference, treatment, total: formatMoney(locale, quote.totalMinor, quote.currency, { minor: true, inText: true }) }),
            t("requests.email.accepted.next"),
          ],
          details: [
            { label: t("requests.email.quote.label"), value: reference },
            { label: t("quotes.total"), value: formatMoney(locale, quote.totalMinor, quote.currency, { minor: true }) },
            // What they committed to, as their page said it when they accepted (in the e-mail's language).
            ...(quote.acceptedCopy?.locale === locale
              ? quote.acceptedCopy.statements.filter((s) => committedTerms.includes(s.key)).map((s) => ({ label: s.label, value: s.text }))
              : []),
          ],
          action: { label: t("requests.email.quote.action"), url: await patientLink(caseRow) },
          footnotes: closingLines(t),
        },
      };
    }
    case "quote-decided": {
      const { quote, caseRow } = await quoteWithCase(job.quoteId);
      const assignee = caseRow.assigneeId
        ? await db.query.users.findFirst({ where: eq(users.id, caseRow.assigneeId), columns: { email: true } })
        : undefined;
      const verb = quote.status === "accepted" ? "accepted" : "declined";
      // Where the journey is when the coordinator reads this: accepting moves only a journey still at its first stage.
      const journey = await db.query.caseJourneys.findFirst({ where: eq(caseJourneys.caseId, caseRow.id), columns: { stage: true } });
      const stage = journey?.stage ?? firstStage;
      return {
        to: assignee?.email ?? config.contactInbox,
        content: {
          subject: `${caseRow.patientName} ${verb} quote ${quoteReference(quote.number, quote.version)}`,
          heading: `Quote ${verb}`,
          paragraphs: [
            quote.status === "accepted"
              ? `${caseRow.patientName} accepted the quote; the journey is at ${stageTitle(stage)}. Agree the treatment dates and the deposit with them.`
              : `${caseRow.patientName} declined the quote.`,
          ],
          details: [
            { label: "Quote", value: quoteReference(quote.number, quote.version) },
            { label: "Total", value: formatMoney("en", quote.totalMinor, quote.currency, { minor: true }) },
            ...(quote.declineReason ? [{ label: "Reason", value: quote.declineReason }] : []),
          ],
          action: { label: "Open the case", url: `${config.siteUrl}/staff/cases/${caseRow.id}` },
        },
      };
    }
  }
}

/** The patient's conversation e-mails, in the case's language; the coordinator's quote decision in English. */
export const conversationEmails = defineEmails<ThreadJobs>({
  "case-status": { about: (job) => aboutCase(job.caseId), render: caseThreadEmail },
  "quote-sent": { about: (job) => quoteSubject(job.quoteId), render: caseThreadEmail },
  "quote-accepted": { about: (job) => quoteSubject(job.quoteId), render: caseThreadEmail },
  "quote-decided": { about: (job) => quoteSubject(job.quoteId), render: caseThreadEmail, route: routeStaffAlert },
});
