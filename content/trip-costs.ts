/**
 * What a stay in Egypt costs around the procedure, in whole US dollars: the rates the intake's estimate and the
 * planner's budget guide multiply by a procedure's typical nights (the catalogue in D1, `hospitalNights` and
 * `nightsInEgypt`). A hotel night is not here: it is the shown hotels' own prices (app/hotels/nightly-prices.server.ts).
 * No words, so no Arabic twin.
 */
export const stayRates = {
  /** A night in hospital beyond what the procedure's price includes. */
  hospitalNight: { low: 400, high: 400 },
  /** Airport and hospital transfers for the whole stay. */
  transfers: { low: 200, high: 400 },
  /** Concierge services, per started week. */
  conciergeWeek: { low: 250, high: 400 },
  /** A return flight from Europe or North America, economy. */
  flights: { low: 400, high: 1200 },
} as const;
