import { Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import * as styles from "./facilities.css";

type CardFacility = {
  id: string;
  name: string;
  kindLabel: string;
  address: string;
  description: string | null;
  photo: { src: string; width: number; height: number } | null;
  accreditations: readonly string[];
  specialties: readonly string[];
};

/** A partner facility on About: its first photo, kind, address, current accreditations' bodies and specialties. */
export function FacilityCard({ facility }: { facility: CardFacility }) {
  const t = useT();
  return (
    <article className={ui.card} aria-labelledby={`facility-${facility.id}`}>
      {facility.photo ? (
        <img src={facility.photo.src} alt="" width={facility.photo.width} height={facility.photo.height} loading="lazy" className={ui.cardMedia} />
      ) : null}
      <h3 id={`facility-${facility.id}`}>
        <Link to={`/facilities/${facility.id}`}>{facility.name}</Link>
      </h3>
      <p className={ui.muted}>
        {facility.kindLabel} · {facility.address}
      </p>
      {facility.description ? <p>{facility.description}</p> : null}
      {facility.accreditations.length > 0 ? (
        <>
          <h4>{t("facilities.page.accreditations")}</h4>
          <ul className={styles.tags}>
            {facility.accreditations.map((body) => (
              <li key={body} className={styles.tag}>
                {body}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {facility.specialties.length > 0 ? (
        <>
          <h4>{t("facilities.page.specialties")}</h4>
          <ul className={styles.tags}>
            {facility.specialties.map((name) => (
              <li key={name} className={styles.tag}>
                {name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to={`/facilities/${facility.id}`}>{t("facilities.links.view", { name: facility.name })}</Link>
      </p>
    </article>
  );
}
