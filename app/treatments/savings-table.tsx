import { ratesOfDate } from "~content/rates";
import { Flag } from "~/ui/flag";
import { formatPrice, formatUsd, type SavingsComparison } from "./savings";
import * as styles from "./treatments.css";

/** The price comparison of one card or procedure against the four comparison countries. */
export function SavingsTable({ savings, caption }: { savings: SavingsComparison; caption: string }) {
  return (
    <>
      <table className={styles.comparisonTable}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Country</th>
            <th scope="col">Price</th>
            <th scope="col">You save</th>
          </tr>
        </thead>
        <tbody>
          {savings.countries.map((c) => (
            <tr key={c.country}>
              <th scope="row">
                <span className={styles.country}>
                  <Flag code={c.flag} /> {c.country}
                </span>
              </th>
              <td>
                {formatPrice(c.price, c.currency)}
                {c.currency === "$" ? null : <span className={styles.converted}>about {formatUsd(c.priceUsd)}</span>}
              </td>
              <td>
                <span className={styles.saving}>{formatUsd(c.amount)}</span> ({c.percentage}%)
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <span className={styles.country}>
                <Flag code="eg" /> Egypt
              </span>
            </th>
            <td>{formatUsd(savings.egyptPrice)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <p className={styles.summary}>
        Average savings: <span className={styles.saving}>{savings.averageAmount}</span> ({savings.averagePercentage}%)
      </p>
      <p className={styles.converted}>Prices in pounds, euros and Canadian dollars converted at {ratesOfDate}.</p>
    </>
  );
}
