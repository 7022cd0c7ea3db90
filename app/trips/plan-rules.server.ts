import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/dom";
import { formValuesOf, type PlanFormValues } from "./plan-form";
import type { Locale } from "~/i18n/locales";
import type { TripDraft } from "./plan-draft";
import { planSubmissionSchema, stepSchema, type FieldStep } from "./plan-schema";

type StepResult = { ok: true; draft: TripDraft } | { ok: false; reply: SubmissionResult<string[]> };

/**
 * Validates one step's posted fields with its schema and merges them into the plan. A refused
 * step answers with Conform's reply: the messages by field and every value as it was typed.
 */
export function applyStepForm(
  step: FieldStep,
  form: FormData,
  draft: TripDraft,
  today: string,
  locale: Locale = "en",
): StepResult {
  const submission = parseWithZod(form, { schema: stepSchema(step, today, draft.treatmentType, locale) });
  if (submission.status !== "success") return { ok: false, reply: submission.reply() };
  return { ok: true, draft: { ...draft, ...submission.value } };
}

export type PlanProblem = { step: FieldStep; field: string; message: string };

/** The saved plan as the form posts it, so the schemas read it the same way. */
export function formDataOf(values: PlanFormValues) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === "string") form.append(name, v);
  }
  return form;
}

function firstMessages(error: Record<string, string[] | null> | null | undefined, step: FieldStep): PlanProblem[] {
  return Object.entries(error ?? {}).flatMap(([field, messages]) =>
    messages?.[0] ? [{ step, field, message: messages[0] }] : [],
  );
}

/**
 * Checks the whole plan before it is stored: what the submission needs (a treatment, a budget)
 * and every step's rules again (today may have moved, the treatment may have changed after the
 * dates). The budget step's own rules are left out while no budget is set: one message says so.
 */
export function checkPlan(draft: TripDraft, today: string, locale: Locale = "en"): PlanProblem[] {
  const form = formDataOf(formValuesOf(draft));
  const required = parseWithZod(form, { schema: planSubmissionSchema });
  const missing = required.status === "success" ? {} : (required.error ?? {});
  const problems: PlanProblem[] = [];
  if (missing.treatmentType) problems.push(...firstMessages({ treatmentType: missing.treatmentType }, 1));
  for (const step of [1, 2, 3, 4] as const) {
    if (step === 4 && missing.budgetMax) {
      problems.push(...firstMessages({ budgetMax: missing.budgetMax }, 4));
      continue;
    }
    const submission = parseWithZod(form, { schema: stepSchema(step, today, draft.treatmentType, locale) });
    if (submission.status !== "success") problems.push(...firstMessages(submission.error, step));
  }
  return problems;
}
