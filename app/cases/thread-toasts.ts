import type { Translate } from "~/i18n/message-key";
import type { ToastInput } from "~/toast/toast";

/** The patient's toasts on their request page, in the page's language; `phone` is the operator's. */
export function patientThreadToasts(t: Translate, phone: string) {
  return {
    sent: { title: t("requests.conversation.toast.sent.title"), description: t("requests.conversation.toast.sent.description") },
    limited: (wait: string): ToastInput => ({
      title: t("requests.conversation.toast.limited.title"),
      description: t("requests.conversation.toast.limited.description", { wait, phone }),
      variant: "destructive",
    }),
    accepted: {
      title: t("requests.conversation.toast.accepted.title"),
      description: t("requests.conversation.toast.accepted.description"),
    },
    declined: {
      title: t("requests.conversation.toast.declined.title"),
      description: t("requests.conversation.toast.declined.description"),
    },
    quoteClosed: {
      title: t("requests.conversation.toast.quoteClosed.title"),
      description: t("requests.conversation.toast.quoteClosed.description"),
      variant: "destructive",
    },
    quoteCaseClosed: {
      title: t("requests.conversation.toast.quoteClosed.title"),
      description: t("requests.conversation.toast.quoteCaseClosed.description"),
      variant: "destructive",
    },
    quoteAccepted: {
      title: t("requests.conversation.toast.quoteClosed.title"),
      description: t("requests.conversation.toast.quoteAccepted.description"),
      variant: "destructive",
    },
    cancelled: {
      title: t("requests.conversation.toast.cancelled.title"),
      description: t("requests.conversation.toast.cancelled.description"),
    },
    notCancellable: {
      title: t("requests.conversation.toast.notCancellable.title"),
      description: t("requests.conversation.toast.notCancellable.description"),
      variant: "destructive",
    },
  } as const satisfies Record<string, ToastInput | ((wait: string) => ToastInput)>;
}
