import { StarIcon } from "~/shell/icons";
import * as styles from "~/home/home.css";

/** A five-star scale (part 2, §9) with its value spelled out for screen readers. */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <p className={styles.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon
          key={i}
          width={size}
          height={size}
          fill={i < rating ? "currentColor" : "none"}
          stroke={i < rating ? "none" : "currentColor"}
        />
      ))}
    </p>
  );
}
