import { type Booking } from "./bookings.server";

export const statusLabels: Record<Booking["status"], string> = {
  held: "Not booked yet",
  awaiting_email: "Waiting for your email confirmation",
  confirmed: "Booked",
  cancelled: "Cancelled",
  done: "Completed",
  no_show: "Missed",
};
