import { describe, expect, it } from "vitest";
import { sourceMessages } from "~/i18n/catalogue.server";
import { textOf } from "../catalogue-helpers";
import { request } from "../helpers";

/**
 * Arabic pages write money one way, as `formatMoney` does for every catalogue price ("14,000 US$", decision 2706):
 * no hand-written "$25" or "USD" in the Arabic catalogue, content or blog (issue 27).
 */
// A currency menu may name the code ("USD - دولار أمريكي"); an amount may not carry it.
const handWritten = /(?<!US)\$\s?\d|\d\s?USD\b/;

// The treatments' procedures carry the English price figures ("$14,000 - $16,500") as data: the catalogue parses
// them and pages state them with formatUsd (the treatment pages are checked below).
const arabicContent = import.meta.glob<Record<string, unknown>>(["../../../content/ar/**/*.ts", "!../../../content/ar/treatments/**"], { eager: true });
const arabicBlog = import.meta.glob<string>("../../../content/blog/ar/*.md", { eager: true, query: "?raw", import: "default" });

/** Every string of a content module's exports, as the pages receive them. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

describe("money on Arabic pages", () => {
  it("is never a hand-written dollar amount in the Arabic catalogue, content or blog", () => {
    expect(Object.entries(sourceMessages("ar")).filter(([, text]) => handWritten.test(text)).map(([key]) => key)).toEqual([]);
    const content = Object.entries(arabicContent).flatMap(([path, module]) => stringsOf(module).filter((text) => handWritten.test(text)).map((text) => `${path}: ${text}`));
    expect(content).toEqual([]);
    expect(Object.entries(arabicBlog).filter(([, body]) => handWritten.test(body)).map(([path]) => path)).toEqual([]);
  });

  it.each([
    ["/ar/travel-info?tab=visa", ["25 US$"]],
    ["/ar/travel-info?tab=accommodation", ["150–300 US$", "50–120 US$"]],
    ["/ar/travel-info?tab=practical", ["0.50 US$", "40–60 US$ في اليوم"]],
    ["/ar/stories", ["97,500 US$"]],
    ["/ar/faq", ["ورسومها 25 US$"]],
    ["/ar/treatments/cardiac-surgery", ["14,000 US$"]],
  ] as const)("%s states its amounts as the Arabic money format", async (path, amounts) => {
    const response = await request(path);
    expect(response.status).toBe(200);
    // The amounts as a reader sees them: without the invisible marks that keep them left to right.
    const text = textOf(await response.text()).replace(/[\u2066-\u2069\u200e\u200f]/g, "");
    for (const amount of amounts) expect(text).toContain(amount);
    expect(text).not.toMatch(handWritten);
  });
});
