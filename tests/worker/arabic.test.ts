import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "~content/site";
import { sourceMessages } from "~/i18n/catalogue.server";
import { zoneDescription } from "~/i18n/time";
import { textOf } from "./catalogue-helpers";
import { cookiesFrom, request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { postPlanForm, type PlanFields } from "./plan-helpers";
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

const postStep = (prefix: "" | "/ar", step: number, fields: PlanFields, cookie = "") =>
  postPlanForm(`${prefix}/plan?step=${step}`, { step: String(step), intent: "next", ...fields }, cookie);

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

const steps: PlanFields[] = [
  { treatmentType: "cardiac-surgery" },
  { startDate: inDays(30), endDate: inDays(50), flexible: "on" },
  { hotelType: "medical_hotel", proximityToHospital: "on", specialRequirements: ["Quiet environment"] },
  { budgetMin: "3000", budgetMax: "15000", currency: "USD", companionCount: "1", airportTransfer: "on" },
];

/** Walks the planner under `prefix` without JavaScript; every redirect stays in that language. */
async function buildPlan(prefix: "" | "/ar", cookie: string) {
  let jar = cookie;
  for (const [index, fields] of steps.entries()) {
    const response = await postStep(prefix, index + 1, fields, jar);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${prefix}/plan?step=${index + 2}#trip-planner`);
    jar = cookiesFrom(response, jar);
  }
  return jar;
}

async function arabicPage(path: string, cookie = "") {
  const response = await request(path, cookie ? { headers: { Cookie: cookie } } : {});
  expect(response.status).toBe(200);
  const html = await pageHtml(response);
  expect(html).toContain('lang="ar" dir="rtl"');
  return html;
}

describe("the trip planner in Arabic", () => {
  it("shows every step in Arabic, from the planner's Arabic content and the catalogue", async () => {
    const first = mainOf(await arabicPage("/ar/plan"));
    expect(first).toContain("خطّط لرحلتك العلاجية إلى مصر");
    expect(first).toContain("الخطوة 1 من 5");
    expect(first).toContain("جراحة القلب");
    expect(first).toContain("التعافي: 14 يومًا");
    expect(first).not.toContain("Treatment Selection");
    expect(first).not.toContain("Cardiac Surgery");
    expect(first).toContain('action="/ar/plan?step=1#trip-planner"');

    const jar = await buildPlan("/ar", "");
    const review = mainOf(await arabicPage("/ar/plan?step=5", jar));
    expect(review).toContain("المراجعة والإرسال");
    expect(review).toContain("مواعيد مرنة");
    expect(review).toContain("نعم (± 7 أيام)");
    // A special requirement is stored by its English name and shown by its Arabic one.
    expect(review).toContain("مكان هادئ");
    expect(review).not.toContain("Quiet environment");
    // Amounts as Arabic writes them (Intl's right-to-left mark first), each isolated left to right.
    expect(review).toMatch(/<bdi dir="ltr">\u200f3,000\sUS\$<\/bdi> – <bdi dir="ltr">\u200f15,000\sUS\$<\/bdi>/);
    expect(review).not.toMatch(/>(Yes|No|None|Edit)</);

    const overview = mainOf(await arabicPage("/ar/plan?tab=overview"));
    expect(overview).toContain("رحلتك العلاجية في خمس خطوات");
    expect(overview).toContain("متطلبات التأشيرة");
    expect(overview).not.toContain("Concierge Services");
  });

  it("names the places' amenities and medical features in Arabic, and what no file knows as stored", async () => {
    await env.DB.prepare(
      `INSERT INTO trip_plan_accommodations (id, name, type, star_rating, price_per_night, distance_to_hospital_km, amenities, special_medical_features, is_active)
       VALUES ('arabic-test-resort', 'Test Desert Resort', 'resort', 4, 210, 2.5, ?, ?, 1)`,
    )
      .bind(JSON.stringify(["Free Wi-Fi", "Rooftop cinema"]), JSON.stringify(["Nurse on site 24/7"]))
      .run();
    const jar = cookiesFrom(await postPlanForm("/ar/plan?step=3", { step: "3", intent: "stay", hotelType: "resort" }));
    const options = mainOf(await arabicPage("/ar/plan?step=3", jar));
    expect(options).toMatch(/lang="en">Test Desert Resort<\/h4>/);
    expect(options).toContain("إنترنت لاسلكي مجاني");
    expect(options).toContain("Rooftop cinema");
    expect(options).toContain("ممرض مقيم على مدار الساعة");
    expect(options).toMatch(/<bdi dir="ltr">\u200f210\sUS\$<\/bdi><\/strong> لليلة/);
    expect(options).toContain("منتجع · يبعد 2.5 كم عن المستشفى");
    expect(options).not.toContain("Free Wi-Fi");

    const english = mainOf(await pageHtml(await request("/plan?step=3", { headers: { Cookie: jar } })));
    expect(english).toContain("Free Wi-Fi");
    expect(english).toContain("Resort · 2.5 km to hospital");
    expect(english).toMatch(/\$210<\/bdi><\/strong> per night/);
  });

  it("answers a refused step with its Arabic message next to the field, keeping what was typed", async () => {
    const early = await postStep("/ar", 2, { startDate: inDays(3), endDate: "" });
    expect(early.status).toBe(400);
    const dates = mainOf(await pageHtml(early));
    expect(dates).toContain("يجب أن يكون تاريخ الوصول في");
    expect(dates).toContain(`value="${inDays(3)}"`);

    const budget = await postStep("/ar", 4, { ...steps[3], budgetMin: "1200" });
    expect(budget.status).toBe(400);
    const preferences = mainOf(await pageHtml(budget));
    // The limits are written the Arabic way and kept left to right inside the sentence.
    expect(preferences).toContain(
      "يجب أن تكون الميزانية بين \u2066\u200f1,000\u00a0US$\u2069 و\u2066\u200f50,000\u00a0US$\u2069",
    );
    expect(preferences).toContain('value="1200"');
    expect(preferences).not.toContain("Budget must be between");
  });
});
