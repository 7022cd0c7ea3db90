import { stayRates } from "~content/trip-costs";
import { compareSavings } from "~/domain/savings";
import type { CatalogueProcedure } from "./catalogue-figures";

export type Range = { low: number; high: number };

/** The parts of a trip for one procedure, each a range in US dollars (decision 0122). */
export type TripCost = {
  procedure: Range;
  /** Null for an outpatient procedure: no hospital nights. */
  hospital: { nights: Range; cost: Range } | null;
  /** Null while the site shows no hotel: no price to multiply the nights by. */
  hotel: { nights: Range; cost: Range } | null;
  transfers: Range;
  concierge: Range;
  flights: Range;
  /** The procedure and the stay in Egypt, without flights (the flight depends on where you come from). */
  total: Range;
  /** The same procedure's price in the four comparison countries: the cheapest and the dearest, in dollars. */
  home: Range;
  /** Home minus Egypt for the procedure alone, as amounts and whole percentages. */
  saving: Range;
  savingPercent: Range;
};

const times = (nights: Range, rate: Range): Range => ({ low: nights.low * rate.low, high: nights.high * rate.high });
const add = (...ranges: Range[]): Range => ({
  low: ranges.reduce((sum, r) => sum + r.low, 0),
  high: ranges.reduce((sum, r) => sum + r.high, 0),
});

/**
 * The whole treatment for one catalogue procedure, from its price, its typical nights, the stay rates and `hotelNight`,
 * the cheapest and dearest night of the hotels the site shows (null while it shows none: the stay's hotel part is left
 * out, not guessed): a procedure done over several trips (implants, then their crowns) pays each trip's stay,
 * transfers and flight; its hospital nights are counted once.
 */
export function tripCost(
  procedure: Pick<CatalogueProcedure, "priceRange" | "egyptPrice" | "internationalPrices" | "hospitalNights" | "nightsInEgypt" | "trips">,
  hotelNight: Range | null,
): TripCost {
  const [low, high] = procedure.priceRange;
  const price = { low, high };
  const { trips } = procedure;
  const hospitalNights = { low: procedure.hospitalNights[0], high: procedure.hospitalNights[1] };
  const hotelNights = {
    low: procedure.nightsInEgypt[0] * trips - hospitalNights.low,
    high: procedure.nightsInEgypt[1] * trips - hospitalNights.high,
  };
  const hospital = hospitalNights.high === 0 ? null : { nights: hospitalNights, cost: times(hospitalNights, stayRates.hospitalNight) };
  const hotel = hotelNight && { nights: hotelNights, cost: times(hotelNights, hotelNight) };
  const weeks = { low: Math.ceil(procedure.nightsInEgypt[0] / 7) * trips, high: Math.ceil(procedure.nightsInEgypt[1] / 7) * trips };
  const concierge = times(weeks, stayRates.conciergeWeek);
  const perTrip = { low: trips, high: trips };
  const transfers = times(perTrip, stayRates.transfers);
  const none = { low: 0, high: 0 };
  const total = add(price, hospital?.cost ?? none, hotel?.cost ?? none, transfers, concierge);
  const abroad = compareSavings(procedure.egyptPrice, procedure.internationalPrices).countries.map((c) => c.priceUsd);
  const home = { low: Math.min(...abroad), high: Math.max(...abroad) };
  const saving = { low: home.low - price.low, high: home.high - price.high };
  return {
    procedure: price,
    hospital,
    hotel,
    transfers,
    concierge,
    flights: times(perTrip, stayRates.flights),
    total,
    home,
    saving: { low: Math.min(saving.low, saving.high), high: Math.max(saving.low, saving.high) },
    savingPercent: {
      low: Math.round(Math.min(saving.low / home.low, saving.high / home.high) * 100),
      high: Math.round(Math.max(saving.low / home.low, saving.high / home.high) * 100),
    },
  };
}
