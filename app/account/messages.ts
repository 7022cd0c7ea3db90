import type { ToastInput } from "~/toast/toast";

/** What /account says after each action, shared by the actions and the tests. */
export const accountMessages = {
  wrongPassword: "That is not your current password.",
  sameEmail: "This is already your email address.",
  emailChangeInvalid: "This link to confirm your new email address is invalid or has expired. Please ask for a new one.",
  emailTaken: "This email address now belongs to another account, so it could not be moved to yours.",
  failed: "Something went wrong on our side. Nothing was changed; please try again in a moment.",
  deletionExpired: "The confirmation has expired. Please enter your password again.",
  staffMustLeaveFirst:
    "Staff accounts are closed by an admin, so patients' consultations and cases keep their coordinator. Ask an admin to remove you from the staff, then delete your account.",
} as const;

export const accountToasts = {
  usernameChanged: { title: "Username updated", description: "Your new name shows across the site." },
  emailChangeSent: {
    title: "Check your new inbox",
    description: "We sent a confirmation link to the new address. Your address changes once you open it.",
  },
  emailChanged: { title: "Email address changed", description: "Sign in with your new address from now on." },
  passwordChanged: {
    title: "Password changed",
    description: "Your password has been changed and your other sessions have been signed out.",
  },
  otherSessionsEnded: { title: "Signed out elsewhere", description: "Every other session has been signed out." },
  subscribed: { title: "Subscribed", description: "You will receive the NileCare newsletter." },
  unsubscribed: { title: "Unsubscribed", description: "You will not receive the newsletter any more." },
  consentWithdrawn: {
    title: "Consent withdrawn",
    description: "Coordinators can no longer open this intake. Its documents will be deleted after the grace period.",
  },
  consentGiven: { title: "Consent given", description: "Coordinators can work on your intake again." },
  accountDeleted: {
    title: "Account deleted",
    description: "Your account and everything in it have been deleted. A confirmation email is on its way.",
  },
} satisfies Record<string, ToastInput>;
