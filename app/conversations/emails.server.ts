import { eq } from "drizzle-orm";
import { site } from "~content/site";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { caseMessages, cases, profiles, quotes, users } from "~/db/schema";
import type { EmailJob } from "~/email/jobs";
import type { Rendered } from "~/email/templates.server";
import { formatMinor, quoteReference } from "~/quotes/quote-rules";
import { conversationPath } from "./conversation-link.server";
import { firstNameOf } from "./thread.server";
import { patientStatusLabels } from "./thread-rules";

type ConversationJob = Extract<EmailJob, { type: "case-reply" | "case-status" | "quote-sent" | "quote-decided" }>;

async function findCase(caseId: string) {
  const row = await db.query.cases.findFirst({ where: eq(cases.id, caseId) });
  if (!row) throw new Error(`case ${caseId} not found`);
  return row;
}

/**
 * Where the patient reads their thread: their dashboard's request page when the case is on
 * their account, else the conversation link (no account needed).
 */
async function patientLink(thread: { id: string; patientUserId: string | null }) {
  const path = thread.patientUserId ? `/requests/${thread.id}` : await conversationPath(thread.id);
  return `${config.siteUrl}${path}`;
}

/** The acknowledgement of a contact message carries the link to its conversation. */
export async function conversationLinkForContactMessage(contactMessageId: string) {
  const thread = await db.query.cases.findFirst({ where: eq(cases.contactMessageId, contactMessageId) });
  return thread ? { action: { label: "View your conversation", url: await patientLink(thread) } } : {};
}

async function quoteWithCase(quoteId: string) {
  const quote = await db.query.quotes.findFirst({ where: eq(quotes.id, quoteId) });
  if (!quote) throw new Error(`quote ${quoteId} not found`);
  return { quote, thread: await findCase(quote.caseId) };
}

const closing = [`Questions? Call us at ${site.phone}.`, "Please do not share this link: it opens your conversation with us."];

export async function conversationEmail(job: ConversationJob): Promise<Rendered> {
  switch (job.type) {
    case "case-reply": {
      const [message] = await db
        .select({ caseId: caseMessages.caseId, body: caseMessages.body, username: profiles.username })
        .from(caseMessages)
        .leftJoin(profiles, eq(profiles.userId, caseMessages.authorId))
        .where(eq(caseMessages.id, job.messageId))
        .limit(1);
      if (!message) throw new Error(`message ${job.messageId} not found`);
      const thread = await findCase(message.caseId);
      const name = firstNameOf(message.username);
      return {
        to: thread.patientEmail,
        content: {
          subject: `${name} from ${site.name} replied to your request`,
          heading: `${name} replied to your request`,
          paragraphs: [`Hello ${thread.patientName},`, `${name}, your patient coordinator, wrote:`],
          quote: message.body,
          action: { label: "Read and reply", url: await patientLink(thread) },
          footnotes: closing,
        },
      };
    }
    case "case-status": {
      const thread = await findCase(job.caseId);
      const label = patientStatusLabels[job.status];
      return {
        to: thread.patientEmail,
        content: {
          subject: `Your request: ${label}`,
          heading: label,
          paragraphs: [
            `Hello ${thread.patientName},`,
            job.status === "scheduled"
              ? "Your consultation is scheduled. Your coordinator will confirm the details with you in your conversation."
              : "Your coordinator is waiting for your answer. Please read their message and reply when you can.",
          ],
          action: { label: "Open your request", url: await patientLink(thread) },
          footnotes: closing,
        },
      };
    }
    case "quote-sent": {
      const { quote, thread } = await quoteWithCase(job.quoteId);
      return {
        to: thread.patientEmail,
        content: {
          subject: `Your ${site.name} quote ${quoteReference(quote.number, quote.version)}`,
          heading: "Your quote is ready",
          paragraphs: [
            `Hello ${thread.patientName},`,
            `Your coordinator sent you an itemised quote for ${thread.treatment ?? "your treatment"}. You can accept or decline it online until ${quote.validUntil}.`,
          ],
          details: [
            { label: "Quote", value: quoteReference(quote.number, quote.version) },
            { label: "Total", value: formatMinor(quote.totalMinor, quote.currency) },
            { label: "Valid until", value: quote.validUntil },
          ],
          action: { label: "See your quote", url: await patientLink(thread) },
          footnotes: closing,
        },
      };
    }
    case "quote-decided": {
      const { quote, thread } = await quoteWithCase(job.quoteId);
      const assignee = thread.assigneeId
        ? await db.query.users.findFirst({ where: eq(users.id, thread.assigneeId), columns: { email: true } })
        : undefined;
      const verb = quote.status === "accepted" ? "accepted" : "declined";
      return {
        to: assignee?.email ?? config.contactInbox,
        content: {
          subject: `${thread.patientName} ${verb} quote ${quoteReference(quote.number, quote.version)}`,
          heading: `Quote ${verb}`,
          paragraphs: [
            quote.status === "accepted"
              ? `${thread.patientName} accepted the quote; the case is now scheduled.`
              : `${thread.patientName} declined the quote.`,
          ],
          details: [
            { label: "Quote", value: quoteReference(quote.number, quote.version) },
            { label: "Total", value: formatMinor(quote.totalMinor, quote.currency) },
            ...(quote.declineReason ? [{ label: "Reason", value: quote.declineReason }] : []),
          ],
          action: { label: "Open the case", url: `${config.siteUrl}/staff/cases/${thread.id}` },
        },
      };
    }
  }
}
