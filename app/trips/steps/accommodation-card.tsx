import { Money } from "~/i18n/money";
import { useFormat, useT } from "~/i18n/use-t";
import { StarRating } from "~/ui/star-rating";
import * as ui from "~/styles/ui.css";
import { usePlanContent } from "../planner-content";
import type { AccommodationOption } from "../trip-plans.server";
import * as styles from "../plan.css";

/** Where the price goes in the translated "{price} per night"; the price itself is bold and left to right. */
const PRICE_MARK = "\u0000";

/**
 * One place to stay in the list of options: stars, distance, price, three amenities, two medical features.
 * The name is the partner's own, as stored (English), and marked as English.
 */
export function AccommodationCard({ option }: { option: AccommodationOption }) {
  const { hotelTypeOptions } = usePlanContent();
  const t = useT();
  const format = useFormat();
  const typeName = hotelTypeOptions.find((h) => h.id === option.type)?.name ?? option.type;
  const moreAmenities = option.amenities.length - 3;
  const [beforePrice, afterPrice] = t("planner.perNight", { price: PRICE_MARK }).split(PRICE_MARK);
  return (
    <li className={styles.optionCard}>
      <h4 className={styles.optionName} lang="en">
        {option.name}
      </h4>
      <StarRating rating={option.starRating} size={16} />
      <p className={ui.muted}>
        {t("planner.kmToHospital", { type: typeName, km: format.number(option.distanceToHospitalKm) })}
      </p>
      <p>
        {beforePrice}
        <strong>
          <Money amount={option.pricePerNight} currency="USD" />
        </strong>
        {afterPrice}
      </p>
      <ul className={styles.tagList} aria-label={t("planner.amenities")}>
        {option.amenities.slice(0, 3).map((amenity) => (
          <li key={amenity} className={styles.tag}>
            {amenity}
          </li>
        ))}
        {moreAmenities > 0 ? (
          <li className={styles.tag}>{t("planner.moreAmenities", { count: format.number(moreAmenities) })}</li>
        ) : null}
      </ul>
      <ul className={styles.tagList} aria-label={t("planner.medicalFeatures")}>
        {option.specialMedicalFeatures.slice(0, 2).map((feature) => (
          <li key={feature} className={styles.medicalTag}>
            {feature}
          </li>
        ))}
      </ul>
    </li>
  );
}
