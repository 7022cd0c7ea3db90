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
  flooded: {
    title: "Subscription Failed",
    description: "Too many subscription requests from your network. Please try again later.",
    variant: "destructive",
  },
  unsubscribed: {
    title: "Unsubscribed Successfully",
    description: "You have been unsubscribed from our newsletter.",
  },
  unsubscribeFailed: {
    title: "Unsubscribe Failed",
    description: "Failed to unsubscribe. Please try again or contact support.",
    variant: "destructive",
  },
} as const satisfies Record<string, ToastInput>;
