import { StarIcon } from "~/shell/icons";
import * as styles from "./doctors.css";

/** A five-star scale (part 2, §9), read out as "Rated 4.8 out of 5". */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon key={i} width={size} height={size} className={i < filled ? styles.starOn : styles.starOff} />
      ))}
    </span>
  );
}
