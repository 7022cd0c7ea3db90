/**
 * The one place that decides whether a coordinator may plan a case's trip, and what of a trip the patient reads
 * (so what counts as a change they are told about). Pure: the facts are read by ./itinerary.server.
 */
export type TripFacts = { depositPaid: boolean };

/** The deposit of the accepted quote confirms the dates (decision 0163): the trip opens once it is paid. */
export function tripCanBePlanned(facts: TripFacts) {
  return facts.depositPaid;
}

/** The five moments of a trip, in the order they happen; each is one instant, entered on Cairo's clock. */
export const tripMoments = ["arrival", "admission", "procedure", "discharge", "flightHome"] as const;
export type TripMoment = (typeof tripMoments)[number];

/** Everything the trip form records: the moments, where (kept on the journey row) and the airport meeting. */
export type Trip = Record<TripMoment, number | null> & {
  hospital: string | null;
  doctor: string | null;
  hotel: string | null;
  hotelFrom: string | null;
  hotelTo: string | null;
  arrivalFlight: string | null;
  meetBy: string | null;
  car: string | null;
  driverName: string | null;
  driverPhone: string | null;
  companions: string[];
  passportName: string | null;
  passportNumber: string | null;
};

/**
 * What the patient reads of a trip, in the order the itinerary and the change e-mail list it. The companions and
 * the passport are for the visa letter: a change to them is saved and audited but tells the patient nothing.
 */
export const patientTripFacts = [
  ...tripMoments,
  "hospital",
  "doctor",
  "hotel",
  "hotelNights",
  "arrivalFlight",
  "meetBy",
  "car",
  "driverName",
  "driverPhone",
] as const;
export type PatientTripFact = (typeof patientTripFacts)[number];

/** Every stored fact that differs between two trips (null: none was recorded), by its field name. */
export function changedTripFields(before: Trip | null, after: Trip): (keyof Trip)[] {
  return (Object.keys(after) as (keyof Trip)[]).filter((key) => JSON.stringify(before?.[key] ?? (key === "companions" ? [] : null)) !== JSON.stringify(after[key]));
}

/** The facts the patient reads that differ: the hotel's two dates are one fact, its nights. */
export function patientTripChanges(before: Trip | null, after: Trip): PatientTripFact[] {
  const changed = new Set<string>(changedTripFields(before, after));
  if (changed.has("hotelFrom") || changed.has("hotelTo")) changed.add("hotelNights");
  return patientTripFacts.filter((fact) => changed.has(fact));
}

/** Whether a trip records anything the patient reads. */
export const tripHasPatientFacts = (trip: Trip) => patientTripChanges(null, trip).length > 0;
