import { formatDate, intlLocale } from "~/i18n/format";
import { listFormat } from "~/i18n/intl";
import type { Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/message-key";
import { formatMoney } from "~/i18n/money";
import { depositMinor, quoteInclusions } from "./quote-rules";
import type { HomeComparison } from "./home-prices";
import type { QuoteView } from "./quotes.server";

/** One term of a quote as the patient reads it: "Deposit" — "20% of the total (US$2,500.00), due within 7 days…". */
export type QuoteStatement = { key: string; label: string; text: string };

/**
 * Every term of one version in the reader's language, written once: the patient's page and printable page draw
 * these, and accepting stores them as the copy of what the patient read. Staff-written words (facility, doctor,
 * notes, the condition of a rise) appear as written.
 */
export function quoteStatements(quote: QuoteView, t: Translate, locale: Locale): QuoteStatement[] {
  const money = (minor: number) => formatMoney(locale, minor, quote.currency, { minor: true, inText: true });
  const list = (words: string[]) => listFormat(intlLocale(locale), { type: "conjunction" }).format(words);
  const withNote = (text: string, note: string) => [text, note].filter(Boolean).join("\n");
  const statements: QuoteStatement[] = [];
  const add = (key: string, label: string, text: string) => statements.push({ key, label, text });
  if (quote.treatment) add("treatment", t("quotes.treatment"), quote.treatment);
  if (quote.hospital) add("facility", t("quotes.hospital"), quote.hospital);
  if (quote.doctor) add("doctor", t("quotes.doctor"), quote.doctor);
  const terms = quote.terms;
  if (!terms) {
    add("included", t("quotes.included"), quote.included);
    add("excluded", t("quotes.excluded"), quote.excluded);
  } else {
    const named = (included: boolean) => quoteInclusions.filter((key) => terms.inclusions[key] === included).map((key) => t(`quotes.inclusion.${key}`));
    const included = named(true);
    const excluded = named(false);
    if (included.length > 0 || quote.included) add("included", t("quotes.included"), withNote(included.length > 0 ? list(included) : "", quote.included));
    if (excluded.length > 0 || quote.excluded) add("excluded", t("quotes.excluded"), withNote(excluded.length > 0 ? list(excluded) : "", quote.excluded));
    add(
      "rise",
      t("quotes.terms.riseLabel"),
      terms.rise
        ? t("quotes.terms.rise", {
            amount: money(terms.rise.maxMinor),
            condition: (locale === "ar" ? terms.rise.conditionAr : undefined) ?? terms.rise.condition,
          })
        : t("quotes.terms.riseNone"),
    );
    const deposit = money(depositMinor(terms, quote.totalMinor));
    const due = terms.depositDueDays === 0 ? t("quotes.terms.dueOnAccepting") : t("quotes.terms.dueWithin", { days: terms.depositDueDays });
    add(
      "deposit",
      t("quotes.terms.depositLabel"),
      terms.deposit.kind === "percent"
        ? t("quotes.terms.depositPercent", { percent: terms.deposit.percent, amount: deposit, due })
        : t("quotes.terms.depositAmount", { amount: deposit, due }),
    );
    add(
      "balance",
      t("quotes.terms.balanceLabel"),
      t("quotes.terms.balance", {
        amount: money(Math.max(0, quote.totalMinor - depositMinor(terms, quote.totalMinor))),
        time: t(`quotes.terms.balanceTime.${terms.balance.time}`),
        place: t(`quotes.terms.balancePlace.${terms.balance.place}`),
      }),
    );
    add(
      "cancellation",
      t("quotes.terms.cancellationLabel"),
      [
        ...terms.cancellation.tiers.map((tier) => t("quotes.terms.cancellationTier", { days: tier.daysBefore, percent: tier.refundPercent })),
        t("quotes.terms.cancellationLater", { percent: terms.cancellation.laterPercent }),
      ].join("\n"),
    );
    add("taxes", t("quotes.terms.taxesLabel"), t(`quotes.terms.taxes.${terms.taxes}`));
  }
  // The validity date is a calendar date (it ends at midnight UTC).
  add("validUntil", t("quotes.validUntil"), formatDate(locale, new Date(`${quote.validUntil}T00:00:00Z`), { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }));
  add("liability", t("quotes.terms.liabilityLabel"), t("quotes.terms.liability"));
  return statements;
}

/** The home comparison's words as the page writes them, for the accepted copy. */
export function comparisonText(comparison: HomeComparison, quote: Pick<QuoteView, "currency">, t: Translate, locale: Locale) {
  return {
    caption: `${t("quotes.comparison.caption", { quantity: comparison.quantity, procedure: comparison.procedure })} ${formatMoney(locale, comparison.egyptMinor, quote.currency, { minor: true, inText: true })}`,
    rows: comparison.prices.map((price) => ({
      country: price.country,
      price: formatMoney(locale, price.price, price.currency, { inText: true }),
      saving: price.savingPercent === null ? null : t("quotes.comparison.saving", { percent: price.savingPercent }),
    })),
    rates: ratesNote(comparison, t, locale),
  };
}

/** "Converted at the reference rates of 2 November 2026": the one dated source of every conversion. */
export function ratesNote(comparison: HomeComparison, t: Translate, locale: Locale) {
  return t("quotes.comparison.rates", {
    date: formatDate(locale, new Date(`${comparison.ratesDate}T00:00:00Z`), { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
  });
}
