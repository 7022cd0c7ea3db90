import { z } from "zod";
import { multiLineText } from "~/forms/field-rules";

/** Several items, one per line: blank lines dropped. */
export function lines(label: string) {
  return multiLineText({ label, max: 4000 }).transform((text) =>
    text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/** Lines written "Label: value" in both languages, as many in Arabic as in English. */
export function pairedLines(
  ctx: z.RefinementCtx,
  [english, englishLines]: [string, readonly string[]],
  [arabic, arabicLines]: [string, readonly string[]],
  label: string,
  labelled = false,
) {
  const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (englishLines.length === 0) problem(english, `${label}: write at least one line`);
  if (arabicLines.length !== englishLines.length) problem(arabic, `${label}: one Arabic line for each English line`);
  if (labelled) {
    for (const [field, written] of [[english, englishLines], [arabic, arabicLines]] as const) {
      if (written.some((line) => !/^[^:]+:\s*\S/.test(line))) problem(field, 'Write each line as "Label: text"');
    }
  }
}

/**
 * A specialty's own words as admins write them at /staff/catalogue/specialties/{id}: its description (the card's) and
 * overview, who it suits and its quick facts ("Hospital stay: 5-10 days"), each in English and Arabic.
 */
export const specialtySchema = z
  .object({
    intent: z.literal("save"),
    description: multiLineText({ label: "Description", max: 600 }),
    descriptionAr: multiLineText({ label: "Description in Arabic", max: 600 }),
    overview: multiLineText({ label: "Overview", max: 4000 }),
    overviewAr: multiLineText({ label: "Overview in Arabic", max: 4000 }),
    candidates: lines("Ideal candidates"),
    candidatesAr: lines("Ideal candidates in Arabic"),
    facts: lines("Quick facts"),
    factsAr: lines("Quick facts in Arabic"),
  })
  .superRefine((value, ctx) => {
    pairedLines(ctx, ["candidates", value.candidates], ["candidatesAr", value.candidatesAr], "Ideal candidates");
    pairedLines(ctx, ["facts", value.facts], ["factsAr", value.factsAr], "Quick facts", true);
  });
export type SpecialtyFields = z.input<typeof specialtySchema>;
export type SpecialtyValues = z.output<typeof specialtySchema>;
