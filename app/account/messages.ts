import type { MessageKey, Translate } from "~/i18n/message-key";
import type { ToastInput } from "~/toast/toast";

/**
 * What /account says after each action, as keys of the `account` catalogue: replies carry the key (the
 * forms kit shows it in the page's language), toasts translate it with the request's `t`.
 */
export const accountMessages = {
  wrongPassword: "account.error.wrongPassword",
  sameEmail: "account.error.sameEmail",
  emailChangeInvalid: "account.error.emailChangeInvalid",
  emailTaken: "account.error.emailTaken",
  failed: "account.error.failed",
  deletionExpired: "account.error.deletionExpired",
  staffMustLeaveFirst: "account.error.staffMustLeaveFirst",
} as const satisfies Record<string, MessageKey>;

/** The toasts of /account, in the request's language. */
export function accountToasts(t: Translate) {
  return {
    usernameChanged: { title: t("account.toast.usernameChangedTitle"), description: t("account.toast.usernameChangedBody") },
    emailChangeSent: {
      title: t("account.toast.emailChangeSentTitle"),
      description: t("account.toast.emailChangeSentBody"),
    },
    emailChanged: { title: t("account.toast.emailChangedTitle"), description: t("account.toast.emailChangedBody") },
    passwordChanged: {
      title: t("account.toast.passwordChangedTitle"),
      description: t("account.toast.passwordChangedBody"),
    },
    otherSessionsEnded: {
      title: t("account.toast.otherSessionsEndedTitle"),
      description: t("account.toast.otherSessionsEndedBody"),
    },
    subscribed: { title: t("account.toast.subscribedTitle"), description: t("account.toast.subscribedBody") },
    unsubscribed: { title: t("account.toast.unsubscribedTitle"), description: t("account.toast.unsubscribedBody") },
    consentWithdrawn: {
      title: t("account.toast.consentWithdrawnTitle"),
      description: t("account.toast.consentWithdrawnBody"),
    },
    consentGiven: { title: t("account.toast.consentGivenTitle"), description: t("account.toast.consentGivenBody") },
    accountDeleted: {
      title: t("account.toast.accountDeletedTitle"),
      description: t("account.toast.accountDeletedBody"),
    },
  } satisfies Record<string, ToastInput>;
}
