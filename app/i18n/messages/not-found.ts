import type { Translation } from "../translation";

/** The 404 page. */
export const en = {
  "meta.title": "Page not found | NileCare",
  "title": "Oops! Page not found",
  "text": "The page you were looking for does not exist or has moved.",
  "home": "Return to Home",
} as const;

export const ar: Translation<typeof en> = {
  "meta.title": "الصفحة غير موجودة | NileCare",
  "title": "عذرًا! لم نعثر على هذه الصفحة",
  "text": "الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.",
  "home": "العودة إلى الصفحة الرئيسية",
};
