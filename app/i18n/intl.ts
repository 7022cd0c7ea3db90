/**
 * The `Intl` formatters, kept per locale and options for the life of the isolate (or the browser tab). Making one
 * costs about 60 µs in workerd and formatting with it about 1 µs; a page formats dozens of prices and dates, so
 * making them per call was a tenth of a render. Options are plain values written in code (a time zone at
 * most), so the kinds kept stay few; the cap only bounds a surprise.
 */
const MOST_KEPT = 500;
const kept = new Map<string, unknown>();

function keptIntl<T>(kind: string, locales: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locales}|${options ? JSON.stringify(options) : ""}`;
  let value = kept.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    if (kept.size >= MOST_KEPT) kept.clear();
    kept.set(key, value);
  }
  return value;
}

export const numberFormat = (locales: string, options?: Intl.NumberFormatOptions) =>
  keptIntl("number", locales, options, () => new Intl.NumberFormat(locales, options));

export const dateTimeFormat = (locales: string, options?: Intl.DateTimeFormatOptions) =>
  keptIntl("date", locales, options, () => new Intl.DateTimeFormat(locales, options));

export const listFormat = (locales: string, options?: Intl.ListFormatOptions) =>
  keptIntl("list", locales, options, () => new Intl.ListFormat(locales, options));

export const displayNames = (locales: string, options: Intl.DisplayNamesOptions) =>
  keptIntl("names", locales, options, () => new Intl.DisplayNames(locales, options));

export const collator = (locales: string, options?: Intl.CollatorOptions) =>
  keptIntl("collator", locales, options, () => new Intl.Collator(locales, options));

export const pluralRules = (locales: string, options?: Intl.PluralRulesOptions) =>
  keptIntl("plural", locales, options, () => new Intl.PluralRules(locales, options));
