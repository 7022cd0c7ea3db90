import { z } from "zod";
// The shared rules configure zod for the site (jitless); every schema module imports them first.
import "~/forms/field-rules";

/** Where the schedule lives; the outcome form's `back` must stay inside it. */
export const SCHEDULE_PATH = "/staff/schedule";

/** A calendar date the schedule can show (the `date` of its address); anything else shows today. */
export const scheduleDate = z.iso.date();

/** The schedule's outcome buttons: done, no-show, or back to booked. Staff console words stay English. */
export const bookingOutcomeSchema = z.object({
  // An id longer than any booking's is cut rather than refused: it finds no booking either way.
  id: z
    .string()
    .optional()
    .transform((id) => (id ?? "").slice(0, 64)),
  outcome: z.enum(["done", "no_show", "confirmed"], { error: "Choose done or no-show." }),
  back: z.string().optional(),
});

/** An admin's "move to" form on the schedule: the booking and the staff member who takes it instead. */
export const bookingMoveSchema = z.object({
  intent: z.literal("move"),
  id: z
    .string()
    .optional()
    .transform((id) => (id ?? "").slice(0, 64)),
  coordinatorId: z.string({ error: "Choose who takes this consultation." }).min(1, "Choose who takes this consultation.").max(64),
  back: z.string().optional(),
  /**
   * Sent by "Move anyway" after the page warned that this colleague (by id) has no consultation hours then: it
   * overrides the warning for them only, so a colleague chosen after the warning is checked again.
   */
  anyway: z.string().max(64).optional(),
});
