import type { Translation } from "../translation";

/**
 * What the forms kit and the shared field rules say (`app/forms/field-rules.ts`). `{field}` is the
 * field's name, itself a message key (`forms.field.email`) or, in the staff console, plain English.
 */
export const en = {
  "field.email": "Email",
  "emailRequired": "Email is required",
  "emailInvalid": "Please enter a valid email address",
  "required": "{field} is required",
  "tooLong": "{field} must be at most {max, number} characters",
  "controlCharacters": "{field} cannot contain control characters",
} as const;

export const ar: Translation<typeof en> = {
  "field.email": "البريد الإلكتروني",
  "emailRequired": "يُرجى كتابة بريدك الإلكتروني",
  "emailInvalid": "يُرجى كتابة بريد إلكتروني صحيح",
  "required": "يُرجى تعبئة خانة «{field}»",
  "tooLong": "يجب ألا تزيد خانة «{field}» على {max, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}",
  "controlCharacters": "تحتوي خانة «{field}» على رموز غير مسموح بها",
};
