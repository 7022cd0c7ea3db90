import { z } from "zod";
import { singleLineText } from "~/forms/field-rules";

/**
 * A figure the operator states, as admins write it in the console (/staff/figures/{id}): what it counts and where it
 * comes from in English and in Arabic, the figure itself (with a digit: "2014", "1,200+"), the day its source gave it,
 * and the pages' order. Nothing is saved without its source and date (decision 0122).
 */
export const operatorFigureSchema = z.object({
  intent: z.literal("save"),
  name: singleLineText({ label: "Label", max: 60 }),
  nameAr: singleLineText({ label: "Label in Arabic", max: 60 }),
  value: singleLineText({ label: "Figure", max: 16 }).refine((value) => /\d/.test(value), "Figure: write it with digits, such as 2014 or 1,200+"),
  source: singleLineText({ label: "Source", max: 160 }),
  sourceAr: singleLineText({ label: "Source in Arabic", max: 160 }),
  statedOn: z.iso.date({ error: "Enter the day the source gave this figure" }),
  position: z.coerce.number({ error: "Enter a number: smaller numbers come first" }).int("Enter a whole number").min(1, "Enter 1 to 999").max(999, "Enter 1 to 999"),
});
export type OperatorFigureFields = z.input<typeof operatorFigureSchema>;
export type OperatorFigureValues = z.output<typeof operatorFigureSchema>;
