import { z } from "zod";
import { exchangeRates } from "~content/rates";
import { homeCountryInSentence, homeCountryKeys, homeCurrency, type HomeCountryKey } from "~/domain/catalogue";
import { quoteInclusions } from "~/domain/quotes";
import { treatmentCategories } from "~/domain/treatment-categories";
import { multiLineText, singleLineText } from "~/forms/field-rules";
import { formatNumber } from "~/i18n/format";
import { lines, pairedLines } from "./specialty-form-schema";

/** A whole number typed as a person writes it ("14,000", " 7 "), within bounds. */
function wholeNumber(label: string, min: number, max: number) {
  const message = `${label}: enter a whole number from ${formatNumber("en", min)} to ${formatNumber("en", max)}`;
  return z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/[\s,]/g, "") || undefined : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}


/** Ticked boxes: none (absent), one (a string) or several (an array). */
const ticked = z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.enum(quoteInclusions)));

/** The fields of one country's home price: its amount in that country's currency, where it comes from and when. */
const homePriceFields = Object.fromEntries(
  homeCountryKeys.flatMap((key) => [
    [`${key}Price`, wholeNumber(`Price in ${homeCountryInSentence[key]} (${homeCurrency[key]})`, 1, 10_000_000)],
    [`${key}Source`, singleLineText({ label: `Source of the price in ${homeCountryInSentence[key]}`, max: 300 })],
    [`${key}AsOf`, z.iso.date({ error: `Enter the day the price in ${homeCountryInSentence[key]} was read` })],
  ]),
) as Record<`${HomeCountryKey}Price`, ReturnType<typeof wholeNumber>> &
  Record<`${HomeCountryKey}Source`, ReturnType<typeof singleLineText>> &
  Record<`${HomeCountryKey}AsOf`, z.ZodISODate>;

/**
 * A procedure as admins write it at /staff/catalogue: its words in English and Arabic side by side, its price range
 * and Egypt price in US dollars, its typical stay, what a package usually includes, and its price in each comparison
 * country with the source and day of that figure. A stage is written "Stage: what happens", one per line.
 */
export const procedureSchema = z
  .object({
    intent: z.literal("save"),
    specialtyId: z.enum(treatmentCategories, { error: "Choose the specialty" }),
    name: singleLineText({ label: "Name", max: 120 }),
    nameAr: singleLineText({ label: "Name in Arabic", max: 120 }),
    description: multiLineText({ label: "Description", max: 2000 }),
    descriptionAr: multiLineText({ label: "Description in Arabic", max: 2000 }),
    duration: singleLineText({ label: "Duration", max: 80 }),
    durationAr: singleLineText({ label: "Duration in Arabic", max: 80 }),
    recovery: singleLineText({ label: "Recovery", max: 160 }),
    recoveryAr: singleLineText({ label: "Recovery in Arabic", max: 160 }),
    priceLow: wholeNumber("Lowest price (USD)", 1, 1_000_000),
    priceHigh: wholeNumber("Highest price (USD)", 1, 1_000_000),
    egyptPrice: wholeNumber("Egypt price (USD)", 1, 1_000_000),
    successRate: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      wholeNumber("Success rate (%)", 1, 100).optional(),
    ),
    hospitalNightsMin: wholeNumber("Fewest hospital nights", 0, 90),
    hospitalNightsMax: wholeNumber("Most hospital nights", 0, 90),
    nightsInEgyptMin: wholeNumber("Fewest nights in Egypt", 1, 120),
    nightsInEgyptMax: wholeNumber("Most nights in Egypt", 1, 120),
    trips: wholeNumber("Trips to Egypt", 1, 5),
    inclusions: ticked,
    requirements: lines("Who it suits"),
    requirementsAr: lines("Who it suits, in Arabic"),
    stages: lines("Recovery stages"),
    stagesAr: lines("Recovery stages in Arabic"),
    ...homePriceFields,
  })
  .superRefine((value, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (value.priceLow > value.priceHigh) problem("priceHigh", "The highest price is below the lowest");
    if (value.egyptPrice < value.priceLow || value.egyptPrice > value.priceHigh) problem("egyptPrice", "The Egypt price lies outside the price range");
    if (value.hospitalNightsMin > value.hospitalNightsMax) problem("hospitalNightsMax", "Fewer than the fewest hospital nights");
    if (value.nightsInEgyptMin > value.nightsInEgyptMax) problem("nightsInEgyptMax", "Fewer than the fewest nights in Egypt");
    if (value.hospitalNightsMin > value.nightsInEgyptMin || value.hospitalNightsMax > value.nightsInEgyptMax) {
      problem("nightsInEgyptMin", "The nights in Egypt include the hospital nights: they cannot be fewer");
    }
    pairedLines(ctx, ["requirements", value.requirements], ["requirementsAr", value.requirementsAr], "Who it suits");
    pairedLines(ctx, ["stages", value.stages], ["stagesAr", value.stagesAr], "Recovery stages", true);
    for (const key of homeCountryKeys) {
      const usd = value[`${key}Price`] * exchangeRates.comparison.usdPerUnit[homeCurrency[key]];
      if (usd <= value.egyptPrice) problem(`${key}Price`, `Not dearer than the Egypt price: there is no saving to show`);
    }
  });
export type ProcedureFields = z.input<typeof procedureSchema>;
export type ProcedureValues = z.output<typeof procedureSchema>;

