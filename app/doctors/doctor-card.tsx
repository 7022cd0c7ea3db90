import { Link } from "react-router";
import { StarIcon } from "~/shell/icons";
import * as ui from "~/styles/ui.css";
import type { DoctorSummary } from "./doctors.server";
import * as styles from "./doctors.css";

/** Cards show at most three languages. */
export const CARD_LANGUAGE_LIMIT = 3;

export function initialsOf(name: string) {
  return name
    .replace(/^Dr\.?\s+/i, "")
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
}

export function DoctorCard({ doctor, headingLevel = 3 }: { doctor: DoctorSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={ui.card}>
      <div className={styles.cardHeader}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(doctor.name)}
        </span>
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
        {doctor.languages.slice(0, CARD_LANGUAGE_LIMIT).map((language) => (
          <li key={language} className={styles.language}>
            {language}
          </li>
        ))}
      </ul>
      <div className={ui.buttonRow}>
        <Link to={`/doctors/${doctor.id}`} className={ui.button.outline} aria-label={`View full profile of ${doctor.name}`}>
          View Full Profile
        </Link>
      </div>
    </article>
  );
}
