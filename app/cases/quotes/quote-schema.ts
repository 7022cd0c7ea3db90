import { z } from "zod";
import type { QuoteInclusion } from "~/domain/quotes";
import { treatmentIds } from "~/domain/treatments";
import { multiLineText, optional, singleLineText } from "~/forms/field-rules";
import {
  balancePlaces,
  balanceTimes,
  isValidUntilAllowed,
  MAX_QUANTITY,
  maxAmountMinor,
  parseAmountToMinor,
  quoteCurrencies,
  quoteInclusions,
  quoteItemKinds,
  quoteTaxes,
  waivesLiability,
} from "./quote-rules";

const WAIVER_MESSAGE = "Remove the wording that waives liability: Egypt's Medical Liability Law (13/2025) voids it";
const AMOUNT_MESSAGE = "Enter an amount like 1250 or 1,250.50";

/** Staff-written text a patient reads: bounded, and never a liability waiver. */
const patientText = (rule: z.ZodType<string, string>) => rule.refine((text) => !waivesLiability(text), WAIVER_MESSAGE);

/** An amount as typed ("1,250.50"); its decimals and ceiling are checked against the quote's currency below. */
const amountText = (label: string) =>
  optional(singleLineText({ label, max: 16 }).refine((text) => /^[\d,]{1,11}(\.\d{1,3})?$/.test(text.trim()), AMOUNT_MESSAGE));

const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const quoteItem = z
  .object({
    kind: z.enum(quoteItemKinds),
    description: optional(patientText(singleLineText({ label: "Description", max: 200 }))),
    /** Blank is one. */
    quantity: whole(`Enter a quantity from 1 to ${MAX_QUANTITY}`, 1, MAX_QUANTITY).default(1),
    unitPrice: amountText("Unit price"),
  })
  .refine((item) => item.unitPrice !== null || item.description === null, {
    message: "Give this line a unit price, or leave its description empty",
    path: ["unitPrice"],
  });

const inclusionShape = Object.fromEntries(quoteInclusions.map((key) => [key, z.boolean().default(false)])) as Record<
  QuoteInclusion,
  z.ZodDefault<z.ZodBoolean>
>;

const percent = (message: string) => whole(message, 0, 100);

const cancellationTier = z.object({
  daysBefore: whole("Enter the days before arrival, from 1 to 365", 1, 365).optional(),
  refundPercent: percent("Enter the refund as a percentage from 0 to 100").optional(),
});

/**
 * A coordinator's quote: one row per kind of cost (leave a row empty to skip it), each a quantity × unit price, and
 * the terms the patient commits to. The amounts are text here; the server turns them into minor units of the
 * quote's currency and computes the total itself.
 */
export const quoteSchema = z
  .object({
    intent: z.literal("quote"),
    /** What the quote is for: the case's treatment unless the coordinator quotes another. */
    treatment: z.enum(treatmentIds, { error: "Choose the treatment this quote is for" }),
    currency: z.enum(quoteCurrencies, { error: "Choose a currency" }),
    items: z
      .array(quoteItem)
      .max(quoteItemKinds.length)
      .refine((items) => items.some((item) => item.unitPrice !== null), "Give at least one line an amount"),
    /** The checklist: a ticked item is included, an unticked one is not. */
    inclusions: z.object(inclusionShape).prefault({}),
    included: optional(patientText(multiLineText({ label: "Also included", max: 2000 }))),
    excluded: optional(patientText(multiLineText({ label: "Also not included", max: 2000 }))),
    riseMax: amountText("Most the total can rise"),
    riseCondition: optional(patientText(singleLineText({ label: "Condition", max: 300 }))),
    riseConditionAr: optional(patientText(singleLineText({ label: "Condition in Arabic", max: 300 }))),
    depositKind: z.enum(["percent", "amount"], { error: "Choose how the deposit is set" }),
    depositValue: singleLineText({ label: "Deposit", required: "Give the deposit", max: 16 }),
    depositDueDays: whole("Enter the days after accepting, from 0 to 60", 0, 60),
    balancePlace: z.enum(balancePlaces, { error: "Choose where the balance is paid" }),
    balanceTime: z.enum(balanceTimes, { error: "Choose when the balance is paid" }),
    cancellation: z.array(cancellationTier).max(3).default([]),
    cancellationLater: percent("Enter the refund as a percentage from 0 to 100"),
    taxes: z.enum(quoteTaxes, { error: "Say whether the total includes taxes" }),
    hospital: patientText(singleLineText({ label: "Facility", required: "Name the facility", max: 200 })),
    doctor: patientText(singleLineText({ label: "Doctor", required: "Name the doctor", max: 200 })),
    showComparison: z.boolean().default(false),
    // Checked against the day the form is sent: a real date from today to one year ahead.
    validUntil: z
      .string({ error: "Choose the last day the quote is valid" })
      .refine((date) => isValidUntilAllowed(date, new Date()), "Choose a real date from today to one year ahead"),
  })
  .superRefine((input, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const limit = maxAmountMinor(input.currency);
    const amount = (text: string | null, path: (string | number)[]) => {
      if (text === null) return null;
      const minor = parseAmountToMinor(text, input.currency);
      if (minor === null || minor > limit) issue(path, minor === null ? `${AMOUNT_MESSAGE}, with at most the decimals of ${input.currency}` : AMOUNT_MESSAGE);
      return minor !== null && minor <= limit ? minor : null;
    };
    let total = 0;
    input.items.forEach((item, index) => {
      const unit = amount(item.unitPrice, ["items", index, "unitPrice"]);
      total += (unit ?? 0) * item.quantity;
    });
    if (input.items.some((item) => item.unitPrice !== null) && total <= 0) issue(["items"], "The total must be above zero");
    if (total > limit) issue(["items"], "The total must be at most 10 million");
    const rise = amount(input.riseMax, ["riseMax"]);
    if (rise !== null && rise > 0 && input.riseCondition === null && input.riseConditionAr === null) {
      issue(["riseCondition"], "Say on what condition the total can rise");
    }
    if ((rise === null || rise === 0) && (input.riseCondition !== null || input.riseConditionAr !== null)) {
      issue(["riseMax"], "Give the most the total can rise under this condition");
    }
    if (input.riseConditionAr !== null && input.riseCondition === null) issue(["riseCondition"], "Say the condition in English too");
    if (input.depositKind === "percent") {
      const value = Number(input.depositValue);
      if (!/^\d{1,3}$/.test(input.depositValue) || value < 1 || value > 100) issue(["depositValue"], "Enter a deposit percentage from 1 to 100");
    } else {
      const deposit = amount(input.depositValue, ["depositValue"]);
      if (deposit !== null && total > 0 && (deposit <= 0 || deposit > total)) issue(["depositValue"], "The deposit must be above zero and at most the total");
    }
    const tiers = input.cancellation;
    tiers.forEach((tier, index) => {
      if ((tier.daysBefore === undefined) !== (tier.refundPercent === undefined)) {
        issue(["cancellation", index, tier.daysBefore === undefined ? "daysBefore" : "refundPercent"], "Give both the days and the refund, or neither");
      }
    });
    const filled = tiers.filter((tier) => tier.daysBefore !== undefined && tier.refundPercent !== undefined);
    if (filled.length === 0) issue(["cancellation", 0, "daysBefore"], "Give at least one cancellation rule");
    const days = filled.map((tier) => tier.daysBefore);
    if (new Set(days).size !== days.length) issue(["cancellation"], "Give each cancellation rule its own number of days");
    // More notice never refunds less: the rules read from the longest notice to the shortest.
    const byNotice = [...filled].sort((a, b) => b.daysBefore! - a.daysBefore!);
    const refunds = [...byNotice.map((tier) => tier.refundPercent!), input.cancellationLater];
    if (refunds.some((refund, index) => index > 0 && refund > refunds[index - 1]!)) {
      issue(["cancellation"], "A later cancellation cannot refund more than an earlier one");
    }
  });

export type QuoteInput = z.infer<typeof quoteSchema>;
export type QuoteFields = z.input<typeof quoteSchema>;

/** The patient turns down a quote, optionally saying why. */
export const declineQuoteSchema = z.object({
  intent: z.literal("decline"),
  quoteId: z.string().uuid(),
  reason: optional(multiLineText({ label: "quotes.field.reason", max: 1000 })),
});
