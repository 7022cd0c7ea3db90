import { robotsTxt } from "~/seo/sitemap.server";

export function loader() {
  return new Response(robotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
