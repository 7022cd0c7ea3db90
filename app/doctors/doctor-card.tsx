import { Link } from "react-router";
import { StarIcon } from "~/shell/icons";
import * as ui from "~/styles/ui.css";
import { doctorAvatarUrl } from "./avatar-url";
import type { DoctorSummary } from "./doctors.server";
import * as styles from "./doctors.css";

/** Cards show at most three languages. */
export const CARD_LANGUAGE_LIMIT = 3;

/** The languages in card order: the one the visitor filtered by comes first, so its badge always shows. */
function languagesFirst(languages: readonly string[], wanted: string | undefined) {
  return wanted && languages.includes(wanted) ? [wanted, ...languages.filter((l) => l !== wanted)] : languages;
}

export function DoctorCard({
  doctor,
  headingLevel = 3,
  language,
}: {
  doctor: DoctorSummary;
  headingLevel?: 2 | 3;
  /** The language the list is filtered by, if any. */
  language?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const languages = languagesFirst(doctor.languages, language);
  return (
    <article className={ui.card}>
      <div className={styles.cardHeader}>
        <img src={doctorAvatarUrl(doctor)} alt="" width={56} height={56} loading="lazy" decoding="async" className={styles.avatar} />
        <div>
          <Heading className={styles.name}>{doctor.name}</Heading>
          <p className={styles.specialization}>{doctor.specialization}</p>
        </div>
      </div>
      <p className={ui.muted}>{doctor.title}</p>
      <p className={styles.rating}>
        <StarIcon width={16} height={16} />
        <span>
          {doctor.patientRating.toFixed(1)} <span className={ui.muted}>({doctor.totalReviews} reviews)</span>
        </span>
      </p>
      <p className={ui.muted}>{doctor.experienceYears} years of experience</p>
      <ul className={styles.languages} aria-label="Languages">
        {languages.slice(0, CARD_LANGUAGE_LIMIT).map((name) => (
          <li key={name} className={styles.language}>
            {name}
          </li>
        ))}
        {languages.length > CARD_LANGUAGE_LIMIT ? (
          <li className={styles.language}>
            <span aria-hidden="true">+{languages.length - CARD_LANGUAGE_LIMIT}</span>
            <span className={ui.visuallyHidden}>and {languages.slice(CARD_LANGUAGE_LIMIT).join(", ")}</span>
          </li>
        ) : null}
      </ul>
      <div className={ui.buttonRow}>
        <Link to={`/doctors/${doctor.id}`} className={ui.button.outline} aria-label={`View full profile of ${doctor.name}`}>
          View Full Profile
        </Link>
      </div>
    </article>
  );
}
