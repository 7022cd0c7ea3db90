import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cookiesFrom, request } from "../helpers";
import { postPlanForm, type PlanFields } from "../plan-helpers";
import { mainOf, pageHtml } from "../html";

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
