import { QuotesSection } from "~/quotes/quote-card";
import { QuoteForm } from "~/quotes/quote-form";
import { StatusTimeline } from "./status-timeline";
import type { loadThreadPage } from "./thread-page.server";
import { ConversationSection } from "./thread-view";

type ThreadPageData = Awaited<ReturnType<typeof loadThreadPage>>;

/**
 * The staff side of a case's conversation, as sections the case page can place: the thread, the
 * quotes with the form for a new version, and the status as the patient reads it.
 */
export function CaseConversationSections({ data }: { data: ThreadPageData }) {
  return (
    <>
      <ConversationSection
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
      {data.canQuote ? (
        <QuoteForm
          actionUrl={data.actionUrl}
          constraint={data.quoteConstraint}
          defaultCurrency={data.quotes[0]?.currency ?? "USD"}
          hasQuote={data.quotes.length > 0}
        />
      ) : null}
      <StatusTimeline history={data.history} type={data.type} title="Status as the patient sees it" timeZone={data.timeZone.id} />
    </>
  );
}
