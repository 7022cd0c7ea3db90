import type { Translate } from "~/i18n/message-key";
import type { ToastInput } from "~/toast/toast";

/** The failure toast, alone: the form shows it too when its post gets no answer, and loads only this. */
export const subscribeFailedToast = (t: Translate) =>
  ({ title: t("newsletter.toast.failedTitle"), description: t("newsletter.toast.failedBody"), variant: "destructive" }) as const;

/** Newsletter toasts in the request's language (English word for word from the spec), plus the flood refusal. */
export function newsletterToasts(t: Translate) {
  const failedTitle = t("newsletter.toast.failedTitle");
  return {
    subscribed: { title: t("newsletter.toast.subscribedTitle"), description: t("newsletter.toast.subscribedBody") },
    failed: subscribeFailedToast(t),
    invalidEmail: { title: failedTitle, description: t("newsletter.toast.invalidEmailBody"), variant: "destructive" },
    alreadySubscribed: {
      title: failedTitle,
      description: t("newsletter.toast.alreadySubscribedBody"),
      variant: "destructive",
    },
    /** A rate limit's message, which names the real wait. */
    flooded: (description: string): ToastInput => ({ title: failedTitle, description, variant: "destructive" }),
    unsubscribed: { title: t("newsletter.toast.unsubscribedTitle"), description: t("newsletter.toast.unsubscribedBody") },
    unsubscribeFailed: {
      title: t("newsletter.toast.unsubscribeFailedTitle"),
      description: t("newsletter.toast.unsubscribeFailedBody"),
      variant: "destructive",
    },
  } as const satisfies Record<string, ToastInput | ((description: string) => ToastInput)>;
}
