import { hotelTypeOptions } from "~content/trip-planner";
import { StarRating } from "~/ui/star-rating";
import * as ui from "~/styles/ui.css";
import { formatMoney } from "../plan-draft";
import type { AccommodationOption } from "../trip-plans.server";
import * as styles from "../plan.css";

/** One place to stay in the list of options: stars, distance, price, three amenities, two medical features. */
export function AccommodationCard({ option }: { option: AccommodationOption }) {
  const typeName = hotelTypeOptions.find((h) => h.id === option.type)?.name ?? option.type;
  const moreAmenities = option.amenities.length - 3;
  return (
    <li className={styles.optionCard}>
      <h4 className={styles.optionName}>{option.name}</h4>
      <StarRating rating={option.starRating} size={16} />
      <p className={ui.muted}>
        {typeName} · {option.distanceToHospitalKm} km to hospital
      </p>
      <p>
        <strong>{formatMoney(option.pricePerNight, "USD")}</strong> per night
      </p>
      <ul className={styles.tagList} aria-label="Amenities">
        {option.amenities.slice(0, 3).map((amenity) => (
          <li key={amenity} className={styles.tag}>
            {amenity}
          </li>
        ))}
        {moreAmenities > 0 ? <li className={styles.tag}>+{moreAmenities} more</li> : null}
      </ul>
      <ul className={styles.tagList} aria-label="Medical features">
        {option.specialMedicalFeatures.slice(0, 2).map((feature) => (
          <li key={feature} className={styles.medicalTag}>
            {feature}
          </li>
        ))}
      </ul>
    </li>
  );
}
