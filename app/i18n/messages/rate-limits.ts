import type { Translation } from "../translation";

/**
 * The rate limits' messages (`app/security/rate-limit.server.ts`). `{wait}` is the real wait, itself a
 * message (`rateLimits.wait.*`, "in 41 minutes") given the same values; `{phone}` is the site's number.
 */
export const en = {
  "wait.hours": "in {hours} hours",
  "wait.hour": "in 1 hour",
  "wait.minutes": "in {minutes} minutes",
  "wait.minute": "in a minute",
  "loginFailed": "Too many failed login attempts. Please try again {wait}.",
  "signup": "Too many signup attempts from your network. Please try again {wait}.",
  "dataExports": "You have downloaded your data 5 times in the last hour. Please try again {wait}.",
  "contact": "You have sent several messages in a short time. Please try again {wait}, or call us at {phone}.",
  "newsletterClient": "Too many subscription requests from your network. Please try again {wait}.",
  "newsletterAddress": "We have already sent confirmation emails to this address. Please try again {wait}.",
  "consultationHolds": "You are already holding several times, the most we keep for one visitor. Please confirm one, try again {wait}, or call us at {phone}.",
  "intakeDrafts": "Too many registrations were started from your network today. Please try again {wait} or sign in.",
  "intakeUploads": "Too many files were uploaded from your network today. Please try again {wait} or sign in.",
  "intakeBytes": "The upload allowance for your network is used up for today. Please try again {wait} or sign in.",
} as const;

const phone = "\u2066{phone}\u2069";

export const ar: Translation<typeof en> = {
  "wait.hours": "{hours, plural, one {بعد ساعة} two {بعد ساعتين} few {بعد # ساعات} many {بعد # ساعة} other {بعد # ساعة}}",
  "wait.hour": "بعد ساعة",
  "wait.minutes": "{minutes, plural, one {بعد دقيقة} two {بعد دقيقتين} few {بعد # دقائق} many {بعد # دقيقة} other {بعد # دقيقة}}",
  "wait.minute": "بعد دقيقة",
  "loginFailed": "محاولات فاشلة كثيرة لتسجيل الدخول. يُرجى المحاولة مرة أخرى {wait}.",
  "signup": "محاولات كثيرة لإنشاء حساب من شبكتك. يُرجى المحاولة مرة أخرى {wait}.",
  "dataExports": "نزّلت بياناتك 5 مرات خلال الساعة الماضية. يُرجى المحاولة مرة أخرى {wait}.",
  "contact": `أرسلت عدة رسائل في وقت قصير. يُرجى المحاولة مرة أخرى {wait}، أو الاتصال بنا على ${phone}.`,
  "newsletterClient": "طلبات اشتراك كثيرة من شبكتك. يُرجى المحاولة مرة أخرى {wait}.",
  "newsletterAddress": "أرسلنا بالفعل رسائل تأكيد إلى هذا العنوان. يُرجى المحاولة مرة أخرى {wait}.",
  "consultationHolds": `تحتفظ بالفعل بعدة مواعيد، وهو الحد الأقصى لزائر واحد. يُرجى تأكيد أحدها، أو المحاولة مرة أخرى {wait}، أو الاتصال بنا على ${phone}.`,
  "intakeDrafts": "بدأ عدد كبير من التسجيلات من شبكتك اليوم. يُرجى المحاولة مرة أخرى {wait} أو تسجيل الدخول.",
  "intakeUploads": "رُفع عدد كبير من الملفات من شبكتك اليوم. يُرجى المحاولة مرة أخرى {wait} أو تسجيل الدخول.",
  "intakeBytes": "استُنفد حجم الرفع المسموح به لشبكتك اليوم. يُرجى المحاولة مرة أخرى {wait} أو تسجيل الدخول.",
};
