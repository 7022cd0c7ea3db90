import { site } from "~content/site";
import { loadInvoice } from "~/cases/payments/invoice.server";
import * as styles from "~/cases/quotes/quotes.css";
import { getTranslator } from "~/i18n/locale.server";
import { Link } from "~/i18n/links";
import { Ltr } from "~/i18n/ltr";
import { localePath } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/requests.$caseId_.invoices.$paymentId";

/** A paid deposit's invoice, for the patient of the case (or its link holder) and its coordinators. */
export async function loader(args: Route.LoaderArgs) {
  const { viewer, caseRow, row, view, locale } = await loadInvoice(args, args.params.caseId, args.params.paymentId, "page");
  const key = viewer.kind === "link" ? `?key=${encodeURIComponent(viewer.key)}` : "";
  return {
    invoice: view,
    backUrl: viewer.kind === "staff" ? `/staff/cases/${caseRow.id}#payments` : localePath(locale, `/requests/${caseRow.id}${key}#deposit`),
    pdfUrl: localePath(locale, `/requests/${caseRow.id}/invoices/${row.id}/invoice.pdf${key}`),
    metaTitle: getTranslator(args.context)("payments.invoice.meta.title", { number: view.number }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.metaTitle ?? ""} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { invoice, backUrl, pdfUrl } = loaderData;
  const t = useT();
  const { labels } = invoice;
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <article className={styles.quote} aria-labelledby="invoice-title">
        <p className={styles.noPrint}>
          <Link to={backUrl}>{t("payments.invoice.back")}</Link>
        </p>
        <div className={styles.quoteHead}>
          <h1 id="invoice-title" className={styles.quotePageTitle}>
            {invoice.title} <Ltr>{invoice.number}</Ltr>
          </h1>
        </div>
        <dl>
          <dt>{labels.date}</dt>
          <dd>{invoice.date}</dd>
          <dt>{labels.from}</dt>
          <dd>
            <bdi>{invoice.from.legalName}</bdi>
            <br />
            {invoice.from.address}
            <br />
            {invoice.from.taxId}
          </dd>
          <dt>{labels.billedTo}</dt>
          <dd>
            <bdi>{invoice.billedTo.name}</bdi>
            <br />
            <Ltr>{invoice.billedTo.email}</Ltr>
          </dd>
          <dt>{labels.quote}</dt>
          <dd>
            <Ltr>{invoice.quote}</Ltr>
            {invoice.treatment ? ` · ${invoice.treatment}` : ""}
          </dd>
        </dl>
        <table className={`${styles.items} ${styles.pricedLines}`}>
          <thead>
            <tr>
              <th scope="col">{labels.description}</th>
              <th scope="col">{`${labels.quantity} × ${labels.unitPrice}`}</th>
              <th scope="col">{labels.amount}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.description}>
                <td>{line.description}</td>
                {/* One column for both, as on the quote, so the line fits a phone without breaking a price. */}
                <td className={styles.unit}>
                  <Ltr>{`${line.quantity} × ${line.unit}`}</Ltr>
                </td>
                <td>
                  <Ltr>{line.amount}</Ltr>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl aria-label={t("payments.invoice.title")}>
          {invoice.totals.map((total) => (
            <div key={total.label}>
              <dt>{total.label}</dt>
              <dd>
                <Ltr>{total.value}</Ltr>
              </dd>
            </div>
          ))}
        </dl>
        <p>{invoice.balance}</p>
        <p className={ui.muted}>{invoice.paidWith}</p>
        <p className={styles.noPrint}>
          {/* A download, never a page: a plain link skips client routing. */}
          <a href={pdfUrl} download className={ui.button.outline}>
            {t("payments.invoice.downloadPdf")}
          </a>
        </p>
      </article>
    </div>
  );
}
