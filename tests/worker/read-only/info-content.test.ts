import { describe, expect, it } from "vitest";
import { blogArticles } from "~content/blog/articles";
import { blogBodies } from "~content/blog/bodies.server";
import { concierge } from "~content/concierge";
import { faqIn } from "~content/faq";
import { blogBodiesSchema } from "~content/schema";
import { travelInfo } from "~content/travel-info";
import { contentFiles, validateContent } from "~content/validate";

const faqCategories = faqIn("en");

describe("information content", () => {
  it.each(contentFiles)("$file satisfies its schema", (file) => {
    expect(() => validateContent(file)).not.toThrow();
  });

  it("names the malformed file and what is wrong with it", () => {
    const blog = contentFiles.find((f) => f.file === "content/blog/articles.ts")!;
    const twoFeatured = blogArticles.map((a) => ({ ...a, featured: a.id <= 2 }));
    expect(() => validateContent({ ...blog, data: twoFeatured })).toThrow(
      /content\/blog\/articles\.ts is malformed:\n.*exactly one article must be featured/,
    );
    // A byline names a doctor of the directory or the editorial team, never a name typed into the article.
    const outsider = blogArticles.map((a) => (a.id === 2 ? { ...a, author: { doctorId: "dr-karim-mansour" } } : a));
    expect(() => validateContent({ ...blog, data: outsider })).toThrow(/content\/blog\/articles\.ts is malformed:\n {2}- 1\.author/);
    const typedName = blogArticles.map((a) => (a.id === 2 ? { ...a, author: "Dr. Karim Mansour" } : a));
    expect(() => validateContent({ ...blog, data: typedName })).toThrow(/- 1\.author/);
    const reviewedBeforePublished = blogArticles.map((a) => (a.id === 2 ? { ...a, reviewed: "2025-01-01" } : a));
    expect(() => validateContent({ ...blog, data: reviewedBeforePublished })).toThrow(/reviewed on or after the day it is published/);
    const faq = contentFiles.find((f) => f.file === "content/faq.ts")!;
    const shortVisa = faqCategories.map((c) => (c.id === "visa" ? { ...c, entries: c.entries.slice(0, 3) } : c));
    expect(() => validateContent({ ...faq, data: shortVisa })).toThrow(
      /content\/faq\.ts is malformed:\n {2}- 1\.entries/,
    );
  });

  it("renders every article body from Markdown to HTML at build time", () => {
    expect(() =>
      validateContent({ file: "content/blog/bodies.server.ts", schema: blogBodiesSchema, data: blogBodies }),
    ).not.toThrow();
    for (const article of blogArticles) {
      const html = blogBodies[String(article.id)]!;
      expect(html).toMatch(/^<p>/);
      expect(html).toContain("<h2>");
      expect(html).toMatch(/<(ul|ol)>/);
      // No Markdown syntax left over.
      expect(html).not.toMatch(/^#{1,6} |\*\*/m);
    }
  });

  it("keeps blog images light and on our own origin", () => {
    const files = import.meta.glob<string>("/public/images/blog/*.svg", {
      query: "?raw",
      import: "default",
      eager: true,
    });
    for (const article of blogArticles) {
      const svg = files[`/public${article.image}`];
      expect(svg, article.image).toBeDefined();
      expect(svg!.length).toBeLessThan(200 * 1024);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 630"/);
      expect(svg).not.toMatch(/<script|href="http/i);
    }
  });

  it("states the figures of the specification", () => {
    expect(faqCategories.map((c) => c.entries.length)).toEqual([4, 4, 4, 4, 4, 4, 4]);
    const faqText = JSON.stringify(faqCategories);
    // The savings range is the catalogue's, filled in by the loader (claims.server.ts; tests/worker/claims.test.ts).
    expect(faqText).toContain("Treatment prices are {claim.savingsRange} lower");
    expect(faqText).toContain("30-day tourist visa");
    expect(faqText).toContain("24/7");
    expect(faqText).not.toMatch(/70-85%/);

    expect(concierge.packages.map((p) => [p.name, p.pricePerWeek, p.recommended])).toEqual([
      ["Essential", 200, false],
      ["Complete", 350, true],
      ["VIP Premium", 500, false],
    ]);
    expect(concierge.highlights.map((h) => h.value)).toEqual(["24/7"]);
    expect(concierge.supportHours).toContainEqual({ service: "Personal assistant", hours: "9 AM - 6 PM" });
    expect(concierge.supportHours).toContainEqual({ service: "Family support", hours: "9 AM - 8 PM" });

    expect(travelInfo.visa.countries.find((c) => c.region === "GCC Countries")).toMatchObject({
      visa: "Visa free",
      stay: "90 days",
    });
    expect(travelInfo.practical.transport.map((t) => t.cost)).toEqual([
      "$20-30",
      "$5-15 per trip",
      "$0.50",
      "$40-60 per day",
    ]);
    expect(travelInfo.practical.emergencyNumbers.map((e) => e.number)).toEqual(["122", "123", "126"]);
  });
});
