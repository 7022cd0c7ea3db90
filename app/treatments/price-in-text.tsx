import { Fragment } from "react";
import { formatMoney } from "~/i18n/format";
import { Ltr } from "~/i18n/ltr";
import { useLocale } from "~/i18n/use-t";

/**
 * A sentence that names a price ("ابتداءً من $1,200"), with the price isolated left to right so Arabic
 * text does not turn it into "1,200$". The catalogue's schema makes every starting price name its Egypt price.
 */
export function PriceInText({ text, price }: { text: string; price: string }) {
  const at = text.indexOf(price);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <Ltr>{price}</Ltr>
      {text.slice(at + price.length)}
    </>
  );
}

/** A dollar amount as the catalogue writes it: "$14,000". */
const dollars = /^\$\d{1,3}(,\d{3})*$/;

/**
 * A price range as the catalogue writes it ("$14,000 - $16,500"): each price left to right, the range in the
 * page's reading order, so an Arabic line reads from the lower price and may wrap after the dash. Dollar amounts
 * are stated in the page's money format (Arabic "14,000 US$", decision 2706); anything else ("49%") as written.
 * `formatMoney` rather than `formatUsd`, whose module brings the comparison countries' prices into the wizards' bundles.
 */
export function PriceRange({ text }: { text: string }) {
  const locale = useLocale();
  const prices = text.split(" - ");
  return prices.map((price, index) => (
    <Fragment key={price}>
      {index > 0 ? " - " : null}
      <Ltr>{locale !== "en" && dollars.test(price) ? formatMoney(locale, Number(price.replace(/[$,]/g, "")), "USD") : price}</Ltr>
    </Fragment>
  ));
}
