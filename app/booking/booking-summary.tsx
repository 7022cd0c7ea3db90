import { useT } from "~/i18n/use-t";
import * as styles from "./booking.css";

/** The time of a consultation in the patient's zone and in Cairo. */
export function BookingSummary({ times }: { times: { patientZone: string; yourTime: string; cairoTime: string } }) {
  const t = useT();
  return (
    <dl className={styles.summary}>
      <dt className={styles.summaryLabel}>{t("booking.summary.yourTime")}</dt>
      <dd className={styles.summaryValue}>
        {times.yourTime} <span className={styles.hint}>({times.patientZone})</span>
      </dd>
      <dt className={styles.summaryLabel}>{t("booking.summary.cairoTime")}</dt>
      <dd className={styles.summaryValue}>{times.cairoTime}</dd>
      <dt className={styles.summaryLabel}>{t("booking.summary.length")}</dt>
      <dd className={styles.summaryValue}>{t("booking.summary.lengthValue")}</dd>
    </dl>
  );
}
