import { z } from "zod";
import { authMessages } from "./messages";
import { MAX_PASSWORD_LENGTH, meetsAllPasswordRules } from "./password-rules";

/**
 * One schema per account form, used by Conform in the browser and by the actions.
 * Only /auth imports this module, so zod stays out of every other page's bundle.
 */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_USERNAME_LENGTH = 50;

/** Trimmed and lowercased before it is checked, so one address is one account. */
const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
  .regex(z.regexes.email, "Please enter a valid email address");

const password = z
  .string({ error: "Password is required" })
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const newPassword = password.refine(meetsAllPasswordRules, authMessages.weakPassword);

export const confirmPassword = z
  .string({ error: "Please confirm your password" })
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

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
    username: z
      .string()
      .trim()
      .max(MAX_USERNAME_LENGTH, `Username must be at most ${MAX_USERNAME_LENGTH} characters`)
      .regex(/^[^\p{Cc}]*$/u, "Username cannot contain control characters")
      .optional(),
    email,
    password: newPassword,
    confirmPassword,
  }),
);

export const forgotPasswordSchema = z.object({ email });

export const resendConfirmationSchema = z.object({ email });

export const resetPasswordSchema = withMatchingConfirmation(z.object({ password: newPassword, confirmPassword }));
