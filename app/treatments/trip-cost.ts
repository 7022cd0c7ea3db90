import { stayRates } from "~content/trip-costs";
import { priceRange, type TreatmentProcedure } from "~content/treatments/schema";
import { compareSavings } from "~/domain/savings";

export type Range = { low: number; high: number };

/** The parts of a trip for one procedure, each a range in US dollars (decision 0122). */
export type TripCost = {
  procedure: Range;
  /** Null for an outpatient procedure: no hospital nights. */
  hospital: { nights: Range; cost: Range } | null;
  hotel: { nights: Range; cost: Range };
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

/** The whole trip for one catalogue procedure, from its price, its typical nights and the stay rates. */
export function tripCost(procedure: Pick<TreatmentProcedure, "price" | "egyptPrice" | "internationalPrices" | "hospitalNights" | "nightsInEgypt">): TripCost {
  const [low, high] = priceRange(procedure.price);
  const price = { low, high };
  const hospitalNights = { low: procedure.hospitalNights[0], high: procedure.hospitalNights[1] };
  const hotelNights = {
    low: procedure.nightsInEgypt[0] - hospitalNights.low,
    high: procedure.nightsInEgypt[1] - hospitalNights.high,
  };
  const hospital = hospitalNights.high === 0 ? null : { nights: hospitalNights, cost: times(hospitalNights, stayRates.hospitalNight) };
  const hotel = { nights: hotelNights, cost: times(hotelNights, stayRates.hotelNight) };
  const weeks = { low: Math.ceil(procedure.nightsInEgypt[0] / 7), high: Math.ceil(procedure.nightsInEgypt[1] / 7) };
  const concierge = times(weeks, stayRates.conciergeWeek);
  const total = add(price, hospital?.cost ?? { low: 0, high: 0 }, hotel.cost, stayRates.transfers, concierge);
  const abroad = compareSavings(procedure.egyptPrice, procedure.internationalPrices).countries.map((c) => c.priceUsd);
  const home = { low: Math.min(...abroad), high: Math.max(...abroad) };
  const saving = { low: home.low - price.low, high: home.high - price.high };
  return {
    procedure: price,
    hospital,
    hotel,
    transfers: stayRates.transfers,
    concierge,
    flights: stayRates.flights,
    total,
    home,
    saving: { low: Math.min(saving.low, saving.high), high: Math.max(saving.low, saving.high) },
    savingPercent: {
      low: Math.round(Math.min(saving.low / home.low, saving.high / home.high) * 100),
      high: Math.round(Math.max(saving.low / home.low, saving.high / home.high) * 100),
    },
  };
}
