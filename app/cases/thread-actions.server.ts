import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { keptCaseOf } from "~/cases/merge-cases.server";
import { isPlainPost } from "~/forms/plain-post";
import { sendQuote, canQuote } from "~/quotes/quotes.server";
import { quoteSchema } from "~/quotes/quote-schema";
import { dataWithToast, redirectWithToast } from "~/toast/toast.server";
import type { ToastInput } from "~/toast/toast";
import { clientIp } from "~/security/request-meta.server";
import { notFound } from "~/utils/not-found";
import type { RequestArgs } from "~/utils/request-context";
import { requireStaffCase } from "./case-access.server";
import { staffReplySchema } from "./message-schema";
import { postStaffReply } from "./thread.server";
import { staffThreadToasts } from "./thread-toasts";

type ActionArgs = RequestArgs;

/** Where a plain post lands again: the page it came from (with its conversation key). */
function backTo(request: Request, hash: string) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${hash}`;
}

export async function done(args: ActionArgs, form: FormData, toast: ToastInput, value: Record<string, unknown> = {}, hash = "#conversation") {
  if (isPlainPost(form)) return redirectWithToast(args.request, backTo(args.request, hash), toast);
  return dataWithToast(args, { ...value, ok: true }, toast);
}

const staffIntents = ["message", "quote"];

const MERGED_AWAY = "This case was merged into another. Reply on the kept case, where the patient reads the thread.";

/**
 * A coordinator's posts from the case page: a reply to the patient, a quote. Answers null for
 * the case page's own intents (claim, assign, status, note), which the route handles with the same form.
 */
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

export async function handleCaseThreadAction(args: ActionArgs & { params: { caseId?: string } }, form: FormData) {
  if (!staffIntents.includes(String(form.get("intent")))) return null;
  const { viewer, thread } = await requireStaffCase(args, args.params.caseId);
  if (viewer.kind !== "staff") notFound();
  switch (form.get("intent")) {
    case "message": {
      const submission = parseWithZod(form, { schema: staffReplySchema });
      if (submission.status !== "success") return data({ messageResult: submission.reply() }, { status: 400 });
      // The patient reads only the kept case: a reply here would never reach their page.
      if (await keptCaseOf(thread.id)) {
        return data({ messageResult: submission.reply({ formErrors: [MERGED_AWAY] }) }, { status: 409 });
      }
      const { body, seenUpTo } = submission.value;
      const posted = await postStaffReply(thread, viewer.staff, body, {
        seenUpTo: seenUpTo === undefined ? undefined : new Date(seenUpTo),
        ip: clientIp(args.request),
      });
      if (!posted.ok) {
        // Nothing was sent: the draft stays in the box, the patient's newer words are shown above it.
        const newest = posted.newer.at(-1);
        return data(
          {
            messageResult: submission.reply({ formErrors: [collisionMessage(posted.newer.length)] }),
            newerMessages: posted.newer,
            seenUpTo: newest ? Date.parse(newest.sentAt) : seenUpTo,
          },
          { status: 409 },
        );
      }
      return done(args, form, staffThreadToasts.replied, { messageResult: submission.reply({ resetForm: true }) });
    }
    case "quote": {
      const submission = parseWithZod(form, { schema: quoteSchema });
      if (submission.status !== "success") return data({ quoteResult: submission.reply() }, { status: 400 });
      if (!canQuote(thread)) {
        return data(
          { quoteResult: submission.reply({ formErrors: [quoteRefusals.closed] }) },
          { status: 409 },
        );
      }
      const sent = await sendQuote(thread, viewer.staff, submission.value, clientIp(args.request));
      if (!sent.ok) {
        return data({ quoteResult: submission.reply({ formErrors: [quoteRefusals[sent.reason]] }) }, { status: 409 });
      }
      return done(args, form, staffThreadToasts.quoteSent, { quoteResult: submission.reply({ resetForm: true }) }, "#quotes");
    }
    default:
      throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}
