import { eq } from "drizzle-orm";
import { createCookie, type RouterContextProvider } from "react-router";
import * as en from "~content/time-zones";
import * as ar from "~content/ar/time-zones";
import { baseCookieOptions } from "~/cookie-options.server";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema/index";
import { contentFor } from "~/i18n/locale.server";
import { isTimeZone, zoneLabel } from "~/i18n/time";

type ZoneContent = {
  groups: readonly { label: string; zones: readonly string[] }[];
  names: Readonly<Record<string, string>>;
};

/** The listed zones and their city names in the page's language. */
export function zoneContent(context: Readonly<RouterContextProvider>): ZoneContent {
  return contentFor<ZoneContent>(context, {
    en: { groups: en.timeZoneGroups, names: en.zoneNames },
    ar: { groups: ar.timeZoneGroups, names: ar.zoneNames },
  });
}

/** A zone named for the page: "New York" / "نيويورك", or the city of any other zone's id. */
export function zoneNameFor(context: Readonly<RouterContextProvider>, zone: string) {
  return zoneLabel(zone, zoneContent(context).names);
}

/** The zone a patient chose from the list, kept for their next visit. */
const zoneCookie = createCookie("nilecare-zone", { ...baseCookieOptions, maxAge: 60 * 60 * 24 * 365 });

/**
 * The zone a patient told us, or null: the one they chose from the list (kept in a cookie), else their profile's.
 * Unlike `resolvePatientZone` it never guesses, so an e-mail that names a time in it says "your time" truthfully.
 */
export async function knownPatientZone(request: Request, userId: string | null): Promise<string | null> {
  const kept: unknown = await zoneCookie.parse(request.headers.get("Cookie"));
  if (isTimeZone(kept)) return kept;
  if (!userId) return null;
  const profile = await db.query.profiles.findFirst({ where: eq(profiles.userId, userId), columns: { timeZone: true } });
  return isTimeZone(profile?.timeZone) ? profile.timeZone : null;
}

/**
 * Where the zone came from: `zone` in the URL is the patient's choice from the list
 * (kept); `tz` is what the browser reported (used, not kept, so a chosen zone wins
 * on the next visit too); then the kept choice, the signed-in patient's saved zone,
 * the country Cloudflare saw, and UTC.
 */
export type ZoneSource = "chosen" | "browser" | "kept" | "profile" | "country" | "default";

export async function resolvePatientZone(request: Request, userId: string | null) {
  const url = new URL(request.url);
  const chosen = url.searchParams.get("zone");
  if (isTimeZone(chosen)) {
    return { zone: chosen, source: "chosen" as ZoneSource, setCookie: await zoneCookie.serialize(chosen) };
  }
  const browser = url.searchParams.get("tz");
  if (isTimeZone(browser)) return { zone: browser, source: "browser" as ZoneSource };
  const kept: unknown = await zoneCookie.parse(request.headers.get("Cookie"));
  if (isTimeZone(kept)) return { zone: kept, source: "kept" as ZoneSource };
  if (userId) {
    const profile = await db.query.profiles.findFirst({
      where: eq(profiles.userId, userId),
      columns: { timeZone: true },
    });
    if (isTimeZone(profile?.timeZone)) return { zone: profile.timeZone, source: "profile" as ZoneSource };
  }
  const country = en.countryTimeZones[request.headers.get("CF-IPCountry")?.toUpperCase() ?? ""];
  if (country) return { zone: country, source: "country" as ZoneSource };
  return { zone: "UTC", source: "default" as ZoneSource };
}
