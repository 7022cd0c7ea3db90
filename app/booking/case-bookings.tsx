import * as ui from "~/styles/ui.css";
import * as styles from "./booking.css";
import { VideoCallLink } from "./video-call-link";
import { CasePanel } from "~/staff/case-panel";
import { BookCallForm, CallDayPicker, ChangeCallForms } from "./staff-call-forms";
import type { CallSlots } from "./staff-call-schema";

const statusLabels = { confirmed: "Booked", done: "Done", no_show: "No-show", cancelled: "Cancelled" } as const;

export type CaseBooking = {
  id: string;
  cairoTime: string;
  patientTime: string;
  status: string;
  topic: string;
  videoCall: string | null;
  changeable: boolean;
};

/**
 * The "Consultations" section of a staff case page (and of the patient's page, without forms); its data comes from
 * `caseCalls`. On a case, staff who work it move or cancel an upcoming call and book one for the patient (`slots`:
 * null where the case takes no bookings).
 */
export function CaseBookings({ bookings, forms }: { bookings: CaseBooking[]; forms?: { caseId: string; slots: CallSlots | null } }) {
  const action = `/staff/cases/${forms?.caseId}`;
  const slots = forms?.slots;
  return (
    <CasePanel id="case-consultations" title="Consultations">
      {slots ? <CallDayPicker slots={slots} action={`${action}#case-consultations`} /> : null}
      {bookings.length === 0 ? (
        <p className={styles.hint}>No consultations booked.</p>
      ) : (
        <ul className={styles.rowList}>
          {bookings.map((b) => (
            <li key={b.id} className={styles.bookingCard} aria-label={`Call ${b.cairoTime}`}>
              <p className={styles.summaryValue}>
                <strong>{b.cairoTime}</strong>{" "}
                <span className={ui.badge}>{statusLabels[b.status as keyof typeof statusLabels] ?? b.status}</span>
              </p>
              <p className={styles.hint}>Patient's time: {b.patientTime}</p>
              {b.topic ? <p className={styles.summaryValue}>{b.topic}</p> : null}
              <VideoCallLink href={b.videoCall} />
              {slots && b.changeable ? <ChangeCallForms action={action} bookingId={b.id} slots={slots} /> : null}
            </li>
          ))}
        </ul>
      )}
      {slots ? <BookCallForm action={action} slots={slots} /> : null}
    </CasePanel>
  );
}
