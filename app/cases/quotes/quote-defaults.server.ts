import { quoteInclusions, type QuoteInclusion, type QuoteTerms } from "~/domain/quotes";
import { offeredSpecialty } from "~/treatments/catalogue-data.server";
import { chosenProcedure } from "~/treatments/catalogue-figures";

/**
 * The checklist a first quote starts from: what the catalogue procedure the patient chose usually includes (else the
 * treatment's cheapest, the one "From" prices); without a treatment, what a package usually covers, the hotel left to
 * the patient.
 */
async function defaultInclusions(treatment: string | null, procedureId: string | null): Promise<Record<QuoteInclusion, boolean>> {
  const specialty = await offeredSpecialty(treatment, "en");
  const usual: readonly QuoteInclusion[] = specialty ? chosenProcedure(specialty, procedureId).inclusions : quoteInclusions.filter((key) => key !== "hotel");
  return Object.fromEntries(quoteInclusions.map((key) => [key, usual.includes(key)])) as Record<QuoteInclusion, boolean>;
}

/** The terms a first quote's form starts from; the coordinator changes any of them. */
export async function defaultTerms(treatment: string | null, procedureId: string | null): Promise<QuoteTerms> {
  return {
    inclusions: await defaultInclusions(treatment, procedureId),
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
