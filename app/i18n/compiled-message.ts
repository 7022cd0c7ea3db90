import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { intlLocale } from "./format";
import { numberFormat, pluralRules } from "./intl";
import type { Locale } from "./locales";
import type { MessageValues } from "./message-key";

/** A locale's messages as `@lingui/message-utils` compiles them on the server (`compiledMessages`). */
export type Messages = Record<string, CompiledMessage>;

type Token = CompiledMessage extends (infer T)[] | string ? T : never;
type Branches = Record<string, CompiledMessage | number | undefined> & { offset?: number };

/**
 * The page's messages in one locale: `_(key, values)` formats a compiled ICU message. This is what the
 * browser runs instead of `@lingui/core` (decision 0131): a locale never changes within a document and
 * the messages arrive compiled, so formatting them is all the runtime does. It reads Lingui's compiled
 * form (text, `[name]`, `[name, "plural" | "selectordinal" | "select", branches]`, `[name, "number", style]`,
 * `"#"` in a plural branch); `tests/worker/read-only/compiled-message.test.ts` checks every message of both
 * locales gives exactly what Lingui gives.
 */
export type I18n = {
  locale: Locale;
  messages: Messages;
  _: (key: string, values?: MessageValues) => string;
};

export function createTranslator(locale: Locale, messages: Messages): I18n {
  const intl = intlLocale(locale);
  const number = (value: unknown, style?: unknown) =>
    numberFormat(intl, typeof style === "string" && style ? { style: style as "percent" } : undefined).format(value as number);
  const cardinal = pluralRules(intl);
  const ordinal = pluralRules(intl, { type: "ordinal" });

  function format(message: CompiledMessage, values: MessageValues, count?: number): string {
    if (typeof message === "string") return message;
    return message.map((token: Token) => formatToken(token, values, count)).join("");
  }

  function formatToken(token: Token, values: MessageValues, count?: number): string {
    if (typeof token === "string") return token === "#" && count !== undefined ? number(count) : token;
    const [name, type, style] = token as [string, string?, unknown?];
    const value = values[name];
    if (type === "plural" || type === "selectordinal") {
      const { offset = 0, ...branches } = style as Branches;
      const amount = Number(value);
      const rules = type === "plural" ? cardinal : ordinal;
      const branch = branches[String(amount)] ?? branches[rules.select(amount - offset)] ?? branches.other;
      return format(branch as CompiledMessage, values, amount - offset);
    }
    if (type === "select") {
      const branches = style as Branches;
      return format((branches[String(value)] ?? branches.other) as CompiledMessage, values);
    }
    if (value == null) return "";
    return type === "number" ? number(value, style) : String(value);
  }

  return {
    locale,
    messages,
    _: (key, values = {}) => {
      const message = messages[key];
      return message === undefined ? key : format(message, values);
    },
  };
}
