import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { QuotesSection } from "~/cases/quotes/quote-card";
import * as quoteStyles from "~/cases/quotes/quotes.css";
import { QuoteForm } from "~/cases/quotes/quote-form";
import { StatusTimeline } from "./status-timeline";
import type { loadThreadPage } from "./thread-page.server";
import type { OpeningMessage } from "./thread-rules";
import { ThreadSection } from "./thread-view";

type ThreadPageData = Awaited<ReturnType<typeof loadThreadPage>>;

/**
 * The staff side of a case's conversation, as sections the case page can place: the thread, the
 * quotes with the form for a new version, and the status as the patient reads it.
 */
export function CaseThreadSections({
  data,
  openings,
  replyTools,
}: {
  data: ThreadPageData;
  /** What the patient sent when opening the case and the cases merged into it: the conversation's first messages. */
  openings: OpeningMessage[];
  replyTools?: ReactNode;
}) {
  const refusedQuote = useActionData<{ quoteResult?: { status?: string } }>()?.quoteResult?.status === "error";
  return (
    <>
      <ThreadSection
        replyTools={replyTools}
        openings={openings}
        messages={data.messages}
        side="staff"
        actionUrl={data.actionUrl}
        pollPath={data.pollPath}
        conversationKey={null}
        constraint={data.messageConstraint}
        timeZone={data.timeZone}
      />
      <QuotesSection
        title="Quotes"
        empty="No quote sent yet."
        quotes={data.quotes}
        actionUrl={data.actionUrl}
        timeZone={data.timeZone.id}
        decide={false}
      />
      {data.canQuote && data.quoteStartTerms ? (
        // Closed until asked for, so the page stays short; a refused post (no JavaScript) opens it on its messages.
        <details className={quoteStyles.formDisclosure} open={refusedQuote}>
          <summary className={quoteStyles.formSummary}>{data.quotes.length > 0 ? "Write a new version (starts from the last one)" : "Write a quote"}</summary>
          {/* Keyed by the latest version: a new one sent with JavaScript redraws the form as its copy. */}
          <QuoteForm
            key={data.quotes[0]?.id ?? "first"}
            actionUrl={data.actionUrl}
            constraint={data.quoteConstraint}
            last={data.quotes[0]}
            treatments={data.quoteTreatments}
            caseTreatment={data.caseTreatment}
            startTerms={data.quoteStartTerms}
          />
        </details>
      ) : null}
      <StatusTimeline history={data.history} type={data.type} title="Status as the patient sees it" timeZone={data.timeZone.id} />
    </>
  );
}
