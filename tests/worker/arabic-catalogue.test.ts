import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { blog, doctors, treatments } from "~/i18n/messages";
import { textOf, withTableMissing } from "./catalogue-helpers";
import { request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { applySeed } from "./seed-helper";

beforeAll(async () => {
  await applySeed();
});

/** The English UI texts of the catalogue's pages that Arabic words differently (plain text, no placeholders). */
const englishTexts = [treatments, doctors, blog].flatMap((area) =>
  Object.entries(area.en)
    .filter(([key, text]) => !text.includes("{") && area.ar[key as keyof typeof area.ar] !== text)
    .map(([, text]) => text),
);

/** An Arabic page: 200, right to left, and no English text of the catalogue in what the route renders. */
async function arabicPage(path: string, status = 200) {
  const response = await request(path);
  expect(response.status, path).toBe(status);
  const html = await pageHtml(response);
  expect(html, path).toMatch(/<html lang="ar" dir="rtl"/);
  // A doctor's own words (biography, qualifications, reviews) are marked lang="en" and stay English (decision 1431).
  const main = textOf(mainOf(html).replace(/<(p|ul|span) lang="en"[^>]*>[\s\S]*?<\/\1>/g, " "));
  const english = englishTexts.filter((text) => main.includes(text));
  expect(english, path).toEqual([]);
  return { html, main };
}

/** Ids of the doctors on the cards, in page order. */
function cardIds(html: string) {
  return [...html.matchAll(/href="\/ar\/doctors\/(dr-[a-z-]+)"/g)].map((m) => m[1]);
}

/** Ids of active doctors straight from D1, best rated first: the oracle. */
async function doctorIds(where: string, ...bindings: unknown[]) {
  const { results } = await env.DB.prepare(
    `SELECT d.id FROM doctors d WHERE d.is_active = 1 AND (${where})
     ORDER BY d.patient_rating DESC, d.total_reviews DESC, d.name ASC`,
  )
    .bind(...bindings)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

const inCategory = (category: string) =>
  `EXISTS (SELECT 1 FROM doctor_treatments t WHERE t.doctor_id = d.id AND t.treatment_category = '${category}')`;

describe("/ar/treatments", () => {
  it("shows the six specialties in Arabic with the same prices, savings and Arabic links", async () => {
    const { html, main } = await arabicPage("/ar/treatments");
    expect(main).toContain("العلاج في مصر");
    for (const title of ["جراحة القلب", "جراحة العيون", "علاج الأسنان", "جراحة التجميل", "الجراحة العامة", "جراحة العظام"]) {
      expect(main).toContain(title);
    }
    // Arabic pages write money one way, "14,000 US$" (formatMoney).
    expect(main).toMatch(/ابتداءً من \u200f?14,000\sUS\$/);
    expect(main).toContain("وفّر 69%");
    expect(html).toContain('href="/ar/treatments/eye-surgery"');
    expect(html).toContain('href="/ar/start-journey?treatment=eye-surgery"');
    expect(html).toContain('href="/ar/doctors"');
    // The comparison names the countries in Arabic and keeps each price left to right.
    expect(main).toContain("الولايات المتحدة");
    expect(html).toMatch(/<bdi dir="ltr">\u200f?123,000\sUS\$<\/bdi>/);
    expect(main).not.toMatch(/\$\d/);
    const active = (await env.DB.prepare("SELECT COUNT(*) AS n FROM doctors WHERE is_active = 1").first<number>("n"))!;
    expect(main).toContain(`${active} طبيبًا متخصصًا جاهزون لعلاجك.`);
  });

  it("shows a specialty's procedures, facts and specialists in Arabic", async () => {
    const { html, main } = await arabicPage("/ar/treatments/eye-surgery");
    expect(main).toContain("عملية الليزك لتصحيح النظر");
    expect(main).toContain("مراحل التعافي");
    expect(main).toContain("من 3 إلى 5 أيام");
    expect(html).toMatch(/<bdi dir="ltr">\u200f?1,700\sUS\$<\/bdi> - <bdi dir="ltr">\u200f?2,000\sUS\$<\/bdi>/);
    expect(main).toContain("98%");
    expect(cardIds(html)).toEqual(await doctorIds(inCategory("eye-surgery")));
    expect(main).toContain("د. نادية الشريف");
    expect(main).toContain("طب وجراحة العيون");
    expect(html).toMatch(/<title>جراحة العيون في مصر: الإجراءات والأسعار/);
    expect(html).toMatch(/rel="canonical" href="http[^"]*\/ar\/treatments\/eye-surgery"/);
  });

  it("answers an unknown specialty in Arabic with 404", async () => {
    const { main } = await arabicPage("/ar/treatments/not-a-specialty", 404);
    expect(main).toContain("العلاج غير موجود");
    expect(main).toContain("العودة إلى العلاجات");
  });
});

describe("/ar/doctors", () => {
  it("lists every doctor under Arabic names with Arabic filters whose values stay the stored ones", async () => {
    const { html, main } = await arabicPage("/ar/doctors");
    const all = await doctorIds("1 = 1");
    expect(cardIds(html)).toEqual(all);
    expect(main).toContain(`يُعرض ${all.length} من ${all.length} طبيبًا`);
    expect(main).toContain("د. أحمد حسن");
    expect(main).toContain("استشاري جراحة القلب والصدر");
    expect(html.match(/<form[^>]*role="search"[^>]*>/)![0]).toContain('action="/ar/doctors"');
    expect(html).toContain('<option value="Ophthalmology">طب وجراحة العيون</option>');
    expect(html).toContain('<option value="German">الألمانية</option>');
    expect(html).toMatch(/placeholder="مثلًا: قلب أو د. حسن"/);
  });

  it("finds doctors by the Arabic words patients type, whatever their spelling", async () => {
    for (const [query, category] of [
      ["قلب", "cardiac-surgery"],
      ["القلب", "cardiac-surgery"],
      ["عيون", "eye-surgery"],
      ["العيون", "eye-surgery"],
      ["الليزك", "eye-surgery"],
      ["أسنان", "dental-care"],
      ["اسنان", "dental-care"],
      ["عظام", "orthopedic-surgery"],
    ] as const) {
      const ids = cardIds(await (await request(`/ar/doctors?q=${encodeURIComponent(query)}`)).text());
      expect(ids.length, query).toBeGreaterThan(0);
      expect(ids, query).toEqual(await doctorIds(inCategory(category)));
    }
    // The placeholder's own examples find someone: an Arabic name after its title, and the English one.
    expect(cardIds(await (await request(`/ar/doctors?q=${encodeURIComponent("د. حسن")}`)).text())).toEqual(["dr-ahmed-hassan"]);
    expect(cardIds(await (await request("/ar/doctors?q=hassan")).text())).toEqual(["dr-ahmed-hassan"]);
  });

  it("filters by a stored language and shows its Arabic badge first", async () => {
    const { html, main } = await arabicPage("/ar/doctors?language=Italian");
    const italian = await doctorIds("EXISTS (SELECT 1 FROM json_each(d.languages) WHERE value = 'Italian')");
    expect(italian.length).toBeGreaterThan(0);
    expect(cardIds(html)).toEqual(italian);
    expect(html).toContain('<option value="Italian" selected="">الإيطالية</option>');
    expect(main.match(/الإيطالية/g)!.length).toBeGreaterThan(italian.length);
  });

  it("shows the empty and error states in Arabic", async () => {
    const { main } = await arabicPage(`/ar/doctors?q=${encodeURIComponent("لا يوجد")}`);
    expect(main).toContain("لم نجد أطباء يطابقون بحثك.");
    await withTableMissing("doctor_treatments", async () => {
      const { main: failed } = await arabicPage("/ar/doctors", 503);
      expect(failed).toContain("تعذّر تحميل قائمة الأطباء");
    });
  });

  it("shows a profile in Arabic, with the doctor's own words kept as written", async () => {
    const { html, main } = await arabicPage("/ar/doctors/dr-ahmed-hassan");
    expect(main).toContain("د. أحمد حسن");
    expect(main).toContain("نبذة عن د. أحمد حسن");
    expect(main).toContain("تقييمات المرضى");
    expect(main).toContain("تُعرض السيرة الذاتية للطبيب ومؤهلاته كما كتبها باللغة الإنجليزية.");
    expect(html).toMatch(/<p lang="en" dir="ltr">Dr\. Ahmed Hassan leads/);
    expect(html).toContain('href="/ar/book?doctor=dr-ahmed-hassan"');
    // Coordinators know the doctor by the stored name.
    expect(html).toContain('href="/ar/contact?doctor=Dr.+Ahmed+Hassan&topic=quote"');
    expect(html).toMatch(/<title>د. أحمد حسن، جراحة القلب/);
  });

  it("answers an unknown doctor in Arabic with 404", async () => {
    const { main } = await arabicPage("/ar/doctors/dr-nobody", 404);
    expect(main).toContain("الطبيب غير موجود");
  });
});

describe("/ar/blog", () => {
  it("lists the Arabic articles with Arabic categories, counts and the same slugs", async () => {
    const { html, main } = await arabicPage("/ar/blog");
    expect(main).toContain("مدونة السفر العلاجي");
    expect(main).toContain("اختيار المحرر");
    expect(main).toContain("الدليل الشامل للسياحة العلاجية في مصر");
    expect(main).toContain("قراءة في 8 دقائق");
    expect(html).toContain('href="/ar/blog?category=dental-care"');
    expect(main).toContain("علاج الأسنان (1)");
    expect(html).toContain('href="/ar/blog/2"');
  });

  it("filters by a category with its Arabic name", async () => {
    const { main } = await arabicPage("/ar/blog?category=eye-surgery");
    expect(main).toContain("مقالات جراحة العيون");
    expect(main).toContain("الليزك في مصر");
    expect(main).not.toContain("الدليل الشامل للسياحة العلاجية");
  });

  it("shows an article's Arabic body and calls to action", async () => {
    const { html, main } = await arabicPage("/ar/blog/4");
    expect(main).toContain("زراعة الأسنان في مصر: التكلفة والمدة والعناية بعد الزراعة");
    expect(main).toContain("لماذا تحتاج زراعة الأسنان عادةً إلى رحلتين؟");
    expect(main).toContain("1,150 US$");
    expect(main).toContain("بقلم د. كريم عادل");
    expect(main).toContain("→ العودة إلى المدونة");
    expect(html).toContain('href="/ar/contact"');
  });

  it("answers an unknown article in Arabic with 404", async () => {
    const { main } = await arabicPage("/ar/blog/999", 404);
    expect(main).toContain("المقال غير موجود");
  });
});
