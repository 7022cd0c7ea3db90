import { Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import type { HotelCategory } from "./hotel-category";
import * as styles from "./hotels.css";

type NearbyHotel = { id: string; name: string; stars: number; category: HotelCategory; distanceKm: number; photo: string | null };

/** The hotels near a facility, nearest first: photo, name (a link to the hotel's page), official stars with the category they give, distance. */
export function NearbyHotels({ hotels, facility }: { hotels: readonly NearbyHotel[]; facility: string }) {
  const t = useT();
  return (
    <ul className={styles.list}>
      {hotels.map((hotel) => (
        <li key={hotel.id} className={hotel.photo ? styles.item : undefined}>
          {hotel.photo ? <img src={hotel.photo} alt="" width={96} height={72} loading="lazy" className={styles.photo} /> : null}
          <div>
            <h3 className={styles.name}>
              <Link to={`/hotels/${hotel.id}`}>{hotel.name}</Link>
            </h3>
            <p className={styles.line}>{t("facilities.hotels.line", { stars: hotel.stars, category: t(`facilities.hotels.category.${hotel.category}`) })}</p>
            <p className={`${styles.line} ${ui.muted}`}>{t("facilities.hotels.distance", { km: hotel.distanceKm, facility })}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
