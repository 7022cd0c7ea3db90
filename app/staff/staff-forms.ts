import { z } from "zod";
import { confirmPassword, MAX_USERNAME_LENGTH, newPassword, withMatchingConfirmation } from "~/auth/schemas";
import { emailAddress, singleLineText } from "~/forms/field-rules";
import { userRoles, staffRoles } from "./roles";

/** The admin pages' forms and the invitation form: one schema each. */

export const inviteStaffSchema = z.object({
  intent: z.literal("invite"),
  email: emailAddress(),
  role: z.enum(staffRoles, { error: "Choose a role" }),
});

export const revokeInvitationSchema = z.object({
  intent: z.literal("revoke"),
  invitationId: z.string().regex(/^[\w-]{1,64}$/),
});

/** `user` takes the staff role away: the account stays, as a patient account. */
export const changeRoleSchema = z.object({
  intent: z.literal("role"),
  userId: z.string().regex(/^[\w-]{1,64}$/),
  role: z.enum(userRoles, { error: "Choose a role" }),
});

export const acceptInvitationSchema = withMatchingConfirmation(
  z.object({
    name: singleLineText({ label: "Name", required: "Enter your name as patients and colleagues will see it", max: MAX_USERNAME_LENGTH }),
    password: newPassword,
    confirmPassword,
  }),
);
