import { z } from "zod";
import { contactTreatments } from "~content/contact";
import type { TreatmentId } from "~/domain/treatments";
import { emailAddress, EMAIL_MESSAGE, multiLineText, optional, personName, singleLineText } from "~/forms/field-rules";
import { formMessage } from "~/i18n/form-message";

const treatmentIds = contactTreatments.map((t) => t.id) as [TreatmentId, ...TreatmentId[]];

/**
 * The contact form: its rules and messages (keys of the `contact` catalogue, shown in the page's
 * language by the forms kit), used by the action (`parseWithZod`) and, as constraints derived on the
 * server, by the form's inputs. A treatment is stored by its id (decision 0121).
 */
export const contactSchema = z.object({
  firstName: personName("contact.field.firstName"),
  lastName: personName("contact.field.lastName"),
  email: emailAddress({ required: EMAIL_MESSAGE, tooLong: EMAIL_MESSAGE }),
  phone: optional(singleLineText({ label: "contact.field.phone", max: 40 })),
  country: optional(singleLineText({ label: "contact.field.country", max: 100 })),
  treatment: z
    .enum(treatmentIds, { error: formMessage("contact.error.treatment") })
    .optional()
    .transform((id) => id ?? null),
  message: multiLineText({
    label: "contact.field.message",
    required: formMessage("contact.error.messageTooShort"),
    min: 10,
    max: 5000,
  }),
});

/** The form's values as typed; the treatment is an id of content/contact.ts contactTreatments. */
export type ContactFields = z.input<typeof contactSchema>;
