import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "~content/site";
import { sourceMessages } from "~/i18n/catalogue.server";
import * as areas from "~/i18n/messages";
import { blog, doctors, treatments } from "~/i18n/messages";
import { zoneDescription } from "~/i18n/time";
import { textOf, withTableMissing } from "./catalogue-helpers";
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

const arabicContent = import.meta.glob<Record<string, unknown>>("../../content/ar/**/*.ts", { eager: true });
// Content written once holds its Arabic beside the English ({ en, ar }). Its facts are not words: the treatments'
// procedures carry the price figures ("$14,000 - $16,500") as data, which the catalogue parses and pages state
// with formatMoney (the treatment pages are checked below).
const writtenOnce = import.meta.glob<Record<string, unknown>>(["../../content/**/*.ts", "!../../content/ar/**"], { eager: true });
const arabicBlog = import.meta.glob<string>("../../content/blog/ar/*.md", { eager: true, query: "?raw", import: "default" });

/** Every string of a content module's exports, as the pages receive them. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The Arabic words of content written once: the `ar` of every `{ en, ar }` in its exports. */
function arabicWordsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(arabicWordsOf);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if ("en" in record && "ar" in record) return stringsOf(record.ar);
  return Object.values(record).flatMap(arabicWordsOf);
}

describe("money on Arabic pages", () => {
  it("is never a hand-written dollar amount in the Arabic catalogue, content or blog", () => {
    expect(Object.entries(sourceMessages("ar")).filter(([, text]) => handWritten.test(text)).map(([key]) => key)).toEqual([]);
    const content = [
      ...Object.entries(arabicContent).map(([path, module]) => [path, stringsOf(module)] as const),
      ...Object.entries(writtenOnce).map(([path, module]) => [path, arabicWordsOf(module)] as const),
    ].flatMap(([path, texts]) => texts.filter((text) => handWritten.test(text)).map((text) => `${path}: ${text}`));
    expect(content).toEqual([]);
    expect(Object.entries(arabicBlog).filter(([, body]) => handWritten.test(body)).map(([path]) => path)).toEqual([]);
  });

  it.each([
    ["/ar/travel-info?tab=visa", ["25 US$"]],
    ["/ar/travel-info?tab=practical", ["0.50 US$", "40–60 US$ في اليوم"]],
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

  it("writes a range from its lower end inside the left-to-right isolate, with no right-to-left mark turning it round", async () => {
    const html = await (await request("/ar/travel-info?tab=practical")).text();
    expect(html).toContain("\u20665–15\u00a0US$\u2069 للرحلة");
    expect(html).toContain("\u206620–30\u00a0US$\u2069");
  });
});

/** The sample data, applied once for the parts that read it (after the parts that read the pages without it). */
let seeding: ReturnType<typeof applySeed> | undefined;
const seeded = () => (seeding ??= applySeed());

/** What a reader meets in <main>: its text, and the labels, alternatives and hints in attributes. */
function readableText(main: string) {
  const attributes = [...main.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g)].map((m) => m[1]);
  return [main.replace(/<[^>]+>/g, " "), ...attributes].join(" ").replace(/\s+/g, " ");
}

const pageAreas = ["home", "about", "concierge", "stories", "travel", "faq", "privacy", "pages"] as const;

/** The English messages of the information pages that take no values (those are checked with their values below). */
const englishMessages = pageAreas.flatMap((area) =>
  Object.entries(areas[area].en)
    .filter(([key, message]) => !key.startsWith("meta.") && !message.includes("{") && /[a-z]{3}/.test(message))
    .map(([key, message]) => ({ key: `${area}.${key}`, message })),
);

async function infoPage(path: string, status = 200) {
  const response = await request(path);
  expect(response.status, path).toBe(status);
  const html = await pageHtml(response);
  return { html, main: mainOf(html), text: readableText(mainOf(html)) };
}

const infoRoutes = [
  "/ar",
  "/ar/about",
  "/ar/concierge",
  "/ar/stories",
  "/ar/travel-info",
  "/ar/travel-info?tab=accommodation",
  "/ar/travel-info?tab=egypt-info",
  "/ar/travel-info?tab=practical",
  "/ar/travel-info/guide",
  "/ar/faq",
  "/ar/faq?q=تأشيرة",
  "/ar/privacy",
];

describe("the information pages in Arabic", () => {
  it.each(infoRoutes)("%s is Arabic, right to left, without an English message of its page", async (path) => {
    const { html, text } = await infoPage(path);
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toMatch(/[\u0600-\u06FF]/);
    // As whole words: an English message "What" is not in a name such as WhatsApp.
    for (const { key, message } of englishMessages) {
      const word = new RegExp(`(?<![A-Za-z])${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z])`);
      expect(text, key).not.toMatch(word);
    }
  });

  it.each(infoRoutes)("%s links to the Arabic pages", async (path) => {
    const { main } = await infoPage(path);
    const sitePaths = [...main.matchAll(/\s(?:href|action)="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(sitePaths.length).toBeGreaterThan(0);
    // Pictures and files are the same for both languages; every page link stays in Arabic.
    const pages = sitePaths.filter((href) => !/^\/(images|resources|fonts)\//.test(href));
    for (const href of pages) expect(href, path).toMatch(/^\/ar(\/|\?|$)/);
  });

  it("tells the home page's story in Arabic, with the catalogue's prices and the figures", async () => {
    const { html, text } = await infoPage("/ar");
    expect(html).toContain("<title>NileCare | العلاج في مصر</title>");
    expect(text).toContain("علاج بمستوى عالمي في مصر");
    // Prices inside Arabic sentences are isolated left to right, in the page's one money format (as the cards).
    expect(text).toMatch(/أسعار تبدأ من \u2066\u200f?1,000\sUS\$\u2069، وتوفير يصل إلى 70% في أسعار العلاج\./u);
    expect(text).toContain("رحلتك في ست خطوات");
    // No facility is listed before the sample data: the card names none rather than a count.
    expect(text).toContain("مستشفيات شريكة نتحقق منها بأنفسنا");
    // The cardiac card's "From" price is the catalogue's, formatted for Arabic and isolated left to right.
    expect(html).toMatch(/ابتداءً من <strong><bdi dir="ltr">\u200f?14,000\u00a0US\$<\/bdi><\/strong>/u);
    // No records and no operator's figure yet: the hero states no figure (tests/worker/site-figures.test.ts adds them).
    expect(html).not.toMatch(/<dd>/);
  });

  it("prices the concierge packages per week and names them once", async () => {
    const { main, text } = await infoPage("/ar/concierge");
    expect(main).toMatch(/<h3>الباقة الأساسية<\/h3><p [^>]*><bdi dir="ltr">\u200f?200\u00a0US\$<\/bdi> <span[^>]*>في الأسبوع/u);
    expect(text).toContain("اختر الباقة الشاملة");
    expect(text).not.toContain("الباقة الشاملة package");
    expect(main).toContain('href="/ar/contact?topic=concierge&package=complete"');
  });

  it("finds FAQ answers however the Arabic is spelled, and counts them in Arabic", async () => {
    const visa = await infoPage(`/ar/faq?q=${encodeURIComponent("تاشيره")}`);
    expect(visa.text).toContain("هل أحتاج إلى تأشيرة للسفر إلى مصر بغرض العلاج؟");
    expect(visa.text).toMatch(/\d+ (أسئلة تطابق|سؤالًا يطابق|سؤال يطابق) «تاشيره»/);

    const coordinator = await infoPage(`/ar/faq?q=${encodeURIComponent("منسق")}`);
    expect(coordinator.text).toContain("كيف أبدأ؟");

    const none = await infoPage(`/ar/faq?q=${encodeURIComponent("غواصة")}`);
    expect(none.text).toContain("لا توجد أسئلة تطابق «غواصة».");
    expect(none.text).toContain("جرّب كلمات أخرى");
  });

  it("shows the FAQ's categories with Arabic counts, the same anchors and an isolated phone number", async () => {
    const { main, text } = await infoPage("/ar/faq?category=costs");
    expect(main).toMatch(/href="\/ar\/faq\?category=costs#costs-payment"[^>]*><h3>التكاليف والدفع<\/h3>/);
    expect(text).toContain("4 أسئلة");
    expect(main).toContain('<section id="costs-payment"');
    expect(main).toContain('اتصل على <bdi dir="ltr">+20 2 2794 5500</bdi>');
    expect(main).toContain('action="/ar/faq"');
    expect(main).toContain('<time dateTime="2026-11-20">آخر مراجعة: 20 نوفمبر 2026</time>');
  });

  it("says when the travel information was last reviewed, and no longer warns of COVID-19", async () => {
    const { main, text } = await infoPage("/ar/travel-info");
    expect(main).toContain('<time dateTime="2026-11-20">آخر مراجعة: 20 نوفمبر 2026</time>');
    expect(text).not.toContain("كوفيد");
    expect(text).toContain("نؤكد لك الشروط التي تنطبق على جواز سفرك");
  });

  it("prints the Arabic travel guide with the rate of the day in Arabic", async () => {
    const { text } = await infoPage("/ar/travel-info/guide");
    expect(text).toContain("نحو 47.5 جنيهًا مصريًا للدولار الأمريكي الواحد (بأسعار 31 أكتوبر 2025)");
    expect(text).toContain("دليل السفر للمرضى من NileCare");
    expect(text).toContain("شرطة السياحة");
  });

  it("answers an unknown Arabic address with the Arabic not-found page", async () => {
    const { html, text } = await infoPage("/ar/no-such-page", 404);
    expect(html).toContain("<title>الصفحة غير موجودة | NileCare</title>");
    expect(text).toContain("عذرًا، لم نجد هذه الصفحة");
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
  beforeAll(seeded);

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

/** The English UI texts of the catalogue's pages that Arabic words differently (plain text, no placeholders). */
const englishTexts = [treatments, doctors, blog].flatMap((area) =>
  Object.entries(area.en)
    .filter(([key, text]) => !text.includes("{") && area.ar[key as keyof typeof area.ar] !== text)
    .map(([, text]) => text),
);

/** An Arabic page: 200, right to left, and no English text of the catalogue in what the route renders. */
async function cataloguePage(path: string, status = 200) {
  const response = await request(path);
  expect(response.status, path).toBe(status);
  const html = await pageHtml(response);
  expect(html, path).toMatch(/<html lang="ar" dir="rtl"/);
  // A doctor's own words (biography, qualifications, reviews) are marked lang="en" and stay English.
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
  beforeAll(seeded);

  it("shows the six specialties in Arabic with the same prices, savings and Arabic links", async () => {
    const { html, main } = await cataloguePage("/ar/treatments");
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
    const { html, main } = await cataloguePage("/ar/treatments/eye-surgery");
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
    const { main } = await cataloguePage("/ar/treatments/not-a-specialty", 404);
    expect(main).toContain("العلاج غير موجود");
    expect(main).toContain("العودة إلى العلاجات");
  });
});

describe("/ar/doctors", () => {
  beforeAll(seeded);

  it("lists every doctor under Arabic names with Arabic filters whose values stay the stored ones", async () => {
    const { html, main } = await cataloguePage("/ar/doctors");
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
    const { html, main } = await cataloguePage("/ar/doctors?language=Italian");
    const italian = await doctorIds("EXISTS (SELECT 1 FROM json_each(d.languages) WHERE value = 'Italian')");
    expect(italian.length).toBeGreaterThan(0);
    expect(cardIds(html)).toEqual(italian);
    expect(html).toContain('<option value="Italian" selected="">الإيطالية</option>');
    expect(main.match(/الإيطالية/g)!.length).toBeGreaterThan(italian.length);
  });

  it("shows the empty and error states in Arabic", async () => {
    const { main } = await cataloguePage(`/ar/doctors?q=${encodeURIComponent("لا يوجد")}`);
    expect(main).toContain("لم نجد أطباء يطابقون بحثك.");
    await withTableMissing("doctor_treatments", async () => {
      const { main: failed } = await cataloguePage("/ar/doctors", 503);
      expect(failed).toContain("تعذّر تحميل قائمة الأطباء");
    });
  });

  it("shows a profile in Arabic, with the doctor's own words kept as written", async () => {
    const { html, main } = await cataloguePage("/ar/doctors/dr-ahmed-hassan");
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
    const { main } = await cataloguePage("/ar/doctors/dr-nobody", 404);
    expect(main).toContain("الطبيب غير موجود");
  });
});

describe("/ar/blog", () => {
  beforeAll(seeded);

  it("lists the Arabic articles with Arabic categories, counts and the same slugs", async () => {
    const { html, main } = await cataloguePage("/ar/blog");
    expect(main).toContain("مدونة السفر العلاجي");
    expect(main).toContain("اختيار المحرر");
    expect(main).toContain("الدليل الشامل للسياحة العلاجية في مصر");
    expect(main).toContain("قراءة في 8 دقائق");
    expect(html).toContain('href="/ar/blog?category=dental-care"');
    expect(main).toContain("علاج الأسنان (1)");
    expect(html).toContain('href="/ar/blog/2"');
  });

  it("filters by a category with its Arabic name", async () => {
    const { main } = await cataloguePage("/ar/blog?category=eye-surgery");
    expect(main).toContain("مقالات جراحة العيون");
    expect(main).toContain("الليزك في مصر");
    expect(main).not.toContain("الدليل الشامل للسياحة العلاجية");
  });

  it("shows an article's Arabic body and calls to action", async () => {
    const { html, main } = await cataloguePage("/ar/blog/4");
    expect(main).toContain("زراعة الأسنان في مصر: التكلفة والمدة والعناية بعد الزراعة");
    expect(main).toContain("لماذا تحتاج زراعة الأسنان عادةً إلى رحلتين؟");
    expect(main).toContain("1,150 US$");
    expect(main).toContain("بقلم د. كريم عادل");
    expect(main).toContain("→ العودة إلى المدونة");
    expect(html).toContain('href="/ar/contact"');
  });

  it("answers an unknown article in Arabic with 404", async () => {
    const { main } = await cataloguePage("/ar/blog/999", 404);
    expect(main).toContain("المقال غير موجود");
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

async function plannerPage(path: string, cookie = "") {
  const response = await request(path, cookie ? { headers: { Cookie: cookie } } : {});
  expect(response.status).toBe(200);
  const html = await pageHtml(response);
  expect(html).toContain('lang="ar" dir="rtl"');
  return html;
}

describe("the trip planner in Arabic", () => {
  it("shows every step in Arabic, from the planner's Arabic content and the catalogue", async () => {
    const first = mainOf(await plannerPage("/ar/plan"));
    expect(first).toContain("خطّط لرحلتك العلاجية إلى مصر");
    expect(first).toContain("الخطوة 1 من 5");
    expect(first).toContain("جراحة القلب");
    expect(first).toContain("التعافي: 14 يومًا");
    expect(first).not.toContain("Treatment Selection");
    expect(first).not.toContain("Cardiac Surgery");
    expect(first).toContain('action="/ar/plan?step=1#trip-planner"');

    const jar = await buildPlan("/ar", "");
    const review = mainOf(await plannerPage("/ar/plan?step=5", jar));
    expect(review).toContain("المراجعة والإرسال");
    expect(review).toContain("مواعيد مرنة");
    expect(review).toContain("نعم (± 7 أيام)");
    // A special requirement is stored by its English name and shown by its Arabic one.
    expect(review).toContain("مكان هادئ");
    expect(review).not.toContain("Quiet environment");
    // Amounts as Arabic writes them (Intl's right-to-left mark first), each isolated left to right.
    expect(review).toMatch(/<bdi dir="ltr">\u200f3,000\sUS\$<\/bdi> – <bdi dir="ltr">\u200f15,000\sUS\$<\/bdi>/);
    expect(review).not.toMatch(/>(Yes|No|None|Edit)</);

    const overview = mainOf(await plannerPage("/ar/plan?tab=overview"));
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
    const options = mainOf(await plannerPage("/ar/plan?step=3", jar));
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
