import { z } from "zod";
import { multiLineText, optional, singleLineText } from "~/forms/field-rules";
import { MAX_ITEM_MINOR, parseAmountToMinor, quoteCurrencies, quoteItemKinds } from "./quote-rules";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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
  currency: z.enum(quoteCurrencies, { error: "Choose a currency" }),
  items: z
    .array(quoteItem)
    .max(quoteItemKinds.length)
    .refine((items) => items.some((item) => item.amount !== null), "Give at least one line an amount"),
  included: multiLineText({ label: "What is included", required: "Say what the price includes", max: 2000 }),
  excluded: multiLineText({ label: "What is not included", required: "Say what the price does not include", max: 2000 }),
  hospital: optional(singleLineText({ label: "Hospital", max: 200 })),
  doctor: optional(singleLineText({ label: "Doctor", max: 200 })),
  validUntil: z
    .string({ error: "Choose the last day the quote is valid" })
    .regex(ISO_DATE, "Choose the last day the quote is valid")
    .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), "Choose a real date"),
});

export type QuoteInput = z.infer<typeof quoteSchema>;
