import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/catalogue.server";
import type { Locale } from "~/i18n/locales";
import { textOf } from "./catalogue-helpers";
import { request } from "./helpers";
import { applySeed } from "./seed-helper";

/**
 * The seeded ratings are launch content, not verified patients' reviews (decision 0161): wherever a doctor's
 * seeded rating shows (directory cards, the home page's top doctors, a category's doctors, the profile) it carries
 * the same label in the page's language, and no page presents the seeded rating as patients' verdict.
 */

let reviewCounts: Map<string, number>;

beforeAll(async () => {
  await applySeed();
  const { results } = await env.DB.prepare("SELECT id, total_reviews FROM doctors WHERE is_active = 1").all<{ id: string; total_reviews: number }>();
  reviewCounts = new Map(results.map((r) => [r.id, r.total_reviews]));
});

/** Each doctor card of the page: the doctor it links to and the text a reader sees on it. */
function cards(html: string) {
  return [...html.matchAll(/<article[\s\S]*?<\/article>/g)]
    .map(([card]) => ({ id: /href="(?:\/ar)?\/doctors\/([^"?/]+)"/.exec(card)?.[1], text: textOf(card) }))
    .filter((card): card is { id: string; text: string } => card.id !== undefined && reviewCounts.has(card.id));
}

const label = (locale: Locale, count: number) => translatorFor(locale)("reviews.unverified.rating", { count });

describe("the seeded rating on doctor cards", () => {
  it.each([
    ["/doctors", "en", 14],
    ["/ar/doctors", "ar", 14],
    ["/", "en", 3],
    ["/ar", "ar", 3],
    ["/treatments/cardiac-surgery", "en", 1],
    ["/ar/treatments/cardiac-surgery", "ar", 1],
  ] as const)("%s labels every card's rating as launch content, not verified", async (path, locale, atLeast) => {
    const response = await request(path);
    expect(response.status).toBe(200);
    const found = cards(await response.text());
    expect(found.length).toBeGreaterThanOrEqual(atLeast);
    for (const card of found) expect(card.text).toContain(label(locale, reviewCounts.get(card.id)!));
  });

  it("reads the same on the card and on the profile, in words a reader understands", async () => {
    const count = reviewCounts.get("dr-ahmed-hassan")!;
    expect(label("en", count)).toBe(`(${count} reviews from launch content, not verified)`);
    expect(label("ar", count)).toContain("غير موثَّقة");
    for (const locale of ["en", "ar"] as const) {
      const prefix = locale === "ar" ? "/ar" : "";
      const html = await (await request(`${prefix}/doctors/dr-ahmed-hassan`)).text();
      const main = textOf(html.slice(html.indexOf("<main"), html.indexOf("</main>")));
      // Beside the stars under the name and in Quick Stats.
      expect(main.split(label(locale, count)).length - 1).toBe(2);
      // The search snippet no longer states the seeded rating as patients' verdict.
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(description).not.toMatch(/rated|out of 5|تقييم/);
      expect(description.length).toBeGreaterThan(0);
    }
  });
});
