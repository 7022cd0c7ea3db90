import { z } from "zod";
// The shared rules configure zod for the site (jitless); every schema module imports them first.
import { multiLineText, optional } from "~/forms/field-rules";

/** The longest note or reason staff give with a call they book or cancel for a patient. */
export const MAX_CALL_NOTE_LENGTH = 500;

/** A booking's id as a form posts it: an id longer than any booking's is cut rather than refused, and finds nothing. */
const bookingId = z
  .string()
  .optional()
  .transform((id) => (id ?? "").slice(0, 64));

/**
 * A slot offered to staff: who holds the call and when it starts, as `<staff id>@<start in ms>`. A value that is
 * not one of them is refused by the field, like a taken one.
 */
const slot = z
  .string({ error: "Choose a time." })
  .min(1, "Choose a time.")
  .max(100, "Choose a time from the list.")
  .regex(/^[\w-]{1,64}@\d{1,15}$/, "Choose a time from the list.")
  .transform((value) => {
    const [coordinatorId, startsAt] = value.split("@");
    return { coordinatorId: coordinatorId!, startsAt: Number(startsAt) };
  });

/** Staff book a call for the case's patient: a consultant's free slot and, optionally, what the call is about. */
export const bookCallSchema = z.object({
  intent: z.literal("book-call"),
  slot,
  note: optional(multiLineText({ label: "Note", max: MAX_CALL_NOTE_LENGTH })),
});

/** Staff move a patient's upcoming call to another free slot. */
export const moveCallSchema = z.object({
  intent: z.literal("move-call"),
  id: bookingId,
  slot,
  back: z.string().optional(),
});

/** Staff cancel a patient's upcoming call and say why: the patient is told the reason. */
export const cancelCallSchema = z.object({
  intent: z.literal("cancel-call"),
  id: bookingId,
  reason: multiLineText({ label: "Reason", required: "Say why the call is cancelled: the patient is told.", max: MAX_CALL_NOTE_LENGTH }),
  back: z.string().optional(),
});

/** The query parameter of the Cairo day whose free times the call forms list. */
export const CALL_DAY_PARAM = "callDay";

type Choice = { value: string; label: string };

/**
 * What the call forms offer: the Cairo days with free times (`days`), the one shown (`day`), its free slots
 * (`options`, each naming both times and its consultant), and whose zone the second time is in.
 */
export type CallSlots = { patientZone: string; day: string; days: Choice[]; options: Choice[] };
