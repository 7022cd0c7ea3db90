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
  /** A rate limit's message, which names the real wait. */
  flooded: (description: string): ToastInput => ({ title: "Error", description, variant: "destructive" }),
} as const satisfies Record<string, ToastInput | ((description: string) => ToastInput)>;
