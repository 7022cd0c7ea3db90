import type { AlertDelivery, ChoosableAlertEvent } from "~/domain/staff-alerts";

/** The alerts as the settings page names them (the console is in English, decision 0131). */
export const staffAlertLabels: Record<ChoosableAlertEvent, string> = {
  assigned: "A colleague gives you a case",
  "patient-replied": "Your patient answers",
  booked: "Your patient books a consultation",
  cancelled: "Your patient cancels a consultation",
  "quote-decided": "Your patient accepts or declines a quote",
  "due-in-30m": "A reply you owe is due within 30 minutes",
  overdue: "A reply is overdue (admins: on every case)",
};

/** One line of the digest: what happened to the case. */
export const digestLineLabels: Record<ChoosableAlertEvent, string> = {
  assigned: "Given to you",
  "patient-replied": "The patient answered",
  booked: "A consultation was booked",
  cancelled: "A consultation was cancelled",
  "quote-decided": "A quote was accepted or declined",
  "due-in-30m": "Reply due within 30 minutes",
  overdue: "Reply overdue",
};

export const alertDeliveryLabels: Record<AlertDelivery, string> = {
  now: "At once",
  digest: "In the morning digest",
  off: "Not at all",
};
