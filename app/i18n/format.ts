import type { Locale } from "./locales";
import { dateTimeFormat, numberFormat } from "./intl";

/**
 * The `Intl` locale behind a site locale. Arabic pages write numbers with Western digits
 * (`-u-nu-latn`, decision 0131): prices, phone numbers, dates and what patients type all read the same.
 */
export function intlLocale(locale: Locale): string {
  return locale === "ar" ? "ar-u-nu-latn" : "en-US";
}

export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions) {
  return numberFormat(intlLocale(locale), options).format(value);
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
