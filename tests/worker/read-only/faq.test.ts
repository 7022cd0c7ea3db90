import { describe, expect, it } from "vitest";
import { request } from "../helpers";
import { mainOf, pageHtml } from "../html";

const anchors = {
  general: "general-questions",
  visa: "visa-travel",
  treatments: "treatment-options",
  costs: "costs-payment",
  accommodation: "stay-transport",
  aftercare: "recovery-support",
  emergency: "emergency-help",
};

/** The FAQ panel with the given anchor: its markup up to the next panel. */
function panel(html: string, anchor: string) {
  const start = html.indexOf(`<section id="${anchor}"`);
  return start < 0 ? null : html.slice(start, html.indexOf("</section>", start));
}

describe("/faq", () => {
  it("renders every category's answers, each panel under its anchor, with the first tab selected", async () => {
    const response = await request("/faq");
    expect(response.status).toBe(200);
    const html = mainOf(await pageHtml(response));
    for (const [id, anchor] of Object.entries(anchors)) {
      const section = panel(html, anchor);
      expect(section, anchor).not.toBeNull();
      expect(section).toContain('role="tabpanel"');
      expect(section).toContain(`aria-labelledby="faq-tab-${id}"`);
      expect(section).toContain(`data-active="${id === "general"}"`);
      // Four single-open accordions per category, all in the page without JavaScript; the accommodation's price
      // waits for a shown hotel (hotel-prices.test.ts), so that category answers three.
      expect(section!.match(new RegExp(`<details name="faq-${id}"`, "g"))).toHaveLength(id === "accommodation" ? 3 : 4);
    }
    expect(html).toContain("Treatment prices are 57\u201170% lower");
    expect(html).toMatch(/<a [^>]*role="tab" href="\?category=visa#visa-travel"[^>]*aria-selected="false"/);
    expect(html).toMatch(/<a [^>]*role="tab" href="\?category=general#general-questions"[^>]*aria-selected="true"/);
  });

  it("selects the tab named by ?category=, which the category cards link to", async () => {
    const html = mainOf(await pageHtml(await request("/faq?category=costs")));
    expect(html).toMatch(/href="\/faq\?category=costs#costs-payment"[^>]*><h3>Costs & Payment<\/h3>/);
    expect(panel(html, "costs-payment")).toContain('data-active="true"');
    expect(panel(html, "general-questions")).toContain('data-active="false"');
    expect(html).toMatch(/<a [^>]*role="tab" href="\?category=costs#costs-payment"[^>]*aria-selected="true"/);

    // An unknown category falls back to the first tab.
    const fallback = mainOf(await pageHtml(await request("/faq?category=nope")));
    expect(panel(fallback, "general-questions")).toContain('data-active="true"');
  });

  it("replaces the categories and tabs with the results of a search", async () => {
    const html = mainOf(await pageHtml(await request("/faq?q=%20VISA%20")));
    expect(html).toContain("Search Results");
    expect(html).toMatch(/\d+ questions match “VISA”\./);
    expect(html).not.toContain('role="tablist"');
    expect(html).not.toContain("Browse by Category");
    expect(html).toContain('<details name="faq-results"');
    expect(html).toContain("Do I need a visa to travel to Egypt for treatment?");
    // A question whose answer mentions visas is found too.
    expect(html).toContain("What is NileCare?");
    expect(html).not.toContain("How do I pay?");
    expect(html).toContain('value="VISA"');
  });

  it("finds the questions of a category by its title", async () => {
    const html = mainOf(await pageHtml(await request("/faq?q=payment")));
    expect(html).toContain("4 questions match “payment”.");
    expect(html).toContain("How do I pay?");
    expect(html).not.toContain("What is NileCare?");
  });

  it("needs every word of the query and says when nothing matches", async () => {
    const both = mainOf(await pageHtml(await request("/faq?q=extend+visa")));
    expect(both).toContain("1 question matches “extend visa”.");
    expect(both).toContain("Can I extend my visa if my recovery takes longer?");

    const none = mainOf(await pageHtml(await request("/faq?q=submarine")));
    expect(none).toContain("0 questions match “submarine”.");
    expect(none).toMatch(/href="\/faq"[^>]*>Clear search and browse all questions</);
  });

  it("treats a blank search as no search", async () => {
    const html = mainOf(await pageHtml(await request("/faq?q=+++")));
    expect(html).not.toContain("Search Results");
    expect(html).toContain('role="tablist"');
  });

  it("bounds the query length", async () => {
    const html = mainOf(await pageHtml(await request(`/faq?q=${"a".repeat(500)}`)));
    expect(html).toContain(`value="${"a".repeat(100)}"`);
    expect(html).not.toContain("a".repeat(101));
    expect(html).toContain('maxLength="100"');
  });

  it("offers phone and e-mail contact and describes itself as an FAQPage", async () => {
    const response = await request("/faq");
    const nonce = response.headers.get("Content-Security-Policy")!.match(/'nonce-([^']+)'/)![1];
    const html = await pageHtml(response);
    // The number and the address are isolated left to right, so they keep their order in Arabic text.
    expect(html).toMatch(/href="tel:\+20227945500"[^>]*>.*Call <bdi dir="ltr">\+20 2 2794 5500<\/bdi><\/a>/);
    expect(html).toMatch(/href="mailto:care@nilecare.example"[^>]*>.*Email <bdi dir="ltr">care@nilecare.example<\/bdi><\/a>/);
    expect(html).toContain('<time dateTime="2026-11-20">Last reviewed November 20, 2026</time>');

    const script = html.match(/<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/);
    expect(script?.[1]).toBe(nonce);
    const data = JSON.parse(script![2]!);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(27);
    expect(data.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
  });
});
