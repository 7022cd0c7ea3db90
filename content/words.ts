import { type Locale, locales } from "~/i18n/locales";

/**
 * Words of one fact in every language: a fact (an id, a price, a count) is written once, and its words sit
 * beside it as `{ en, ar }`, so two languages cannot state different facts and a word lives in one place.
 * tests/worker/read-only/i18n-parity.test.ts checks every such pair has words in every locale.
 */
export type Words<T = string> = Readonly<Record<Locale, T>>;

/** Content written once for every language: text is `Words` where the languages differ, a plain string where they agree ("95%"). */
export type Bilingual<T> = T extends string ? (string extends T ? T | Words<T> : T) : T extends object ? { [K in keyof T]: Bilingual<T[K]> } : T;

/** Content as one language reads it: every `Words` replaced by that language's words. */
export type InLocale<T> = T extends Words<infer W> ? W : T extends object ? { [K in keyof T]: InLocale<T[K]> } : T;

function isWords(value: object): value is Words<unknown> {
  const keys = Object.keys(value);
  return !Array.isArray(value) && keys.length === locales.length && locales.every((locale) => keys.includes(locale));
}

/** `value` with each `Words` in it replaced by its words in `locale`. */
export function inLocale<T>(value: T, locale: Locale): InLocale<T> {
  if (value === null || typeof value !== "object") return value as InLocale<T>;
  if (isWords(value)) return value[locale] as InLocale<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => inLocale(item, locale)) as InLocale<T>;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLocale(item, locale)])) as InLocale<T>;
}

/**
 * Words of values stored in English (a doctor's language, a hotel's amenity), keyed by the stored value: that
 * English is its own English words, and the Arabic sits beside it.
 */
export function translated(arabic: Readonly<Record<string, string>>): Record<string, Words> {
  return Object.fromEntries(Object.entries(arabic).map(([english, ar]) => [english, { en: english, ar }]));
}
