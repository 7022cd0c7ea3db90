import { eq } from "drizzle-orm";
import { blogArticles } from "~content/blog/articles";
import { db } from "~/db/client.server";
import { doctors, treatmentCategories } from "~/db/schema";
import { config } from "~/config.server";
import { absoluteUrl } from "~/utils/seo";

/** Public pages that are not generated from data. /auth and /dashboard are left out on purpose. */
const staticPaths = [
  "/",
  "/about",
  "/treatments",
  "/doctors",
  "/stories",
  "/plan",
  "/start-journey",
  "/travel-info",
  "/travel-info/guide",
  "/concierge",
  "/blog",
  "/faq",
  "/contact",
  "/privacy",
];

type Entry = { path: string; lastModified?: string };

/** Every public page, with the active doctors read from D1 in one query. */
export async function sitemapEntries(): Promise<Entry[]> {
  const activeDoctors = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.isActive, true))
    .orderBy(doctors.id);
  return [
    ...staticPaths.map((path) => ({ path })),
    ...treatmentCategories.map((id) => ({ path: `/treatments/${id}` })),
    ...activeDoctors.map((d) => ({ path: `/doctors/${encodeURIComponent(d.id)}` })),
    ...blogArticles.map((a) => ({ path: `/blog/${a.id}`, lastModified: a.date })),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

export function sitemapXml(entries: Entry[]) {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeXml(absoluteUrl(e.path, config.siteUrl))}</loc>${e.lastModified ? `<lastmod>${e.lastModified}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt() {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /auth",
    "Disallow: /dev/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml", config.siteUrl)}`,
    "",
  ].join("\n");
}
