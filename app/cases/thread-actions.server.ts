import type { SubmissionResult } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { keptCaseOf } from "~/cases/merge-cases.server";
import { sendQuote, canQuote } from "~/cases/quotes/quotes.server";
import { quoteSchema } from "~/cases/quotes/quote-schema";
import { clientIp } from "~/security/request-meta.server";
import { notFound } from "~/utils/not-found";
import type { RequestArgs } from "~/utils/request-context";
import { requireStaffCase } from "./case-access.server";
import { staffReplySchema } from "./message-schema";
import { postStaffReply } from "./thread.server";
import type { staffThreadToasts } from "./thread-toasts";

type Reply = SubmissionResult<string[]>;

/** What a coordinator's post on the thread decided; the route builds the response (decision 2405). */
export type CaseThreadOutcome =
  | { status: "refused"; httpStatus: 400 | 409; answer: Record<string, unknown> & ({ messageResult: Reply } | { quoteResult: Reply }) }
  | { status: "done"; toast: keyof typeof staffThreadToasts; answer: { messageResult: Reply } | { quoteResult: Reply }; hash: string };

const staffIntents = ["message", "quote"];

const MERGED_AWAY = "This case was merged into another. Reply on the kept case, where the patient reads the thread.";

/** The staff console is English (decision 1404). */
const quoteRefusals = {
  accepted:
    "The patient has already accepted a quote for this case, so no new version can be sent. Agree any change with the patient in the conversation.",
  closed: "This case is closed: reopen it to send a quote.",
} as const;

function collisionMessage(count: number) {
  const what = count === 1 ? "a new message" : `${count} new messages`;
  return `Not sent: the patient wrote ${what} since you opened this case (shown above your reply). Read it, then send your reply again — your draft is kept.`;
}

/**
 * A coordinator's posts from the case page: a reply to the patient, a quote. Answers null for
 * the case page's own intents (claim, assign, status, note), which the route handles with the same form.
 */
export async function handleCaseThreadAction(
  args: RequestArgs & { params: { caseId?: string } },
  form: FormData,
): Promise<CaseThreadOutcome | null> {
  if (!staffIntents.includes(String(form.get("intent")))) return null;
  const { viewer, thread } = await requireStaffCase(args, args.params.caseId);
  if (viewer.kind !== "staff") notFound();
  switch (form.get("intent")) {
    case "message": {
      const submission = parseWithZod(form, { schema: staffReplySchema });
      if (submission.status !== "success") return refused(400, { messageResult: submission.reply() });
      // The patient reads only the kept case: a reply here would never reach their page.
      if (await keptCaseOf(thread.id)) {
        return refused(409, { messageResult: submission.reply({ formErrors: [MERGED_AWAY] }) });
      }
      const { body, seenUpTo } = submission.value;
      const posted = await postStaffReply(thread, viewer.staff, body, {
        seenUpTo: seenUpTo === undefined ? undefined : new Date(seenUpTo),
        ip: clientIp(args.request),
      });
      if (!posted.ok) {
        // Nothing was sent: the draft stays in the box, the patient's newer words are shown above it.
        const newest = posted.newer.at(-1);
        return refused(409, {
          messageResult: submission.reply({ formErrors: [collisionMessage(posted.newer.length)] }),
          newerMessages: posted.newer,
          seenUpTo: newest ? Date.parse(newest.sentAt) : seenUpTo,
        });
      }
      return { status: "done", toast: "replied", answer: { messageResult: submission.reply({ resetForm: true }) }, hash: "#conversation" };
    }
    case "quote": {
      const submission = parseWithZod(form, { schema: quoteSchema });
      if (submission.status !== "success") return refused(400, { quoteResult: submission.reply() });
      if (!canQuote(thread)) {
        return refused(409, { quoteResult: submission.reply({ formErrors: [quoteRefusals.closed] }) });
      }
      const sent = await sendQuote(thread, viewer.staff, submission.value, clientIp(args.request));
      if (!sent.ok) {
        return refused(409, { quoteResult: submission.reply({ formErrors: [quoteRefusals[sent.reason]] }) });
      }
      return { status: "done", toast: "quoteSent", answer: { quoteResult: submission.reply({ resetForm: true }) }, hash: "#quotes" };
    }
    default:
      return null;
  }
}

function refused(httpStatus: 400 | 409, answer: Extract<CaseThreadOutcome, { status: "refused" }>["answer"]): CaseThreadOutcome {
  return { status: "refused", httpStatus, answer };
}
