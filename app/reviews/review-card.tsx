import type { ReactNode } from "react";
import { useFormat, useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { StarRating } from "~/ui/star-rating";
import type { PublicReview } from "./reviews.server";
import * as styles from "./reviews.css";

/** "November 2026" from the stored YYYY-MM, in the page's language. */
export function useTreatedMonth() {
  const format = useFormat();
  return (month: string) => format.date(new Date(`${month}-01T00:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" });
}

/**
 * One verified review as every page shows it: who (as the patient chose), "Verified patient · treated <month>",
 * both ratings and the text; a review NileCare hid shows only "Removed by NileCare: <reason>".
 */
export function VerifiedReviewCard({ review, children }: { review: PublicReview; children?: ReactNode }) {
  const t = useT();
  const treatedMonth = useTreatedMonth();
  const who = [review.shownName, review.shownCountry].filter(Boolean).join(t("stories.reviews.comma") + " ");
  return (
    <article className={ui.card}>
      <div className={styles.header}>
        <div>
          {/* The patient's own name and words, in whatever language they wrote: isolated so punctuation keeps its side. */}
          {who ? (
            <h3 className={styles.name}>
              <bdi>{who}</bdi>
            </h3>
          ) : null}
          <span className={styles.verified}>{t("reviews.verified", { month: treatedMonth(review.treatedMonth) })}</span>
        </div>
      </div>
      {review.removedReason !== null ? (
        <p className={styles.removed}>{t("reviews.removed", { reason: review.removedReason })}</p>
      ) : (
        <>
          <p className={styles.stars}>
            <span>
              {t("reviews.doctorStars")} <StarRating rating={review.doctorStars} size={16} inline />
            </span>
            <span>
              {t("reviews.serviceStars")} <StarRating rating={review.serviceStars} size={16} inline />
            </span>
          </p>
          <p className={styles.text} dir="auto">
            {review.text}
          </p>
        </>
      )}
      {children}
    </article>
  );
}
