import { parseWithZod } from "@conform-to/zod/v4";
import { sendQuote, canQuote } from "~/cases/quotes/quotes.server";
import { quoteSchema } from "~/cases/quotes/quote-schema";
import { clientIp } from "~/security/request-meta.server";
import type { Outcome } from "~/forms/outcome.server";
import type { ToastInput } from "~/toast/toast";
import { savedRepliesForCase } from "./console/saved-replies.server";
import { refused, staffThread, type CaseThreadAnswer, type ThreadArgs } from "./staff-reply.server";

/** The case page's other thread forms: a saved reply put into the draft without JavaScript, and a quote. */
/** The staff console is English (decision 0131). */
const quoteRefusals = {
  accepted:
    "The patient has already accepted a quote for this case, so no new version can be sent. Agree any change with the patient in the conversation.",
  closed: "This case is closed: reopen it to send a quote.",
} as const;

/** The staff console is English (decision 0131). */
const toasts = {
  quoteSent: { title: "Quote sent", description: "The patient gets it by e-mail and sees it in the conversation." },
} as const satisfies Record<string, ToastInput>;

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

