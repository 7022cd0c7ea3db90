import type { TreatmentSpecialty } from "~content/treatments/schema";

/**
 * The figures of one procedure of an English specialty file. The Arabic twins take prices, rates
 * and savings from the English files, so the two languages can never quote different numbers.
 */
export function procedureFigures(specialty: TreatmentSpecialty, index: number) {
  const procedure = specialty.procedures[index];
  if (!procedure) throw new Error(`content/treatments/${specialty.id}.ts has no procedure ${index}`);
  const { price, egyptPrice, internationalPrices, successRate } = procedure;
  return { price, egyptPrice, internationalPrices, successRate };
}

/** The specialty's own figures (the card's price and savings). */
export function specialtyFigures({ egyptPrice, internationalPrices, averageSavings }: TreatmentSpecialty) {
  return { egyptPrice, internationalPrices, averageSavings };
}
