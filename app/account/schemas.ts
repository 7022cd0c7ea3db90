import { z } from "zod";
import { confirmPassword, email, MAX_USERNAME_LENGTH, newPassword, password, withMatchingConfirmation } from "~/auth/schemas";
import { singleLineText } from "~/forms/field-rules";
import { formMessage } from "~/i18n/form-message";

/**
 * One schema per /account form. The actions validate with them; the forms get their
 * constraints from the loader, so zod stays out of the page's JavaScript.
 */
export const usernameSchema = z.object({
  username: singleLineText({
    label: "account.field.username",
    required: formMessage("account.error.usernameRequired"),
    max: MAX_USERNAME_LENGTH,
  }),
});

export const emailChangeSchema = z.object({ newEmail: email, currentPassword: password });

export const passwordChangeSchema = withMatchingConfirmation(
  z.object({ currentPassword: password, password: newPassword, confirmPassword }),
);

/** The first step of deleting the account: the password; the second step is a button on its own page. */
export const deleteAccountSchema = z.object({ password });

export type UsernameFields = z.input<typeof usernameSchema>;
export type EmailChangeFields = z.input<typeof emailChangeSchema>;
export type PasswordChangeFields = z.input<typeof passwordChangeSchema>;
export type DeleteAccountFields = z.input<typeof deleteAccountSchema>;
