/**
 * The marketing figures of the specification, stated once. Pages that show a figure take it from
 * here, so the same claim never reads differently on two pages. Figures that are different claims
 * (the concierge team's own languages and satisfaction) say whose figure they are.
 */
export const figures = {
  procedures: "5000+",
  countries: "50+",
  satisfaction: "98%",
  /**
   * Savings on a whole trip (treatment, flights, stay) against private treatment at home: the FAQ's range and
   * its top. Savings on treatment prices alone are a different claim, computed from the catalogue
   * (app/treatments/catalogue.ts, catalogueSavingsFigures).
   */
  tripSavings: "50-70%",
  tripSavingsUpTo: "70%",
  startingPrice: "$2,500",
  partnerHospitals: "50+",
  /** Specialists across the partner hospitals; the /doctors directory profiles a selection of them. */
  networkSpecialists: "200+",
  coordinatorLanguages: "15+",
  founded: "2014",
  concierge: { interpreterLanguages: "12+", families: "500+", satisfaction: "99%" },
} as const;
