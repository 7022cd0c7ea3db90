import { z } from "zod";
import { confirmPassword, email, newPassword, password, username, withMatchingConfirmation } from "~/auth/schemas";

/** One schema per /account form, used by Conform in the browser and by the actions. */
export const usernameSchema = z.object({
  // The browser sends a blank field as nothing, which the rule answers with "Please enter a username".
  username: username.min(1, "Please enter a username"),
});

export const emailChangeSchema = z.object({ newEmail: email, currentPassword: password });

export const passwordChangeSchema = withMatchingConfirmation(
  z.object({ currentPassword: password, password: newPassword, confirmPassword }),
);

/** The first step of deleting the account: the password; the second step is a button on its own page. */
export const deleteAccountSchema = z.object({ password });
