import { beforeAll, describe, expect, it } from "vitest";
import { site } from "~content/site";
import { sourceMessages } from "~/i18n/catalogue.server";
import { zoneDescription } from "~/i18n/time";
import { textOf } from "./catalogue-helpers";
import { request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { applySeed } from "./seed-helper";

// What only Arabic pages have to get right: the brand as the site writes it, money and numbers left to right inside
// right-to-left text, and no English where the database or a zone id would leak it. The journeys themselves are walked
// in every language by their own files (tests/worker/locale-helpers.ts).

/**
 * Arabic pages write the brand one way: as the site's name is written everywhere else (the logo, titles, `{site}`),
 * not transliterated in some messages («نايل كير») and Latin in others.
 */
const transliterated = /ن[اي]{1,2}ل\s*[كك]ا?ي?ر/;

const arabicSources = {
  ...import.meta.glob<string>("../../content/ar/**/*.ts", { eager: true, query: "?raw", import: "default" }),
  ...import.meta.glob<string>("../../content/blog/ar/*.md", { eager: true, query: "?raw", import: "default" }),
};

describe("the brand in Arabic", () => {
  it("is never transliterated in the Arabic catalogue or content", () => {
    const messages = Object.entries(sourceMessages("ar")).filter(([, text]) => transliterated.test(text));
    expect(messages.map(([key]) => key)).toEqual([]);
    const files = Object.entries(arabicSources).filter(([, text]) => transliterated.test(text));
    expect(files.map(([path]) => path)).toEqual([]);
    expect(Object.keys(arabicSources).length).toBeGreaterThan(5);
  });

  it("reads as the site's name on the Arabic Share Your Story and stories pages", async () => {
    for (const path of ["/ar/stories/share", "/ar/stories"]) {
      const text = textOf(await (await request(path)).text());
      expect(text, path).toContain(site.name);
      expect(text, path).not.toMatch(transliterated);
    }
  });
});

/**
 * Arabic pages write money one way, as `formatMoney` does for every catalogue price ("14,000 US$"):
 * no hand-written "$25" or "USD" in the Arabic catalogue, content or blog.
 */
// A currency menu may name the code ("USD - دولار أمريكي"); an amount may not carry it.
const handWritten = /(?<!US)\$\s?\d|\d\s?USD\b/;

// The treatments' procedures carry the English price figures ("$14,000 - $16,500") as data: the catalogue parses
// them and pages state them with formatUsd (the treatment pages are checked below).
const arabicContent = import.meta.glob<Record<string, unknown>>(["../../content/ar/**/*.ts", "!../../content/ar/treatments/**"], { eager: true });
const arabicBlog = import.meta.glob<string>("../../content/blog/ar/*.md", { eager: true, query: "?raw", import: "default" });

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

/** The words a reader sees in <main>, with the patients' own words (isolated quotes) and names left out. */
async function arabicText(path: string) {
  const html = mainOf(await pageHtml(await request(path)));
  return html
    .replace(/<(p|blockquote) [^>]*dir="(?:auto|ltr)"[^>]*>.*?<\/\1>/gs, " ")
    .replace(/<bdi>.*?<\/bdi>/gs, " ")
    .replace(/<style.*?<\/style>/gs, " ")
    .replace(/<[^>]+>/g, " ");
}

describe("doctors on Arabic pages", () => {
  beforeAll(async () => {
    await applySeed();
  });

  it("the home page's doctor cards name, title, specialization and languages in Arabic", async () => {
    const text = await arabicText("/ar");
    expect(text).not.toMatch(/Consultant|Ophthalmology|Dental Care|Cardiac Surgery|Dr\. /);
    expect(text).not.toMatch(/\b(English|French|German|Arabic)\b/);
    expect(text).toContain("د. نادية الشريف");
  });

  it("a doctor's reviews give the procedure, country and recovery in Arabic", async () => {
    const html = mainOf(await pageHtml(await request("/ar/doctors/dr-ahmed-hassan")));
    expect(html).toContain("<bdi>استبدال صمام القلب</bdi>");
    const text = await arabicText("/ar/doctors/dr-ahmed-hassan");
    expect(text).toContain("ألمانيا");
    expect(text).toMatch(/التعافي: (\d+ )?(أسابيع|أسبوع|أسبوعًا|أسبوعان)/);
    expect(text).not.toMatch(/\b(weeks?|days?|months?)\b|Germany|Heart Valve Replacement/);
    // English pages keep what D1 stores.
    const english = mainOf(await pageHtml(await request("/doctors/dr-ahmed-hassan")));
    expect(english).toMatch(/Recovery: \d+ weeks?/);
    expect(english).toContain("Germany");
  });

  it("the booking page names time zones in Arabic, with no zone ids", async () => {
    const html = mainOf(await pageHtml(await request("/ar/book", { headers: { "CF-IPCountry": "US" } })));
    expect(html).not.toMatch(/\((America|Europe|Africa|Asia|Australia|Pacific)\/[A-Za-z_]+\)/);
    expect(html).toContain("نيويورك");
    expect(mainOf(await pageHtml(await request("/book", { headers: { "CF-IPCountry": "US" } })))).toContain("(America/New_York)");
    // In e-mails too: a zone's Arabic name is Arabic words only.
    expect(zoneDescription("Asia/Riyadh", "ar")).toMatch(/^[\u0600-\u06FF ]+$/);
  });
});
