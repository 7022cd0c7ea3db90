/**
 * What a case's trip is made of and when it can be planned. The one place that decides whether a
 * coordinator may plan the trip is tripCanBePlanned: today an accepted quote opens it; once the
 * deposit is taken through the provider, the deposit's payment will.
 */
export type TripFacts = { hasAcceptedQuote: boolean };

export function tripCanBePlanned(facts: TripFacts) {
  return facts.hasAcceptedQuote;
}

export const itineraryMoments = ["arrival", "admission", "procedure", "discharge", "flightHome"] as const;
export type ItineraryMoment = (typeof itineraryMoments)[number];

export type Itinerary = {
  caseId: string;
  arrivalAt: Date | null;
  admissionAt: Date | null;
  procedureAt: Date | null;
  dischargeAt: Date | null;
  flightHomeAt: Date | null;
  facility: string | null;
  hotelName: string | null;
  hotelCheckIn: string | null;
  hotelNights: number | null;
  arrivalFlight: string | null;
  meetBy: string | null;
};

/** One calendar entry of the itinerary: a moment, or the hotel stay from check-in to check-out. */
export type ItineraryItem = { key: ItineraryMoment | "hotel"; start: Date; end: Date; allDay: boolean };

const momentColumn = {
  arrival: "arrivalAt",
  admission: "admissionAt",
  procedure: "procedureAt",
  discharge: "dischargeAt",
  flightHome: "flightHomeAt",
} as const satisfies Record<ItineraryMoment, keyof Itinerary>;

/** How long a moment's calendar entry lasts: a moment is a time to be somewhere, not a span. */
const momentMinutes: Record<ItineraryMoment, number> = {
  arrival: 60,
  admission: 60,
  procedure: 120,
  discharge: 60,
  flightHome: 120,
};

function addDays(day: string, days: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

/** The itinerary's entries in time order; a moment not recorded yet has none. */
export function itineraryItems(it: Itinerary): ItineraryItem[] {
  const items: ItineraryItem[] = [];
  for (const key of itineraryMoments) {
    const start = it[momentColumn[key]];
    if (start) items.push({ key, start, end: new Date(start.getTime() + momentMinutes[key] * 60_000), allDay: false });
  }
  if (it.hotelCheckIn && it.hotelNights) {
    items.push({ key: "hotel", start: addDays(it.hotelCheckIn, 0), end: addDays(it.hotelCheckIn, it.hotelNights), allDay: true });
  }
  return items.sort((a, b) => a.start.getTime() - b.start.getTime());
}
