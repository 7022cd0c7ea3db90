import type { Locale } from "./locales";
import { ltrText } from "./isolate";
import { dateTimeFormat, numberFormat } from "./intl";

/**
 * The `Intl` locale behind a site locale. Arabic pages write numbers with Western digits
 * (`-u-nu-latn`, decision 1401): prices, phone numbers, dates and what patients type all read the same.
 */
export function intlLocale(locale: Locale): string {
  return locale === "ar" ? "ar-u-nu-latn" : "en-US";
}

export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions) {
  return numberFormat(intlLocale(locale), options).format(value);
}

/** An amount of money in a currency (`formatMoney("ar", 1200, "USD")` → "US$ 1,200"), whole units by default. */
export function formatMoney(locale: Locale, amount: number, currency: string, options?: Intl.NumberFormatOptions) {
  return numberFormat(intlLocale(locale), {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
    ...options,
  }).format(amount);
}

/**
 * An amount, or a range [from, to], as a content sentence or table cell writes it: the locale's money format (in
 * Arabic "25 US$", "150–300 US$", like every catalogue price, decision 2706), kept left to right inside Arabic text.
 * Cents show only when the amount has them ("0.50 US$").
 */
export function moneyInText(locale: Locale, amount: number | readonly [number, number], currency = "USD") {
  const cents = [amount].flat().some((value) => !Number.isInteger(value)) ? 2 : 0;
  const format = numberFormat(intlLocale(locale), { style: "currency", currency, minimumFractionDigits: cents, maximumFractionDigits: cents });
  return ltrText(typeof amount === "number" ? format.format(amount) : format.formatRange(amount[0], amount[1]));
}

export function formatDate(locale: Locale, date: Date | number, options?: Intl.DateTimeFormatOptions) {
  return dateTimeFormat(intlLocale(locale), options ?? { dateStyle: "long" }).format(date);
}

/**
 * A date written day first, "22 November 2026": British order in English (the account, intake and
 * document-access pages), the locale's own in Arabic (as `formatDate`).
 */
export function formatDayFirst(locale: Locale, date: Date | number, options: Intl.DateTimeFormatOptions) {
  return dateTimeFormat(locale === "en" ? "en-GB" : intlLocale(locale), options).format(date);
}

/** "3 Mar 2027, 14:05": a day and a 24-hour time, as conversations, document access and the staff pages show them. */
export const dayAndTime = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
} as const satisfies Intl.DateTimeFormatOptions;
