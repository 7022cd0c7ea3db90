import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { isPlainPost } from "~/forms/plain-post";
import { readFormBody } from "~/forms/request-body.server";
import { decideQuote, sendQuote, canQuote } from "~/quotes/quotes.server";
import { quoteSchema } from "~/quotes/quote-schema";
import { waitTextIn } from "~/booking/wait-text";
import { dataWithToast, redirectWithToast } from "~/toast/toast.server";
import type { ToastInput } from "~/toast/toast";
import { requireStaffThread, type ThreadAccess } from "./access.server";
import { declineQuoteSchema, threadMessageSchema } from "./message-schema";
import { cancelTripPlan, postPatientMessage, postStaffReply } from "./thread.server";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { patientThreadToasts, staffThreadToasts } from "./toasts";

type ActionArgs = { request: Request; context: Parameters<typeof dataWithToast>[0]["context"] };

/** Where a plain post lands again: the page it came from (with its conversation key). */
function backTo(request: Request, hash: string) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${hash}`;
}

async function done(args: ActionArgs, form: FormData, toast: ToastInput, value: Record<string, unknown> = {}, hash = "#conversation") {
  if (isPlainPost(form)) return redirectWithToast(args.request, backTo(args.request, hash), toast);
  return dataWithToast(args, { ...value, ok: true }, toast);
}

/** The patient's posts on their thread: a message, an answer to a quote, cancelling a trip plan. */
export async function handlePatientThreadAction(args: ActionArgs, { viewer, thread }: ThreadAccess) {
  const form = await readFormBody(args.request);
  const actorId = viewer.kind === "patient" ? viewer.userId : null;
  const t = getTranslator(args.context);
  const threadToasts = patientThreadToasts(t);
  switch (form.get("intent")) {
    case "message": {
      const submission = parseWithZod(form, { schema: threadMessageSchema });
      if (submission.status !== "success") return data({ messageResult: submission.reply() }, { status: 400 });
      const posted = await postPatientMessage(thread, viewer, submission.value.body, getLocale(args.context));
      if (!posted.ok) {
        const toast = threadToasts.limited(waitTextIn(t, posted.retryAfterSeconds));
        return dataWithToast(args, { messageResult: submission.reply() }, toast, { status: 429 });
      }
      return done(args, form, threadToasts.sent, { messageResult: submission.reply({ resetForm: true }) });
    }
    case "accept": {
      const quoteId = String(form.get("quoteId") ?? "");
      const decided = await decideQuote(thread, quoteId, "accepted", actorId);
      if (!decided.ok) return dataWithToast(args, {}, threadToasts.quoteClosed, { status: 409 });
      return done(args, form, threadToasts.accepted, {}, "#quotes");
    }
    case "decline": {
      const submission = parseWithZod(form, { schema: declineQuoteSchema });
      if (submission.status !== "success") return data({ declineResult: submission.reply() }, { status: 400 });
      const { quoteId, reason } = submission.value;
      const decided = await decideQuote(thread, quoteId, "declined", actorId, reason);
      if (!decided.ok) return dataWithToast(args, {}, threadToasts.quoteClosed, { status: 409 });
      return done(args, form, threadToasts.declined, {}, "#quotes");
    }
    case "cancel-plan": {
      const cancelled = await cancelTripPlan(thread, viewer);
      if (!cancelled) return dataWithToast(args, {}, threadToasts.notCancellable, { status: 409 });
      return done(args, form, threadToasts.cancelled, {}, "#status");
    }
    default:
      throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}

const staffIntents = ["message", "quote"];

/**
 * A coordinator's posts from the case page: a reply to the patient, a quote. Answers null for
 * the case page's own intents (claim, assign, status, note), which the route handles with the same form.
 */
export async function handleCaseConversationAction(args: ActionArgs & { params: { caseId?: string } }, form: FormData) {
  if (!staffIntents.includes(String(form.get("intent")))) return null;
  const { viewer, thread } = await requireStaffThread(args.request, args.params.caseId);
  if (viewer.kind !== "staff") throw new Response(null, { status: 404 });
  switch (form.get("intent")) {
    case "message": {
      const submission = parseWithZod(form, { schema: threadMessageSchema });
      if (submission.status !== "success") return data({ messageResult: submission.reply() }, { status: 400 });
      await postStaffReply(thread, viewer.staff.id, submission.value.body);
      return done(args, form, staffThreadToasts.replied, { messageResult: submission.reply({ resetForm: true }) });
    }
    case "quote": {
      const submission = parseWithZod(form, { schema: quoteSchema });
      if (submission.status !== "success") return data({ quoteResult: submission.reply() }, { status: 400 });
      if (!canQuote(thread)) {
        return data(
          { quoteResult: submission.reply({ formErrors: ["Quotes are for open trip-plan and intake cases."] }) },
          { status: 409 },
        );
      }
      await sendQuote(thread, viewer.staff.id, submission.value);
      return done(args, form, staffThreadToasts.quoteSent, { quoteResult: submission.reply({ resetForm: true }) }, "#quotes");
    }
    default:
      throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}
