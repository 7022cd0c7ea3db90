import { z } from "zod";
import { treatmentCategories } from "~/db/schema/doctors";
import { compareSavings } from "~/domain/savings";
import type { Bilingual } from "../words";

const text = z.string().trim().min(1);
const usdPrice = z.number().int().positive();

const internationalPrices = z.strictObject({ us: usdPrice, uk: usdPrice, de: usdPrice, ca: usdPrice });

const procedureSchema = z
  .strictObject({
    name: text,
    description: text,
    duration: text,
    recovery: text,
    /** Range text shown as is, e.g. "$14,000 - $16,500"; its lower end is what "From" prices quote. */
    price: z.string().regex(/^\$\d{1,3}(,\d{3})* - \$\d{1,3}(,\d{3})*$/, 'must read "$1,700 - $2,000"'),
    egyptPrice: usdPrice,
    internationalPrices,
    /** Shown as "97%"; the spec gives the range 92-98%. */
    successRate: z.number().int().min(92).max(98),
    /** Typical nights in hospital, [fewest, most]; [0, 0] for an outpatient procedure (LASIK, implants). */
    hospitalNights: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
    /** Typical nights in Egypt from arrival to the flight home, hospital nights included. */
    nightsInEgypt: z.tuple([z.number().int().min(1), z.number().int().min(1)]),
    candidateRequirements: z.array(text).min(1),
    recoveryStages: z.array(z.strictObject({ stage: text, description: text })).min(1),
  })
  .superRefine((procedure, ctx) => {
    const [low, high] = priceRange(procedure.price);
    if (procedure.egyptPrice < low || procedure.egyptPrice > high) {
      ctx.addIssue({ code: "custom", path: ["egyptPrice"], message: `is outside its price range ${procedure.price}` });
    }
    for (const { country, priceUsd } of compareSavings(procedure.egyptPrice, procedure.internationalPrices).countries) {
      if (priceUsd <= procedure.egyptPrice) {
        ctx.addIssue({ code: "custom", path: ["internationalPrices"], message: `${country} is not dearer than Egypt` });
      }
    }
  });

export const treatmentSpecialtySchema = z.strictObject({
  id: z.enum(treatmentCategories),
  title: text,
  description: text,
  /** The three common procedures named on the card. */
  commonProcedures: z.array(text).length(3),
  overview: text,
  idealCandidates: z.array(text).min(1),
  quickFacts: z.array(z.strictObject({ label: text, value: text })).min(1),
  procedures: z.array(procedureSchema).min(1),
});

export type TreatmentSpecialty = z.input<typeof treatmentSpecialtySchema>;

/**
 * A specialty's file (content/treatments/{id}.ts): its figures once and its words in every language. Its title is
 * not in it: the catalogue names a specialty by the one treatment list's name.
 */
export type TreatmentFile = Bilingual<Omit<TreatmentSpecialty, "title">>;

/** The two ends of a procedure's price text: "$14,000 - $16,500" → [14000, 16500]. */
export function priceRange(price: string): [number, number] {
  const [low = 0, high = 0] = price.split(" - ").map((end) => Number(end.replace(/[$,]/g, "")));
  return [low, high];
}

/**
 * The procedure a specialty's card quotes: its cheapest listed one. "From" is the lower end of its price
 * range, and the card's savings badge and comparison are its figures, so the card never states a price or
 * a saving its own procedures contradict (decision 0122).
 */
export function cheapestProcedure<P extends { price: string }>(specialty: { procedures: readonly P[] }): P {
  return specialty.procedures.reduce((cheapest, p) =>
    priceRange(p.price)[0] < priceRange(cheapest.price)[0] ? p : cheapest,
  );
}

/** "From" of a specialty, in US dollars. */
export function startingPriceOf(specialty: { procedures: readonly { price: string }[] }) {
  return priceRange(cheapestProcedure(specialty).price)[0];
}
export type TreatmentProcedure = TreatmentSpecialty["procedures"][number];

/** Validates one content file; a malformed entry fails with the file's name and every problem in it. */
export function parseTreatmentFile(file: string, data: unknown) {
  const result = treatmentSpecialtySchema.safeParse(data);
  if (!result.success) {
    throw new Error(`${file} is not a valid treatment specialty:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
