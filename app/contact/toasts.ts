import type { Translate } from "~/i18n/message-key";
import type { ToastInput } from "~/toast/toast";

/** The failure toast, alone: the form shows it too when its post gets no answer, and loads only this. */
export const sendFailedToast = (t: Translate) =>
  ({ title: t("contact.toast.errorTitle"), description: t("contact.toast.failedBody"), variant: "destructive" }) as const;

/** Contact toasts in the request's language (English word for word from the spec), plus the flood refusal. */
export function contactToasts(t: Translate) {
  const errorTitle = t("contact.toast.errorTitle");
  return {
    /** With the reference the sender can quote (decision 0153), when the message was stored. */
    sent: (reference: string | null): ToastInput => ({
      title: t("contact.toast.sentTitle"),
      description: reference ? `${t("contact.toast.sentBody")} ${t("contact.toast.sentReference", { reference })}` : t("contact.toast.sentBody"),
    }),
    failed: sendFailedToast(t),
    /** A rate limit's message, which names the real wait. */
    flooded: (description: string): ToastInput => ({ title: errorTitle, description, variant: "destructive" }),
  } as const satisfies Record<string, ToastInput | ((text: string) => ToastInput) | ((reference: string | null) => ToastInput)>;
}
