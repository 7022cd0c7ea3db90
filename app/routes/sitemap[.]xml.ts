import { sitemapEntries, sitemapXml } from "~/seo/sitemap.server";

export async function loader() {
  return new Response(sitemapXml(await sitemapEntries()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
