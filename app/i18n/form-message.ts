import type { I18n } from "./compiled-message";
import { useCallback } from "react";
import type { MessageKey } from "./message-key";
import { useI18n } from "./i18n";

/**
 * A validation message for a zod schema: a message key, with its values appended as JSON
 * (`forms.tooLong{"field":"forms.field.email","max":254}`). The forms kit translates it when it
 * renders (`useFormMessage`), so one schema gives English or Arabic messages, with or without JavaScript.
 * A string value that is itself a message key (a field's name, a rate limit's wait) is translated too,
 * with the same values (`{ wait: "rateLimits.wait.minutes", minutes: 41 }`).
 */
export function formMessage(key: MessageKey, values?: Record<string, string | number>): string {
  return values ? `${key}${JSON.stringify(values)}` : key;
}

function parseFormMessage(text: string): { key: string; values?: Record<string, string | number> } {
  const brace = text.indexOf("{");
  if (brace <= 0) return { key: text };
  try {
    return { key: text.slice(0, brace), values: JSON.parse(text.slice(brace)) as Record<string, string | number> };
  } catch {
    return { key: text };
  }
}

/**
 * A message from a schema or an action in the locale of `i18n`: a key (with values) becomes that
 * locale's text; anything else is shown as written (the staff console's plain English).
 */
export function translateFormMessage(i18n: I18n, text: string): string {
  const { key, values } = parseFormMessage(text);
  if (!(key in i18n.messages)) return text;
  const translated = values
    ? Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === "string" && value in i18n.messages ? i18n._(value, values) : value,
        ]),
      )
    : undefined;
  return i18n._(key, translated);
}

/** `translateFormMessage` in the active locale, for the forms kit. */
export function useFormMessage() {
  const i18n = useI18n();
  return useCallback((text: string) => translateFormMessage(i18n, text), [i18n]);
}
