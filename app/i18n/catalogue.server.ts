import type { I18n, Messages } from "./compiled-message";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { translateFormMessage } from "./form-message";
import { createI18n } from "./i18n";
import type { Locale } from "./locales";
import type { MessageKey, MessageValues, Translate } from "./message-key";
import * as areas from "./messages";

/** Every message of a locale under its full key (`newsletter.form.submit`), as ICU source text. */
export function sourceMessages(locale: Locale): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [area, catalogue] of Object.entries(areas)) {
    for (const [key, message] of Object.entries(catalogue[locale])) flat[`${area}.${key}`] = message;
  }
  return flat;
}

const compiled = new Map<Locale, Messages>();

/** A locale's messages compiled from ICU once per isolate, so neither the parser nor the other locale ships. */
export function compiledMessages(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(sourceMessages(locale)).map(([key, source]) => [key, compileMessageOrThrow(source)]),
    );
    compiled.set(locale, messages);
  }
  return messages;
}

const versions = new Map<Locale, string>();

/**
 * A short hash of a locale's messages: the catalogue URL changes exactly when a message does. Hashed once
 * per isolate: every page links the catalogue, and hashing the whole catalogue took a share of each render.
 */
export function catalogueVersion(locale: Locale): string {
  let version = versions.get(locale);
  if (version === undefined) {
    const text = JSON.stringify(compiledMessages(locale));
    let hash = 0x811c9dc5;
    for (let index = 0; index < text.length; index++) {
      hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
    }
    version = (hash >>> 0).toString(36);
    versions.set(locale, version);
  }
  return version;
}

/** Where the browser fetches a locale's catalogue (`app/routes/resources.messages.$locale.$version.ts`). */
export function catalogueUrl(locale: Locale): string {
  return `/resources/messages/${locale}/${catalogueVersion(locale)}`;
}

const instances = new Map<Locale, I18n>();

/** The translator of a locale, shared by every request of the isolate (it holds no request state). */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = createI18n({ locale, messages: compiledMessages(locale) });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** `t` for server code that knows its locale (a queued e-mail carries one). */
export function translatorFor(locale: Locale): Translate {
  const i18n = i18nFor(locale);
  return (key: MessageKey, values?: MessageValues) => i18n._(key, values);
}

/** A schema's or an action's message (a key from `formMessage`, or plain text) in a locale. */
export function formMessageIn(locale: Locale, text: string): string {
  return translateFormMessage(i18nFor(locale), text);
}
