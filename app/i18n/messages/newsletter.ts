import type { Translation } from "../translation";

/** The newsletter form (footer, blog) and its toasts. */
export const en = {
  "form.emailLabel": "Email address",
  "form.honeypot": "Leave this field empty",
  "form.submit": "Subscribe",
  "form.pending": "Subscribing...",
  "toast.subscribedTitle": "Subscription Confirmed!",
  "toast.subscribedBody": "Please check your email to confirm your subscription.",
  "toast.failedTitle": "Subscription Failed",
  "toast.failedBody": "Failed to subscribe. Please try again.",
  "toast.invalidEmailBody": "Please enter a valid email address.",
  "toast.alreadySubscribedBody": "You are already subscribed to our newsletter.",
  "toast.unsubscribedTitle": "Unsubscribed Successfully",
  "toast.unsubscribedBody": "You have been unsubscribed from our newsletter.",
  "toast.unsubscribeFailedTitle": "Unsubscribe Failed",
  "toast.unsubscribeFailedBody": "Failed to unsubscribe. Please try again or contact support.",
} as const;

export const ar: Translation<typeof en> = {
  "form.emailLabel": "البريد الإلكتروني",
  "form.honeypot": "اترك هذه الخانة فارغة",
  "form.submit": "اشترك",
  "form.pending": "جارٍ الاشتراك...",
  "toast.subscribedTitle": "تم استلام اشتراكك!",
  "toast.subscribedBody": "أرسلنا إليك رسالة بالبريد الإلكتروني، افتحها لتأكيد اشتراكك.",
  "toast.failedTitle": "لم يتم الاشتراك",
  "toast.failedBody": "تعذّر الاشتراك. يُرجى المحاولة مرة أخرى.",
  "toast.invalidEmailBody": "يُرجى كتابة بريد إلكتروني صحيح.",
  "toast.alreadySubscribedBody": "أنت مشترك في نشرتنا البريدية بالفعل.",
  "toast.unsubscribedTitle": "تم إلغاء الاشتراك",
  "toast.unsubscribedBody": "لن تصلك نشرتنا البريدية بعد الآن.",
  "toast.unsubscribeFailedTitle": "لم يتم إلغاء الاشتراك",
  "toast.unsubscribeFailedBody": "تعذّر إلغاء الاشتراك. يُرجى المحاولة مرة أخرى أو التواصل معنا.",
};
