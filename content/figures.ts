/**
 * The marketing figures the operator vouches for, stated once (decision 0122). Figures the catalogue or the
 * directory can give are not here: content writes them as placeholders (`{savingsRange}`, `{savingsUpTo}`,
 * `{startingPrice}`, `{specialists}`) and the page's loader states them (app/treatments/claims.server.ts), so this
 * module stays a few strings a page's script may carry (decision 0122).
 */
export const figures = {
  procedures: "5000+",
  countries: "50+",
  satisfaction: "98%",
  partnerHospitals: "50+",
  /** Languages our coordinators and medical interpreters speak between them: one team, one figure. */
  languages: "12+",
  founded: "2014",
  concierge: { families: "500+", satisfaction: "99%" },
} as const;
