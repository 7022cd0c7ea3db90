import type { Translation } from "../translation";

/** The pages an e-mailed newsletter link opens: /newsletter/confirm and /newsletter/unsubscribe. */
export const en = {
  "confirm.metaTitle": "Newsletter",
  "confirm.confirmedTitle": "Subscription confirmed",
  "confirm.confirmedText": "Thank you! You will now receive the {site} newsletter. Every issue has a link to unsubscribe.",
  "confirm.cancelledTitle": "This subscription was cancelled",
  "confirm.cancelledText":
    "This address has been unsubscribed since the confirmation email was sent. To receive the newsletter again, subscribe once more with the form at the bottom of this page.",
  "confirm.invalidTitle": "This confirmation link is not valid",
  "confirm.invalidText":
    "The link may be incomplete, or a newer confirmation email has replaced it. Subscribe again with the form at the bottom of this page to get a new link.",
  "home": "Return to Home",
  "unsubscribe.metaTitle": "Unsubscribe",
  "unsubscribe.invalidTitle": "This unsubscribe link is not valid",
  "unsubscribe.invalidBefore":
    "The link may be incomplete or out of date. Use the unsubscribe link in the most recent newsletter email, or write to",
  "unsubscribe.invalidAfter": "and we will remove your address.",
  "unsubscribe.doneTitle": "You are unsubscribed",
  "unsubscribe.doneText":
    "{email} will not receive the {site} newsletter any more. Changed your mind? Subscribe again with the form at the bottom of this page.",
  "unsubscribe.askTitle": "Unsubscribe from our newsletter",
  "unsubscribe.askText": "Stop sending the {site} newsletter to {email}? You can subscribe again at any time.",
  "unsubscribe.submit": "Unsubscribe",
  "unsubscribe.pending": "Unsubscribing...",
} as const;

export const ar: Translation<typeof en> = {
  "confirm.metaTitle": "النشرة البريدية",
  "confirm.confirmedTitle": "تم تأكيد اشتراكك",
  "confirm.confirmedText": "شكرًا لك! ستصلك الآن النشرة البريدية من {site}، وفي كل عدد رابط لإلغاء الاشتراك.",
  "confirm.cancelledTitle": "أُلغي هذا الاشتراك",
  "confirm.cancelledText":
    "أُلغي اشتراك هذا العنوان بعد إرسال رسالة التأكيد. لتصلك النشرة من جديد، اشترك مرة أخرى من النموذج أسفل هذه الصفحة.",
  "confirm.invalidTitle": "رابط التأكيد هذا غير صالح",
  "confirm.invalidText":
    "ربما الرابط غير مكتمل، أو حلّت محله رسالة تأكيد أحدث. اشترك مرة أخرى من النموذج أسفل هذه الصفحة لتحصل على رابط جديد.",
  "home": "العودة إلى الصفحة الرئيسية",
  "unsubscribe.metaTitle": "إلغاء الاشتراك",
  "unsubscribe.invalidTitle": "رابط إلغاء الاشتراك هذا غير صالح",
  "unsubscribe.invalidBefore":
    "ربما الرابط غير مكتمل أو قديم. استخدم رابط إلغاء الاشتراك في أحدث رسالة من النشرة، أو راسلنا على",
  "unsubscribe.invalidAfter": "وسنحذف عنوانك من القائمة.",
  "unsubscribe.doneTitle": "تم إلغاء اشتراكك",
  "unsubscribe.doneText":
    "لن تصل النشرة البريدية من {site} إلى {email} بعد الآن. غيّرت رأيك؟ يمكنك الاشتراك من جديد من النموذج أسفل هذه الصفحة.",
  "unsubscribe.askTitle": "إلغاء الاشتراك في نشرتنا البريدية",
  "unsubscribe.askText": "هل تريد إيقاف إرسال النشرة البريدية من {site} إلى {email}؟ يمكنك الاشتراك من جديد في أي وقت.",
  "unsubscribe.submit": "إلغاء الاشتراك",
  "unsubscribe.pending": "جارٍ إلغاء الاشتراك...",
};
