import { Link } from "react-router";
import { site } from "~content/site";
import { requireAnyThread } from "~/conversations/access.server";
import { HomeComparisonTable, QuoteDetails } from "~/quotes/quote-card";
import { homeComparison } from "~/quotes/home-prices";
import { isQuoteOpen, quoteReference, quoteStatusLabels } from "~/quotes/quote-rules";
import { caseQuotes } from "~/quotes/quotes.server";
import * as styles from "~/quotes/quotes.css";
import * as ui from "~/styles/ui.css";
import { formatDate } from "~/utils/format-date";
import type { Route } from "./+types/requests.$caseId_.quotes.$quoteId";

export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const { viewer, thread } = await requireAnyThread(args, params.caseId);
  const quote = (await caseQuotes(thread.id)).find((q) => q.id === params.quoteId);
  if (!quote) throw new Response(null, { status: 404, statusText: "Not Found" });
  const key = viewer.kind === "link" ? viewer.key : null;
  const back = viewer.kind === "staff" ? `/staff/cases/${thread.id}` : `/requests/${thread.id}`;
  return {
    quote,
    open: isQuoteOpen(quote, new Date()),
    patientName: thread.patientName,
    treatment: thread.treatment,
    comparison: homeComparison(thread.treatment, quote.currency, quote.totalMinor),
    backUrl: `${back}${key ? `?key=${encodeURIComponent(key)}` : ""}#quotes`,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const reference = loaderData ? quoteReference(loaderData.quote.number, loaderData.quote.version) : "";
  return [{ title: `Quote ${reference} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

/** A quote on a page of its own, laid out to print or save as PDF from the browser. */
export default function PrintableQuote({ loaderData }: Route.ComponentProps) {
  const { quote, open, patientName, treatment, comparison, backUrl } = loaderData;
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <article className={styles.quote} aria-labelledby="quote-title">
        <p className={styles.noPrint}>
          <Link to={backUrl}>← Back to your request</Link>
        </p>
        <div className={styles.quoteHead}>
          <h1 id="quote-title" className={styles.quoteTitle}>
            {site.name} quote {quoteReference(quote.number, quote.version)}
          </h1>
          <span className={ui.badge}>{quote.status === "sent" && !open ? "Expired" : quoteStatusLabels[quote.status]}</span>
        </div>
        <p>
          For {patientName}
          {treatment ? `, ${treatment}` : ""}. Sent {formatDate(quote.sentAt.slice(0, 10))}.
        </p>
        <QuoteDetails quote={quote} />
        {comparison ? <HomeComparisonTable comparison={comparison} quote={quote} /> : null}
        <p className={ui.muted}>
          Amounts in {quote.currency}. {site.name} · {site.phone} · {site.email}
        </p>
      </article>
    </div>
  );
}
