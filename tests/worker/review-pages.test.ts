import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { textOf } from "./catalogue-helpers";
import { request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { ANY, eachLocale, within } from "./locale-helpers";
import { postReview, review, staffReviewsPost, treatedPatient } from "./review-helpers";

/**
 * Home, concierge and /stories show patients' words only from verified reviews (decision 0161): none before a treated
 * patient writes one, the newest as they wrote it once published, gone again once NileCare hides it.
 */

/** What a reader sees in a page's <main>, in the page's language, with the stars' accessible names. */
async function mainText(path: string) {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  const main = mainOf(await pageHtml(response));
  const labels = [...main.matchAll(/\saria-label="([^"]*)"/g)].map((m) => m[1]);
  return [textOf(main), ...labels].join(" ");
}

/** The three pages, each with the heading of its reviews in the locale. */
const pagesOf = ({ t, at }: (typeof eachLocale)[number]) => [
  { path: at("/"), heading: t("home.reviews.title") },
  { path: at("/concierge"), heading: t("concierge.reviews.title") },
  { path: at("/stories"), heading: t("stories.reviews.title") },
];

/** Patients' words with stars, which only a verified review may put on a page. */
const starRating = /Rated \d out of 5|التقييم \d من 5/;

describe("before any verified review", () => {
  it.each(eachLocale)("$locale: home and concierge have no reviews section, and /stories says stories are coming", async (locale) => {
    const { t } = locale;
    for (const { path, heading } of pagesOf(locale)) {
      const text = await mainText(path);
      expect(text, path).not.toContain(heading);
      expect(text, path).not.toMatch(within(t("reviews.verified", { month: ANY })));
      expect(text, path).not.toMatch(starRating);
      // The section is left out, not replaced by a sentence about its absence.
      expect(text, path).not.toContain(t("reviews.recent.lead"));
    }
    const stories = await mainText(locale.at("/stories"));
    expect(stories).toContain(t("pages.soon.stories"));
    expect(stories).toContain(t("stories.share.link"));
  });
});

describe("once a treated patient published a verified review", () => {
  let reviewId: string;
  beforeAll(async () => {
    const treated = await treatedPatient();
    expect((await postReview(treated.caseId, treated.cookie)).status).toBe(302);
    reviewId = (await env.DB.prepare("SELECT id FROM reviews WHERE case_id = ?").bind(treated.caseId).first<string>("id"))!;
  });

  it.each(eachLocale)("$locale: home, concierge and /stories show its words, its stars and the month the patient was treated", async (locale) => {
    const { t } = locale;
    for (const { path, heading } of pagesOf(locale)) {
      const text = await mainText(path);
      expect(text, path).toContain(heading);
      expect(text, path).toContain(review.text);
      expect(text, path).toContain(`${review.shownName}${t("stories.reviews.comma")} ${review.shownCountry}`);
      expect(text, path).toMatch(within(t("reviews.verified", { month: ANY })));
      expect(text, path).toMatch(starRating);
      for (const other of locale.elsewhere) expect(text, path).not.toContain(other("reviews.recent.lead"));
    }
    expect(await mainText(locale.at("/stories"))).not.toContain(t("pages.soon.stories"));
  });

  describe("and NileCare hid it", () => {
    beforeAll(async () => {
      expect((await staffReviewsPost({ intent: "hide", reviewId, reason: "It named another patient" })).status).toBeLessThan(400);
    });

    it.each(eachLocale)("$locale: it leaves home and concierge, and /stories is coming soon again", async (locale) => {
      for (const { path, heading } of pagesOf(locale)) {
        const text = await mainText(path);
        expect(text, path).not.toContain(review.text);
        expect(text, path).not.toContain(heading);
      }
      expect(await mainText(locale.at("/stories"))).toContain(locale.t("pages.soon.stories"));
    });
  });
});

describe("a review whose story a coordinator approved", () => {
  const words = "The coordinator met us at the airport at two in the morning.";
  beforeAll(async () => {
    const treated = await treatedPatient();
    expect((await postReview(treated.caseId, treated.cookie, { ...review, text: words, story: "We came for my father's bypass.", storyConsent: "on" })).status).toBe(302);
    const reviewId = (await env.DB.prepare("SELECT id FROM reviews WHERE case_id = ?").bind(treated.caseId).first<string>("id"))!;
    expect((await staffReviewsPost({ intent: "approve-story", reviewId })).status).toBeLessThan(400);
  });

  it.each(eachLocale)("$locale: /stories shows it once, as the story, not again among the recent reviews", async (locale) => {
    const text = await mainText(locale.at("/stories"));
    expect(text).toContain("We came for my father's bypass.");
    expect(text.split(words)).toHaveLength(2);
  });
});
