import type { Translation } from "../translation";

/** What every e-mail's layout says (app/email/layout.server.ts); each template's words go beside these. */
export const en = {
  "layout.buttonFallback": "If the button does not work, copy this link into your browser:",
  "layout.unsubscribe": "Unsubscribe from the {name} newsletter",
} as const;

export const ar: Translation<typeof en> = {
  "layout.buttonFallback": "إذا لم يعمل الزر، انسخ هذا الرابط والصقه في متصفحك:",
  "layout.unsubscribe": "إلغاء الاشتراك في نشرة {name} البريدية",
};
