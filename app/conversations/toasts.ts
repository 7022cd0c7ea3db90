import { site } from "~content/site";
import type { ToastInput } from "~/toast/toast";

export const threadToasts = {
  sent: { title: "Message sent", description: "Your coordinator will see it on your case." },
  replied: { title: "Reply sent", description: "The patient gets it by e-mail with a link back." },
  limited: (wait: string) => ({
    title: "Please wait a moment",
    description: `You have sent 20 messages in the last hour. Please try again ${wait}, or call us at ${site.phone}.`,
    variant: "destructive",
  }),
  quoteSent: { title: "Quote sent", description: "The patient gets it by e-mail and sees it in the conversation." },
  accepted: { title: "Quote accepted", description: "Your coordinator has been told and will confirm the details." },
  declined: { title: "Quote declined", description: "Your coordinator has been told." },
  quoteClosed: {
    title: "This quote can no longer be answered",
    description: "It has expired, been replaced by a newer version, or was already answered.",
    variant: "destructive",
  },
  cancelled: { title: "Trip plan cancelled", description: "Your coordinator can see that you cancelled it." },
  notCancellable: { title: "This plan cannot be cancelled", description: "It is already closed.", variant: "destructive" },
} as const satisfies Record<string, ToastInput | ((wait: string) => ToastInput)>;
