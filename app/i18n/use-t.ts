import { useCallback, useMemo } from "react";
import { formatDate, formatDayFirst, formatNumber } from "./format";
import type { Locale } from "./locales";
import type { MessageKey, MessageValues, Translate } from "./message-key";
import { useI18n } from "./i18n";

/** The active locale (from the URL, resolved by the root middleware). */
export function useLocale(): Locale {
  return useI18n().locale as Locale;
}

/** `const t = useT(); t("newsletter.form.submit")`, `t("quotes.lines", { count })`: typed keys, ICU messages. */
export function useT(): Translate {
  const i18n = useI18n();
  return useCallback((key: MessageKey, values?: MessageValues) => i18n._(key, values), [i18n]);
}

/** Numbers and dates in the active locale's conventions (`Intl`, Western digits in Arabic). */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(locale, value, options),
      date: (date: Date | number, options?: Intl.DateTimeFormatOptions) => formatDate(locale, date, options),
      dayFirst: (date: Date | number, options: Intl.DateTimeFormatOptions) => formatDayFirst(locale, date, options),
    }),
    [locale],
  );
}
