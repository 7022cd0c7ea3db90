import { z } from "zod";
import { emailAddress, singleLineText } from "~/forms/field-rules";
import { formMessage } from "~/i18n/form-message";
import { authMessages } from "./messages";
import { MAX_PASSWORD_LENGTH, meetsAllPasswordRules } from "./password-rules";

/**
 * One schema per account form. The actions validate with them; the forms get their
 * constraints from the /auth loader, so zod stays out of the page's JavaScript. Messages are
 * catalogue keys (`formMessage`): the forms kit shows them in the page's language.
 */
export const MAX_USERNAME_LENGTH = 50;

export const email = emailAddress();

const passwordTooLong = formMessage("auth.error.passwordTooLong", { max: MAX_PASSWORD_LENGTH });

export const password = z
  .string({ error: formMessage("auth.error.passwordRequired") })
  .max(MAX_PASSWORD_LENGTH, passwordTooLong);

export const newPassword = password.refine(meetsAllPasswordRules, authMessages.weakPassword);

export const confirmPassword = z
  .string({ error: formMessage("auth.error.confirmRequired") })
  .max(MAX_PASSWORD_LENGTH, passwordTooLong);

/** "Passwords do not match" on the confirmation field, even when the password itself is weak. */
export function withMatchingConfirmation<T extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>>(
  schema: T,
) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === "string" && typeof v.confirmPassword === "string";
    },
  });
}

export const signInSchema = z.object({ email, password });

export const signUpSchema = withMatchingConfirmation(
  z.object({
    username: singleLineText({ label: "auth.field.username", max: MAX_USERNAME_LENGTH }).optional(),
    email,
    password: newPassword,
    confirmPassword,
  }),
);

export const forgotPasswordSchema = z.object({ email });

export const resendConfirmationSchema = z.object({ email });

export const resetPasswordSchema = withMatchingConfirmation(z.object({ password: newPassword, confirmPassword }));

/** The forms' values as typed, for `useForm<...>` in the browser (types only: no zod there). */
export type SignInFields = z.input<typeof signInSchema>;
export type SignUpFields = z.input<typeof signUpSchema>;
export type ForgotPasswordFields = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordFields = z.input<typeof resetPasswordSchema>;
