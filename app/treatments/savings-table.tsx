import { exchangeRates } from "~content/rates";
import { formatMoney, Money } from "~/i18n/money";
import { useFormat, useLocale, useT } from "~/i18n/use-t";
import { Flag } from "~/ui/flag";
import { currencyCodes, type SavingsComparison } from "~/domain/savings";
import type { PriceSource } from "./catalogue.server";
import * as styles from "./treatments.css";

/**
 * The price comparison of one card or procedure against the four comparison countries. Prices take
 * the page's one money format ("$1,850", "£38,000" in English; "1,850 US$" in Arabic), isolated left to right.
 */
export function SavingsTable({ savings, sources, caption }: { savings: SavingsComparison; sources: readonly PriceSource[]; caption: string }) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const ratesDate = format.date(new Date(`${exchangeRates.comparison.date}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  return (
    <>
      <table className={styles.comparisonTable}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("treatments.savings.country")}</th>
            <th scope="col">{t("treatments.savings.price")}</th>
            <th scope="col">{t("treatments.savings.youSave")}</th>
          </tr>
        </thead>
        <tbody>
          {savings.countries.map((c) => (
            <tr key={c.key}>
              <th scope="row">
                <span className={styles.country}>
                  <Flag code={c.flag} /> {c.country}
                </span>
              </th>
              <td>
                <Money amount={c.price} currency={currencyCodes[c.currency]!} englishSymbol={c.currency} />
                {c.currency === "$" ? null : (
                  <span className={styles.converted}>{t("treatments.savings.about", { amount: formatMoney(locale, c.priceUsd, "USD", { inText: true }) })}</span>
                )}
              </td>
              <td>
                <span className={styles.saving}>
                  <Money amount={c.amount} currency="USD" />
                </span>{" "}
                ({t("treatments.detail.percentage", { value: c.percentage })})
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <span className={styles.country}>
                <Flag code="eg" /> {t("treatments.savings.egypt")}
              </span>
            </th>
            <td>
              <Money amount={savings.egyptPrice} currency="USD" />
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
      <p className={styles.summary}>
        {t("treatments.savings.average")}{" "}
        <span className={styles.saving}>
          <Money written={savings.averageAmount} />
        </span>{" "}
        ({t("treatments.detail.percentage", { value: savings.averagePercentage })})
      </p>
      <p className={styles.converted}>{t("treatments.savings.ratesNote", { date: ratesDate })}</p>
      {sources.map(({ source, asOf, countries }) => (
        <p key={`${source} ${asOf}`} className={styles.converted}>
          {countries ? t("treatments.savings.sourceOf", { countries }) : t("treatments.savings.source")}{" "}
          {/* The operator's words for the source, in whichever language they wrote them. */}
          <cite dir="auto" lang={/\p{Script=Arabic}/u.test(source) ? "ar" : "en"}>{source}</cite>
          {t("treatments.savings.sourceDate", { date: format.date(new Date(`${asOf}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" }) })}
        </p>
      ))}
    </>
  );
}
