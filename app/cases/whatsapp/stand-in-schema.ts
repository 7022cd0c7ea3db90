import { z } from "zod";
import { whatsappE164 } from "./phone";

/** The development stand-in's form: a developer writes to the business as the patient, with a sample file or not. */
export const standInMessageSchema = z
  .object({
    phone: z
      .string({ error: "Give the patient's number." })
      .trim()
      .max(30)
      .refine((value) => whatsappE164(value) !== null, "Give an international number, e.g. +201001234567."),
    name: z.string().trim().max(100).optional(),
    text: z.string().trim().max(4096, "At most 4,096 characters, as on WhatsApp.").optional(),
    file: z.enum(["photo", "scan"]).optional(),
  })
  .refine((value) => value.text || value.file, { message: "Write a message or attach a file.", path: ["text"] });
