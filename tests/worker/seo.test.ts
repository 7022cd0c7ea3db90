import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { request } from "./helpers";
import { pageHtml } from "./html";
import { applySeed } from "./seed-helper";
import { heroImages as arabicHeroImages } from "~content/ar/images";
import { heroImages } from "~content/images";

/** Canonical URLs are built from SITE_URL, never from the request's host. */
const SITE = env.SITE_URL;

function head(html: string) {
  const part = html.slice(0, html.indexOf("</head>"));
  const attr = (pattern: RegExp) => part.match(pattern)?.[1] ?? null;
  return {
    title: attr(/<title>(.*?)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    ogType: attr(/<meta property="og:type" content="([^"]*)"/),
    ogDescription: attr(/<meta property="og:description" content="([^"]*)"/),
    ogLocale: attr(/<meta property="og:locale" content="([^"]*)"/),
    ogSiteName: attr(/<meta property="og:site_name" content="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    ogImageAlt: attr(/<meta property="og:image:alt" content="([^"]*)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
  };
}

describe("search engine and sharing tags", () => {
  const pages = [
    ["/stories", "Patient Stories | NileCare", "/stories"],
    ["/travel-info", "Visa & Entry | Travel Information | NileCare", "/travel-info"],
    ["/travel-info?tab=practical", "Practical Info | Travel Information | NileCare", "/travel-info"],
    ["/travel-info/guide", "Travel Guide for Patients | NileCare", "/travel-info/guide"],
    ["/concierge", "Concierge Services | NileCare", "/concierge"],
    ["/blog", "Blog | NileCare", "/blog"],
    ["/blog?category=wellness", "Wellness Articles | NileCare Blog", "/blog"],
    ["/blog/2", "LASIK in Egypt: What to Expect Before, During and After | NileCare Blog", "/blog/2"],
    ["/faq", "Frequently Asked Questions | NileCare", "/faq"],
  ] as const;

  it.each(pages)(
    "%s has its own title, description, canonical URL and Open Graph tags",
    async (path, title, canonical) => {
      const tags = head(await pageHtml(await request(path)));
      expect(tags.title).toBe(title);
      expect(tags.ogTitle).toBe(title);
      expect(tags.description!.length).toBeGreaterThan(50);
      expect(tags.ogDescription).toBe(tags.description);
      // The tests ask for http://localhost; the canonical URL still names SITE_URL.
      expect(tags.canonical).toBe(`${SITE}${canonical}`);
      expect(tags.ogUrl).toBe(tags.canonical);
      expect(tags.ogType).toBe(path.startsWith("/blog/") ? "article" : "website");
      expect(tags.robots).toBeNull();
    },
  );

  it("gives every page a different description", async () => {
    const descriptions = await Promise.all(
      ["/stories", "/travel-info", "/concierge", "/blog", "/blog/1", "/blog/2", "/faq"].map(
        async (p) => head(await pageHtml(await request(p))).description,
      ),
    );
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("keeps not-found and search result pages out of the index", async () => {
    expect(head(await pageHtml(await request("/blog/42"))).robots).toBe("noindex");
    expect(head(await pageHtml(await request("/blog/42"))).title).toBe("Article Not Found | NileCare");
    expect(head(await pageHtml(await request("/faq?q=visa"))).robots).toBe("noindex");
  });

  it("describes a blog article as an Article in JSON-LD carrying the CSP nonce", async () => {
    // Its author is a directory doctor, with their profile's address.
    await applySeed();
    const response = await request("/blog/4");
    const nonce = response.headers.get("Content-Security-Policy")!.match(/'nonce-([^']+)'/)![1];
    const html = await response.text();
    const script = html.match(/<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/);
    expect(script?.[1]).toBe(nonce);
    expect(JSON.parse(script![2]!)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Dental Implants in Egypt: Costs, Timeline and Aftercare",
      datePublished: "2025-02-19",
      dateModified: "2026-11-02",
      image: `${SITE}/images/blog/dental-implants.svg`,
      author: { "@type": "Person", name: "Dr. Karim Adel", url: `${SITE}/doctors/dr-karim-adel` },
      mainEntityOfPage: `${SITE}/blog/4`,
    });
  });
});

/**
 * Page routes that are not public: behind a sign-in, reached only from an e-mailed link, a search
 * result or a not-found answer. Each answers with `noindex`, so it has no canonical URL to share.
 */
const privatePages = [
  "$",
  "aftercare.$checkinId",
  "account",
  "account_.confirm-email",
  "account_.delete",
  "auth",
  "auth_.confirm",
  "book.hold.$id",
  "book.manage.$id",
  "book.verify.$id",
  "dashboard",
  "dev",
  "dev.mailbox.$id",
  "dev.mailbox._index",
  "dev.whatsapp._index",
  "dev.payments.$sessionId",
  "newsletter.confirm",
  "newsletter.unsubscribe",
  "plan_.submitted.$planId",
  "requests.$caseId",
  "requests.$caseId_.invoices.$paymentId",
  "requests.$caseId_.quotes.$quoteId",
  "requests.$caseId_.review",
  "staff-invitation.$token",
];

/** The URLs a flat-routes page module answers (`blog.$id` → /blog/<id>), as a pattern. */
function routePattern(id: string) {
  const segments = id
    .split(".")
    .filter((s) => s !== "_index" && !s.startsWith("_"))
    .map((s) => s.replace(/_$/, ""))
    .map((s) => (s.startsWith("$") ? "[^/]+" : s));
  return new RegExp(`^/${segments.join("/")}$`);
}

/** Every page module (a route with a component), by its route id. */
const pageRoutes = Object.keys(import.meta.glob("/app/routes/*.tsx")).map((file) =>
  file.replace(/^\/app\/routes\//, "").replace(/\.tsx$/, ""),
);

async function sitemapUrls() {
  const xml = await (await request("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
}

describe("every public page in both languages", () => {
  beforeAll(async () => {
    await applySeed();
  });

  it("lists every public page module in the sitemap, so none can be left without tags", async () => {
    const paths = (await sitemapUrls()).map((url) => url.replace(SITE, "")).filter((p) => !/^\/ar(\/|$)/.test(p));
    const publicPages = pageRoutes.filter((id) => !id.startsWith("staff") && !privatePages.includes(id));
    expect(publicPages.length).toBeGreaterThan(15);
    for (const id of publicPages) {
      expect(paths.some((p) => routePattern(id).test(p)), `${id} is public but not in the sitemap`).toBe(true);
    }
    for (const id of privatePages) expect(pageRoutes, `${id} is no longer a page`).toContain(id);
  });

  it("gives each its canonical URL and Open Graph tags in its own language", async () => {
    const urls = await sitemapUrls();
    expect(urls).toContain(`${SITE}/ar/contact`);
    const problems: string[] = [];
    const images = new Set<string>();
    for (const url of urls) {
      const path = url.replace(SITE, "");
      const response = await request(path);
      const tags = head(await pageHtml(response));
      const arabic = /^\/ar(\/|$)/.test(path);
      const expected = {
        status: 200,
        canonical: url,
        ogUrl: url,
        ogTitle: tags.title,
        ogDescription: tags.description,
        ogLocale: arabic ? "ar_AR" : "en_US",
        ogSiteName: "NileCare",
        robots: null,
      };
      const actual = { status: response.status, ...tags };
      for (const [key, value] of Object.entries(expected)) {
        if (actual[key as keyof typeof actual] !== value) problems.push(`${path} ${key}: ${actual[key as keyof typeof actual]}`);
      }
      if (!tags.title || !tags.description || !tags.ogType) problems.push(`${path} lacks a title, description or og:type`);
      if (!tags.ogImage?.startsWith(`${SITE}/`) || !tags.ogImageAlt || tags.twitterCard !== "summary_large_image") {
        problems.push(`${path} shows no picture in a link preview: ${tags.ogImage} "${tags.ogImageAlt}" ${tags.twitterCard}`);
      } else {
        images.add(tags.ogImage.replace(SITE, ""));
        if (arabic && /[A-Za-z]{3}/.test(tags.ogImageAlt.replace(/NileCare|LASIK/g, ""))) problems.push(`${path} describes its picture in English: ${tags.ogImageAlt}`);
      }
    }
    expect(problems).toEqual([]);
    // Every picture a preview is sent to exists: the build's rendering of a drawing, or a stored photo.
    for (const image of images) {
      if (image.startsWith("/images/generated/share/")) expect(renderedShareImages, image).toContain(image);
      else expect((await request(image)).headers.get("Content-Type"), image).toMatch(/^image\/(jpeg|webp|png)$/);
    }
  });

  it("shows each page's own picture in link previews, in the page's language", async () => {
    const shared = async (path: string) => {
      const tags = head(await pageHtml(await request(path)));
      return { image: tags.ogImage?.replace(SITE, ""), alt: tags.ogImageAlt };
    };
    expect(await shared("/")).toEqual({ image: "/images/generated/share/home-hero.jpg", alt: heroImages.home.alt });
    expect(await shared("/ar/about")).toEqual({ image: "/images/generated/share/about-hero.jpg", alt: arabicHeroImages.about.alt });
    expect(await shared("/treatments/dental-care")).toEqual({ image: "/images/generated/share/treatments-dental-care.jpg", alt: "Dental Care" });
    expect((await shared("/blog/2")).image).toBe("/images/generated/share/blog-lasik-guide.jpg");
    expect(await shared("/facilities/cairo-heart-institute")).toEqual({ image: "/images/generated/share/facilities-cairo-heart-institute.jpg", alt: "Cairo Heart Institute" });
    expect(await shared("/ar/hotels/dokki-nile-medical-hotel")).toEqual({ image: "/images/generated/share/hotels-dokki-nile-medical-hotel.jpg", alt: "فندق الدقي نايل الطبي" });
    // A page with no picture of its own shows the home page's.
    expect((await shared("/ar/contact")).image).toBe("/images/generated/share/home-hero.jpg");
  });
});

/** The share pictures the build rendered (tools/build-images.ts), as the site serves them. */
const renderedShareImages = Object.keys(import.meta.glob("/public/images/generated/share/*.jpg", { query: "?url", import: "default" })).map((file) =>
  file.replace(/^\/public/, ""),
);

describe("/sitemap.xml", () => {
  it("lists every public page, the treatment categories, the articles and the active doctors", async () => {
    await env.DB.prepare(
      `INSERT INTO doctors (id, name, title, specialization, experience_years, patient_rating, total_reviews, education, languages, achievements, certifications, is_active)
       VALUES ('dr-active', 'Dr. Active', 'Consultant', 'Cardiology', 10, 4.5, 0, '[]', '[]', '[]', '[]', 1),
              ('dr-retired', 'Dr. Retired', 'Consultant', 'Cardiology', 10, 4.5, 0, '[]', '[]', '[]', '[]', 0)`,
    ).run();
    const response = await request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE, ""));
    for (const path of [
      "/",
      "/about",
      "/treatments",
      "/doctors",
      "/stories",
      "/stories/share",
      "/outcomes",
      "/book",
      "/plan",
      "/start-journey",
      "/travel-info",
      "/concierge",
      "/blog",
      "/faq",
      "/contact",
      "/privacy",
    ]) {
      expect(locs).toContain(path);
      expect(locs).toContain(path === "/" ? "/ar" : `/ar${path}`);
    }
    for (const id of [
      "cardiac-surgery",
      "eye-surgery",
      "dental-care",
      "cosmetic-surgery",
      "general-surgery",
      "orthopedic-surgery",
    ]) {
      expect(locs).toContain(`/treatments/${id}`);
    }
    for (const id of [1, 2, 3, 4, 5, 6]) expect(locs).toContain(`/blog/${id}`);
    expect(xml).toContain(`<loc>${SITE}/blog/1</loc><lastmod>2026-11-16</lastmod>`);
    expect(locs).toContain("/doctors/dr-active");
    expect(locs).not.toContain("/doctors/dr-retired");
    expect(locs.filter((l) => /^\/(auth|dashboard|dev)/.test(l))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe("/robots.txt", () => {
  it("keeps crawlers out of the private areas and points to the sitemap", async () => {
    const response = await request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /dashboard");
    expect(lines).toContain("Disallow: /auth");
    expect(lines).toContain("Disallow: /dev/");
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("keeps crawlers out of the Arabic twins of the private pages too, and out of every private page's own paths", async () => {
    const rules = (await (await request("/robots.txt")).text()).split("\n").filter((line) => line.startsWith("Disallow: "));
    const disallowed = (path: string) => rules.some((line) => path.startsWith(line.slice("Disallow: ".length)));
    for (const path of ["/dashboard", "/account", "/requests/a-case", "/auth", "/auth?redirectTo=%2Fdashboard"]) {
      expect(disallowed(path), path).toBe(true);
      expect(disallowed(`/ar${path}`), `/ar${path}`).toBe(true);
    }
    // The public pages stay open, in both languages.
    for (const path of ["/", "/ar", "/doctors", "/ar/doctors", "/about", "/ar/about"]) expect(disallowed(path), path).toBe(false);
  });
});
