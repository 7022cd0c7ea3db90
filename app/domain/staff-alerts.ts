/**
 * The e-mails a staff member gets about the cases they work, and how each may reach them
 * (decision 0158): at once, gathered into the morning digest, or not at all. A staff member who chose nothing
 * gets every one at once.
 */
export const staffAlertEvents = [
  "assigned",
  "patient-replied",
  "booked",
  "cancelled",
  "quote-decided",
  "unassigned-30m",
  "due-in-30m",
  "overdue",
  "reminder",
  "mentioned",
] as const;
export type StaffAlertEvent = (typeof staffAlertEvents)[number];

/** The alerts that reach a staff member of their own, and so can be chosen for: a case nobody has goes to the team inbox. */
export const choosableAlertEvents = [
  "assigned",
  "patient-replied",
  "booked",
  "cancelled",
  "quote-decided",
  "due-in-30m",
  "overdue",
] as const satisfies readonly StaffAlertEvent[];
export type ChoosableAlertEvent = (typeof choosableAlertEvents)[number];

export const alertDeliveries = ["now", "digest", "off"] as const;
export type AlertDelivery = (typeof alertDeliveries)[number];

/** The digest goes out once a day at this minute of Cairo's clock, before the team's office hours. */
export const DIGEST_MINUTE = 7 * 60;
