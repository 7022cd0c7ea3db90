import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { blogArticles } from "~content/blog/articles";
import { request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { applySeed } from "./seed-helper";

/** The href and text of the link marked as the current page among the category chips. */
function currentChip(html: string) {
  const start = html.indexOf('aria-label="Blog categories"');
  const nav = html.slice(start, html.indexOf("</nav>", start));
  const match = nav.match(/<a [^>]*aria-current="page"[^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/);
  return match ? `${match[1]} ${match[2]!.replace(/<[^>]+>/g, "")}` : null;
}

/** The article cards of the grid, as their "Read More" targets in page order. */
function gridArticleIds(html: string) {
  const grid = html.slice(html.indexOf('id="grid-title"'));
  return [...grid.matchAll(/<article id="article-(\d+)"/g)].map((m) => Number(m[1]));
}

// Bylines link to the directory's doctors as the database has them.
beforeAll(applySeed);

describe("/blog", () => {
  it("offers the newsletter, recording that the subscription came from the blog", async () => {
    const html = await (await request("/blog")).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).toContain("Get new articles by e-mail");
    expect(main).toMatch(/<form[^>]*action="\/resources\/newsletter"/);
    expect(main).toContain('name="source" value="blog"');
  });

  it("lists the categories with counts, the Editor's Pick and the latest articles", async () => {
    const response = await request("/blog");
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    expect(currentChip(html)).toBe("/blog All (6)");
    for (const [slug, name] of [
      ["medical-tourism", "Medical Tourism"],
      ["eye-surgery", "Eye Surgery"],
      ["cardiac-surgery", "Cardiac Surgery"],
      ["dental-care", "Dental Care"],
      ["wellness", "Wellness"],
      ["insurance", "Insurance"],
    ]) {
      expect(html).toMatch(new RegExp(`href="/blog\\?category=${slug}"[^>]*>${name} <span[^>]*>\\(1\\)`));
    }
    expect(html).toContain("Editor's Pick");
    expect(html).toContain("The Complete Guide to Medical Tourism in Egypt");
    expect(html).toContain(">Latest Articles</h2>");
    // The featured article is not repeated in the grid; newest first, three per page.
    expect(gridArticleIds(html)).toEqual([2, 3, 4]);
    // The link's own text names the article (Lighthouse's "descriptive link text").
    expect(html).toMatch(
      /href="\/blog\/2"[^>]*>Read More<span[^>]*>: (?:<!-- -->)?LASIK in Egypt: What to Expect Before, During and After<\/span><\/a>/,
    );
    expect(html).toMatch(/href="\/blog\?page=2#article-5"[^>]*>Load More Articles</);
    // Every card says when its article was last checked, beside its author.
    expect(html.match(/>Last reviewed [A-Z][a-z]+ \d{1,2}, 2026</g)).toHaveLength(4);
    expect(html).toMatch(/href="\/doctors\/dr-nadia-el-sherif"[^>]*>By Dr. Nadia El-Sherif</);
  });

  it("pages with Load More Articles until every article is shown", async () => {
    const html = await pageHtml(await request("/blog?page=2"));
    expect(gridArticleIds(html)).toEqual([2, 3, 4, 5, 6]);
    expect(html).not.toContain("Load More Articles");
    // A page beyond the end shows everything rather than nothing.
    expect(gridArticleIds(await pageHtml(await request("/blog?page=99")))).toEqual([2, 3, 4, 5, 6]);
    expect(gridArticleIds(await pageHtml(await request("/blog?page=abc")))).toEqual([2, 3, 4]);
  });

  it("filters by category and heads the grid with its name", async () => {
    const response = await request("/blog?category=dental-care");
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    expect(html).toContain(">Dental Care Articles</h2>");
    expect(html).not.toContain("Editor's Pick");
    expect(gridArticleIds(html)).toEqual([4]);
    expect(currentChip(html)).toBe("/blog?category=dental-care Dental Care (1)");
    expect(html).not.toContain("Load More Articles");

    // The featured article's own category lists it in the grid.
    expect(gridArticleIds(await pageHtml(await request("/blog?category=medical-tourism")))).toEqual([1]);
  });

  it("shows the empty state with 404 for a category that has no articles", async () => {
    const response = await request("/blog?category=nutrition");
    expect(response.status).toBe(404);
    const html = await pageHtml(response);
    expect(html).toContain("No articles found in the nutrition category.");
    expect(html).toMatch(/href="\/blog"[^>]*>View All Articles</);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(gridArticleIds(html)).toEqual([]);
  });
});

describe("/blog/{id}", () => {
  it("shows the article with its rendered body, share link and calls to action", async () => {
    const response = await request("/blog/3");
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    expect(html).toContain("<h1");
    expect(html).toContain("Heart Surgery Abroad: How Egypt's Cardiac Centres Compare</h1>");
    expect(html).toContain(">Cardiac Surgery</a>");
    expect(html).toMatch(/<a [^>]*href="\/doctors\/dr-ahmed-hassan"[^>]*>By Dr. Ahmed Hassan<\/a>/);
    expect(html).toContain('<time dateTime="2025-03-10">March 10, 2025</time>');
    expect(html).toContain('<time dateTime="2026-10-26">Last reviewed October 26, 2026</time>');
    expect(html).toContain("7 min read");
    expect(html).toContain('src="/images/blog/cardiac-centres.svg"');
    // The Markdown body arrives as HTML.
    expect(html).toContain("<h2>Who performs the surgery?</h2>");
    expect(html).toContain("<strong>$15,250</strong>");
    // Without JavaScript, Share Article is a mailto: link carrying the canonical address.
    const mailto = html.match(/href="(mailto:[^"]+)"[^>]*>Share Article</)?.[1];
    expect(mailto).toBe(
      `mailto:?subject=${encodeURIComponent("Heart Surgery Abroad: How Egypt's Cardiac Centres Compare")}&body=${encodeURIComponent(`${env.SITE_URL}/blog/3`)}`,
    );
    expect(html).toMatch(/href="\/book"[^>]*>Get Free Consultation</);
    expect(html).toMatch(/href="\/contact"[^>]*>Contact Us Today</);
  });

  it("names each author as a doctor of the directory whose profile opens, or as the editorial team", async () => {
    for (const { id } of blogArticles) {
      const main = mainOf(await pageHtml(await request(`/blog/${id}`)));
      const meta = main.slice(main.indexOf("</h1>"), main.indexOf("<img"));
      const byline = meta.match(/>(By [^<]+)</)?.[1];
      const doctors = [...meta.matchAll(/href="(\/doctors\/[a-z-]+)"/g)].map((m) => m[1]!);
      if (byline === "By the NileCare editorial team") {
        // A medical article names the doctor who reviewed it; the insurance guide is not medical.
        expect(meta.includes("Medically reviewed by Dr. "), `article ${id}`).toBe(id !== 6);
      } else {
        expect(byline, `article ${id}`).toMatch(/^By Dr\. /);
        expect(doctors, `article ${id}`).toHaveLength(1);
      }
      for (const profile of doctors) expect((await request(profile)).status, `${profile} on article ${id}`).toBe(200);
      expect(meta, `article ${id}`).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">Last reviewed [A-Z][a-z]+ \d{1,2}, 2026<\/time>/);
    }
  });

  it("names the editorial team and its reviewer in Arabic, with the review date in Arabic", async () => {
    const main = mainOf(await pageHtml(await request("/ar/blog/5")));
    expect(main).toContain("بقلم فريق التحرير في NileCare");
    expect(main).toMatch(/<a [^>]*href="\/ar\/doctors\/dr-rania-khalil"[^>]*>راجعه طبيًا د. رانيا خليل<\/a>/);
    expect(main).toContain('<time dateTime="2026-11-16">آخر مراجعة: 16 نوفمبر 2026</time>');
  });

  it.each(["7", "0", "abc", "1.5"])("answers 'Article Not Found' with 404 for id %s", async (id) => {
    const response = await request(`/blog/${id}`);
    expect(response.status).toBe(404);
    const html = await pageHtml(response);
    expect(html).toContain("Article Not Found</h1>");
    expect(html).toMatch(/href="\/blog"[^>]*>Back to Blog</);
  });
});
