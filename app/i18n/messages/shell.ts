import type { Translation } from "../translation";

/** The frame of every page: skip link, header, menu, footer, theme control, error pages. */
export const en = {
  "skipLink": "Skip to main content",
} as const;

export const ar: Translation<typeof en> = {
  "skipLink": "انتقل إلى المحتوى الرئيسي",
};
