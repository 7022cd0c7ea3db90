import { site } from "~content/site";
import type { ToastInput } from "~/toast/toast";

/** Contact toasts, word for word from the spec plus the flood refusal. */
export const contactToasts = {
  sent: {
    title: "Message Sent Successfully!",
    description: "Thank you for contacting us. We'll get back to you within 2 hours.",
  },
  failed: {
    title: "Error",
    description: "Failed to send message. Please try again.",
    variant: "destructive",
  },
  flooded: {
    title: "Error",
    description: `You have sent several messages in a short time. Please try again later, or call us at ${site.phone}.`,
    variant: "destructive",
  },
} as const satisfies Record<string, ToastInput>;
