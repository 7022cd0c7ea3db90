import { eq } from "drizzle-orm";
import { blogArticles } from "~content/blog/articles";
import { db } from "~/db/client.server";
import { doctors, facilities, tripPlanAccommodations as hotels } from "~/db/schema";
import { config } from "~/config.server";
import { localePath, locales } from "~/i18n/locales";
import { absoluteUrl } from "~/utils/seo";

/** Public pages that are not generated from data. /auth and /dashboard are left out on purpose. */
const staticPaths = [
  "/",
  "/about",
  "/treatments",
  "/doctors",
  "/stories",
  "/outcomes",
  "/stories/share",
  "/plan",
  "/start-journey",
  "/book",
  "/travel-info",
  "/travel-info/guide",
  "/concierge",
  "/blog",
  "/faq",
  "/contact",
  "/privacy",
];

type Entry = { path: string; lastModified?: string };

/**
 * Every public page: the specialties the catalogue offers (their ids, from the caller), and the shown doctors,
 * facilities and hotels read from D1 in one batch.
 */
export async function sitemapEntries(specialties: Iterable<string>): Promise<Entry[]> {
  const [activeDoctors, shownFacilities, shownHotels] = await db.batch([
    db.select({ id: doctors.id }).from(doctors).where(eq(doctors.isActive, true)).orderBy(doctors.id),
    db.select({ id: facilities.id }).from(facilities).where(eq(facilities.isActive, true)).orderBy(facilities.id),
    db.select({ id: hotels.id }).from(hotels).where(eq(hotels.isActive, true)).orderBy(hotels.id),
  ]);
  return [
    ...staticPaths.map((path) => ({ path })),
    ...[...specialties].map((id) => ({ path: `/treatments/${id}` })),
    ...activeDoctors.map((d) => ({ path: `/doctors/${encodeURIComponent(d.id)}` })),
    ...shownFacilities.map((f) => ({ path: `/facilities/${encodeURIComponent(f.id)}` })),
    ...shownHotels.map((h) => ({ path: `/hotels/${encodeURIComponent(h.id)}` })),
    ...blogArticles.map((a) => ({ path: `/blog/${a.id}`, lastModified: a.reviewed })),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

const localeUrl = (locale: (typeof locales)[number], path: string) =>
  escapeXml(absoluteUrl(localePath(locale, path), config.siteUrl));

/** Every page in each language, each URL naming its alternates and `x-default` (English), as Google reads them. */
export function sitemapXml(entries: Entry[]) {
  const urls = entries.flatMap((e) => {
    const alternates = [
      ...locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${localeUrl(locale, e.path)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${localeUrl("en", e.path)}"/>`,
    ].join("");
    const lastModified = e.lastModified ? `<lastmod>${e.lastModified}</lastmod>` : "";
    return locales.map((locale) => `  <url><loc>${localeUrl(locale, e.path)}</loc>${lastModified}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Pages that are a signed-in person's own, or the way in: no crawler needs them, in either language. */
const privatePaths = ["/dashboard", "/account", "/requests/", "/auth"];

export function robotsTxt() {
  return [
    "User-agent: *",
    "Allow: /",
    ...locales.flatMap((locale) => privatePaths.map((path) => `Disallow: ${localePath(locale, path)}`)),
    // The development tools exist in English only (app/i18n/english-only.ts).
    "Disallow: /dev/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml", config.siteUrl)}`,
    "",
  ].join("\n");
}
