import { z } from "zod";
import { multiLineText, optional, singleLineText } from "~/forms/field-rules";

/** The staff's refund form on the case page: which payment, how much (in the payment's currency), and why. */
export const refundSchema = z.object({
  paymentId: z.string({ error: "Choose a payment." }).uuid("Choose a payment."),
  amount: singleLineText({ label: "Amount", required: "Enter the amount to refund.", max: 20 }),
  reason: optional(multiLineText({ label: "Reason", max: 500 })),
});
