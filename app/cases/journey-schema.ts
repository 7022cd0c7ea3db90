import { z } from "zod";
import { treatmentIds } from "~/domain/treatments";
import { multiLineText, optional, singleLineText } from "~/forms/field-rules";
import { journeyStages, visaLetterStates } from "./journey-rules";

/** The two forms of the case page's journey panel; each posts its `intent` to the case page's action. */
export const moveStageSchema = z.object({
  intent: z.literal("stage"),
  stage: z.enum(journeyStages, { error: "Choose a stage from the list" }),
});

export function isCalendarDay(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDay(value), `${label}: enter a date as YYYY-MM-DD`);

const text = (label: string, max: number) => optional(singleLineText({ label, max }));

export const journeyFactsSchema = z
  .object({
    intent: z.literal("journey"),
    treatment: z
      .enum(["", ...treatmentIds], { error: "Choose the treatment from the list" })
      .default("")
      .transform((id) => id || null),
    hospital: text("Hospital", 200),
    doctor: text("Doctor", 200),
    treatmentStart: day("Treatment starts"),
    treatmentEnd: day("Treatment ends"),
    arrivalDate: day("Arrival date"),
    flight: text("Flight", 40),
    hotel: text("Hotel", 200),
    hotelFrom: day("Hotel from"),
    hotelTo: day("Hotel to"),
    pickupDate: day("Pickup date"),
    pickupTime: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), "Pickup time: enter a time as HH:MM"),
    visaLetter: z.enum(visaLetterStates, { error: "Choose the visa letter's state from the list" }).default("not_needed"),
    admissionDate: day("Admission date"),
    dischargeDate: day("Discharge date"),
    followUpPlan: optional(multiLineText({ label: "Follow-up plan", max: 2000 })),
  })
  .superRefine((v, context) => {
    const after = (end: string | null, start: string | null, path: string, message: string) => {
      if (end && start && end < start) context.addIssue({ code: "custom", path: [path], message });
    };
    after(v.treatmentEnd, v.treatmentStart, "treatmentEnd", "The treatment cannot end before it starts");
    after(v.hotelTo, v.hotelFrom, "hotelTo", "The hotel stay cannot end before it starts");
    after(v.dischargeDate, v.admissionDate, "dischargeDate", "Discharge cannot come before admission");
    if ((v.pickupDate === null) !== (v.pickupTime === null)) {
      context.addIssue({
        code: "custom",
        path: [v.pickupDate === null ? "pickupDate" : "pickupTime"],
        message: "Give both the pickup date and its time (Cairo), or neither",
      });
    }
  });

export type JourneyFactsInput = z.output<typeof journeyFactsSchema>;
