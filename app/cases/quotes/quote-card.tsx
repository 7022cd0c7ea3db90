import { Fragment } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useLongDate } from "~/cases/use-long-date";
import { Ltr } from "~/i18n/ltr";
import { formatMoney, Money } from "~/i18n/money";
import { useLocale, useT } from "~/i18n/use-t";
import { Flag } from "~/ui/flag";
import { PlainPostMarker, SubmitButton, TextareaField } from "~/ui/forms";
import * as ui from "~/styles/ui.css";
import type { HomeComparison } from "./home-prices";
import { quoteReference } from "./quote-rules";
import { quoteStatements, ratesNote } from "./quote-statements";
import type { QuoteView } from "./quotes.server";
import * as styles from "./quotes.css";

export type PatientQuote = QuoteView & { open: boolean; comparison: HomeComparison | null };

/** The lines, total and terms of one quote version; an accepted version shows the terms as the patient accepted them. */
export function QuoteDetails({ quote, timeZone }: { quote: QuoteView; /** The reader's zone, for the day it was accepted. */ timeZone: string }) {
  const t = useT();
  const locale = useLocale();
  const reference = quoteReference(quote.number, quote.version);
  const statements = quote.acceptedCopy?.statements ?? quoteStatements(quote, t, locale);
  return (
    <>
      <table className={`${styles.items} ${styles.pricedLines}`}>
        <caption className={ui.visuallyHidden}>{t("quotes.itemsCaption", { reference })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("quotes.item")}</th>
            <th scope="col">{t("quotes.quantityTimesUnit")}</th>
            <th scope="col">{t("quotes.amount")}</th>
          </tr>
        </thead>
        <tbody>
          {quote.items.map((item, index) => (
            <tr key={index}>
              <td dir="auto">
                {t(`quotes.kind.${item.kind}`)}
                {item.description ? ` — ${item.description}` : ""}
              </td>
              <td className={styles.unit}>
                <Ltr>
                  {item.quantity} × {formatMoney(locale, item.unitMinor, quote.currency, { minor: true })}
                </Ltr>
              </td>
              <td>
                <Money amount={item.amountMinor} minor currency={quote.currency} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t("quotes.total")}
            </th>
            <td>
              <Money amount={quote.totalMinor} minor currency={quote.currency} />
            </td>
          </tr>
        </tfoot>
      </table>
      <dl className={styles.terms}>
        {statements.map((statement) => (
          <Fragment key={statement.label}>
            <dt>{statement.label}</dt>
            <dd dir="auto">{statement.text}</dd>
          </Fragment>
        ))}
        {quote.declineReason ? (
          <>
            <dt>{t("quotes.declineReason")}</dt>
            <dd dir="auto">{quote.declineReason}</dd>
          </>
        ) : null}
      </dl>
      {quote.acceptedCopy && quote.decidedAt ? <AcceptedNote decidedAt={quote.decidedAt} timeZone={timeZone} /> : null}
    </>
  );
}

function AcceptedNote({ decidedAt, timeZone }: { decidedAt: string; timeZone: string }) {
  const t = useT();
  const longDate = useLongDate(timeZone);
  return <p className={ui.muted}>{t("quotes.terms.acceptedOn", { date: longDate(decidedAt) })}</p>;
}

/** The catalogue's home-country prices for the quote's procedure line, the same procedure and quantity. */
export function HomeComparisonTable({ comparison, quote }: { comparison: HomeComparison; quote: QuoteView }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div>
      <table className={styles.items}>
        <caption>
          {t("quotes.comparison.caption", { quantity: comparison.quantity, procedure: comparison.procedure })}{" "}
          <Money amount={comparison.egyptMinor} minor currency={quote.currency} />
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("quotes.comparison.country")}</th>
            <th scope="col">{t("quotes.comparison.price")}</th>
          </tr>
        </thead>
        <tbody>
          {comparison.prices.map((price) => (
            <tr key={price.country}>
              <td>
                <span className={styles.country}>
                  <Flag code={price.flag} size={18} /> {price.country}
                </span>
                {price.savingPercent !== null ? ` ${t("quotes.comparison.saving", { percent: price.savingPercent })}` : ""}
              </td>
              <td>
                <Money amount={price.price} currency={price.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={ui.muted}>{ratesNote(comparison, t, locale)}</p>
    </div>
  );
}

/** A quote's status badge; an open quote past its validity reads "Expired". */
export function QuoteStatus({ status, open }: { status: QuoteView["status"]; open: boolean }) {
  const t = useT();
  return <span className={ui.badge}>{status === "sent" && !open ? t("quotes.expired") : t(`quotes.status.${status}`)}</span>;
}

function Decisions({ quote, actionUrl }: { quote: PatientQuote; actionUrl: string }) {
  const t = useT();
  const reference = quoteReference(quote.number, quote.version);
  const navigation = useNavigation();
  const running = navigation.state !== "idle" && navigation.formData?.get("quoteId") === quote.id ? navigation.formData.get("intent") : null;
  return (
    <div className={`${styles.decisions} ${styles.noPrint}`}>
      <p className={styles.agreement}>{t("quotes.terms.agreement")}</p>
      <Form method="post" action={`${actionUrl}#quotes`}>
        <PlainPostMarker />
        <input type="hidden" name="intent" value="accept" />
        <input type="hidden" name="quoteId" value={quote.id} />
        <SubmitButton pending={running === "accept"} pendingLabel={t("quotes.accepting")} disabled={running !== null}>
          {t("quotes.accept", { reference })}
        </SubmitButton>
      </Form>
      <Form method="post" action={`${actionUrl}#quotes`} className={styles.declineForm}>
        <PlainPostMarker />
        <input type="hidden" name="intent" value="decline" />
        <input type="hidden" name="quoteId" value={quote.id} />
        <TextareaField
          label={t("quotes.declineReason")}
          markOptional
          textareaProps={{ name: "reason", rows: 2, maxLength: 1000, id: `decline-reason-${quote.id}` }}
        />
        <div>
          <SubmitButton
            pending={running === "decline"}
            pendingLabel={t("quotes.declining")}
            variant="outline"
            disabled={running !== null}
          >
            {t("quotes.decline")}
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
  timeZone,
  decide,
}: {
  quote: PatientQuote;
  actionUrl: string;
  printUrl: string;
  /** The reader's zone, for the day it was sent. */
  timeZone: string;
  decide: boolean;
}) {
  const t = useT();
  const longDate = useLongDate(timeZone);
  const reference = quoteReference(quote.number, quote.version);
  return (
    <article className={quote.status === "superseded" ? `${styles.quote} ${styles.superseded}` : styles.quote} aria-labelledby={`quote-${quote.id}`}>
      <div className={styles.quoteHead}>
        <h3 id={`quote-${quote.id}`} className={styles.quoteTitle}>
          {t("quotes.title", { reference })}
        </h3>
        <QuoteStatus status={quote.status} open={quote.open} />
      </div>
      <p className={ui.muted}>{t("requests.sentOn", { date: longDate(quote.sentAt) })}</p>
      <QuoteDetails quote={quote} timeZone={timeZone} />
      {quote.comparison ? <HomeComparisonTable comparison={quote.comparison} quote={quote} /> : null}
      <p className={styles.noPrint}>
        <Link to={printUrl}>{t("quotes.printable", { reference })}</Link>
      </p>
      {decide && quote.open ? <Decisions quote={quote} actionUrl={actionUrl} /> : null}
    </article>
  );
}

/** The thread's quotes, newest version first, under their heading; the patient's page may decide on the open one. */
export function QuotesSection({
  title,
  empty,
  quotes,
  actionUrl,
  timeZone,
  decide,
}: {
  title: string;
  /** Shown when no quote was sent yet; without it the section shows only quotes. */
  empty?: string;
  quotes: (PatientQuote & { printUrl: string })[];
  actionUrl: string;
  timeZone: string;
  decide: boolean;
}) {
  return (
    <section id="quotes" className={ui.card} aria-labelledby="quotes-title">
      <h2 id="quotes-title">{title}</h2>
      {quotes.length === 0 && empty ? <p className={ui.muted}>{empty}</p> : null}
      {quotes.map((quote) => (
        <QuoteCard
          key={quote.id}
          quote={quote}
          actionUrl={actionUrl}
          printUrl={quote.printUrl}
          timeZone={timeZone}
          decide={decide}
        />
      ))}
    </section>
  );
}
