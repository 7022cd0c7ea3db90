/**
 * The one place that decides whether a coordinator may plan a case's trip. Today an accepted
 * quote opens it; once the deposit is taken through the payment provider, the paid deposit will,
 * and only this function and the facts it is given change.
 */
export type TripFacts = { hasAcceptedQuote: boolean };

export function tripCanBePlanned(facts: TripFacts) {
  return facts.hasAcceptedQuote;
}
