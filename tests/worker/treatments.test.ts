import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { cardNames, countQueries, doctorNames, textOf, withTableMissing } from "./catalogue-helpers";
import { request } from "./helpers";
import { applySeed } from "./seed-helper";
import { offeredCatalogue } from "~/treatments/catalogue-data.server";
import { compareSavings } from "~/domain/savings";
import { formatMoney } from "~/i18n/money";


describe("/treatments with no doctors yet", () => {
  it("says its specialists' profiles are coming rather than counting none", async () => {
    const text = textOf(await (await request("/treatments")).text());
    expect(text).toContain("Coming soon: our specialists' profiles.");
    expect(text).not.toContain("0 specialist doctors");
  });
});

describe("/treatments", () => {
  beforeAll(applySeed);

  it("shows the six cards with their links, each quoting its cheapest procedure's price and savings badge", async () => {
    const response = await request("/treatments");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    for (const [id, title, price, badge] of [
      ["cardiac-surgery", "Cardiac Surgery", "From $14,000", 69],
      ["eye-surgery", "Eye Surgery", "From $1,700", 60],
      ["dental-care", "Dental Care", "From $1,000", 68],
      ["cosmetic-surgery", "Cosmetic Surgery", "From $3,300", 60],
      ["general-surgery", "General Surgery", "From $3,000", 70],
      ["orthopedic-surgery", "Orthopedic Surgery", "From $9,000", 57],
    ] as const) {
      expect(text).toContain(`${title} Save ${badge}%`);
      expect(text).toContain(price);
      expect(html).toContain(`href="/start-journey?treatment=${id}"`);
      expect(html).toContain(`href="/treatments/${id}"`);
    }
    expect(html.match(/>Start Your Journey</g)?.length).toBe(6 + 1);
    expect(html.match(/>Learn More<span class="[^"]+"> about /g)?.length).toBe(6);
  });

  it("renders each comparison in the page, closed, in one exclusive group, so it works without JavaScript", async () => {
    const html = await (await request("/treatments")).text();
    const details = html.match(/<details[^>]*name="savings"[^>]*>/g) ?? [];
    expect(details).toHaveLength(6);
    for (const tag of details) expect(tag).not.toMatch(/\sopen/);
    const text = textOf(html);
    expect(text.match(/View Savings Hide Savings for /g)).toHaveLength(6);
    // The cardiac card compares bypass surgery ($15,250): United Kingdom £38,000 ≈ $48,260, saving $33,010 (68%);
    // amounts 107,750 + 33,010 + 19,310 + 28,550 = 188,620 / 4 = $47,155, percentages (88 + 68 + 56 + 65) / 4 → 69%.
    expect(text).toContain("United Kingdom £38,000 about $48,260 $33,010 (68%)");
    expect(text).toContain("Average savings: $47,155 (69%)");
    // Dental implants ($1,150): 3,350 + 2,406 + 1,766 + 2,500 = 10,022 / 4 → $2,506; hip ($10,000): 65,960 / 4 = $16,490.
    expect(text).toContain("Average savings: $2,506 (68%)");
    expect(text).toContain("Average savings: $16,490 (57%)");
  });

  it("shows Why Choose Egypt, the specialists count from D1 and the closing call to action", async () => {
    const html = await (await request("/treatments")).text();
    const text = textOf(html);
    expect(text).toContain("Why Choose Egypt");
    // Bypass: $123,000 in the United States against $15,250: 107,750 / 123,000 = 87.6 → 88%.
    expect(text).toContain("Heart Surgery United States $123,000 Egypt $15,250 88% less than in the United States");
    // Dental implant: $4,500 against $1,150: 3,350 / 4,500 = 74.4 → 74%.
    expect(text).toContain("Dental Implants United States $4,500 Egypt $1,150 74% less than in the United States");
    // The headline claims are the listed procedures' savings: 69 (bypass), 69 (valve), 60 (LASIK), 68 (implants),
    // 60 (rhinoplasty), 70 (gallbladder) and 57 (hip), so the range is 57-70% and the mean 64.7 rounds to 65%.
    expect(text).toContain("with savings of 57\u201170% on treatment prices");
    expect(html).toMatch(/<meta name="description" content="[^"]*Save 57\u201170% on treatment prices\."/);
    expect(text).toContain("Average savings on treatment prices 65%");
    const saved = (await offeredCatalogue("en"))
      .flatMap((t) => t.procedures)
      .map((p) => compareSavings(p.egyptPrice, p.internationalPrices).countries.reduce((sum, c) => sum + c.amount, 0) / 4);
    expect(text).toContain(`Average saved per procedure ${formatMoney("en", Math.round(saved.reduce((a, b) => a + b, 0) / saved.length), "USD")}`);
    // No treated patients in this file: the count of patients treated is left out, not invented.
    expect(text).not.toContain("Patients treated");
    expect(text).not.toContain("Procedures coordinated");
    expect(text).not.toContain("70-85%");
    const active = await env.DB.prepare("SELECT COUNT(*) AS n FROM doctors WHERE is_active = 1").first<number>("n");
    expect(active).toBeGreaterThan(1);
    expect(text).toContain(`${active} specialist doctors are available to treat you.`);
    expect(html).toContain('href="/doctors"');
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="/start-journey"');
  });

  it("still shows the catalogue when the doctors count fails", async () => {
    await withTableMissing("doctors", async () => {
      const response = await request("/treatments");
      expect(response.status).toBe(200);
      const text = textOf(await response.text());
      expect(text).toContain("Cardiac Surgery Save 69%");
      expect(text).toContain("Internationally trained specialists in every field of our catalogue.");
    });
  });

  it("has its own title, description, canonical URL, Open Graph tags and MedicalBusiness data", async () => {
    const html = await (await request("/treatments?utm_source=x")).text();
    expect(html).toContain("<title>Treatments and Prices in Egypt | NileCare</title>");
    expect(html).toMatch(/<meta name="description" content="Cardiac, eye, dental/);
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8787/treatments"/>');
    expect(html).toContain('<meta property="og:url" content="http://127.0.0.1:8787/treatments"/>');
    expect(html).toContain('<meta property="og:title" content="Treatments and Prices in Egypt | NileCare"/>');
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)![1]!);
    expect(jsonLd["@type"]).toBe("MedicalBusiness");
    expect(jsonLd.makesOffer).toHaveLength(6);
    // schema.org's Offer.itemOffered takes a Product or a Service, among others, never a MedicalProcedure.
    for (const offer of jsonLd.makesOffer) expect(offer.itemOffered["@type"]).toBe("Service");
    expect(jsonLd.makesOffer[0].itemOffered.name).toBe("Cardiac Surgery");
  });

  // drizzle prepares each of the batch's three selects without a bound value twice.
  it("prepares eight D1 statements: the specialists' count, the team's hours every page states, the catalogue's one batch and the treated cases", async () => {
    expect(await countQueries(() => request("/treatments").then((r) => r.text()))).toBe(8);
  });
});

describe("/treatments/{category}", () => {
  beforeAll(applySeed);

  it("shows every part of the detail view", async () => {
    const response = await request("/treatments/cardiac-surgery");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(html).toContain('href="/treatments"');
    expect(text).toContain("Back to Treatments");
    for (const heading of ["Overview", "Ideal Candidates", "Quick Facts", "Our Cardiac Surgery Specialists", "Available Procedures"]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain("Coronary Artery Bypass (CABG)");
    expect(text).toContain("Duration 3-6 hours Recovery 6-12 weeks Price $14,000 - $16,500 Success rate 97%");
    expect(text).toContain("Heart Valve Replacement");
    expect(text).toContain("Success rate 96%");
    expect(text).toContain("Candidate Requirements");
    expect(text).toContain("Recovery Timeline");
    expect(text).toContain("Intensive care (days 1-2)");
    // Bypass against the United States: $123,000 − $15,250 = $107,750, 87.6 → 88%.
    expect(text).toContain("United States $123,000 $107,750 (88%)");
    expect(text).toContain("Egypt $15,250");
    expect(text).toContain("Egypt $18,500");
    expect(html).toContain('href="/start-journey?treatment=cardiac-surgery"');
    expect(html).toContain('href="/contact"');
  });

  it("lists the active specialists linked through doctor_treatments, each with View Full Profile", async () => {
    for (const category of ["cardiac-surgery", "cosmetic-surgery", "orthopedic-surgery"]) {
      const expected = await doctorNames(
        "d.id IN (SELECT doctor_id FROM doctor_treatments WHERE treatment_category = ?)",
        category,
      );
      expect(expected.length).toBeGreaterThan(0);
      const html = await (await request(`/treatments/${category}`)).text();
      expect(cardNames(html)).toEqual(expected);
      expect(textOf(html)).not.toContain("No specialists found for this treatment category.");
    }
    const html = await (await request("/treatments/cardiac-surgery")).text();
    expect(html).toMatch(/<a[^>]*href="\/doctors\/dr-ahmed-hassan"[^>]*>View Full Profile<\/a>/);
  });

  it("never lists an inactive doctor", async () => {
    const inactive = await env.DB.prepare(
      "SELECT d.name, t.treatment_category AS category FROM doctors d JOIN doctor_treatments t ON t.doctor_id = d.id WHERE d.is_active = 0",
    ).first<{ name: string; category: string }>();
    expect(inactive).not.toBeNull();
    const html = await (await request(`/treatments/${inactive!.category}`)).text();
    expect(cardNames(html).length).toBeGreaterThan(0);
    expect(html).not.toContain(inactive!.name);
  });

  it("says so when a category has no specialists", async () => {
    await env.DB.prepare("DELETE FROM doctor_treatments WHERE treatment_category = 'general-surgery'").run();
    try {
      const html = await (await request("/treatments/general-surgery")).text();
      expect(textOf(html)).toContain("No specialists found for this treatment category.");
      expect(cardNames(html)).toEqual([]);
    } finally {
      await applySeed();
    }
  });

  it("keeps the page and shows the error text when the specialists query fails", async () => {
    await withTableMissing("doctor_treatments", async () => {
      const response = await request("/treatments/dental-care");
      expect(response.status).toBe(200);
      const text = textOf(await response.text());
      expect(text).toContain("Available Procedures");
      expect(text).toContain("Error loading doctors: Failed to fetch doctors");
    });
  });

  it("answers an unknown category with Treatment Not Found and 404", async () => {
    const response = await request("/treatments/brain-transplant");
    expect(response.status).toBe(404);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("Treatment Not Found");
    expect(text).toContain("The requested treatment category could not be found.");
    expect(html).toMatch(/<a[^>]*href="\/treatments"[^>]*>Back to Treatments<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("has its own meta tags and MedicalProcedure data", async () => {
    const html = await (await request("/treatments/eye-surgery")).text();
    expect(html).toContain("<title>Eye Surgery in Egypt: Procedures and Prices | NileCare</title>");
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8787/treatments/eye-surgery"/>');
    expect(html).toContain('<meta property="og:type" content="website"/>');
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)![1]!);
    expect(jsonLd.about[0]).toMatchObject({ "@type": "MedicalProcedure", name: "LASIK Laser Eye Surgery" });
  });

  it("prepares eight D1 statements: the specialists, the facilities offering it, the team's hours and the catalogue's one batch", async () => {
    expect(await countQueries(() => request("/treatments/dental-care").then((r) => r.text()))).toBe(8);
  });
});
