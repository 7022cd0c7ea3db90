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
import { CLINIC_ZONE, formatInstant } from "~/i18n/time";
import { isPlainPost } from "~/forms/plain-post";
import { canWorkCase, type StaffUser } from "~/staff/permissions.server";
import { requireStaffCase, requireStaffCaseOrLost, type CaseRecord } from "./case-access.server";
import { reminderInstant } from "./console/reminder-rules";
import { savedRepliesForCase } from "./console/saved-replies.server";
import { staffReplySchema } from "./message-schema";
import { postStaffReply, type ThreadMessage } from "./thread.server";
import { refusalText, templateText } from "./whatsapp/reply-panel.server";
import { whatsappTemplates } from "./whatsapp/whatsapp-rules";

type Reply = SubmissionResult<string[]>;

/**
 * What the case page's thread forms answer: the form's reply, and after a collision the patient's newer words, or
 * (`askToSend`) the question whether to send after a colleague's reply.
 */
export type CaseThreadAnswer =
  | { messageResult: Reply; newerMessages?: ThreadMessage[]; seenUpTo?: number; teamSeenUpTo?: number; askToSend?: true; ok?: true }
  | { quoteResult: Reply; ok?: true };

const MERGED_AWAY = "This case was merged into another. Reply on the kept case, where the patient reads the thread.";

/** The staff console is English (decision 0131). */
const quoteRefusals = {
  accepted:
    "The patient has already accepted a quote for this case, so no new version can be sent. Agree any change with the patient in the conversation.",
  closed: "This case is closed: reopen it to send a quote.",
} as const;

/** The exact question the writer is asked; the line after it names who answered. */
const COLLEAGUE_REPLIED = "A colleague replied while you were writing — send anyway?";

function colleagueLine(names: string[], at: string) {
  const who = [...new Set(names)].join(" and ");
  return `${who} answered the patient at ${formatInstant(at, { zone: CLINIC_ZONE, preset: "console" })} (Cairo), shown in the conversation. Your draft is kept: send it anyway, or change it first.`;
}

const LOST =
  "This case was given to a colleague (or merged) while you were writing, so it is no longer yours to answer. Your reply was not sent. Ask the case's coordinator or an admin if it should come back to you.";

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
  const { staff, caseRow, lost } = await requireStaffCaseOrLost(args, args.params.caseId);
  const submission = parseWithZod(form, { schema: staffReplySchema });
  if (submission.status !== "success") return refused(400, { messageResult: submission.reply() });
  if (lost) return caseLost(staff, caseRow, submission.reply({ formErrors: [LOST] }), form);
  // The patient reads only the kept case: a reply here would never reach their page.
  if (await keptCaseOf(caseRow.id)) {
    return { ...refused(409, { messageResult: submission.reply({ formErrors: [MERGED_AWAY] }) }), toast: { title: "Reply not sent", description: MERGED_AWAY, variant: "destructive" } };
  }
  const { body, seenUpTo, teamSeenUpTo, channel, after } = submission.value;
  const followUp = after && after !== "wait" ? reminderInstant(after, Date.now()) : null;
  const posted = await postStaffReply(caseRow, staff, body, {
    seenUpTo: seenUpTo === undefined ? undefined : new Date(seenUpTo),
    teamSeenUpTo: teamSeenUpTo === undefined ? undefined : new Date(teamSeenUpTo),
    ip: clientIp(args.request),
    ...(channel === "whatsapp" ? { whatsapp: {} } : {}),
    ...(followUp === null ? {} : { followUpAt: new Date(followUp) }),
  });
  if (!posted.ok && posted.refusal) {
    // Nothing was sent: the draft stays, the reason is said, and the templates are offered beside the box.
    return refused(409, { messageResult: submission.reply({ formErrors: [refusalText(posted.refusal)] }) });
  }
  if (!posted.ok) {
    // Nothing was sent: the draft stays in the box, the patient's newer words are shown above it, and a colleague's
    // reply is named with the question whether to send anyway.
    const newest = posted.newer.at(-1);
    const colleagues = posted.colleagues.at(-1);
    const errors = [
      ...(posted.newer.length > 0 ? [collisionMessage(posted.newer.length)] : []),
      ...(colleagues ? [COLLEAGUE_REPLIED, colleagueLine(posted.colleagues.map((c) => c.name), colleagues.sentAt)] : []),
    ];
    return refused(409, {
      messageResult: submission.reply({ formErrors: errors }),
      newerMessages: posted.newer,
      seenUpTo: newest ? Date.parse(newest.sentAt) : seenUpTo,
      teamSeenUpTo: colleagues ? Date.parse(colleagues.sentAt) : teamSeenUpTo,
      ...(colleagues && posted.newer.length === 0 ? { askToSend: true as const } : {}),
    });
  }
  const sentToast = channel === "whatsapp" ? toasts.whatsapped : toasts.replied;
  return {
    status: "done",
    toast:
      followUp === null
        ? sentToast
        : { ...sentToast, description: `${sentToast.description} You follow up at ${formatInstant(followUp, { zone: CLINIC_ZONE, preset: "console" })} (Cairo): the case is due then and reminds you.` },
    reply: { messageResult: submission.reply({ resetForm: true }), ok: true },
    hash: "#conversation",
  };
}

/**
 * A saved reply inserted without JavaScript: the reply form comes back with the draft as typed and the chosen reply,
 * filled in for this patient, after it; nothing is sent or stored. (With JavaScript it goes in at the cursor.)
 */
export async function insertSavedReply(args: ThreadArgs, form: FormData): Promise<Outcome<CaseThreadAnswer>> {
  const { staff, caseRow } = await staffThread(args);
  const replies = await savedRepliesForCase(staff, { patientName: caseRow.patientName, locale: caseRow.locale });
  const chosen = replies.find((reply) => reply.id === form.get("savedReply"));
  const typed = form.get("body");
  const draft = typeof typed === "string" ? typed.trimEnd() : "";
  const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const body = chosen ? [draft, chosen.text].filter(Boolean).join("\n\n") : draft;
  return { status: "reply", httpStatus: chosen ? 200 : 400, reply: { messageResult: { initialValue: { ...values, body }, ...(chosen ? {} : { status: "error", error: { "": ["Choose a saved reply."] } }) } } };
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

/**
 * A reply from a page whose case left the writer's reach while they wrote (a colleague or an admin took it, or it
 * was merged into one they may not work): nothing is sent. With JavaScript the page stays with the draft in the box
 * and the reason above it; without, the page cannot be drawn again for them, so they land where they can go on
 * (the kept case when they may work it, else the case list) with the reason.
 */
async function caseLost(staff: StaffUser, caseRow: CaseRecord, messageResult: Reply, form: FormData): Promise<Outcome<CaseThreadAnswer>> {
  const toast = { title: "Reply not sent", description: LOST, variant: "destructive" } as const;
  if (!isPlainPost(form)) return { ...refused(409, { messageResult }), toast };
  const kept = await keptCaseOf(caseRow.id);
  return { status: "redirect", to: kept && (await canWorkCase(staff, kept)) ? `/staff/cases/${kept}` : "/staff", toast };
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
