import { catalogueVersion, compiledMessages } from "~/i18n/catalogue.server";
import type { CataloguePayload } from "~/i18n/i18n";
import { isLocale } from "~/i18n/locales";
import type { Route } from "./+types/resources.messages.$locale.$version";

/**
 * One locale's compiled messages for the browser (fetched by `entry.client.tsx` before hydrating).
 * The URL carries the catalogue's version, so the current one is cached for a year; an older page
 * asking for an old version gets today's messages, not cached.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) throw new Response("Not Found", { status: 404 });
  const payload: CataloguePayload = { locale: params.locale, messages: compiledMessages(params.locale) };
  const current = params.version === catalogueVersion(params.locale);
  return Response.json(payload, {
    headers: { "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-store" },
  });
}
