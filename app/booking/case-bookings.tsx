import * as ui from "~/styles/ui.css";
import * as styles from "./booking.css";
import { VideoCallLink } from "./video-call-link";
import { CasePanel } from "~/staff/case-panel";

const statusLabels = { confirmed: "Booked", done: "Done", no_show: "No-show", cancelled: "Cancelled" } as const;

export type CaseBooking = {
  id: string;
  cairoTime: string;
  patientTime: string;
  status: string;
  topic: string;
  videoCall: string | null;
};

/** The "Consultations" section of a staff case page; its data comes from `consultationsOfCases`. */
export function CaseBookings({ bookings }: { bookings: CaseBooking[] }) {
  return (
    <CasePanel id="case-consultations" title="Consultations">
      {bookings.length === 0 ? (
        <p className={styles.hint}>No consultations booked.</p>
      ) : (
        <ul className={styles.rowList}>
          {bookings.map((b) => (
            <li key={b.id} className={styles.bookingCard}>
              <p className={styles.summaryValue}>
                <strong>{b.cairoTime}</strong>{" "}
                <span className={ui.badge}>{statusLabels[b.status as keyof typeof statusLabels] ?? b.status}</span>
              </p>
              <p className={styles.hint}>Patient's time: {b.patientTime}</p>
              {b.topic ? <p className={styles.summaryValue}>{b.topic}</p> : null}
              <VideoCallLink href={b.videoCall} />
            </li>
          ))}
        </ul>
      )}
    </CasePanel>
  );
}
