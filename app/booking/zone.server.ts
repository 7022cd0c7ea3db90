import { eq } from "drizzle-orm";
import { createCookie } from "react-router";
import { countryTimeZones } from "~content/time-zones";
import { baseCookieOptions } from "~/cookie-options.server";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { isTimeZone } from "./time";

/** The zone a patient chose from the list, kept for their next visit. */
const zoneCookie = createCookie("nilecare-zone", { ...baseCookieOptions, maxAge: 60 * 60 * 24 * 365 });

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
  const country = countryTimeZones[request.headers.get("CF-IPCountry")?.toUpperCase() ?? ""];
  if (country) return { zone: country, source: "country" as ZoneSource };
  return { zone: "UTC", source: "default" as ZoneSource };
}
