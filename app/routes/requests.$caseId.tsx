import { Form, Link, useNavigation } from "react-router";
import { site } from "~content/site";
import { requirePatientThread } from "~/conversations/access.server";
import * as styles from "~/conversations/conversations.css";
import { StatusTimeline } from "~/conversations/status-timeline";
import { handlePatientThreadAction } from "~/conversations/thread-actions.server";
import { loadThreadPage } from "~/conversations/thread-page.server";
import { ConversationSection } from "~/conversations/thread-view";
import { QuoteCard } from "~/quotes/quote-card";
import * as ui from "~/styles/ui.css";
import { PlainPostMarker, SubmitButton } from "~/ui/forms";
import { formatDate } from "~/utils/format-date";
import type { Route } from "./+types/requests.$caseId";

export async function loader(args: Route.LoaderArgs) {
  return loadThreadPage(await requirePatientThread(args, args.params.caseId));
}

export async function action(args: Route.ActionArgs) {
  return handlePatientThreadAction(args, await requirePatientThread(args, args.params.caseId));
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
