import { site } from "~content/site";
import { useOperator } from "~/operator/use-operator";
import { requireAnyCase } from "~/cases/case-access.server";
import { patientTimeZone } from "~/cases/patient-zone.server";
import { useLongDate } from "~/cases/use-long-date";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { Link } from "~/i18n/links";
import { Ltr } from "~/i18n/ltr";
import { localePath } from "~/i18n/locales";
import { CLINIC_ZONE } from "~/i18n/time";
import { useT } from "~/i18n/use-t";
import { HomeComparisonTable, QuoteDetails, QuoteStatus } from "~/cases/quotes/quote-card";
import { quoteReference } from "~/cases/quotes/quote-rules";
import { quotesForReader } from "~/cases/quotes/patient-quotes.server";
import * as styles from "~/cases/quotes/quotes.css";
import * as ui from "~/styles/ui.css";
import { treatmentName } from "~/treatments/treatment-name";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/requests.$caseId_.quotes.$quoteId";

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const { viewer, caseRow } = await requireAnyCase(args, params.caseId);
  const locale = getLocale(context);
  const quote = (await quotesForReader(caseRow, locale)).find((q) => q.id === params.quoteId);
  if (!quote) notFound();
  const key = viewer.kind === "link" ? viewer.key : null;
  const back = viewer.kind === "staff" ? `/staff/cases/${caseRow.id}` : `/requests/${caseRow.id}`;
  const reference = quoteReference(quote.number, quote.version);
  return {
    metaTitle: getTranslator(context)("quotes.title", { reference }),
    quote,
    open: quote.open,
    patientName: caseRow.patientName,
    treatment: quote.treatment ?? treatmentName(caseRow.treatment, locale),
    timeZone: viewer.kind === "staff" ? CLINIC_ZONE : (await patientTimeZone(args.request, context)).id,
    comparison: quote.comparison,
    backUrl: localePath(locale, `${back}${key ? `?key=${encodeURIComponent(key)}` : ""}#quotes`),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.metaTitle ?? ""} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

/** A quote on a page of its own, laid out to print or save as PDF from the browser. */
export default function PrintableQuote({ loaderData }: Route.ComponentProps) {
  const { quote, open, patientName, treatment, timeZone, comparison, backUrl } = loaderData;
  const t = useT();
  const operator = useOperator();
  const longDate = useLongDate(timeZone);
  const reference = quoteReference(quote.number, quote.version);
  const sent = longDate(quote.sentAt);
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <article className={styles.quote} aria-labelledby="quote-title">
        <p className={styles.noPrint}>
          <Link to={backUrl}>{t("quotes.print.back")}</Link>
        </p>
        <div className={styles.quoteHead}>
          <h1 id="quote-title" className={styles.quotePageTitle}>
            {t("quotes.print.title", { site: site.name, reference })}
          </h1>
          <QuoteStatus status={quote.status} open={open} />
        </div>
        <p>
          {treatment
            ? t("quotes.print.forTreatment", { name: patientName, treatment, date: sent })
            : t("quotes.print.for", { name: patientName, date: sent })}
        </p>
        <QuoteDetails quote={quote} timeZone={timeZone} />
        {comparison ? <HomeComparisonTable comparison={comparison} quote={quote} /> : null}
        <p className={ui.muted}>
          {t("quotes.print.amountsIn", { currency: quote.currency })} {site.name} · <Ltr>{operator.phone}</Ltr> ·{" "}
          {operator.email}
        </p>
      </article>
    </div>
  );
}
