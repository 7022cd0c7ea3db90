import { translatorFor } from "~/i18n/catalogue.server";
import { directionOf, localePath, locales } from "~/i18n/locales";

/**
 * A journey written once and walked in every language (`describe.each(eachLocale)`): its words come from the locale's
 * message catalogue, its paths from the locale. A page or e-mail in one language shows none of the words `elsewhere`
 * (the other languages' translators) give for the same message.
 */
export const eachLocale = locales.map((locale) => ({
  locale,
  t: translatorFor(locale),
  at: (path: string) => localePath(locale, path),
  dir: directionOf(locale),
  htmlTag: `<html lang="${locale}" dir="${directionOf(locale)}"`,
  elsewhere: locales.filter((other) => other !== locale).map((other) => translatorFor(other)),
}));

export { ANY, matching, within } from "../message-patterns";
