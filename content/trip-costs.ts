/**
 * What a stay in Egypt costs around the procedure, in whole US dollars: the rates the intake's estimate and the
 * planner's budget guide multiply by a procedure's typical nights (the catalogue in D1, `hospitalNights` and
 * `nightsInEgypt`). No words, so no Arabic twin.
 */
export const stayRates = {
  /** A night in hospital beyond what the procedure's price includes. */
  hospitalNight: { low: 400, high: 400 },
  /** A night in a hotel or serviced apartment near the hospital. */
  hotelNight: { low: 100, high: 300 },
  /** Airport and hospital transfers for the whole stay. */
  transfers: { low: 200, high: 400 },
  /** Concierge services, per started week. */
  conciergeWeek: { low: 250, high: 400 },
  /** A return flight from Europe or North America, economy. */
  flights: { low: 400, high: 1200 },
} as const;
