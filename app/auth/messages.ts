import type { MessageKey, Translate } from "~/i18n/message-key";
import type { ToastInput } from "~/toast/toast";

/**
 * The validation and error messages of the product spec, as keys of the `auth` catalogue (English word for
 * word from the spec). Schemas and replies carry the key, which the forms kit shows in the page's language;
 * toasts translate it with the request's `t`.
 */
export const authMessages = {
  weakPassword: "auth.error.weakPassword",
  passwordsDoNotMatch: "auth.error.passwordsDoNotMatch",
  signupFailed: "auth.error.signupFailed",
  invalidCredentials: "auth.error.invalidCredentials",
  updateFailed: "auth.error.updateFailed",
  resetLinkInvalid: "auth.error.resetLinkInvalid",
  resetSessionMissing: "auth.error.resetSessionMissing",
  resetNeedsLink: "auth.error.resetNeedsLink",
  confirmLinkInvalid: "auth.error.confirmLinkInvalid",
  emailNotConfirmed: "auth.error.emailNotConfirmed",
} as const satisfies Record<string, MessageKey>;

/** The toasts of sign-in, sign-up, reset and confirmation, in the request's language. */
export function authToasts(t: Translate) {
  return {
    signedIn: { title: t("auth.toast.signedInTitle") },
    accountCreated: { title: t("auth.toast.accountCreatedTitle"), description: t("auth.toast.accountCreatedBody") },
    resetEmailSent: { title: t("auth.toast.resetEmailSentTitle"), description: t("auth.toast.resetEmailSentBody") },
    passwordUpdated: { title: t("auth.toast.passwordUpdatedTitle"), description: t("auth.toast.passwordUpdatedBody") },
    emailConfirmed: { title: t("auth.toast.emailConfirmedTitle"), description: t("auth.toast.emailConfirmedBody") },
    confirmationSent: {
      title: t("auth.toast.confirmationSentTitle"),
      description: t("auth.toast.confirmationSentBody"),
    },
    signedOut: { title: t("auth.toast.signedOutTitle"), description: t("auth.toast.signedOutBody") },
    passwordTooWeak: {
      title: t("auth.toast.passwordTooWeakTitle"),
      description: t("auth.toast.passwordTooWeakBody"),
      variant: "destructive",
    },
    passwordsDoNotMatch: {
      title: t("auth.toast.passwordsDoNotMatchTitle"),
      description: t("auth.toast.passwordsDoNotMatchBody"),
      variant: "destructive",
    },
  } satisfies Record<string, ToastInput>;
}

/** The toast of a refused form with a new password: a weak password, or two passwords that differ. */
export type PasswordRefusal = "passwordTooWeak" | "passwordsDoNotMatch" | null;

/** Which toast a refused new password gets (a weak password first), from the submission's errors. */
export function passwordRefusal(errors: Record<string, string[] | null> | null | undefined): PasswordRefusal {
  if (errors?.password?.includes(authMessages.weakPassword)) return "passwordTooWeak";
  return errors?.confirmPassword?.includes(authMessages.passwordsDoNotMatch) ? "passwordsDoNotMatch" : null;
}

export function refusalToast(t: Translate, refusal: PasswordRefusal) {
  return refusal ? authToasts(t)[refusal] : null;
}

/** Errors of sign-in, sign-up, reset, update and the account page: a destructive toast titled 'Error'. */
export const errorToast = (t: Translate, description: string): ToastInput => ({
  title: t("auth.toast.errorTitle"),
  description,
  variant: "destructive",
});
