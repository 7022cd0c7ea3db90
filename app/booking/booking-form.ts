import { z } from "zod";
import { emailAddress, multiLineText, personName, singleLineText } from "~/forms/field-rules";
import { formMessage } from "~/i18n/form-message";

/**
 * The details a patient gives to confirm a held slot: the one schema of that form. The
 * server parses with it; the browser gets its constraints from the loader, so zod stays
 * out of the page's bundle. Its messages are catalogue keys: the forms kit shows them in the page's language.
 */
export const bookingDetailsSchema = z.object({
  name: personName("booking.field.name"),
  email: emailAddress(),
  phone: singleLineText({
    label: "booking.field.phone",
    required: formMessage("booking.errors.phoneRequired"),
    max: 30,
  }).regex(/^\+?[0-9 ()./-]{6,}$/, formMessage("booking.errors.phoneFormat")),
  topic: multiLineText({
    label: "booking.field.topic",
    required: formMessage("booking.errors.topicRequired"),
    max: 1000,
  }),
  /** "" (nothing), "intake", or "plan:<trip plan id>". */
  link: z
    .string()
    .max(80)
    .regex(/^(intake|plan:[\w-]+)?$/, formMessage("booking.errors.linkChoice"))
    .optional()
    .transform((value) => value ?? ""),
  /**
   * "Is this about a request you already sent?", asked of a signed-in patient with open requests:
   * "new" or one of their case ids; absent when not asked.
   */
  aboutRequest: z.string().max(64).optional(),
});

export type BookingDetails = z.infer<typeof bookingDetailsSchema>;
