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

/** A value a test cannot know in advance (a quote's number, a coordinator's name), for `matching`. */
export const ANY = "\u0000";

const escaped = (message: string) => message.split(ANY).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** A translated message as a pattern of the whole text, with `ANY` standing for what the test cannot know. */
export const matching = (message: string) => new RegExp(`^${escaped(message).join(".+")}$`);

/** A translated message as a pattern found within a text (a page), with `ANY` standing for what the test cannot know. */
export const within = (message: string) => new RegExp(escaped(message).join("[^<]+?"));
