import { formatDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { PublicReview } from "./reviews.server";

/** "November 2026" from the stored YYYY-MM, in `locale`. */
export function treatedMonthIn(locale: Locale, month: string) {
  return formatDate(locale, new Date(`${month}-01T00:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" });
}

/** Who wrote a review, as the patient chose to be shown ("Omar, Jordan"), or "" when they chose neither. */
export function reviewerOf(review: Pick<PublicReview, "shownName" | "shownCountry">, comma: string) {
  return [review.shownName, review.shownCountry].filter(Boolean).join(`${comma} `);
}
