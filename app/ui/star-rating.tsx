import { useFormat, useT } from "~/i18n/use-t";
import { StarIcon } from "~/ui/icons";
import * as styles from "./star-rating.css";

/**
 * A five-star scale: filled stars up to the rounded rating, outlined ones after, and the exact
 * value spelled out for screen readers ("Rated 4.8 out of 5"). `inline` sits inside a line of
 * text (a doctor's rating and review count).
 */
export function StarRating({ rating, size = 18, inline = false }: { rating: number; size?: number; inline?: boolean }) {
  const t = useT();
  const format = useFormat();
  const filled = Math.round(rating);
  const Tag = inline ? "span" : "p";
  return (
    <Tag className={inline ? styles.inline : styles.block} role="img" aria-label={t("forms.rating", { rating: format.number(rating) })}>
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon
          key={i}
          width={size}
          height={size}
          fill={i < filled ? "currentColor" : "none"}
          stroke={i < filled ? "none" : "currentColor"}
        />
      ))}
    </Tag>
  );
}
