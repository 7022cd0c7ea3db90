import { setupI18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { compiledMessages } from "~/i18n/catalogue.server";
import { createTranslator } from "~/i18n/compiled-message";
import { intlLocale } from "~/i18n/format";
import { locales } from "~/i18n/locales";
import type { MessageValues } from "~/i18n/message-key";

/** Every placeholder of a compiled message with its ICU type and, for a select, the branches it names. */
function placeholders(message: CompiledMessage, found = new Map<string, { type?: string; keys: string[] }>()) {
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, type, style] = token;
    const entry = found.get(name) ?? { type, keys: [] };
    found.set(name, entry);
    if (type === "plural" || type === "selectordinal" || type === "select") {
      for (const [key, branch] of Object.entries(style as Record<string, unknown>)) {
        if (key === "offset") continue;
        entry.keys.push(key);
        if (Array.isArray(branch)) placeholders(branch as CompiledMessage, found);
      }
    }
  }
  return found;
}

/** Values that reach every branch: Arabic plurals need 0, 1, 2, 3–10, 11–99 and 100+. */
const counts = [0, 1, 2, 3, 7, 11, 25, 100, 102, 1234.5];

function sampleValues(message: CompiledMessage): MessageValues[] {
  const found = [...placeholders(message)];
  const selectKeys = [
    ...new Set(found.flatMap(([, { type, keys }]) => (type === "select" ? [...keys, "unknown"] : []))),
  ];
  const rounds = Math.max(counts.length, selectKeys.length, 1);
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries(
      found.map(([name, { type }]) => {
        if (type === "select") return [name, selectKeys[round % selectKeys.length]];
        if (type === "plural" || type === "selectordinal" || type === "number")
          return [name, counts[round % counts.length]];
        if (type === undefined) return [name, `‹${name}›`];
        throw new Error(`Message type "${type}" is not handled by app/i18n/compiled-message.ts`);
      }),
    ),
  );
}

describe("the site's message runtime (decision 0131)", () => {
  for (const locale of locales) {
    it(`formats every ${locale} message exactly as Lingui does, for values that reach every branch`, () => {
      const messages = compiledMessages(locale);
      const ours = createTranslator(locale, messages);
      const lingui = setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: messages } });
      let checked = 0;
      for (const [key, message] of Object.entries(messages)) {
        for (const values of sampleValues(message)) {
          expect(ours._(key, values), `${key} ${JSON.stringify(values)}`).toBe(lingui._(key, values));
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(Object.keys(messages).length);
    });
  }

  it("answers an unknown key with the key, as Lingui does", () => {
    const ours = createTranslator("en", compiledMessages("en"));
    expect(ours._("nowhere.key")).toBe("nowhere.key");
  });

  it("writes Arabic plurals and numbers with Western digits", () => {
    const ours = createTranslator("ar", {
      n: [
        [
          "n",
          "plural",
          {
            one: ["يوم واحد"],
            two: ["يومان"],
            few: ["#", " أيام"],
            many: ["#", " يومًا"],
            other: ["#", " يوم"],
            offset: undefined,
          },
        ],
      ],
    });
    expect([1, 2, 3, 11, 100, 1000].map((n) => ours._("n", { n }))).toEqual([
      "يوم واحد",
      "يومان",
      "3 أيام",
      "11 يومًا",
      "100 يوم",
      "1,000 يوم",
    ]);
  });
});
