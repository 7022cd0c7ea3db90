import { z } from "zod";
import { emailAddress, multiLineText, personName, singleLineText } from "~/forms/field-rules";

/**
 * The details a patient gives to confirm a held slot: the one schema of that form. The
 * server parses with it; the browser gets its constraints from the loader, so zod stays
 * out of the page's bundle.
 */
export const bookingDetailsSchema = z.object({
  name: personName("Name"),
  email: emailAddress(),
  phone: singleLineText({ label: "Phone number", required: "Phone or WhatsApp number is required", max: 30 }).regex(
    /^\+?[0-9 ()./-]{6,}$/,
    "Please enter a phone number with digits, e.g. +1 212 555 0100",
  ),
  topic: multiLineText({ label: "Topic", required: "Please tell us what you would like to discuss", max: 1000 }),
  /** "" (nothing), "intake", or "plan:<trip plan id>". */
  link: z
    .string()
    .max(80)
    .regex(/^(intake|plan:[\w-]+)?$/, "Please choose from the list")
    .optional()
    .transform((value) => value ?? ""),
});

export type BookingDetails = z.infer<typeof bookingDetailsSchema>;
