import { describe, expect, it } from "vitest";
import { localeOfPath, localePath, pathWithoutLocale } from "~/i18n/locales";
import { cookiesFrom, postForm, request } from "./helpers";
import { unescapeHtml } from "./mail-helpers";

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
