import { intlLocale } from "~/i18n/format";
import { displayNames } from "~/i18n/intl";
import type { Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/message-key";

/** "Firefox on Windows": enough to recognise a device in the sessions list, from its user agent. */
const browsers: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser/, "Samsung Internet"],
  [/Firefox\/|FxiOS/, "Firefox"],
  [/Chrome\/|CriOS|HeadlessChrome/, "Chrome"],
  [/Safari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const firstMatch = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

export function describeDevice(userAgent: string | null, t: Translate) {
  if (!userAgent) return t("account.device.unknown");
  const browser = firstMatch(browsers, userAgent);
  const system = firstMatch(systems, userAgent);
  if (browser && system) return t("account.device.browserOn", { browser, system });
  return browser ?? system ?? t("account.device.unknown");
}

/** The country's name in the page's language from its two-letter code, or null when unknown. */
export function placeOf(country: string | null, locale: Locale) {
  if (!country) return null;
  try {
    return displayNames(intlLocale(locale), { type: "region" }).of(country) ?? null;
  } catch {
    return null;
  }
}
