import { z } from "zod";
import { treatmentIds } from "~/domain/treatments";
import { multiLineText, optional, singleLineText } from "~/forms/field-rules";
import { isValidUntilAllowed, MAX_ITEM_MINOR, parseAmountToMinor, quoteCurrencies, quoteItemKinds } from "./quote-rules";

const quoteItem = z
  .object({
    kind: z.enum(quoteItemKinds),
    description: optional(singleLineText({ label: "Description", max: 200 })),
    amount: optional(
      singleLineText({ label: "Amount", max: 14 }).refine(
        (text) => {
          const minor = parseAmountToMinor(text);
          return minor !== null && minor <= MAX_ITEM_MINOR;
        },
        "Enter an amount like 1250 or 1,250.50",
      ),
    ),
  })
  .refine((item) => item.amount !== null || item.description === null, {
    message: "Give this line an amount, or leave its description empty",
    path: ["amount"],
  });

/**
 * A coordinator's quote: one row per kind of cost (leave a row empty to skip it). The amounts
 * are text here; the server turns them into minor units and computes the total itself.
 */
export const quoteSchema = z.object({
  intent: z.literal("quote"),
  /** What the quote is for: the case's treatment unless the coordinator quotes another. */
  treatment: z.enum(treatmentIds, { error: "Choose the treatment this quote is for" }),
  currency: z.enum(quoteCurrencies, { error: "Choose a currency" }),
  items: z
    .array(quoteItem)
    .max(quoteItemKinds.length)
    .refine((items) => items.some((item) => item.amount !== null), "Give at least one line an amount")
    .refine(
      (items) => items.reduce((sum, item) => sum + (item.amount === null ? 0 : (parseAmountToMinor(item.amount) ?? 0)), 0) > 0,
      "The total must be above zero",
    ),
  included: multiLineText({ label: "What is included", required: "Say what the price includes", max: 2000 }),
  excluded: multiLineText({ label: "What is not included", required: "Say what the price does not include", max: 2000 }),
  hospital: optional(singleLineText({ label: "Hospital", max: 200 })),
  doctor: optional(singleLineText({ label: "Doctor", max: 200 })),
  // Checked against the day the form is sent: a real date from today to one year ahead.
  validUntil: z
    .string({ error: "Choose the last day the quote is valid" })
    .refine((date) => isValidUntilAllowed(date, new Date()), "Choose a real date from today to one year ahead"),
});

export type QuoteInput = z.infer<typeof quoteSchema>;
