import * as styles from "./booking.css";

/** The time of a consultation in the patient's zone and in Cairo. */
export function BookingSummary({ times }: { times: { patientZone: string; yourTime: string; cairoTime: string } }) {
  return (
    <dl className={styles.summary}>
      <dt className={styles.summaryLabel}>Your time</dt>
      <dd className={styles.summaryValue}>
        {times.yourTime} <span className={styles.hint}>({times.patientZone})</span>
      </dd>
      <dt className={styles.summaryLabel}>Cairo time</dt>
      <dd className={styles.summaryValue}>{times.cairoTime}</dd>
      <dt className={styles.summaryLabel}>Length</dt>
      <dd className={styles.summaryValue}>15 minutes, video call</dd>
    </dl>
  );
}
