import { describe, expect, it } from "vitest";
import * as areas from "~/i18n/messages";
import { request } from "../helpers";
import { mainOf, pageHtml } from "../html";

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

async function arabicPage(path: string, status = 200) {
  const response = await request(path);
  expect(response.status, path).toBe(status);
  const html = await pageHtml(response);
  return { html, main: mainOf(html), text: readableText(mainOf(html)) };
}

const routes = [
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
  it.each(routes)("%s is Arabic, right to left, without an English message of its page", async (path) => {
    const { html, text } = await arabicPage(path);
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toMatch(/[\u0600-\u06FF]/);
    for (const { key, message } of englishMessages) expect(text, key).not.toContain(message);
  });

  it.each(routes)("%s links to the Arabic pages", async (path) => {
    const { main } = await arabicPage(path);
    const sitePaths = [...main.matchAll(/\s(?:href|action)="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(sitePaths.length).toBeGreaterThan(0);
    // Pictures and files are the same for both languages; every page link stays in Arabic.
    const pages = sitePaths.filter((href) => !/^\/(images|resources|fonts)\//.test(href));
    for (const href of pages) expect(href, path).toMatch(/^\/ar(\/|\?|$)/);
  });

  it("tells the home page's story in Arabic, with the catalogue's prices and the figures", async () => {
    const { html, text } = await arabicPage("/ar");
    expect(html).toContain("<title>NileCare | العلاج في مصر</title>");
    expect(text).toContain("علاج بمستوى عالمي في مصر");
    // Prices inside Arabic sentences are isolated left to right, in the page's one money format (as the cards).
    expect(text).toMatch(/أسعار تبدأ من \u2066\u200f?1,000\sUS\$\u2069، وتوفير يصل إلى 70% في أسعار العلاج\./u);
    expect(text).toContain("رحلتك في ست خطوات");
    expect(text).toContain("أكثر من 50 مستشفى شريكًا");
    // The cardiac card's "From" price is the catalogue's, formatted for Arabic and isolated left to right.
    expect(html).toMatch(/ابتداءً من <strong><bdi dir="ltr">\u200f?14,000\u00a0US\$<\/bdi><\/strong>/u);
    expect(html).toContain("<dd>5000+</dd>");
    expect(text).toContain("«كانت العيادة في القاهرة");
  });

  it("states stories' dates in Arabic words with Western digits, and savings left to right", async () => {
    const { main, text } = await arabicPage("/ar/stories");
    expect(main).toContain('<time dateTime="2025-03-18">18 مارس 2025</time>');
    expect(main.replace(/[\u2066-\u2069\u200e\u200f]/g, "")).toMatch(/إجمالي التوفير: <bdi dir="ltr">97,500\sUS\$<\/bdi>/);
    expect(main).toMatch(/<svg[^>]*role="img"[^>]*aria-label="الولايات المتحدة"/);
    expect(text).toContain("مايكل طومسون");
    expect(main.match(/role="img" aria-label="التقييم 5 من 5"/g)).toHaveLength(6);
  });

  it("prices the concierge packages per week and names them once", async () => {
    const { main, text } = await arabicPage("/ar/concierge");
    expect(main).toMatch(/<h3>الباقة الأساسية<\/h3><p [^>]*><bdi dir="ltr">\u200f?200\u00a0US\$<\/bdi> <span[^>]*>في الأسبوع/u);
    expect(text).toContain("اختر الباقة الشاملة");
    expect(text).not.toContain("الباقة الشاملة package");
    expect(main).toContain('href="/ar/contact?topic=concierge&package=complete"');
  });

  it("finds FAQ answers however the Arabic is spelled, and counts them in Arabic", async () => {
    const visa = await arabicPage(`/ar/faq?q=${encodeURIComponent("تاشيره")}`);
    expect(visa.text).toContain("هل أحتاج إلى تأشيرة للسفر إلى مصر بغرض العلاج؟");
    expect(visa.text).toMatch(/\d+ (أسئلة تطابق|سؤالًا يطابق|سؤال يطابق) «تاشيره»/);

    const coordinator = await arabicPage(`/ar/faq?q=${encodeURIComponent("منسق")}`);
    expect(coordinator.text).toContain("كيف أبدأ؟");

    const none = await arabicPage(`/ar/faq?q=${encodeURIComponent("غواصة")}`);
    expect(none.text).toContain("لا توجد أسئلة تطابق «غواصة».");
    expect(none.text).toContain("جرّب كلمات أخرى");
  });

  it("shows the FAQ's categories with Arabic counts, the same anchors and an isolated phone number", async () => {
    const { main, text } = await arabicPage("/ar/faq?category=costs");
    expect(main).toMatch(/href="\/ar\/faq\?category=costs#costs-payment"[^>]*><h3>التكاليف والدفع<\/h3>/);
    expect(text).toContain("4 أسئلة");
    expect(main).toContain('<section id="costs-payment"');
    expect(main).toContain('اتصل على <bdi dir="ltr">+20 2 2794 5500</bdi>');
    expect(main).toContain('action="/ar/faq"');
    expect(main).toContain('<time dateTime="2026-11-20">آخر مراجعة: 20 نوفمبر 2026</time>');
  });

  it("says when the travel information was last reviewed, and no longer warns of COVID-19", async () => {
    const { main, text } = await arabicPage("/ar/travel-info");
    expect(main).toContain('<time dateTime="2026-11-20">آخر مراجعة: 20 نوفمبر 2026</time>');
    expect(text).not.toContain("كوفيد");
    expect(text).toContain("نؤكد لك الشروط التي تنطبق على جواز سفرك");
  });

  it("prints the Arabic travel guide with the rate of the day in Arabic", async () => {
    const { text } = await arabicPage("/ar/travel-info/guide");
    expect(text).toContain("نحو 47.5 جنيهًا مصريًا للدولار الأمريكي الواحد (بأسعار 31 أكتوبر 2025)");
    expect(text).toContain("دليل السفر للمرضى من NileCare");
    expect(text).toContain("شرطة السياحة");
  });

  it("answers an unknown Arabic address with the Arabic not-found page", async () => {
    const { html, text } = await arabicPage("/ar/no-such-page", 404);
    expect(html).toContain("<title>الصفحة غير موجودة | NileCare</title>");
    expect(text).toContain("عذرًا، لم نجد هذه الصفحة");
  });
});
