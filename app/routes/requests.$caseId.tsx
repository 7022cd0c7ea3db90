import { Form, Link, data, useNavigation } from "react-router";
import { site } from "~content/site";
import { requirePatientThread } from "~/conversations/access.server";
import * as styles from "~/conversations/conversations.css";
import { StatusTimeline } from "~/conversations/status-timeline";
import { done } from "~/conversations/thread-actions.server";
import { loadThreadPage } from "~/conversations/thread-page.server";
import { ConversationSection } from "~/conversations/thread-view";
import { QuoteCard } from "~/quotes/quote-card";
import * as ui from "~/styles/ui.css";
import { PlainPostMarker, SubmitButton } from "~/ui/forms";
import { formatDate } from "~/utils/format-date";
import { declineQuoteSchema, threadMessageSchema } from "~/conversations/message-schema";
import { parseWithZod } from "@conform-to/zod/v4";
import { readFormBody } from "~/forms/request-body.server";
import { waitText } from "~/security/rate-limit.server";
import { decideQuote } from "~/quotes/quotes.server";
import { dataWithToast } from "~/toast/toast.server";
import { cancelTripPlan, postPatientMessage } from "~/conversations/thread.server";
import { threadToasts } from "~/conversations/toasts";
import type { Route } from "./+types/requests.$caseId";

export async function loader(args: Route.LoaderArgs) {
  return loadThreadPage(await requirePatientThread(args, args.params.caseId));
}

/** The patient's posts on their thread: a message, an answer to a quote, cancelling a trip plan. */
export async function action(args: Route.ActionArgs) {
  const { viewer, thread } = await requirePatientThread(args, args.params.caseId);
  const form = await readFormBody(args.request);
  const actorId = viewer.kind === "patient" ? viewer.userId : null;
  switch (form.get("intent")) {
    case "message": {
      const submission = parseWithZod(form, { schema: threadMessageSchema });
      if (submission.status !== "success") return data({ messageResult: submission.reply() }, { status: 400 });
      const posted = await postPatientMessage(thread, viewer, submission.value.body);
      if (!posted.ok) {
        const toast = threadToasts.limited(waitText(posted.retryAfterSeconds));
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

export function meta() {
  return [{ title: `Your request | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

/** A patient's request: its status, quotes and the conversation with the coordinators. */
export default function PatientRequest({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const cancelling = useNavigation().formData?.get("intent") === "cancel-plan";
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <div className={styles.page}>
        <div>
          {data.conversationKey ? null : (
            <p>
              <Link to="/dashboard#my-requests">← My requests</Link>
            </p>
          )}
          <h1 className={styles.heading}>{data.title}</h1>
          <p className={ui.muted}>Sent {formatDate(data.receivedAt.slice(0, 10))}</p>
        </div>
        <StatusTimeline history={data.history} />
        {data.quotes.length > 0 ? (
          <section id="quotes" className={ui.card} aria-labelledby="quotes-title">
            <h2 id="quotes-title">Your quotes</h2>
            {data.quotes.map((quote) => (
              <QuoteCard key={quote.id} quote={quote} actionUrl={data.actionUrl} printUrl={quote.printUrl} decide />
            ))}
          </section>
        ) : null}
        <ConversationSection
          messages={data.messages}
          side="patient"
          actionUrl={data.actionUrl}
          pollPath={data.pollPath}
          conversationKey={data.conversationKey}
          constraint={data.messageConstraint}
        />
        {data.canCancelPlan ? (
          <section className={ui.card} aria-labelledby="cancel-title">
            <h2 id="cancel-title">Cancel this trip plan</h2>
            <p className={ui.muted}>Changed your mind? Your coordinator will see that you cancelled the plan.</p>
            <Form method="post" action={`${data.actionUrl}#status`}>
              <PlainPostMarker />
              <input type="hidden" name="intent" value="cancel-plan" />
              <SubmitButton pending={cancelling} pendingLabel="Cancelling..." variant="outline">
                Cancel trip plan
              </SubmitButton>
            </Form>
          </section>
        ) : data.planCancelled ? (
          <p className={ui.muted}>You cancelled this trip plan.</p>
        ) : null}
        {data.conversationKey ? (
          <p className={ui.muted}>
            This page opens with the link from our e-mail, for 30 days after the last message. Create an account with
            the same e-mail address to see all your requests on your dashboard: <Link to="/auth?tab=signup">sign up</Link>.
          </p>
        ) : null}
      </div>
    </div>
  );
}
