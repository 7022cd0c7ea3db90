import type { Translation } from "../translation";

/** The words every e-mail's layout adds around a template's content (app/email/layout.server.ts). */
export const en = {
  "buttonFallback": "If the button does not work, copy this link into your browser:",
} as const;

export const ar: Translation<typeof en> = {
  "buttonFallback": "إذا لم يعمل الزر، فانسخ هذا الرابط والصقه في متصفحك:",
};
