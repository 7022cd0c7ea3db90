import { intlLocale } from "./format";
import { numberFormat } from "./intl";
import { ltrText } from "./isolate";
import type { Locale } from "./locales";
import { Ltr } from "./ltr";
import { useLocale } from "./use-t";

/** How an amount is written: see `formatMoney`. */
export type MoneyOptions = {
  /**
   * The amount is in the currency's minor units (as quotes store them: cents, or fils of which a Kuwaiti dinar has
   * 1,000; a price with cents such as 50 for "$0.50"); it shows them.
   */
  minor?: boolean;
  /** Between U+2066 and U+2069, for text that cannot hold markup (a message value, a content sentence): left to right inside Arabic. */
  inText?: boolean;
  /** The open top of a range: from this amount on it reads "$50,000+". */
  openEndAt?: number;
  /** In English, this symbol before the plain number, as the catalogue writes a comparison country's price ("C$38,000", not "CA$38,000"). */
  englishSymbol?: string;
};

/** How many decimals a currency is written with, as `Intl` knows it: 2 for the dollar, 3 for the Kuwaiti dinar. */
export function currencyDigits(currency: string) {
  return numberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Minor units in one major unit of `currency`: 100 cents, 1,000 fils. */
export const minorUnitsPerMajor = (currency: string) => 10 ** currencyDigits(currency);

/**
 * The one money formatter: an amount, or a range [from, to], in any currency (whole units, or cents with `minor`) and
 * the page's (or the e-mail's) locale — `formatMoney("en", 1200, "USD")` → "$1,200", in Arabic "1,200 US$" (Western
 * digits, the currency after the number). Markup isolates it with `<Money>` below; plain text with `inText`.
 */
export function formatMoney(
  locale: Locale,
  amount: number | readonly [number, number],
  currency: string,
  { minor, inText, openEndAt = Infinity, englishSymbol }: MoneyOptions = {},
) {
  const digits = minor ? currencyDigits(currency) : 0;
  const [from, to] = [amount].flat().map((value) => value / 10 ** digits) as [number, number?];
  const symbol = locale === "en" ? englishSymbol : undefined;
  const format = numberFormat(
    intlLocale(locale),
    symbol ? { maximumFractionDigits: 0 } : { style: "currency", currency, maximumFractionDigits: digits, minimumFractionDigits: minor ? digits : undefined },
  );
  // Intl opens an Arabic range with a right-to-left mark, which turns "5–15" round inside the left-to-right isolate.
  const range = () => format.formatRange(from, to!).replace(/^\u200f/, "");
  const text = (symbol ?? "") + (to === undefined ? format.format(from) : range()) + (from >= openEndAt ? "+" : "");
  return inText ? ltrText(text) : text;
}

/** A dollar amount as the catalogue writes it: "$14,000". */
const dollars = /^\$\d{1,3}(,\d{3})*$/;

type MoneyProps =
  | ({ amount: number | readonly [number, number]; currency: string } & Omit<MoneyOptions, "inText">)
  | {
      /**
       * A price already written: by a loader in the page's language ("14,000 US$"), or as the catalogue writes it,
       * a range too ("$14,000 - $16,500"), whose dollar amounts are restated in the page's money format.
       */
      written: string;
      /** The sentence that names the price ("From $1,200"): the sentence as it reads, with only the price isolated. */
      sentence?: string;
    };

/**
 * The one money component: an amount in the page's language (`formatMoney`), isolated left to right so its digits
 * and sign keep their order inside Arabic text ("1,200$" otherwise). A range keeps the page's reading order between
 * its prices, so an Arabic line reads from the lower price and may wrap after the dash.
 */
export function Money(props: MoneyProps) {
  const locale = useLocale();
  if ("amount" in props) {
    const { amount, currency, ...options } = props;
    return <Ltr>{formatMoney(locale, amount, currency, options)}</Ltr>;
  }
  const { written, sentence } = props;
  const restated = written.split(" - ").flatMap((price, index) => [
    index > 0 ? " - " : null,
    <Ltr key={price}>{locale !== "en" && dollars.test(price) ? formatMoney(locale, Number(price.replace(/[$,]/g, "")), "USD") : price}</Ltr>,
  ]);
  if (sentence === undefined) return restated;
  const at = sentence.indexOf(written);
  return at === -1 ? sentence : [sentence.slice(0, at), ...restated, sentence.slice(at + written.length)];
}
