import type { ToastInput } from "~/toast/toast";

/** The validation and toast texts of the product spec, word for word, shared by the server and the browser. */
export const authMessages = {
  existingEmail:
    'An account with this email address already exists. Please sign in instead or use the "Forgot Password" option if you need to reset your password.',
  weakPassword:
    "Password is too weak. Please choose a stronger password with at least 8 characters, including uppercase, lowercase, numbers, and special characters.",
  passwordsDoNotMatch: "Passwords do not match",
  signupFailed: "We could not create your account. Please try again in a moment.",
  invalidCredentials: "Invalid email or password.",
  updateFailed: "We could not update your password. Please try again in a moment.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  resetSessionMissing: "Your password reset session has expired. Please request a new reset link.",
  resetNeedsLink:
    "To change your password while signed in, use your account settings, which ask for your current password. This form is for password reset links.",
  confirmLinkInvalid: "This confirmation link is invalid or has expired. Sign in to get a new one.",
  emailNotConfirmed: "Please confirm your email address before signing in. Check your inbox for the confirmation link.",
} as const;

export const authToasts = {
  signedIn: { title: "Signed in successfully!" },
  accountCreated: {
    title: "Account Created Successfully!",
    description: "Please check your email for a confirmation link to activate your account.",
  },
  resetEmailSent: {
    title: "Password Reset Email Sent",
    description: "If an account exists for this address, you will receive a link to reset your password shortly.",
  },
  passwordUpdated: {
    title: "Password Updated Successfully",
    description: "Your password has been changed and your other sessions have been signed out.",
  },
  emailConfirmed: { title: "Email Confirmed", description: "Welcome to NileCare! Your account is ready." },
  confirmationSent: {
    title: "Confirmation Email Sent",
    description: "If this address has an account waiting for confirmation, a new link is on its way.",
  },
  signedOut: { title: "Signed Out", description: "You have been signed out." },
  passwordTooWeak: {
    title: "Password too weak",
    description: "Please meet all password requirements",
    variant: "destructive",
  },
  passwordsDoNotMatch: {
    title: "Passwords do not match",
    description: "Please make sure both passwords are identical",
    variant: "destructive",
  },
} satisfies Record<string, ToastInput>;

/** Errors of sign-in, sign-up, reset and update: a destructive toast titled 'Error'. */
export const errorToast = (description: string): ToastInput => ({
  title: "Error",
  description,
  variant: "destructive",
});
