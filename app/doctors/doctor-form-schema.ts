import { z } from "zod";
import { multiLineText, optional, singleLineText } from "~/forms/field-rules";
import { treatmentCategories } from "~/domain/treatment-categories";
import { doctorLabels } from "~content/doctor-labels";

/** The specializations and languages the directory filters by: the stored English names content/doctor-labels.ts translates. */
export const doctorSpecializations = Object.keys(doctorLabels.specializations);
export const doctorLanguages = Object.keys(doctorLabels.languages);

const MAX_LIST_ITEMS = 12;

/** One entry per line (education, achievements, certifications): blank lines dropped, at most 12 entries. */
function lines(label: string) {
  return optional(multiLineText({ label, max: 3000 }))
    .transform((value) => (value ?? "").split(/\r?\n/).map((line) => line.trim()).filter(Boolean))
    .refine((list) => list.length <= MAX_LIST_ITEMS, `${label}: at most ${MAX_LIST_ITEMS} lines`)
    .refine((list) => list.every((line) => line.length <= 200), `${label}: each line at most 200 characters`);
}

/** Ticked boxes: none (absent), one (a string) or several (an array). */
function ticked<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.enum(values)).min(1, message));
}

/**
 * A doctor's profile as staff write it in the console (/staff/doctors/{id}): every text in English and in Arabic
 * (the Arabic name and title are required, so /ar pages never fall back to English for a doctor staff added).
 */
export const doctorProfileSchema = z.object({
  intent: z.literal("save"),
  name: singleLineText({ label: "Name", max: 100 }),
  nameAr: singleLineText({ label: "Name in Arabic", max: 100 }),
  title: singleLineText({ label: "Title", max: 150 }),
  titleAr: singleLineText({ label: "Title in Arabic", max: 150 }),
  specialization: z.enum(doctorSpecializations as [string, ...string[]], { error: "Choose a specialization" }),
  experienceYears: z.coerce.number({ error: "Enter the years of experience" }).int("Enter whole years").min(0, "Enter 0 to 70 years").max(70, "Enter 0 to 70 years"),
  bio: optional(multiLineText({ label: "Biography", max: 3000 })),
  bioAr: optional(multiLineText({ label: "Biography in Arabic", max: 3000 })),
  education: lines("Education"),
  educationAr: lines("Education in Arabic"),
  achievements: lines("Achievements"),
  achievementsAr: lines("Achievements in Arabic"),
  certifications: lines("Certifications"),
  certificationsAr: lines("Certifications in Arabic"),
  languages: ticked(doctorLanguages as [string, ...string[]], "Choose at least one language"),
  categories: ticked(treatmentCategories, "Choose at least one treatment category"),
});
export type DoctorProfileFields = z.input<typeof doctorProfileSchema>;
export type DoctorProfileValues = z.output<typeof doctorProfileSchema>;
