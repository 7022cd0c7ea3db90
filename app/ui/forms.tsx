/**
 * The forms kit: every form of the site is built from these pieces, so labels, hints,
 * error messages and `aria-describedby` are wired in one place (the Epic Stack's
 * `app/components/forms.tsx` is the model).
 *
 * Each field takes either Conform's field metadata (`meta`: name, id, default value,
 * constraints derived from the form's zod schema, errors) or plain props for a form without
 * Conform; `inputProps` and friends are spread last, so a form can add `autoComplete`,
 * `placeholder` or override anything. Ids fall back to `useId`, so a field without `meta`
 * is still labelled and described.
 */
export { CheckboxField, RadioGroup } from "./form-choices";
export { ErrorList } from "./form-errors";
export { Field, type ListOfErrors } from "./form-field";
export { PlainPostMarker, SubmitButton } from "./form-submit";
export { SelectField, TextareaField, type SelectOption } from "./form-text-fields";
