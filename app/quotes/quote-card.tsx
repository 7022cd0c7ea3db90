import { Form, Link, useNavigation } from "react-router";
import { Flag } from "~/ui/flag";
import { PlainPostMarker, SubmitButton, TextareaField } from "~/ui/forms";
import * as ui from "~/styles/ui.css";
import { formatDate } from "~/utils/format-date";
import type { HomeComparison } from "./home-prices";
import { formatMinor, quoteItemKindLabels, quoteReference, quoteStatusLabels } from "./quote-rules";
import type { QuoteView } from "./quotes.server";
import * as styles from "./quotes.css";

export type PatientQuote = QuoteView & { open: boolean; comparison: HomeComparison | null };

/** The lines, total and terms of one quote version. */
export function QuoteDetails({ quote }: { quote: QuoteView }) {
  return (
    <>
      <table className={styles.items}>
        <caption className={ui.visuallyHidden}>Items of quote {quoteReference(quote.number, quote.version)}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {quote.items.map((item, index) => (
            <tr key={index}>
              <td>
                {quoteItemKindLabels[item.kind]}
                {item.description ? ` — ${item.description}` : ""}
              </td>
              <td>{formatMinor(item.amountMinor, quote.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatMinor(quote.totalMinor, quote.currency)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className={styles.terms}>
        <dt>Included</dt>
        <dd>{quote.included}</dd>
        <dt>Not included</dt>
        <dd>{quote.excluded}</dd>
        {quote.hospital ? (
          <>
            <dt>Hospital</dt>
            <dd>{quote.hospital}</dd>
          </>
        ) : null}
        {quote.doctor ? (
          <>
            <dt>Doctor</dt>
            <dd>{quote.doctor}</dd>
          </>
        ) : null}
        <dt>Valid until</dt>
        <dd>{formatDate(quote.validUntil)}</dd>
        {quote.declineReason ? (
          <>
            <dt>Reason for declining</dt>
            <dd>{quote.declineReason}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}

/** The catalogue's home-country prices beside the quote's total. */
export function HomeComparisonTable({ comparison, quote }: { comparison: HomeComparison; quote: QuoteView }) {
  return (
    <table className={styles.items}>
      <caption>
        {comparison.treatment} at home, from our treatment catalogue, against your total of{" "}
        {formatMinor(quote.totalMinor, quote.currency)}
      </caption>
      <thead>
        <tr>
          <th scope="col">Country</th>
          <th scope="col">Typical price</th>
        </tr>
      </thead>
      <tbody>
        {comparison.prices.map((price) => (
          <tr key={price.country}>
            <td>
              <span className={styles.country}>
                <Flag code={price.flag} size={18} /> {price.country}
              </span>
              {price.savingPercent !== null ? ` (you save ${price.savingPercent}%)` : ""}
            </td>
            <td>{formatMinor(price.price * 100, price.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Decisions({ quote, actionUrl }: { quote: PatientQuote; actionUrl: string }) {
  const navigation = useNavigation();
  const running = navigation.state !== "idle" && navigation.formData?.get("quoteId") === quote.id ? navigation.formData.get("intent") : null;
  return (
    <div className={`${styles.decisions} ${styles.noPrint}`}>
      <Form method="post" action={`${actionUrl}#quotes`}>
        <PlainPostMarker />
        <input type="hidden" name="intent" value="accept" />
        <input type="hidden" name="quoteId" value={quote.id} />
        <SubmitButton pending={running === "accept"} pendingLabel="Accepting..." disabled={running !== null}>
          Accept quote {quoteReference(quote.number, quote.version)}
        </SubmitButton>
      </Form>
      <Form method="post" action={`${actionUrl}#quotes`} className={styles.declineForm}>
        <PlainPostMarker />
        <input type="hidden" name="intent" value="decline" />
        <input type="hidden" name="quoteId" value={quote.id} />
        <TextareaField
          label="Reason for declining"
          markOptional
          textareaProps={{ name: "reason", rows: 2, maxLength: 1000, id: `decline-reason-${quote.id}` }}
        />
        <div>
          <SubmitButton pending={running === "decline"} pendingLabel="Declining..." variant="outline" disabled={running !== null}>
            Decline
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

/** One quote version as the patient (or a coordinator) sees it in the thread. */
export function QuoteCard({
  quote,
  actionUrl,
  printUrl,
  decide,
}: {
  quote: PatientQuote;
  actionUrl: string;
  printUrl: string;
  decide: boolean;
}) {
  return (
    <article className={quote.status === "superseded" ? `${styles.quote} ${styles.superseded}` : styles.quote} aria-labelledby={`quote-${quote.id}`}>
      <div className={styles.quoteHead}>
        <h3 id={`quote-${quote.id}`} className={styles.quoteTitle}>
          Quote {quoteReference(quote.number, quote.version)}
        </h3>
        <span className={ui.badge}>{quote.status === "sent" && !quote.open ? "Expired" : quoteStatusLabels[quote.status]}</span>
      </div>
      <p className={ui.muted}>Sent {formatDate(quote.sentAt.slice(0, 10))}</p>
      <QuoteDetails quote={quote} />
      {quote.comparison ? <HomeComparisonTable comparison={quote.comparison} quote={quote} /> : null}
      <p className={styles.noPrint}>
        <Link to={printUrl}>Printable version of quote {quoteReference(quote.number, quote.version)}</Link>
      </p>
      {decide && quote.open ? <Decisions quote={quote} actionUrl={actionUrl} /> : null}
    </article>
  );
}
