import { z } from "zod";
import { multiLineText, optional } from "~/forms/field-rules";
import { formMessage } from "~/i18n/form-message";
import { afterReplyChoices } from "./after-reply";
import { MAX_MESSAGE_LENGTH } from "./thread-rules";

/** A message in a case's thread, from either side; its messages are catalogue keys (the forms kit translates them). */
export const threadMessageSchema = z.object({
  intent: z.literal("message"),
  body: multiLineText({
    label: "requests.conversation.field.message",
    required: formMessage("requests.conversation.errors.bodyRequired"),
    max: MAX_MESSAGE_LENGTH,
  }),
});

/** The patient turns down a quote, optionally saying why. */
export const declineQuoteSchema = z.object({
  intent: z.literal("decline"),
  quoteId: z.string().uuid(),
  reason: optional(multiLineText({ label: "quotes.field.reason", max: 1000 })),
});

const instant = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number)
  .optional();

/**
 * A coordinator's reply also says which messages their page showed (the newest one's time, in ms): a patient
 * message after it refuses the reply; and the newest team reply the writer had before them (`teamSeenUpTo`): a
 * colleague's reply after it asks first (decision 0154). Missing on old pages: then nothing is compared.
 */
export const staffReplySchema = threadMessageSchema.extend({
  seenUpTo: instant,
  teamSeenUpTo: instant,
  /** Where the reply goes: the site and e-mail (as always), or the patient's WhatsApp. */
  channel: z.enum(["site", "whatsapp"]).optional(),
  /** What the case does next: wait for the patient (as always), or stay in review, due at a follow-up the reply promised. */
  after: z.enum(afterReplyChoices).optional(),
});
