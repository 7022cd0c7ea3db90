import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { renderEmail } from "~/email/consumer.server";
import { emailKinds } from "~/email-kinds.server";
import { prefersArabic } from "~/i18n/locale-preference.server";
import { localeOfPath, localePath, pathWithoutLocale } from "~/i18n/locales";
import { createSignedInUser } from "../auth-helpers";
import { cookiesFrom, postForm, request } from "../helpers";
import { unescapeHtml } from "../mail-helpers";

const SITE = env.SITE_URL;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("locale paths", () => {
  it("reads the locale from the first segment only", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/contact")).toBe("en");
    expect(localeOfPath("/ar")).toBe("ar");
    expect(localeOfPath("/ar/contact")).toBe("ar");
    expect(localeOfPath("/ar.data")).toBe("ar");
    expect(localeOfPath("/arabic")).toBe("en");
    expect(localeOfPath("/en/contact")).toBe("en");
  });

  it("prefixes site paths once, keeps queries, and leaves other URLs alone", () => {
    expect(localePath("ar", "/")).toBe("/ar");
    expect(localePath("ar", "/contact?topic=quote#form")).toBe("/ar/contact?topic=quote#form");
    expect(localePath("ar", "/ar/contact")).toBe("/ar/contact");
    expect(localePath("en", "/ar/contact")).toBe("/contact");
    expect(localePath("en", "/ar")).toBe("/");
    expect(localePath("ar", "https://example.com/x")).toBe("https://example.com/x");
    expect(localePath("ar", "//evil.example")).toBe("//evil.example");
    expect(localePath("ar", "#main")).toBe("#main");
    expect(pathWithoutLocale("/ar/doctors/3")).toBe("/doctors/3");
  });
});

describe("Arabic pages", () => {
  it("serves patient pages under /ar in Arabic, right to left, and English pages as before", async () => {
    const arabic = await request("/ar");
    expect(arabic.status).toBe(200);
    const html = unescapeHtml(await arabic.text());
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain("انتقل إلى المحتوى الرئيسي");
    expect(html).not.toContain("Skip to main content");

    const english = unescapeHtml(await (await request("/")).text());
    expect(english).toMatch(/<html lang="en" dir="ltr"/);
    expect(english).toContain("Skip to main content");
  });

  it("answers an unknown Arabic path with the Arabic 404 page", async () => {
    const response = await request("/ar/no-such-page");
    expect(response.status).toBe(404);
    const html = unescapeHtml(await response.text());
    expect(html).toContain("<title>الصفحة غير موجودة | NileCare</title>");
    expect(html).toContain("عذرًا، لم نجد هذه الصفحة");
    expect(html).toContain('href="/ar"');
  });

  it("keeps the staff console, robots and the sitemap English-only", async () => {
    for (const path of ["/ar/staff", "/ar/robots.txt", "/ar/sitemap.xml", "/ar/dev/mailbox"]) {
      expect((await request(path)).status, path).toBe(404);
    }
  });

  it("preloads only the page's locale catalogue, which is immutable at its version", async () => {
    const html = await (await request("/ar/contact")).text();
    const href = html.match(/<link id="nilecare-messages" rel="preload" as="fetch" href="([^"]+)"/)?.[1];
    expect(href).toMatch(/^\/resources\/messages\/ar\/[a-z0-9]+$/);
    const catalogue = await request(href!);
    expect(catalogue.headers.get("Cache-Control")).toContain("immutable");
    const body = (await catalogue.json()) as { locale: string; messages: Record<string, unknown> };
    expect(body.locale).toBe("ar");
    expect(JSON.stringify(body.messages)).toContain("اشترك");
    expect(JSON.stringify(body.messages)).not.toContain("Skip to main content");

    const stale = await request("/resources/messages/ar/old");
    expect(stale.headers.get("Cache-Control")).toBe("no-store");
    expect((await request("/resources/messages/fr/x")).status).toBe(404);
  });

  it("draws the footer's newsletter form in Arabic, posting to the Arabic endpoint", async () => {
    const html = unescapeHtml(await (await request("/ar/about")).text());
    expect(html).toContain('action="/ar/resources/newsletter"');
    expect(html).toContain(">اشترك<");
    expect(html).toContain("البريد الإلكتروني");
  });

  it("answers the Arabic newsletter endpoint with Arabic toasts, JavaScript off", async () => {
    const response = await postForm(
      "/ar/resources/newsletter",
      { email: "not-an-email", source: "footer", redirectTo: "/ar/about", _plain: "1" },
      { headers: { "CF-Connecting-IP": "203.0.113.171" } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ar/about");
    const page = unescapeHtml(
      await (await request("/ar/about", { headers: { Cookie: cookiesFrom(response) } })).text(),
    );
    expect(page).toContain("لم يتم الاشتراك");
    expect(page).toContain("يُرجى كتابة بريد إلكتروني صحيح.");
  });
});

describe("the language switch", () => {
  it("remembers the choice in a cookie and shows the same page and query in Arabic, then back in English", async () => {
    const toArabic = await postForm("/resources/locale", { locale: "ar", redirectTo: "/contact?topic=quote" });
    expect(toArabic.status).toBe(303);
    expect(toArabic.headers.get("Location")).toBe("/ar/contact?topic=quote");
    expect(cookiesFrom(toArabic)).toMatch(/^nilecare-locale=/);

    const toEnglish = await postForm("/resources/locale", { locale: "en", redirectTo: "/ar/doctors/3?x=1" });
    expect(toEnglish.headers.get("Location")).toBe("/doctors/3?x=1");
  });

  it("never sends a visitor off the site, and ignores an unknown language", async () => {
    const offSite = await postForm("/resources/locale", { locale: "ar", redirectTo: "//evil.example/x" });
    expect(offSite.headers.get("Location")).toBe("/ar");
    const unknown = await postForm("/resources/locale", { locale: "fr", redirectTo: "/faq" });
    expect(unknown.headers.get("Location")).toBe("/faq");
    expect(unknown.headers.get("Set-Cookie")).toBeNull();
  });

  it("stores a signed-in patient's language on the account", async () => {
    const { userId, cookie } = await createSignedInUser();
    await postForm("/resources/locale", { locale: "ar", redirectTo: "/account" }, { headers: { Cookie: cookie } });
    const row = await env.DB.prepare("SELECT locale FROM users WHERE id = ?").bind(userId).first<{ locale: string }>();
    expect(row?.locale).toBe("ar");
  });

  it("draws the switch on every page that has a twin, and not in the English-only staff console", async () => {
    const english = await (await request("/faq")).text();
    expect(english).toContain('action="/resources/locale"');
    expect(english).toContain('name="redirectTo" value="/faq"');
    expect(english).toMatch(/value="ar" lang="ar"[^>]*>العربية</);
    const arabic = await (await request("/ar/faq")).text();
    expect(arabic).toMatch(/value="en" lang="en"[^>]*>English</);
  });
});

describe("Accept-Language and the remembered choice", () => {
  it("reads a browser's first language", () => {
    expect(prefersArabic(new Request(SITE, { headers: { "Accept-Language": "ar-EG,ar;q=0.9,en;q=0.8" } }))).toBe(true);
    expect(prefersArabic(new Request(SITE, { headers: { "Accept-Language": "en-GB,en;q=0.9,ar;q=0.8" } }))).toBe(false);
    expect(prefersArabic(new Request(SITE, { headers: { "Accept-Language": "fr;q=0.5,ar;q=0.9" } }))).toBe(true);
    expect(prefersArabic(new Request(SITE))).toBe(false);
  });

  it("offers Arabic to an Arabic-first browser on its first visit, without redirecting", async () => {
    const response = await request("/faq", { headers: { "Accept-Language": "ar,en;q=0.5", "User-Agent": BROWSER } });
    expect(response.status).toBe(200);
    const html = unescapeHtml(await response.text());
    expect(html).toContain("هذا الموقع متوفر باللغة العربية.");
    expect(html).toMatch(/<html lang="en"/);
  });

  it("offers nothing to crawlers, to English browsers, or to a visitor who has chosen", async () => {
    const offer = "هذا الموقع متوفر باللغة العربية.";
    const bot = await request("/faq", { headers: { "Accept-Language": "ar", "User-Agent": GOOGLEBOT } });
    expect(unescapeHtml(await bot.text())).not.toContain(offer);
    const english = await request("/faq", { headers: { "Accept-Language": "en", "User-Agent": BROWSER } });
    expect(unescapeHtml(await english.text())).not.toContain(offer);
    const chose = cookiesFrom(await postForm("/resources/locale", { locale: "en", redirectTo: "/faq" }));
    const chosen = await request("/faq", { headers: { "Accept-Language": "ar", "User-Agent": BROWSER, Cookie: chose } });
    expect(unescapeHtml(await chosen.text())).not.toContain(offer);
  });

  it("takes a person who chose Arabic from the bare home page to the Arabic one, but never a crawler", async () => {
    const chose = cookiesFrom(await postForm("/resources/locale", { locale: "ar", redirectTo: "/" }));
    const person = await request("/", { headers: { Cookie: chose, "User-Agent": BROWSER } });
    expect(person.status).toBe(302);
    expect(person.headers.get("Location")).toBe("/ar");
    const crawler = await request("/", { headers: { Cookie: chose, "User-Agent": GOOGLEBOT } });
    expect(crawler.status).toBe(200);
    const otherPage = await request("/faq", { headers: { Cookie: chose, "User-Agent": BROWSER } });
    expect(otherPage.status).toBe(200);
  });
});

describe("search engines", () => {
  it("names both languages and x-default on every page, and each language's page is canonical to itself", async () => {
    const html = await (await request("/ar/doctors?specialty=cardiology")).text();
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${SITE}/doctors"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="ar" href="${SITE}/ar/doctors"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE}/doctors"/>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/ar/doctors"/>`);
    const english = await (await request("/doctors")).text();
    expect(english).toContain(`<link rel="canonical" href="${SITE}/doctors"/>`);
    expect(english).toContain(`<link rel="alternate" hrefLang="ar" href="${SITE}/ar/doctors"/>`);
  });

  it("lists both languages in the sitemap, each URL with its alternates", async () => {
    const xml = await (await request("/sitemap.xml")).text();
    expect(xml).toContain(
      `<url><loc>${SITE}/ar/faq</loc><xhtml:link rel="alternate" hreflang="en" href="${SITE}/faq"/><xhtml:link rel="alternate" hreflang="ar" href="${SITE}/ar/faq"/><xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/faq"/></url>`,
    );
    expect(xml).toContain(`<loc>${SITE}/faq</loc>`);
  });
});

describe("e-mails in the recipient's language", () => {
  it("writes the layout in Arabic, right to left, with links to the Arabic site", async () => {
    const mail = await renderEmail({ type: "welcome", to: "p@example.com", userId: crypto.randomUUID(), username: "Amal", locale: "ar" }, emailKinds);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain("إذا لم يعمل الزر، انسخ هذا الرابط والصقه في متصفحك:");
    expect(mail.html).toContain(`${SITE}/ar/dashboard`);
    const english = await renderEmail({ type: "welcome", to: "p@example.com", userId: crypto.randomUUID(), username: "Amal" }, emailKinds);
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.html).toContain(`${SITE}/dashboard`);
    expect(english.html).toContain("If the button does not work");
  });
});
