import type { SubmissionResult } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { keptCaseOf } from "~/cases/merge-cases.server";
import { sendQuote, canQuote } from "~/cases/quotes/quotes.server";
import { quoteSchema } from "~/cases/quotes/quote-schema";
import { clientIp } from "~/security/request-meta.server";
import { notFound } from "~/utils/not-found";
import type { RequestArgs } from "~/utils/request-context";
import type { Outcome } from "~/forms/outcome.server";
import type { ToastInput } from "~/toast/toast";
import { requireStaffCase } from "./case-access.server";
import { staffReplySchema } from "./message-schema";
import { postStaffReply, type ThreadMessage } from "./thread.server";
import { refusalText, templateText } from "./whatsapp/reply-panel.server";
import { whatsappTemplates } from "./whatsapp/whatsapp-rules";

type Reply = SubmissionResult<string[]>;

/** What the case page's thread forms answer: the form's reply, and after a collision the patient's newer words. */
export type CaseThreadAnswer =
  | { messageResult: Reply; newerMessages?: ThreadMessage[]; seenUpTo?: number; ok?: true }
  | { quoteResult: Reply; ok?: true };

const MERGED_AWAY = "This case was merged into another. Reply on the kept case, where the patient reads the thread.";

/** The staff console is English (decision 0131). */
const quoteRefusals = {
  accepted:
    "The patient has already accepted a quote for this case, so no new version can be sent. Agree any change with the patient in the conversation.",
  closed: "This case is closed: reopen it to send a quote.",
} as const;

function collisionMessage(count: number) {
  const what = count === 1 ? "a new message" : `${count} new messages`;
  return `Not sent: the patient wrote ${what} since you opened this case (shown above your reply). Read it, then send your reply again — your draft is kept.`;
}

/** The staff console is English (decision 0131). */
const toasts = {
  replied: { title: "Reply sent", description: "The patient gets it by e-mail with a link back." },
  whatsapped: { title: "Sent on WhatsApp", description: "It goes to the patient's WhatsApp; its delivery shows beside it." },
  quoteSent: { title: "Quote sent", description: "The patient gets it by e-mail and sees it in the conversation." },
} as const satisfies Record<string, ToastInput>;

type ThreadArgs = RequestArgs & { params: { caseId?: string } };

async function staffThread(args: ThreadArgs) {
  const { viewer, caseRow } = await requireStaffCase(args, args.params.caseId);
  if (viewer.kind !== "staff") notFound();
  return { staff: viewer.staff, caseRow };
}

/** A coordinator's reply to the patient, from the case page: stored, then e-mailed to the patient. */
export async function replyToPatient(args: ThreadArgs, form: FormData): Promise<Outcome<CaseThreadAnswer>> {
  const { staff, caseRow } = await staffThread(args);
  const submission = parseWithZod(form, { schema: staffReplySchema });
  if (submission.status !== "success") return refused(400, { messageResult: submission.reply() });
  // The patient reads only the kept case: a reply here would never reach their page.
  if (await keptCaseOf(caseRow.id)) {
    return refused(409, { messageResult: submission.reply({ formErrors: [MERGED_AWAY] }) });
  }
  const { body, seenUpTo, channel } = submission.value;
  const posted = await postStaffReply(caseRow, staff, body, {
    seenUpTo: seenUpTo === undefined ? undefined : new Date(seenUpTo),
    ip: clientIp(args.request),
    ...(channel === "whatsapp" ? { whatsapp: {} } : {}),
  });
  if (!posted.ok && posted.refusal) {
    // Nothing was sent: the draft stays, the reason is said, and the templates are offered beside the box.
    return refused(409, { messageResult: submission.reply({ formErrors: [refusalText(posted.refusal)] }) });
  }
  if (!posted.ok) {
    // Nothing was sent: the draft stays in the box, the patient's newer words are shown above it.
    const newest = posted.newer.at(-1);
    return refused(409, {
      messageResult: submission.reply({ formErrors: [collisionMessage(posted.newer.length)] }),
      newerMessages: posted.newer,
      seenUpTo: newest ? Date.parse(newest.sentAt) : seenUpTo,
    });
  }
  return {
    status: "done",
    toast: channel === "whatsapp" ? toasts.whatsapped : toasts.replied,
    reply: { messageResult: submission.reply({ resetForm: true }), ok: true },
    hash: "#conversation",
  };
}

/** An approved WhatsApp template, chosen when the 24-hour window is closed: the thread keeps its words in the patient's language. */
export async function sendWhatsappTemplate(args: ThreadArgs, form: FormData): Promise<Outcome<CaseThreadAnswer>> {
  const { staff, caseRow } = await staffThread(args);
  const template = whatsappTemplates.find((name) => name === form.get("template"));
  const reply = (formErrors: string[]): SubmissionResult<string[]> => ({ status: "error", error: { "": formErrors } });
  if (!template) return refused(400, { messageResult: reply(["Choose a template."]) });
  if (await keptCaseOf(caseRow.id)) return refused(409, { messageResult: reply([MERGED_AWAY]) });
  const posted = await postStaffReply(caseRow, staff, templateText(template, caseRow.locale), { ip: clientIp(args.request), whatsapp: { template } });
  if (!posted.ok) return refused(409, { messageResult: reply([posted.refusal ? refusalText(posted.refusal) : "Not sent: the patient wrote since you opened this case. Read it first."]) });
  return { status: "done", toast: toasts.whatsapped, reply: { messageResult: { status: "success" }, ok: true }, hash: "#conversation" };
}

/** A quote sent to the patient from the case page. */
export async function sendCaseQuote(args: ThreadArgs, form: FormData): Promise<Outcome<CaseThreadAnswer>> {
  const { staff, caseRow } = await staffThread(args);
  const submission = parseWithZod(form, { schema: quoteSchema });
  if (submission.status !== "success") return refused(400, { quoteResult: submission.reply() });
  if (!canQuote(caseRow)) {
    return refused(409, { quoteResult: submission.reply({ formErrors: [quoteRefusals.closed] }) });
  }
  const sent = await sendQuote(caseRow, staff, submission.value, clientIp(args.request));
  if (!sent.ok) {
    return refused(409, { quoteResult: submission.reply({ formErrors: [quoteRefusals[sent.reason]] }) });
  }
  return { status: "done", toast: toasts.quoteSent, reply: { quoteResult: submission.reply({ resetForm: true }), ok: true }, hash: "#quotes" };
}

function refused(httpStatus: 400 | 409, reply: CaseThreadAnswer): Outcome<CaseThreadAnswer> {
  return { status: "reply", httpStatus, reply };
}
