import type { Translate } from "~/i18n/message-key";
import type { ToastInput } from "~/toast/toast";

/** The failure toast, alone: the form shows it too when its post gets no answer, and loads only this. */
export const sendFailedToast = (t: Translate) =>
  ({ title: t("contact.toast.errorTitle"), description: t("contact.toast.failedBody"), variant: "destructive" }) as const;

/** Contact toasts in the request's language (English word for word from the spec), plus the flood refusal. */
export function contactToasts(t: Translate) {
  const errorTitle = t("contact.toast.errorTitle");
  return {
    sent: { title: t("contact.toast.sentTitle"), description: t("contact.toast.sentBody") },
    failed: sendFailedToast(t),
    /** A rate limit's message, which names the real wait. */
    flooded: (description: string): ToastInput => ({ title: errorTitle, description, variant: "destructive" }),
  } as const satisfies Record<string, ToastInput | ((description: string) => ToastInput)>;
}
