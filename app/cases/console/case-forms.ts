import { z } from "zod";
import { caseStatuses, closingReasons } from "~/cases/case-rules";
import { multiLineText } from "~/forms/field-rules";
import { reminderChoices } from "./reminder-rules";

/** The forms of the case page; each posts its `intent` to the case page's action. */
export const MAX_NOTE_LENGTH = 5000;

export const claimCaseSchema = z.object({ intent: z.literal("claim") });

export const assignCaseSchema = z.object({
  intent: z.literal("assign"),
  /** A staff member's id, or empty to put the case back in the unassigned queue. */
  assigneeId: z
    .string()
    .trim()
    .regex(/^[\w-]{0,64}$/, "Choose a staff member from the list")
    .optional()
    .transform((value) => value || null),
});

export const caseStatusSchema = z
  .object({
    intent: z.literal("status"),
    status: z.enum(caseStatuses, { error: "Choose a status from the list" }),
    closingReason: z
      .enum(closingReasons, { error: "Choose a closing reason from the list" })
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.status === "closed" && !value.closingReason) {
      context.addIssue({ code: "custom", path: ["closingReason"], message: "Choose why the case is closed" });
    }
  })
  // A reason only belongs to a closed case.
  .transform((value) => ({ ...value, closingReason: value.status === "closed" ? value.closingReason! : null }));

export const caseNoteSchema = z.object({
  intent: z.literal("note"),
  body: multiLineText({ label: "Note", required: "Write the note first", max: MAX_NOTE_LENGTH }),
});

/** "Remind me": the Cron Trigger brings the case back to review at that time and tells its coordinator. */
export const caseReminderSchema = z
  .object({
    intent: z.literal("remind"),
    when: z.enum(reminderChoices, { error: "Choose when to be reminded" }),
    date: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, "Give the day as YYYY-MM-DD").optional(),
    time: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Write a time as HH:MM (24-hour clock)")
      .transform((text) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3)))
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.when !== "at") return;
    if (!value.date) context.addIssue({ code: "custom", path: ["date"], message: "Give the day of the reminder" });
    if (value.time === undefined) context.addIssue({ code: "custom", path: ["time"], message: "Give the time of the reminder" });
  });

export const caseIntents = ["claim", "assign", "status", "note", "remind"] as const;
export type CaseIntent = (typeof caseIntents)[number];
