import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { createTranslator } from "~/i18n/compiled-message";
import { formatNumber } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { MessageKey, MessageValues } from "~/i18n/message-key";
import * as areas from "~/i18n/messages";
import { zoneLabel } from "~/i18n/time";
import { zoneNames as englishZoneNames } from "~content/time-zones";
import { zoneNames as arabicZoneNames } from "~content/ar/time-zones";

export { ANY, matching, within } from "../message-patterns";

const zoneNames = { en: englishZoneNames, ar: arabicZoneNames };

/**
 * A journey walked once per language, each language in one of the two ways a visitor comes: English without
 * JavaScript, Arabic with it. Both modes and both languages are proved by one walk each instead of four; the
 * server's answers in Arabic without JavaScript are the worker tests' (each posts in both locales).
 */
export const localeWalks = [
  { name: "JavaScript off, in English", javaScriptEnabled: false, locale: "en" },
  { name: "JavaScript on, in Arabic", javaScriptEnabled: true, locale: "ar" },
] as const satisfies readonly { name: string; javaScriptEnabled: boolean; locale: Locale }[];

/** The catalogue's message `key` in `locale`, formatted as the page formats it (the browser's own translator). */
function translator(locale: Locale) {
  const messages = Object.fromEntries(
    Object.entries(areas).flatMap(([area, catalogue]) =>
      Object.entries(catalogue[locale]).map(([key, source]) => [`${area}.${key}`, compileMessageOrThrow(source)]),
    ),
  );
  const { _ } = createTranslator(locale, messages);
  return (key: MessageKey, values?: MessageValues) => _(key, values);
}

/** What a page in `locale` says and where it lives: the catalogue's words, paths under /ar for Arabic. */
export function wordsIn(locale: Locale) {
  return {
    t: translator(locale),
    at: (path: string) => (locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`),
    percent: (fraction: number) => formatNumber(locale, fraction, { style: "percent" }),
    /** Whether the page is this language's document (lang and dir on <html>). */
    direction: locale === "ar" ? ["ar", "rtl"] : ["en", "ltr"],
    /** A time zone by the name pages give it beside a time ("Cairo", "القاهرة"). */
    zone: (id: string) => zoneLabel(id, zoneNames[locale]),
  };
}
