import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createSignedInUser, sessionCookie } from "../auth-helpers";
import { cookiesFrom, request } from "../helpers";
import { postPlanForm, type PlanFields } from "../plan-helpers";
import { mainOf, pageHtml } from "../html";
import { waitForMail } from "../mail-helpers";

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

const caseOf = (planId: string) =>
  env.DB.prepare("SELECT id, locale FROM cases WHERE trip_plan_id = ?")
    .bind(planId)
    .first<{ id: string; locale: string }>();

const planIdOf = (location: string | null) => location?.match(/\/plan\/submitted\/([\w-]+)$/)?.[1] ?? "";

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

  it("stores the language of the page on the plan's case, and the patient's e-mails about it follow it", async () => {
    const patient = await createSignedInUser();
    const submitted = await postPlanForm(
      "/ar/plan?step=5",
      { step: "5", intent: "submit" },
      await buildPlan("/ar", patient.cookie),
    );
    expect(submitted.status).toBe(302);
    const location = submitted.headers.get("Location");
    expect(location).toMatch(/^\/ar\/plan\/submitted\/[\w-]+$/);
    const planCase = await caseOf(planIdOf(location));
    expect(planCase?.locale).toBe("ar");

    // The confirmation page and the dashboard speak Arabic, with the toast of the Arabic content.
    const landing = mainOf(await arabicPage(location!, cookiesFrom(submitted, patient.cookie)));
    expect(landing).toContain("خطة رحلتك لـجراحة القلب الآن بين أيدي منسّقينا");
    expect(landing).toContain("ماذا بعد؟");
    expect(landing).toMatch(/\d+ [^<]+ 20\d\d – \d+ [^<]+ 20\d\d \(مرنة ± 7 أيام\)/);
    const dashboard = await arabicPage("/ar/dashboard", patient.cookie);
    const section = dashboard.slice(dashboard.indexOf('<section id="trip-plans"'));
    expect(section).toContain("خطط رحلاتك");
    expect(section).toContain("مُرسَلة");
    expect(section).toContain('href="/ar/plan"');

    // A coordinator's reply reaches the patient in Arabic, with links to the Arabic pages.
    const coordinator = await sessionCookie("dev-staff-coordinator");
    const reply = await postPlanForm(
      `/staff/cases/${planCase!.id}`,
      { intent: "message", body: "We have your plan.", _plain: "1" },
      coordinator,
    );
    expect(reply.status).toBe(302);
    const mail = await waitForMail(patient.email, "case-reply");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain(`${env.SITE_URL}/ar/requests/${planCase!.id}`);
  });

  it("keeps English for a plan sent from the English planner", async () => {
    const patient = await createSignedInUser();
    const submitted = await postPlanForm("/plan?step=5", { step: "5", intent: "submit" }, await buildPlan("", patient.cookie));
    expect(submitted.headers.get("Location")).toMatch(/^\/plan\/submitted\/[\w-]+$/);
    expect((await caseOf(planIdOf(submitted.headers.get("Location"))))?.locale).toBe("en");
  });
});
