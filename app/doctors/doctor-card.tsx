import { Link } from "~/i18n/links";
import { intlLocale } from "~/i18n/format";
import { listFormat } from "~/i18n/intl";
import { useFormat, useLocale, useT } from "~/i18n/use-t";
import { StarIcon } from "~/ui/icons";
import * as ui from "~/styles/ui.css";
import { doctorAvatarUrl } from "./avatar-url";
import type { DoctorSummary } from "./doctor-summary";
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
  const t = useT();
  const format = useFormat();
  const list = listFormat(intlLocale(useLocale()), { type: "unit", style: "short" });
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
          {format.number(doctor.patientRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}{" "}
          <span className={ui.muted}>{t("reviews.unverified.rating", { count: doctor.totalReviews })}</span>
        </span>
      </p>
      <p className={ui.muted}>{t("doctors.card.experience", { years: doctor.experienceYears })}</p>
      <ul className={styles.languages} aria-label={t("doctors.card.languages")}>
        {languages.slice(0, CARD_LANGUAGE_LIMIT).map((name) => (
          <li key={name} className={styles.language}>
            {name}
          </li>
        ))}
        {languages.length > CARD_LANGUAGE_LIMIT ? (
          <li className={styles.language}>
            <span aria-hidden="true" dir="ltr">{t("doctors.card.moreLanguages", { count: languages.length - CARD_LANGUAGE_LIMIT })}</span>
            <span className={ui.visuallyHidden}>
              {t("doctors.card.moreLanguagesNamed", { names: list.format(languages.slice(CARD_LANGUAGE_LIMIT)) })}
            </span>
          </li>
        ) : null}
      </ul>
      <div className={ui.buttonRow}>
        <Link
          to={`/doctors/${doctor.id}`}
          className={ui.button.outline}
          aria-label={t("doctors.card.viewProfileOf", { name: doctor.name })}
        >
          {t("doctors.card.viewProfile")}
        </Link>
      </div>
    </article>
  );
}
