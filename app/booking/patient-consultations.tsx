import { useT } from "~/i18n/use-t";
import { Link } from "~/i18n/links";
import * as ui from "~/styles/ui.css";
import * as styles from "./booking.css";
import type { PatientConsultation } from "./patient-consultations.server";

/** The request page's video consultations: each with its time, what became of it, and its page while it is ahead. */
export function PatientConsultations({ consultations }: { consultations: PatientConsultation[] }) {
  const t = useT();
  if (consultations.length === 0) return null;
  return (
    <section id="consultations" className={ui.card} aria-labelledby="consultations-title">
      <h2 id="consultations-title">{t("requests.consultations.title")}</h2>
      <ul className={styles.rowList}>
        {consultations.map((c) => (
          <li key={c.id} className={styles.bookingCard}>
            <p className={styles.summaryValue}>
              <strong>{c.time}</strong> <span className={ui.badge}>{t(`requests.consultations.status.${c.status}`)}</span>
            </p>
            {c.managePath ? (
              <p className={styles.summaryValue}>
                <Link to={c.managePath}>{t("requests.consultations.manage")}</Link>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
