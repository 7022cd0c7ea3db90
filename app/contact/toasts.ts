import type { Translate } from "~/i18n/message-key";
import type { ToastInput } from "~/toast/toast";

/** Contact toasts in the request's language (English word for word from the spec), plus the flood refusal. */
export function contactToasts(t: Translate) {
  const errorTitle = t("contact.toast.errorTitle");
  return {
    sent: { title: t("contact.toast.sentTitle"), description: t("contact.toast.sentBody") },
    failed: { title: errorTitle, description: t("contact.toast.failedBody"), variant: "destructive" },
    /** A rate limit's message, which names the real wait. */
    flooded: (description: string): ToastInput => ({ title: errorTitle, description, variant: "destructive" }),
  } as const satisfies Record<string, ToastInput | ((description: string) => ToastInput)>;
}
