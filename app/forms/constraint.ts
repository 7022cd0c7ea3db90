import type { Constraint } from "@conform-to/dom";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number } } }>;
};

/** A form's constraints by field name, as the loader sends them to the browser. */
export type FormConstraint = Record<string, Constraint>;

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The tightest length bounds of the strings a field's schema passes its value through. */
function lengthBounds(schema: z.ZodType, bounds: { minLength?: number; maxLength?: number } = {}) {
  const def = defOf(schema);
  for (const check of def.checks ?? []) {
    const { check: kind, minimum, maximum } = check._zod.def;
    if (kind === "min_length" && minimum !== undefined) bounds.minLength = Math.max(bounds.minLength ?? 0, minimum);
    if (kind === "max_length" && maximum !== undefined)
      bounds.maxLength = Math.min(bounds.maxLength ?? Infinity, maximum);
  }
  if (def.innerType) lengthBounds(def.innerType, bounds);
  if (def.type === "pipe") {
    if (def.in) lengthBounds(def.in, bounds);
    if (def.out) lengthBounds(def.out, bounds);
  }
  return bounds;
}

/**
 * The browser's constraints (`required`, `minLength`, `maxLength`, `pattern`) of a form's
 * schema, for Conform's `useForm({ constraint })`. Conform's `getZodConstraint` finds
 * `required` and patterns; zod 4.6 no longer exposes string lengths where it looks, so they
 * are read from the checks here. A minimum of 1 only restates `required` and is left out.
 */
export function formConstraint(schema: z.ZodObject): FormConstraint {
  const constraint: FormConstraint = { ...getZodConstraint(schema) };
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const { minLength, maxLength } = lengthBounds(field);
    const entry = { ...constraint[name] };
    if (minLength !== undefined && minLength > 1) entry.minLength = minLength;
    if (maxLength !== undefined && maxLength !== Infinity) entry.maxLength = maxLength;
    constraint[name] = entry;
  }
  return constraint;
}
