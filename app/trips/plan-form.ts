import { budgetLimits } from "~content/trip-planner";
import type { TripDraft } from "./plan-draft";

/**
 * A step's values as its form holds them (Conform's `initialValue`): text as typed, a ticked box
 * as "on", a list of boxes as their values. The page shows either the saved plan in this shape or,
 * after a refused post, exactly what was posted.
 */
export type PlanFormValues = Record<string, unknown>;

/** The messages of a refused step by field (Conform's `reply().error`). */
export type PlanFieldErrors = Record<string, string[] | null | undefined>;

export function formValuesOf(draft: TripDraft): PlanFormValues {
  const values: PlanFormValues = {};
  for (const [name, value] of Object.entries(draft)) {
    if (typeof value === "boolean") {
      if (value) values[name] = "on";
    } else {
      values[name] = typeof value === "number" ? String(value) : value;
    }
  }
  return values;
}

export const textOf = (values: PlanFormValues, name: string) => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};

export const listOf = (values: PlanFormValues, name: string) => {
  const value = values[name];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : value ? [String(value)] : [];
};

export const isTicked = (values: PlanFormValues, name: string) => values[name] === "on";

/** The budget the sliders start at: the values shown if they are amounts, else 3,000 to 15,000. */
export function budgetShown(values: PlanFormValues) {
  const min = Number(textOf(values, "budgetMin"));
  const max = Number(textOf(values, "budgetMax"));
  return max > 0 && Number.isFinite(min) && Number.isFinite(max)
    ? { min, max }
    : { min: budgetLimits.initialMin, max: budgetLimits.initialMax };
}
