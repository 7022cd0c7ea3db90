import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, withEnv } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import * as arPlanner from "~content/ar/trip-planner";
import * as enPlanner from "~content/trip-planner";
import worker from "~/entry.worker";
import { nightlyPrices, nightRate } from "~/hotels/nightly-prices.server";
import { formatMoney } from "~/i18n/money";
import type { Locale } from "~/i18n/locales";
import type { PlannerTexts } from "~/trips/planner-content";
import { planContent } from "~/trips/planner-content.server";
import { ORIGIN, randomIp, request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { eachLocale } from "./locale-helpers";
import { devStaff, plainFormBody, postAs } from "./staff-helpers";

const planners = { en: enPlanner, ar: arPlanner } as unknown as Record<Locale, PlannerTexts>;

/** Text as a reader sees it: no isolates, every run of spaces (a no-break one too) one space. */
const plain = (text: string) => text.replace(/[\u2066-\u2069\u200e\u200f]/g, "").replace(/\s+/g, " ");
/** A page's text: no tags, entities decoded. */
const textOf = async (path: string) => plain(mainOf(await pageHtml(await request(path))).replace(/<[^>]+>/g, " "));

/** A price as a page in `locale` writes it. */
const price = (locale: Locale, amount: number) => plain(formatMoney(locale, amount, "USD"));
/** A range of the intake's estimate as the page restates it: each end in the page's money format. */
const estimated = (locale: Locale, low: number, high: number) => `${price(locale, low)} - ${price(locale, high)}`;

const hotel = (name: string, stars: number, pricePerNight: number) =>
  plainFormBody({
    intent: "save",
    name,
    nameAr: `فندق ${stars}`,
    stars: String(stars),
    type: "hotel",
    pricePerNight: String(pricePerNight),
    facilityId: "cairo-heart-institute",
    distanceKm: "0.5",
    amenities: "Free Wi-Fi",
    medicalFeatures: "",
  });

async function addShown(cookie: string, name: string, stars: number, pricePerNight: number) {
  const created = await postAs("/staff/hotels/new", cookie, hotel(name, stars, pricePerNight));
  expect(created.status).toBe(302);
  const id = created.headers.get("Location")!.split("/").at(-1)!;
  expect((await postAs(`/staff/hotels/${id}`, cookie, { intent: "active", hotelId: id, active: "1" })).status).toBe(
    302,
  );
  return id;
}

const retire = async (cookie: string, id: string) =>
  expect((await postAs(`/staff/hotels/${id}`, cookie, { intent: "active", hotelId: id, active: "0" })).status).toBe(
    302,
  );

// A test that failed half-way leaves no hotel shown to the next.
afterEach(async () => {
  await env.DB.batch([
    env.DB.prepare("UPDATE trip_plan_accommodations SET is_active = 0"),
    env.DB.prepare("UPDATE data_versions SET version = version + 1 WHERE name = 'hotels'"),
  ]);
});

describe.each(eachLocale)("the nightly prices in $locale", ({ locale, t, at }) => {
  const comfortAt = (amount: number) => plain(t("facilities.hotels.night.comfort", { price: price(locale, amount) }));
  const luxuryAt = (amount: number) => plain(t("facilities.hotels.night.luxury", { price: price(locale, amount) }));
  const question = locale === "en" ? "How much does accommodation cost?" : "كم تكلفة السكن؟";
  // LASIK: 3-5 nights in a hotel; the estimate multiplies them by the cheapest and the dearest shown night.
  const lasikNights = t("intake.cost.hotelNights", { nights: "3-5" });
  const guide = async () =>
    (await planContent(planners[locale], locale, nightRate(await nightlyPrices()))).costGuides["eye-surgery"]!.map(
      (part) => part.part,
    );

  it("are stated from the shown hotels, follow a price change, a new category and the last hotel's retirement, and are never invented", async () => {
    const admin = await devStaff("admin");
    const noHotel = async () => {
      const faq = await textOf(at("/faq"));
      expect(faq).not.toContain(question);
      expect(await textOf(at("/travel-info?tab=accommodation"))).not.toContain(t("travel.stay.prices"));
      expect(await textOf(at("/travel-info/guide"))).not.toContain(t("travel.stay.prices"));
      const estimate = await textOf(at("/start-journey?step=5&treatment=eye-surgery"));
      expect(estimate).toContain(t("intake.cost.transfers"));
      expect(estimate).not.toContain(lasikNights);
      expect(await guide()).toEqual(["treatment", "flights", "other"]);
    };
    await noHotel();

    const comfort = await addShown(admin.cookie, `Comfort Inn ${locale}`, 3, 85);
    const faq = await textOf(at("/faq"));
    expect(faq).toContain(question);
    expect(faq).toContain(comfortAt(85));
    const travel = await textOf(at("/travel-info?tab=accommodation"));
    expect(travel).toContain(`${t("facilities.hotels.category.comfort")} ${price(locale, 85)}`);
    expect(faq).not.toContain(luxuryAt(0).replace(price(locale, 0), "").trim());
    expect(await textOf(at("/start-journey?step=5&treatment=eye-surgery"))).toContain(
      `${lasikNights} ${estimated(locale, 255, 425)}`,
    );
    expect(await guide()).toEqual(["treatment", "accommodation", "flights", "other"]);

    // The price changes: every page states the new one, none the old.
    const edited = await postAs(`/staff/hotels/${comfort}`, admin.cookie, hotel(`Comfort Inn ${locale}`, 3, 95));
    expect(edited.status).toBe(302);
    const repriced = await textOf(at("/faq"));
    expect(repriced).toContain(comfortAt(95));
    expect(repriced).not.toContain(price(locale, 85));
    expect(await textOf(at("/travel-info/guide"))).toContain(
      `${t("facilities.hotels.category.comfort")} ${price(locale, 95)}`,
    );
    expect(await textOf(at("/start-journey?step=5&treatment=eye-surgery"))).toContain(
      `${lasikNights} ${estimated(locale, 285, 475)}`,
    );

    // A hotel of another category adds its own price, cheapest category first, and widens the estimate's range.
    const luxury = await addShown(admin.cookie, `Palace ${locale}`, 5, 260);
    const both = await textOf(at("/faq"));
    expect(both).toContain(comfortAt(95));
    expect(both).toContain(luxuryAt(260));
    expect(both.indexOf(comfortAt(95))).toBeLessThan(both.indexOf(luxuryAt(260)));
    // Arabic money reads as Arabic writes it (arabic.test.ts): the amount, then US$.
    if (locale === "ar") expect(both).toContain("95 US$ في فندق مريح و260 US$ في فندق فاخر");
    const table = await textOf(at("/travel-info?tab=accommodation"));
    expect(table).toContain(`${t("facilities.hotels.category.luxury")} ${price(locale, 260)}`);
    expect(await textOf(at("/start-journey?step=5&treatment=eye-surgery"))).toContain(
      `${lasikNights} ${estimated(locale, 285, 1300)}`,
    );

    // A second hotel of a category gives it a range, its cheapest night first.
    const second = await addShown(admin.cookie, `Second Inn ${locale}`, 3, 120);
    const range = `${price(locale, 95)} – ${price(locale, 120)}`;
    expect(await textOf(at("/travel-info?tab=accommodation"))).toContain(
      `${t("facilities.hotels.category.comfort")} ${range}`,
    );
    expect(await textOf(at("/faq"))).toContain(plain(t("facilities.hotels.night.comfort", { price: range })));

    // Retiring the last shown hotels takes every nightly figure off, with no typed one in its place.
    await retire(admin.cookie, comfort);
    await retire(admin.cookie, second);
    expect(await textOf(at("/faq"))).not.toContain(comfortAt(120));
    await retire(admin.cookie, luxury);
    await noHotel();
  }, 120_000);
});

/** A request to the worker with the page cache on, waiting until the page has been kept. */
/**
 * A visit with the page cache on. The console's edits run in the worker's other instance, as in another isolate; with
 * no version trusted from memory, this one sees each edit on its very next request, whatever the clock says.
 */
function visit(path: string) {
  return withEnv({ ...env, DATA_VERSION_TRUSTED_MS: "0" }, async () => {
    const ctx = createExecutionContext();
    const headers = new Headers({ "CF-Connecting-IP": randomIp() });
    const response = await worker.fetch(
      new Request(new URL(path, ORIGIN), { redirect: "manual", headers }) as Parameters<typeof worker.fetch>[0],
      { ...env, PAGE_CACHE: "on" } as Env,
      ctx,
    );
    const body = await pageHtml(response);
    await waitOnExecutionContext(ctx);
    return { body: plain(body), cache: response.headers.get("X-NileCare-Cache") };
  }) as Promise<{ body: string; cache: string | null }>;
}

describe("a kept page stating the nightly prices", () => {
  it("is rendered afresh after a hotel edit", async () => {
    const admin = await devStaff("admin");
    const id = await addShown(admin.cookie, "Cached Comfort Inn", 3, 110);
    const pages = [
      "/faq",
      "/ar/faq",
      "/travel-info?tab=accommodation",
      "/ar/travel-info?tab=accommodation",
      "/travel-info/guide",
    ];
    for (const path of pages) {
      await visit(path);
      const kept = await visit(path);
      expect(kept.cache, path).toBe("hit");
      expect(kept.body, path).toContain(price(path.startsWith("/ar") ? "ar" : "en", 110));
    }
    expect((await postAs(`/staff/hotels/${id}`, admin.cookie, hotel("Cached Comfort Inn", 3, 120))).status).toBe(302);
    for (const path of pages) {
      const next = await visit(path);
      expect(next.cache, path).toBe("miss");
      expect(next.body, path).toContain(price(path.startsWith("/ar") ? "ar" : "en", 120));
      expect(next.body, path).not.toContain(price(path.startsWith("/ar") ? "ar" : "en", 110));
    }
    await retire(admin.cookie, id);
  }, 120_000);
});
