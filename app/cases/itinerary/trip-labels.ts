import type { TripMoment } from "./itinerary-rules";

/** The trip's moments as the staff console names them; each is a date and a time on Cairo's clock. */
export const momentLabels: Record<TripMoment, string> = {
  arrival: "Arrival (landing)",
  admission: "Hospital admission",
  procedure: "Procedure",
  discharge: "Discharge",
  flightHome: "Flight home",
};
