import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as arPlanner from "~content/ar/trip-planner";
import * as enPlanner from "~content/trip-planner";
import { planContent } from "~/trips/planner-content.server";
import type { PlannerTexts } from "~/trips/planner-content";
import { createSignedInUser } from "./auth-helpers";
import { request } from "./helpers";
import { pageHtml } from "./html";
import { devStaff, plainFormBody, postAs } from "./staff-helpers";

const as = (cookie: string) => ({ headers: { Cookie: cookie } });

/** The dental implant procedure as the form posts it, valid; `overrides` change or (with undefined) leave out a field. */
function procedure(overrides: Record<string, string | string[] | undefined> = {}) {
  const fields: Record<string, string | string[] | undefined> = {
    intent: "save",
    specialtyId: "dental-care",
    name: "Zirconia Dental Implants",
    nameAr: "زراعة أسنان الزركونيا",
    description: "A zirconia implant and its crown, per tooth.",
    descriptionAr: "زرعة من الزركونيا مع تاجها، للسن الواحدة.",
    duration: "1-2 hours per implant",
    durationAr: "من ساعة إلى ساعتين لكل زرعة",
    recovery: "3-6 months before the crown",
    recoveryAr: "من 3 إلى 6 أشهر قبل التاج",
    priceLow: "900",
    priceHigh: "1,200",
    egyptPrice: "950",
    successRate: "97",
    hospitalNightsMin: "0",
    hospitalNightsMax: "0",
    nightsInEgyptMin: "5",
    nightsInEgyptMax: "10",
    trips: "2",
    inclusions: ["anaesthesia", "tests", "implants_materials", "transfers", "interpreter", "follow_up"],
    requirements: "Healthy gums\nEnough jawbone",
    requirementsAr: "لثة سليمة\nعظم فك كافٍ",
    stages: "Week 1: Stitches checked\nSecond visit: The crown is fitted",
    stagesAr: "الأسبوع الأول: فحص الغرز\nالزيارة الثانية: تركيب التاج",
    usPrice: "4,600",
    usSource: "Price list of a US dental chain",
    usAsOf: "2026-11-20",
    ukPrice: "2,900",
    ukSource: "NHS private fee survey",
    ukAsOf: "2026-11-20",
    dePrice: "2,700",
    deSource: "German dental fee schedule",
    deAsOf: "2026-11-20",
    caPrice: "5,100",
    caSource: "Ontario dental association fee guide",
    caAsOf: "2026-11-20",
    ...overrides,
  };
  return plainFormBody(fields);
}

const post = postAs;

/** A page's text as a visitor reads it: no tags, isolates or React's separators. */
async function text(path: string) {
  const response = await request(path);
  return { status: response.status, text: (await pageHtml(response)).replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
}

async function jsonLd(path: string) {
  const html = await (await request(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
}

const planners = { en: enPlanner, ar: arPlanner } as unknown as Record<"en" | "ar", PlannerTexts>;
const version = () => env.DB.prepare("SELECT version FROM data_versions WHERE name = 'catalogue'").first<number>("version").then((v) => v ?? 0);
const procedureCount = () => env.DB.prepare("SELECT count(*) AS n FROM catalogue_procedures").first<number>("n");

describe("the catalogue in the console", () => {
  it("is the admins' only: everyone else gets the site's 404, and the console's header links it", async () => {
    const coordinator = await devStaff("coordinator");
    const patient = await createSignedInUser();
    const admin = await devStaff("admin");
    for (const path of ["/staff/catalogue", "/staff/catalogue/new", "/staff/catalogue/dental-implants"]) {
      expect((await request(path)).status, path).toBe(404);
      expect((await request(path, as(coordinator.cookie))).status, path).toBe(404);
      expect((await request(path, as(patient.cookie))).status, path).toBe(404);
      expect((await request(path, as(admin.cookie))).status, path).toBe(200);
    }
    expect((await post("/staff/catalogue/new", coordinator.cookie, procedure())).status).toBe(404);
    expect((await request("/staff/catalogue/nowhere", as(admin.cookie))).status).toBe(404);
    expect(await pageHtml(await request("/staff", as(admin.cookie)))).toContain('href="/staff/catalogue"');
  });

  it("answers bad input with messages by the field, keeps what was typed, and writes nothing", async () => {
    const admin = await devStaff("admin");
    const [before, versionBefore] = [await procedureCount(), await version()];
    const missing = await post("/staff/catalogue/new", admin.cookie, procedure({ deSource: undefined, egyptPrice: "1,000" }));
    expect(missing.status).toBe(400);
    const missingHtml = await pageHtml(missing);
    expect(missingHtml).toMatch(/aria-invalid="true"[^>]*name="deSource"/);
    expect(missingHtml).toContain("Source of the price in Germany is required");
    expect(missingHtml).toContain('value="Zirconia Dental Implants"');
    expect(missingHtml).toContain('value="1,000"');
    const response = await post(
      "/staff/catalogue/new",
      admin.cookie,
      procedure({ egyptPrice: "2,000", requirementsAr: "لثة سليمة", ukPrice: "500", stages: "The crown is fitted\nWeek 1: Stitches" }),
    );
    expect(response.status).toBe(400);
    const html = await pageHtml(response);
    expect(html).toMatch(/aria-invalid="true"[^>]*name="egyptPrice"[^>]*value="2,000"/);
    expect(html).toContain("The Egypt price lies outside the price range");
    expect(html).toContain("Who it suits: one Arabic line for each English line");
    expect(html).toMatch(/aria-invalid="true"[^>]*name="ukPrice"/);
    expect(html).toContain("Not dearer than the Egypt price");
    expect(html).toContain('Write each line as "Label: text"');
    expect(await procedureCount()).toBe(before);
    expect(await version()).toBe(versionBefore);
  });

  it("audits every change and marks the catalogue's data changed", async () => {
    const admin = await devStaff("admin");
    const versionBefore = await version();
    const created = await post("/staff/catalogue/new", admin.cookie, procedure({ name: "Audited Implant" }));
    expect(created.status).toBe(302);
    const id = created.headers.get("Location")!.split("/").at(-1)!;
    expect(id).toBe("audited-implant");
    expect(await version()).toBe(versionBefore + 1);
    expect((await post(`/staff/catalogue/${id}`, admin.cookie, { intent: "active", procedureId: id, active: "1" })).status).toBe(302);
    expect((await post(`/staff/catalogue/${id}`, admin.cookie, { intent: "active", procedureId: id, active: "0" })).status).toBe(302);
    const { results } = await env.DB.prepare("SELECT action FROM audit_log WHERE detail LIKE ? ORDER BY created_at, rowid").bind(`${id}:%`).all<{ action: string }>();
    expect(results.map((r) => r.action)).toEqual(["procedure_created", "procedure_activated", "procedure_deactivated"]);
    expect(await version()).toBe(versionBefore + 3);
    const prices = await env.DB.prepare("SELECT country, amount, currency, source, as_of FROM catalogue_home_prices WHERE procedure_id = ? ORDER BY country").bind(id).all();
    expect(prices.results).toContainEqual({ country: "uk", amount: 2900, currency: "GBP", source: "NHS private fee survey", as_of: "2026-11-20" });
  });
});

describe("an edit of the catalogue reaches every reader, in both languages", () => {
  it("shows an edited procedure's name and price on the home card, /treatments, its specialty page, the planner's guide, the intake's estimate and the structured data; retired, it is named nowhere", async () => {
    const admin = await devStaff("admin");
    const saved = await post("/staff/catalogue/dental-implants", admin.cookie, procedure());
    expect(saved.status).toBe(302);

    const home = await text("/");
    expect(home.text).toContain("Dental Care");
    expect(home.text).toMatch(/From \$900 · 5‑10 nights in Egypt/);
    const arHome = await text("/ar");
    expect(arHome.text).toContain("عدد الليالي في مصر: 5‑10");
    const cards = await text("/treatments");
    expect(cards.text).toContain("Zirconia Dental Implants");
    expect(cards.text).toContain("From $900");
    expect(await jsonLd("/treatments")).toContain('"price":950');
    const page = await text("/treatments/dental-care");
    expect(page.text).toContain("Zirconia Dental Implants");
    expect(page.text).toContain("$900 - $1,200");
    expect(page.text).toContain("Second visit The crown is fitted");
    // Each comparison cites where its home prices come from and when: country by country when the sources differ,
    // once when all four share one (the sample procedures beside it).
    expect(page.text).toContain("United States: prices from Price list of a US dental chain , as of November 20, 2026.");
    expect(page.text).toContain("Canada: prices from Ontario dental association fee guide , as of November 20, 2026.");
    const cardiac = (await text("/treatments/cardiac-surgery")).text;
    expect(cardiac).toContain("Home prices from the development sample catalogue (not a survey) , as of November 2, 2026.");
    expect(cardiac).not.toContain("United States: prices from");
    expect(await jsonLd("/treatments/dental-care")).toContain('"name":"Zirconia Dental Implants"');
    const arPage = await text("/ar/treatments/dental-care");
    expect(arPage.text).toContain("زراعة أسنان الزركونيا");
    expect(arPage.text).toContain("الزيارة الثانية تركيب التاج");
    expect(arPage.text).not.toContain("Zirconia");
    expect(arPage.text).toContain("كندا: الأسعار من Ontario dental association fee guide ، بتاريخ 20 نوفمبر 2026.");
    expect(await jsonLd("/ar/treatments/dental-care")).toContain('"name":"زراعة أسنان الزركونيا"');
    // A shown hotel gives the nights a price (hotel-prices.test.ts).
    await env.DB.prepare(
      `INSERT INTO trip_plan_accommodations (id, name, type, star_rating, price_per_night, distance_to_hospital_km, amenities, special_medical_features)
       VALUES ('implant-inn', 'Implant Inn', 'hotel', 3, 90, 1, '[]', '[]')`,
    ).run();
    const estimate = await text("/start-journey?step=5&treatment=dental-care");
    expect(estimate.text).toContain("Zirconia Dental Implants procedure");
    // Two trips: each pays its own 5-10 hotel nights.
    expect(estimate.text).toContain("Accommodation (10-20 nights)");
    expect((await text("/ar/start-journey?step=5&treatment=dental-care")).text).toContain("زراعة أسنان الزركونيا");
    for (const locale of ["en", "ar"] as const) {
      const guide = (await planContent(planners[locale], locale, null)).costGuides["dental-care"];
      expect(guide?.find((part) => part.part === "treatment")?.amount, locale).toBe("$900 - $1,200");
    }

    expect((await post("/staff/catalogue/dental-implants", admin.cookie, { intent: "active", procedureId: "dental-implants", active: "0" })).status).toBe(302);
    for (const path of ["/", "/ar", "/treatments", "/ar/treatments", "/start-journey?step=5&treatment=dental-care", "/ar/start-journey?step=5&treatment=dental-care"]) {
      const { text: seen } = await text(path);
      expect(seen, path).not.toContain("Zirconia");
      expect(seen, path).not.toContain("الزركونيا");
    }
    expect((await text("/treatments")).text).not.toContain("Dental Care");
    expect((await text("/")).text).not.toContain("Dental Care");
    expect((await request("/treatments/dental-care")).status).toBe(404);
    expect((await request("/ar/treatments/dental-care")).status).toBe(404);
    expect(await jsonLd("/treatments")).not.toContain("Dental Care");
    expect(await (await request("/sitemap.xml")).text()).not.toContain("/treatments/dental-care");
    for (const locale of ["en", "ar"] as const) expect((await planContent(planners[locale], locale, null)).costGuides["dental-care"], locale).toBeUndefined();
    // The intake falls back to the typical figures, naming no procedure.
    expect((await text("/start-journey?step=5&treatment=dental-care")).text).toContain("$8,000 - $15,000");

    expect((await post("/staff/catalogue/dental-implants", admin.cookie, { intent: "active", procedureId: "dental-implants", active: "1" })).status).toBe(302);
    expect((await request("/treatments/dental-care")).status).toBe(200);
  }, 120_000);
});

describe("a specialty's own words", () => {
  const words = {
    intent: "save",
    description: "Implants and crowns made in Cairo in days.",
    descriptionAr: "زرعات وتيجان تُصنع في القاهرة خلال أيام.",
    overview: "Two short visits.",
    overviewAr: "زيارتان قصيرتان.",
    candidates: "Missing teeth",
    candidatesAr: "فقدان الأسنان",
    facts: "Visits: 1-2 trips",
    factsAr: "عدد الزيارات: رحلة أو رحلتان",
  };

  it("are edited by admins only, in both languages, and show at once on /treatments and the specialty's page", async () => {
    const coordinator = await devStaff("coordinator");
    const admin = await devStaff("admin");
    expect((await request("/staff/catalogue/specialties/dental-care", as(coordinator.cookie))).status).toBe(404);
    expect((await post("/staff/catalogue/specialties/dental-care", coordinator.cookie, words)).status).toBe(404);
    expect((await request("/staff/catalogue/specialties/brain-surgery", as(admin.cookie))).status).toBe(404);
    const refused = await post("/staff/catalogue/specialties/dental-care", admin.cookie, { ...words, factsAr: "رحلة أو رحلتان" });
    expect(refused.status).toBe(400);
    expect(await pageHtml(refused)).toContain('Write each line as "Label: text"');
    expect((await text("/treatments")).text).not.toContain("Implants and crowns made in Cairo in days.");

    expect((await post("/staff/catalogue/specialties/dental-care", admin.cookie, words)).status).toBe(302);
    expect((await text("/treatments")).text).toContain("Implants and crowns made in Cairo in days.");
    expect((await text("/ar/treatments")).text).toContain("زرعات وتيجان تُصنع في القاهرة خلال أيام.");
    const page = (await text("/ar/treatments/dental-care")).text;
    expect(page).toContain("زيارتان قصيرتان.");
    expect(page).toContain("عدد الزيارات رحلة أو رحلتان");
    const audited = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'specialty_updated' AND detail = 'dental-care'").first<number>("n");
    expect(audited).toBe(1);
  });
});
