import type { Locale } from "~/i18n/locales";
import type { TripDraft } from "./plan-draft";
import { formValuesOf, type PlanFieldErrors, type PlanFormValues } from "./plan-form";
import { applyStepForm, formDataOf } from "./plan-rules.server";
import { stepSchema, type FieldStep } from "./plan-schema";
import { typedValue, type TypedStep } from "./typed-step.server";

/** A field's name in a refusal: `specialRequirements[2]` is the field `specialRequirements`. */
const fieldOf = (path: string) => path.replace(/\[.*$/, "");

/**
 * Saves a step in passing, when the visitor leaves it without Next (an autosave while typing, a link
 * away): every field its rules accept is merged into the plan, as Next would; a refused field keeps its
 * saved value in the plan and is kept as typed beside it (`typed`), so nothing is lost and nothing
 * invalid is stored. A refusal that names no field (none today) keeps the whole step as typed.
 */
export function saveStepInPassing(
  step: FieldStep,
  form: FormData,
  draft: TripDraft,
  today: string,
  locale: Locale,
): { draft: TripDraft; typed?: TypedStep } {
  const fields = Object.keys(stepSchema(step, today, draft.treatmentType, locale).shape);
  const saved = formValuesOf(draft);
  const attempt = new FormData();
  for (const field of fields) for (const value of form.getAll(field)) attempt.append(field, value);
  const refused = new Set<string>();
  // Each round puts back the saved value of the fields refused; cross-field rules may refuse another.
  for (let round = 0; round <= fields.length; round++) {
    const result = applyStepForm(step, attempt, draft, today, locale);
    if (result.ok) return { draft: result.draft, ...keptAsTyped(step, form, refused) };
    const newlyRefused = Object.keys(result.reply.error ?? {})
      .map(fieldOf)
      .filter((field) => fields.includes(field) && !refused.has(field));
    if (newlyRefused.length === 0) break;
    for (const field of newlyRefused) {
      refused.add(field);
      attempt.delete(field);
      const value = saved[field];
      for (const v of Array.isArray(value) ? value : [value]) if (typeof v === "string") attempt.append(field, v);
    }
  }
  return { draft, ...keptAsTyped(step, form, new Set(fields)) };
}

function keptAsTyped(step: FieldStep, form: FormData, fields: Set<string>): { typed?: TypedStep } {
  const values: TypedStep["values"] = {};
  for (const field of fields) {
    const value = typedValue(form.getAll(field));
    if (value !== null) values[field] = value;
  }
  return Object.keys(values).length > 0 ? { typed: { step, values } } : {};
}

/**
 * What the step shows when the visitor comes back to it: the saved plan with the values kept as typed
 * on top, and the messages those values get now (none if today's rules accept them).
 */
export function keptStep(
  step: FieldStep,
  draft: TripDraft,
  typed: TypedStep | null,
  today: string,
  locale: Locale,
): { values: PlanFormValues; errors: PlanFieldErrors } | null {
  if (!typed || typed.step !== step) return null;
  const values = { ...formValuesOf(draft), ...typed.values };
  const result = applyStepForm(step, formDataOf(values), draft, today, locale);
  return { values, errors: result.ok ? {} : (result.reply.error ?? {}) };
}
