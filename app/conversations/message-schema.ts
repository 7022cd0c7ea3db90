import { z } from "zod";
import { multiLineText, optional } from "~/forms/field-rules";
import { MAX_MESSAGE_LENGTH } from "./thread-rules";

/** A message in a case's thread, from either side. */
export const threadMessageSchema = z.object({
  intent: z.literal("message"),
  body: multiLineText({ label: "Message", required: "Please write your message", max: MAX_MESSAGE_LENGTH }),
});

/** The patient turns down a quote, optionally saying why. */
export const declineQuoteSchema = z.object({
  intent: z.literal("decline"),
  quoteId: z.string().uuid(),
  reason: optional(multiLineText({ label: "Reason", max: 1000 })),
});
