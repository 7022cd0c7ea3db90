import { z } from "zod";
import { NOTE_MAX_LENGTH } from "~content/trip-planner";

/** The most characters of one refused value kept: a note at its limit, with room for its line breaks. */
const MAX_TYPED_LENGTH = NOTE_MAX_LENGTH + 100;

/**
 * Values typed on a step that its rules refused when the step was saved in passing (a date too early,
 * a budget out of range), kept as typed so the visitor finds them again with their messages. Only
 * refused fields are kept, each bounded, so the draft cookie stays far below a browser's 4 KB.
 */
export const typedStepSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  values: z.record(
    z.string().max(40),
    z.union([z.string().max(MAX_TYPED_LENGTH), z.array(z.string().max(100)).max(20)]),
  ),
});

export type TypedStep = z.infer<typeof typedStepSchema>;

/** A posted field as the cookie may keep it, or null when it is too large to be anything the form sends. */
export function typedValue(values: FormDataEntryValue[]): string | string[] | null {
  const texts = values.filter((value): value is string => typeof value === "string");
  if (texts.length !== values.length || texts.length === 0) return null;
  if (texts.length === 1) return texts[0]!.length <= MAX_TYPED_LENGTH ? texts[0]! : null;
  return texts.length <= 20 && texts.every((text) => text.length <= 100) ? texts : null;
}
