import { sitemapEntries, sitemapXml } from "~/seo/sitemap.server";
import { offeredSpecialtyIds } from "~/treatments/catalogue-data.server";

export async function loader() {
  return new Response(sitemapXml(await sitemapEntries(await offeredSpecialtyIds("en"))), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
