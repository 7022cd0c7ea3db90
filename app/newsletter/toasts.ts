import type { ToastInput } from "~/toast/toast";

/** Newsletter toasts, word for word from the spec plus the flood refusal. */
export const newsletterToasts = {
  subscribed: {
    title: "Subscription Confirmed!",
    description: "Please check your email to confirm your subscription.",
  },
  failed: {
    title: "Subscription Failed",
    description: "Failed to subscribe. Please try again.",
    variant: "destructive",
  },
  invalidEmail: {
    title: "Subscription Failed",
    description: "Please enter a valid email address.",
    variant: "destructive",
  },
  alreadySubscribed: {
    title: "Subscription Failed",
    description: "You are already subscribed to our newsletter.",
    variant: "destructive",
  },
  /** A rate limit's message, which names the real wait. */
  flooded: (description: string): ToastInput => ({ title: "Subscription Failed", description, variant: "destructive" }),
  unsubscribed: {
    title: "Unsubscribed Successfully",
    description: "You have been unsubscribed from our newsletter.",
  },
  unsubscribeFailed: {
    title: "Unsubscribe Failed",
    description: "Failed to unsubscribe. Please try again or contact support.",
    variant: "destructive",
  },
} as const satisfies Record<string, ToastInput | ((description: string) => ToastInput)>;
