import { describe, expect, it } from "vitest";
import { request } from "./helpers";
import { mainOf, pageHtml } from "./html";

/** The figures of a page's hero, as its list states them. */
function heroFigures(html: string) {
  const list = html.match(/<dl class="[^"]*">(.*?)<\/dl>/s)?.[1] ?? "";
  return [...list.matchAll(/<dd>(.*?)<\/dd>/g)].map((m) => m[1]);
}

/** The tab marked selected in the page's tablist. */
function selectedTab(html: string) {
  return html.match(/<a [^>]*role="tab" [^>]*aria-selected="true"[^>]*>(.*?)<\/a>/)?.[1] ?? null;
}

describe("/stories", () => {
  it("shows the hero's figures from the records (none yet: the catalogue's savings alone), Share Your Story and the closing call to action", async () => {
    const response = await request("/stories");
    expect(response.status).toBe(200);
    const html = mainOf(await pageHtml(response));
    expect(heroFigures(html)).toEqual(["57\u201170%"]);
    expect(html).toMatch(/href="\/stories\/share"[^>]*>Share Your Story</);
    expect(html).toMatch(/href="\/book"[^>]*>Get Free Consultation</);
    expect(html).toMatch(/href="\/start-journey"[^>]*>Start Your Journey</);
  });

  it("says stories are coming, with no story or review, before any verified one (review-pages.test.ts shows them once treated patients write)", async () => {
    const html = mainOf(await pageHtml(await request("/stories")));
    expect(html).toContain("Coming soon: stories and reviews from patients we treated.");
    expect(html).not.toContain("Recent Verified Reviews");
    expect(html).not.toMatch(/aria-label="Rated/);
  });
});

describe("/travel-info", () => {
  it("opens on the visa tab with the cards, the per-country table and the notes", async () => {
    const response = await request("/travel-info");
    expect(response.status).toBe(200);
    const html = mainOf(await pageHtml(response));
    expect(selectedTab(html)).toBe("Visa & Entry");
    expect(html.match(/role="tab"/g)).toHaveLength(4);
    expect(html).toMatch(/<a [^>]*aria-selected="true" aria-controls="travel-panel"/);
    expect(html).toContain('role="tabpanel" id="travel-panel" aria-labelledby="travel-tab-visa"');
    for (const text of [
      "E-Visa",
      "7 business days",
      "Visa on Arrival",
      "Instant at the airport",
      "$25 USD cash only",
      "Passport and return ticket required",
      "Extension possible for medical treatment",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/<th scope="row">GCC Countries<\/th><td>Visa free<\/td><td>90 days<\/td>/);
    for (const region of ["European Union", "United States", "Canada", "Australia"]) {
      expect(html).toMatch(
        new RegExp(`<th scope="row">${region}</th><td>[^<]+</td><td>30 days</td><td>\\$25 USD</td>`),
      );
    }
    expect(html).toContain("valid for at least 6 months");
    expect(html).not.toContain("COVID");
    expect(html).toContain("we confirm the requirements for your passport before you book your flight");
    expect(html).toContain('<time dateTime="2026-11-20">Last reviewed November 20, 2026</time>');
    expect(html).toContain("recommended but not mandatory");
    expect(html).toMatch(/href="\/travel-info\/guide"[^>]*>Download Travel Guide</);
  });

  it.each([
    // No hotel is shown yet, so no nightly price (hotel-prices.test.ts states them from the hotels).
    ["accommodation", "Accommodation", ["Accommodation Booking Service", "Serviced Apartments", "Sheikh Zayed"]],
    ["egypt-info", "About Egypt", ["Winter", "Summer", "Egyptian pound (EGP)", "about 47.5 EGP per 1 USD (rates of 31 October 2025)", "ATMs"]],
    [
      "practical",
      "Practical Info",
      ["$20-30", "$5-15 per trip", "$0.50", "$40-60 per day", ">122<", ">123<", ">126<", "GMT+2", 'href="/contact"'],
    ],
  ])("shows the %s tab when linked with ?tab=", async (tab, label, texts) => {
    const html = mainOf(await pageHtml(await request(`/travel-info?tab=${tab}`)));
    expect(selectedTab(html)).toBe(label);
    for (const text of texts) expect(html).toContain(text);
    expect(html).not.toContain("GCC Countries");
  });

  it("falls back to the visa tab for an unknown tab", async () => {
    const html = mainOf(await pageHtml(await request("/travel-info?tab=weather")));
    expect(selectedTab(html)).toBe("Visa & Entry");
  });

  it("prints every tab on the travel guide page", async () => {
    const response = await request("/travel-info/guide");
    expect(response.status).toBe(200);
    const html = mainOf(await pageHtml(response));
    for (const text of ["GCC Countries", "Recovery Centers", "about 47.5 EGP per 1 USD (rates of 31 October 2025)", "Tourist Police", "GMT+2"])
      expect(html).toContain(text);
    expect(html).toContain("Print command");
    expect(html).toContain('<time dateTime="2026-11-20">Last reviewed November 20, 2026</time>');
  });
});

describe("/concierge", () => {
  it("shows the six services, three packages and support hours, and no patients' words before a verified review", async () => {
    const response = await request("/concierge");
    expect(response.status).toBe(200);
    const html = mainOf(await pageHtml(response));
    // The emergency line; no invented count of languages (tests/worker/site-figures.test.ts counts the listed ones).
    expect(heroFigures(html)[0]).toBe("24/7");
    expect(html).not.toContain("12+");
    for (const service of [
      "Airport & Transportation",
      "Accommodation",
      "Translation & Interpretation",
      "Medical Coordination",
      "Tourism & Leisure",
      "Family Support",
    ]) {
      expect(html).toContain(`<h3>${service}</h3>`);
    }
    expect(html).toMatch(/<h3>Essential<\/h3><p [^>]*><bdi dir="ltr">\$200<\/bdi> <span[^>]*>per week/);
    expect(html).toMatch(/Most Popular<\/span><h3>Complete<\/h3><p [^>]*><bdi dir="ltr">\$350<\/bdi> <span[^>]*>per week/);
    expect(html).toMatch(/<h3>VIP Premium<\/h3><p [^>]*><bdi dir="ltr">\$500<\/bdi> <span[^>]*>per week/);
    expect(html.match(/Most Popular/g)).toHaveLength(1);
    expect(html).toMatch(/<dt>Personal assistant<\/dt><dd[^>]*>9 AM - 6 PM<\/dd>/);
    expect(html).toMatch(/<dt>Family support<\/dt><dd[^>]*>9 AM - 8 PM<\/dd>/);
    expect(html).not.toMatch(/<blockquote|aria-label="Rated/);
    expect(html).toContain('href="/contact?topic=concierge&package=complete"');
  });
});
