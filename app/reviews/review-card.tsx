import type { ReactNode } from "react";
import { useLocale, useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { StarRating } from "~/ui/star-rating";
import type { PublicReview } from "./reviews.server";
import * as styles from "./reviews.css";
import { reviewerOf, treatedMonthIn } from "./review-words";

/**
 * One verified review as every page shows it: who (as the patient chose), "Verified patient · treated <month>",
 * both ratings and the text; a review NileCare hid shows only "Removed by NileCare: <reason>".
 */
export function VerifiedReviewCard({ review, children }: { review: PublicReview; children?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const who = reviewerOf(review, t("stories.reviews.comma"));
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
          <span className={styles.verified}>{t("reviews.verified", { month: treatedMonthIn(locale, review.treatedMonth) })}</span>
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
