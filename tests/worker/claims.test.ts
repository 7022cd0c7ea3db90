import { beforeAll, describe, expect, it } from "vitest";
import { countActiveDoctors } from "~/doctors/doctors.server";
import { catalogueClaims, type CatalogueClaims } from "~/treatments/claims.server";
import { offeredSpecialtyIds } from "~/treatments/catalogue-data.server";
import { localePath } from "~/i18n/locales";
import { sitemapEntries } from "~/seo/sitemap.server";
import { request } from "./helpers";
import { pageHtml } from "./html";
import { applySeed } from "./seed-helper";

/** What a reader sees of a page: its text without markup, scripts or bidi isolates, entities decoded. */
async function pageText(path: string) {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return (await pageHtml(response))
    .replace(/<script\b.*?<\/script>|<style\b.*?<\/style>/gs, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u2066-\u2069\u200e\u200f]/g, "")
    .replace(/&nbsp;|\s+/g, " ");
}

/**
 * One claim: every statement of it on any page, as [page, value]. `near` keeps only matches whose
 * preceding words talk about the claim (a "96-97%" success rate is not a saving).
 */
function statements(pages: Map<string, string>, pattern: RegExp, near?: RegExp) {
  const found: [string, string][] = [];
  for (const [path, text] of pages) {
    for (const match of text.matchAll(pattern)) {
      const before = text.slice(Math.max(0, match.index - 90), match.index + match[0].length);
      if (!near || near.test(before)) found.push([path, match.slice(1).find(Boolean)!]);
    }
  }
  return found;
}

const distinct = (found: [string, string][]) => [...new Set(found.map(([, value]) => value))];

describe("every claim is stated once: no two public pages, in either language, disagree", () => {
  const pages = new Map<string, string>();
  let claims: CatalogueClaims;

  beforeAll(async () => {
    await applySeed();
    claims = await catalogueClaims("en");
    for (const { path } of await sitemapEntries(await offeredSpecialtyIds("en"))) {
      for (const locale of ["en", "ar"] as const) pages.set(localePath(locale, path), await pageText(localePath(locale, path)));
    }
  }, 600_000);

  it("renders every page of the sitemap in both languages", () => {
    expect(pages.size).toBeGreaterThan(60);
  });

  it("states every claim it names: no page shows a {claim.…}, {figure.…}, {operator.…} or {hotels.…} token", () => {
    const unfilled = [...pages].filter(([, text]) => /\{(claim|figure|operator|hotels)\.\w+\}/.test(text)).map(([path]) => path);
    expect(unfilled).toEqual([]);
  });

  it("states one savings range and one 'up to', both computed from the price tables", () => {
    const ranges = statements(pages, /(\d+\s*[-–‑]\s*\d+)\s*%/g, /sav|lower|توفير|التوفير|أقل|توفّر/i);
    expect(ranges.length).toBeGreaterThan(4);
    expect(distinct(ranges), JSON.stringify(ranges)).toEqual([claims.savingsRange.replace("%", "")]);
    const upTo = statements(pages, /(?:up to|يصل إلى|حتى)\s*(\d+)\s*%/gi, /sav|وفّر|توفير/i);
    expect(upTo.length).toBeGreaterThan(2);
    expect(distinct(upTo), JSON.stringify(upTo)).toEqual([claims.savingsUpTo.replace("%", "")]);
  });

  it("states one starting price, the catalogue's cheapest listed procedure", () => {
    // English writes "$1,000", Arabic its one money format "1,000 US$": the amount must agree.
    const from = statements(pages, /(?:starting from|تبدأ من)\s*(\$\d{1,3}(?:,\d{3})*|\d{1,3}(?:,\d{3})*\s?US\$)/gi);
    expect(from.length).toBeGreaterThan(2);
    const amounts = from.map(([path, v]): [string, string] => [path, v.replace(/\s?US\$/, "").replace(/^(?!\$)/, "$")]);
    expect(distinct(amounts), JSON.stringify(from)).toEqual([claims.startingPrice]);
  });

  it("counts the specialists as the directory's active doctors, and types no number of languages", async () => {
    const specialists = statements(pages, /(?<![\d/])(\d+\+?) (?:internationally trained )?specialists|(?<![\d/])(\d+\+?) طبيبًا استشاريًا/g);
    expect(specialists.length).toBeGreaterThan(2);
    expect(distinct(specialists), JSON.stringify(specialists)).toEqual([String(await countActiveDoctors())]);
    // The languages are the ones the team and the doctors list, named (tests/worker/site-figures.test.ts counts them).
    const languages = statements(pages, /(?<![\d/])(\d+\+?) languages|(?<![\d/])(\d+\+?) لغة/g);
    expect(languages, JSON.stringify(languages)).toEqual([]);
  });

  it("says 24/7 only of the emergency line (or a hotel's or hospital's own staff)", () => {
    const roundTheClock = statements(pages, /(24\/7|على مدار الساعة)/g).length;
    const claims = [...pages].flatMap(([path, text]) =>
      [...text.matchAll(/24\/7|على مدار الساعة/g)]
        .map((m) => [path, text.slice(Math.max(0, m.index - 80), m.index + 40)] as const)
        .filter(([, context]) => !/emergency|Emergency|طوارئ|الطوارئ|Nurse|ممرض|ICU|عناية مركزة|reception|استقبال|room service|خدمة غرف|security|حراسة/.test(context)),
    );
    expect(roundTheClock).toBeGreaterThan(5);
    expect(claims).toEqual([]);
  });
});
