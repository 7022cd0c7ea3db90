import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { useEffect, useRef, useState } from "react";

/**
 * The browser half of a form that only its action validates: the names, ids, constraints, typed
 * values and messages of its fields, read from the action's answer (`submission.reply()` of
 * Conform's `parseWithZod`). It has the shape of Conform's `useForm` metadata, which the forms kit
 * reads, without Conform's client runtime (8 KB gzip), which validates in the browser and
 * tracks every keystroke; our forms do neither, so pages ship only this (decision 0111).
 */

type Values = Record<string, unknown>;

export type FieldMetadata = {
  /** Changes when a successful answer resets the form, so React redraws its controls empty. */
  key: string | undefined;
  name: string;
  formId: string;
  id: string;
  errorId: string;
  descriptionId: string;
  errors: string[] | undefined;
  /** What the control shows first: the value posted last, or the form's default. */
  initialValue: unknown;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  pattern?: string;
  /** The rows of a list field. */
  getFieldList: () => FieldMetadata[];
  /** The fields of an object field. */
  getFieldset: <Names extends string = string>() => Record<Names, FieldMetadata>;
};

export type FormMetadata = {
  id: string;
  errorId: string;
  errors: string[] | undefined;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A default value as a form holds it (Conform's rules): ticked as "on", numbers and dates as text. */
function serialize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(serialize);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, serialize(v)]));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  return value ?? undefined;
}

/** Every value of a nested object by its field name (`items[0].amount`), lists and objects included. */
function flatten(value: unknown, prefix = "", into: Values = {}): Values {
  if (prefix) into[prefix] = value;
  if (Array.isArray(value)) value.forEach((item, index) => flatten(item, `${prefix}[${index}]`, into));
  else if (isPlainObject(value))
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

type FormState = {
  formId: string;
  generation: number;
  values: Values;
  errors: Record<string, string[] | null | undefined>;
  constraint: Record<string, Constraint>;
};

function fieldMetadata(state: FormState, name: string): FieldMetadata {
  const id = `${state.formId}-${name}`;
  // A row's constraint is stored once for every row: `items[].amount`.
  const constraint = state.constraint[name] ?? state.constraint[name.replace(/\[\d+\]/g, "[]")] ?? {};
  return {
    key: String(state.generation),
    name,
    formId: state.formId,
    id,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors: state.errors[name] ?? undefined,
    initialValue: state.values[name],
    required: constraint.required,
    minLength: constraint.minLength,
    maxLength: constraint.maxLength,
    min: constraint.min,
    max: constraint.max,
    pattern: constraint.pattern,
    getFieldList: () => {
      const rows = state.values[name];
      return Array.isArray(rows) ? rows.map((_, index) => fieldMetadata(state, `${name}[${index}]`)) : [];
    },
    getFieldset: <Names extends string>() => fieldset(state, name) as Record<Names, FieldMetadata>,
  };
}

function fieldset(state: FormState, prefix: string): Record<string, FieldMetadata> {
  return new Proxy({} as Record<string, FieldMetadata>, {
    get: (_, key) => (typeof key === "string" ? fieldMetadata(state, prefix ? `${prefix}.${key}` : key) : undefined),
  });
}

export function useForm<Shape extends Record<string, unknown>>({
  id,
  lastResult,
  defaultValue,
  constraint = {},
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** Values as the form holds them, or values that become them (numbers, ticked boxes, dates). */
  defaultValue?: { [Name in keyof Shape]?: unknown };
  constraint?: Record<string, Constraint>;
}): [FormMetadata, Record<keyof Shape & string, FieldMetadata>] {
  const initialValues = () => flatten(serialize(defaultValue ?? {}));
  // The answer the page was drawn with (a post without JavaScript) fills the fields with what was
  // sent; later answers arrive while the typed values are still on screen and only bring messages,
  // except a reset (`initialValue: null`), which redraws the fields with their defaults.
  const [shown, setShown] = useState(() => ({
    result: lastResult,
    generation: 0,
    values: lastResult?.initialValue ? flatten(lastResult.initialValue) : initialValues(),
  }));
  if (lastResult && lastResult !== shown.result) {
    const reset = lastResult.initialValue === null;
    setShown({
      result: lastResult,
      generation: reset ? shown.generation + 1 : shown.generation,
      values: reset ? initialValues() : shown.values,
    });
  }

  const errors = shown.result && shown.result.initialValue !== null ? (shown.result.error ?? {}) : {};
  const state: FormState = { formId: id, generation: shown.generation, values: shown.values, errors, constraint };

  // Like a page answered without JavaScript, an answer with messages takes the visitor to the first field at fault.
  const answered = useRef(lastResult);
  useEffect(() => {
    if (!lastResult || lastResult === answered.current) return;
    answered.current = lastResult;
    if (lastResult.status !== "error") return;
    const form = document.forms.namedItem(id);
    const fault = Array.from(form?.elements ?? []).find(
      (element): element is HTMLInputElement =>
        "name" in element && typeof element.name === "string" && Boolean(lastResult.error?.[element.name]),
    );
    fault?.focus();
  }, [id, lastResult]);

  const form: FormMetadata = {
    id,
    errorId: `${id}-error`,
    errors: errors[""] ?? undefined,
  };
  return [form, fieldset(state, "") as Record<keyof Shape & string, FieldMetadata>];
}

/**
 * The form element's `id`, `noValidate` and, when the form has messages, what describes it. The
 * browser's own checks stay off with and without JavaScript, so both get the server's messages,
 * next to the fields and in the page's language; the constraints still set the keyboards and limits.
 */
export function getFormProps(form: FormMetadata) {
  return {
    id: form.id,
    noValidate: true,
    "aria-describedby": form.errors ? form.errorId : undefined,
  };
}

/**
 * What a text field holds now, updated as the visitor types (the password meter and the
 * "Passwords do not match" line read it); before hydration, the value the page was drawn with.
 */
export function useFieldValue(field: FieldMetadata) {
  const drawn = typeof field.initialValue === "string" ? field.initialValue : undefined;
  const [typed, setTyped] = useState({ key: field.key, value: drawn });
  useEffect(() => {
    const onInput = (event: Event) => {
      const control = event.target;
      if (control instanceof HTMLInputElement && control.name === field.name && control.form?.id === field.formId)
        setTyped({ key: field.key, value: control.value });
    };
    document.addEventListener("input", onInput);
    return () => document.removeEventListener("input", onInput);
  }, [field.name, field.formId, field.key]);
  // A reset redraws the field with its default, so what was typed before it no longer counts.
  return typed.key === field.key ? typed.value : drawn;
}
