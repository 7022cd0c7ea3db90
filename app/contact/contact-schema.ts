import { z } from "zod";
import { contactTreatments } from "~content/contact";
import { emailAddress, EMAIL_MESSAGE, multiLineText, optional, personName, singleLineText } from "~/forms/field-rules";

const treatmentIds = contactTreatments.map((t) => t.id) as [string, ...string[]];

/**
 * The contact form: its rules and messages, used by the action (`parseWithZod`) and, as
 * constraints derived on the server, by the form's inputs.
 */
export const contactSchema = z.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  email: emailAddress({ required: EMAIL_MESSAGE, tooLong: EMAIL_MESSAGE }),
  phone: optional(singleLineText({ label: "Phone number", max: 40 })),
  country: optional(singleLineText({ label: "Country", max: 100 })),
  treatment: z
    .enum(treatmentIds, { error: "Please choose a treatment from the list" })
    .optional()
    .transform((id) => contactTreatments.find((t) => t.id === id)?.label ?? null),
  message: multiLineText({
    label: "Message",
    required: "Message must be at least 10 characters long",
    min: 10,
    max: 5000,
  }),
});

/** The form's values as typed; the treatment is an id of content/contact.ts contactTreatments. */
export type ContactFields = z.input<typeof contactSchema>;
