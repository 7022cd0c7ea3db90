import { z } from "zod";
import { doctorLanguages } from "~/doctors/doctor-form-schema";
import { multiLineText, singleLineText } from "~/forms/field-rules";

/** Ticked boxes: none (absent), one (a string) or several (an array). */
const ticked = (message: string) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.enum(doctorLanguages as [string, ...string[]])).min(1, message),
  );

/**
 * A team member as admins write them in the console (/staff/team/{id}): name, role and biography in English and in
 * Arabic (all required, so /ar never shows English for a person), the languages they speak (the directory's names),
 * and About's order.
 */
export const teamMemberSchema = z.object({
  intent: z.literal("save"),
  name: singleLineText({ label: "Name", max: 100 }),
  nameAr: singleLineText({ label: "Name in Arabic", max: 100 }),
  role: singleLineText({ label: "Role", max: 120 }),
  roleAr: singleLineText({ label: "Role in Arabic", max: 120 }),
  bio: multiLineText({ label: "Biography", max: 1000 }),
  bioAr: multiLineText({ label: "Biography in Arabic", max: 1000 }),
  languages: ticked("Choose at least one language"),
  position: z.coerce.number({ error: "Enter a number: About lists smaller numbers first" }).int("Enter a whole number").min(1, "Enter 1 to 999").max(999, "Enter 1 to 999"),
});
export type TeamMemberFields = z.input<typeof teamMemberSchema>;
export type TeamMemberValues = z.output<typeof teamMemberSchema>;
