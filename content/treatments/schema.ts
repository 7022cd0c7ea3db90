import { z } from "zod";
import { treatmentCategories } from "~/db/schema/doctors";
import { compareSavings, formatUsd } from "~/domain/savings";

const text = z.string().trim().min(1);
const usdPrice = z.number().int().positive();

const internationalPrices = z.strictObject({ us: usdPrice, uk: usdPrice, de: usdPrice, ca: usdPrice });

const procedureSchema = z
  .strictObject({
    name: text,
    description: text,
    duration: text,
    recovery: text,
    /** Range text shown as is, e.g. "$14,000 - $16,500". */
    price: text,
    egyptPrice: usdPrice,
    internationalPrices,
    /** Shown as "97%"; the spec gives the range 92-98%. */
    successRate: z.number().int().min(92).max(98),
    candidateRequirements: z.array(text).min(1),
    recoveryStages: z.array(z.strictObject({ stage: text, description: text })).min(1),
  })
  .superRefine((procedure, ctx) => {
    for (const { country, priceUsd } of compareSavings(procedure.egyptPrice, procedure.internationalPrices).countries) {
      if (priceUsd <= procedure.egyptPrice) {
        ctx.addIssue({ code: "custom", path: ["internationalPrices"], message: `${country} is not dearer than Egypt` });
      }
    }
  });

export const treatmentSpecialtySchema = z
  .strictObject({
    id: z.enum(treatmentCategories),
    title: text,
    description: text,
    /** The three common procedures named on the card. */
    commonProcedures: z.array(text).length(3),
    /** Card text, e.g. "From $8,500"; it must name the Egypt price. */
    startingPrice: text,
    egyptPrice: usdPrice,
    internationalPrices,
    /** The card's savings percentage; the computed average must round to it. */
    averageSavings: z.number().int().min(1).max(99),
    overview: text,
    idealCandidates: z.array(text).min(1),
    quickFacts: z.array(z.strictObject({ label: text, value: text })).min(1),
    procedures: z.array(procedureSchema).min(1),
  })
  .superRefine((specialty, ctx) => {
    if (!specialty.startingPrice.includes(formatUsd(specialty.egyptPrice))) {
      ctx.addIssue({
        code: "custom",
        path: ["startingPrice"],
        message: `must show the Egypt price ${formatUsd(specialty.egyptPrice)}`,
      });
    }
    const computed = compareSavings(specialty.egyptPrice, specialty.internationalPrices).averagePercentage;
    if (computed !== specialty.averageSavings) {
      ctx.addIssue({
        code: "custom",
        path: ["averageSavings"],
        message: `the prices give ${computed}%, not ${specialty.averageSavings}%`,
      });
    }
  });

export type TreatmentSpecialty = z.input<typeof treatmentSpecialtySchema>;
export type TreatmentProcedure = TreatmentSpecialty["procedures"][number];

/** Validates one content file; a malformed entry fails with the file's name and every problem in it. */
export function parseTreatmentFile(file: string, data: unknown) {
  const result = treatmentSpecialtySchema.safeParse(data);
  if (!result.success) {
    throw new Error(`${file} is not a valid treatment specialty:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/**
 * The figures of a specialty that every language shares. A translation (content/ar/treatments) takes them
 * from the English file, so two languages can never quote different prices.
 */
export function specialtyFigures({ egyptPrice, internationalPrices, averageSavings }: TreatmentSpecialty) {
  return { egyptPrice, internationalPrices, averageSavings };
}

/** The figures of one procedure of a specialty, shared by every language like `specialtyFigures`. */
export function procedureFigures(specialty: TreatmentSpecialty, index: number) {
  const procedure = specialty.procedures[index];
  if (!procedure) throw new Error(`content/treatments/${specialty.id}.ts has no procedure ${index}`);
  const { price, egyptPrice, internationalPrices, successRate } = procedure;
  return { price, egyptPrice, internationalPrices, successRate };
}
