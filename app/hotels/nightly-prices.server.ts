import { eq } from "drizzle-orm";
import { byDataVersion } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { tripPlanAccommodations as hotels } from "~/db/schema";
import { translatorFor } from "~/i18n/catalogue.server";
import { intlLocale } from "~/i18n/format";
import { ltrText } from "~/i18n/isolate";
import { listFormat } from "~/i18n/intl";
import { formatMoney } from "~/i18n/money";
import type { Locale } from "~/i18n/locales";
import { fillTokens } from "~/domain/tokens";
import { hotelCategory, type HotelCategory } from "./hotel-category";

/** The cheapest and the dearest night of the shown hotels of one category, in whole US dollars. */
export type NightlyPrice = { category: HotelCategory; low: number; high: number };

/** Categories from the fewest stars up: the order a page states prices in, cheapest first. */
const categoryOrder: readonly HotelCategory[] = [1, 2, 3, 4, 5].map((stars) => hotelCategory(stars));

/**
 * The nightly prices of the hotels the site shows, per category (decision 0165): each category's cheapest and dearest
 * night, from the fewest stars up; a category without a shown hotel is left out, so with none the list is empty.
 * Kept by the hotels' data version, so a page that states them is keyed by it.
 */
export async function nightlyPrices(): Promise<NightlyPrice[]> {
  const rows = await byDataVersion("hotels", "nightly-prices", () =>
    db.select({ stars: hotels.starRating, price: hotels.pricePerNight }).from(hotels).where(eq(hotels.isActive, true)),
  );
  const byCategory = new Map<HotelCategory, NightlyPrice>();
  for (const { stars, price } of rows) {
    const category = hotelCategory(stars);
    const seen = byCategory.get(category);
    byCategory.set(
      category,
      seen
        ? { category, low: Math.min(seen.low, price), high: Math.max(seen.high, price) }
        : { category, low: price, high: price },
    );
  }
  return categoryOrder.flatMap((category) => byCategory.get(category) ?? []);
}

/** The cheapest and the dearest night of any shown hotel: what a stay's estimate multiplies; null while none is shown. */
export function nightRate(prices: readonly NightlyPrice[]): { low: number; high: number } | null {
  if (prices.length === 0) return null;
  return { low: Math.min(...prices.map((p) => p.low)), high: Math.max(...prices.map((p) => p.high)) };
}

/**
 * A category's price, each end written on its own as `<Money>` restates a range, and one price once where a category's
 * hotels cost the same (Intl's range would write it "~$85").
 */
function priceOf(locale: Locale, { low, high }: NightlyPrice, inText = false) {
  const text = [...new Set([low, high])].map((amount) => formatMoney(locale, amount, "USD")).join(" – ");
  return inText ? ltrText(text) : text;
}

/** Each category's row of the travel page's price table, in the page's language: its name and its nightly price. */
export function nightlyPriceRows(prices: readonly NightlyPrice[], locale: Locale) {
  const t = translatorFor(locale);
  return prices.map((price) => ({
    category: t(`facilities.hotels.category.${price.category}`),
    price: priceOf(locale, price),
  }));
}

/**
 * Content with the hotels' prices stated: `{hotels.nightlyPrices}` becomes "$85 at a comfort hotel, $125 – $185 at an
 * upscale hotel and $260 at a luxury hotel"; while no hotel is shown the sentence naming it is left out
 * (`fillTokens`), never given a typed figure.
 */
export function stateHotelPrices<T>(value: T, prices: readonly NightlyPrice[], locale: Locale): T {
  const t = translatorFor(locale);
  const phrases = prices.map((price) =>
    t(`facilities.hotels.night.${price.category}`, { price: priceOf(locale, price, locale !== "en") }),
  );
  const list = listFormat(intlLocale(locale), { type: "conjunction" });
  return fillTokens(value, "hotels", { nightlyPrices: phrases.length > 0 ? list.format(phrases) : null });
}
