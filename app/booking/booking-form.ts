import { z } from "zod";

/** The details a patient gives to confirm a held slot; one schema for browser and server. */
export const bookingLimits = { name: 100, email: 254, phone: 30, topic: 1000 } as const;

const singleLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${label} cannot contain control characters`);

export const bookingDetailsSchema = z.object({
  name: singleLine("Name", bookingLimits.name),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .max(bookingLimits.email, `Email must be at most ${bookingLimits.email} characters`)
    .regex(z.regexes.email, "Please enter a valid email address"),
  phone: z
    .string({ error: "Phone or WhatsApp number is required" })
    .trim()
    .min(1, "Phone or WhatsApp number is required")
    .max(bookingLimits.phone, `Phone number must be at most ${bookingLimits.phone} characters`)
    .regex(/^\+?[0-9 ()./-]{6,}$/, "Please enter a phone number with digits, e.g. +1 212 555 0100"),
  topic: z
    .string({ error: "Please tell us what you would like to discuss" })
    .trim()
    .min(1, "Please tell us what you would like to discuss")
    .max(bookingLimits.topic, `Topic must be at most ${bookingLimits.topic.toLocaleString("en-US")} characters`)
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, "Topic cannot contain control characters"),
  /** "" (nothing), "intake", or "plan:<trip plan id>". */
  link: z
    .string()
    .max(80)
    .regex(/^(intake|plan:[\w-]+)?$/, "Please choose from the list")
    .optional()
    .transform((value) => value ?? ""),
});

export type BookingDetails = z.infer<typeof bookingDetailsSchema>;
