import { treatments } from "~content/treatments/index";
import { cheapestProcedure } from "~content/treatments/schema";
import type { QuoteInclusion, QuoteTerms } from "~/domain/quotes";

// Read by the case page's loader only: the catalogue stays out of the pages' bundles.

/**
 * The checklist a first quote starts from: what a package usually covers, hospital nights only where the
 * treatment's catalogue procedure keeps the patient in hospital, the hotel left to the patient's own booking.
 */
export function defaultInclusions(treatment: string | null): Record<QuoteInclusion, boolean> {
  const entry = treatments.find((t) => t.id === treatment);
  const inHospital = entry ? cheapestProcedure(entry).hospitalNights[1] > 0 : true;
  return {
    anaesthesia: true,
    tests: true,
    implants_materials: true,
    hospital_nights: inHospital,
    hotel: false,
    transfers: true,
    interpreter: true,
    follow_up: true,
  };
}

/** The terms a first quote's form starts from; the coordinator changes any of them. */
export function defaultTerms(treatment: string | null): QuoteTerms {
  return {
    inclusions: defaultInclusions(treatment),
    rise: null,
    deposit: { kind: "percent", percent: 20 },
    depositDueDays: 7,
    balance: { place: "facility", time: "on_admission" },
    cancellation: {
      tiers: [
        { daysBefore: 30, refundPercent: 100 },
        { daysBefore: 14, refundPercent: 50 },
      ],
      laterPercent: 0,
    },
    taxes: "included",
    comparison: true,
  };
}
