import type { Translation } from "../translation";

/**
 * One case per treatment path: the files a coordinator attached for the patient, the "this is about my
 * current request" choice on the contact form, the plan, the intake, and requests merged into one.
 */
export const en = {
  "attachments.title": "Files from your coordinator",
  "attachments.intro": "Documents your coordinator prepared for you, such as a visa invitation letter, your itinerary or a hospital estimate.",
  "attachments.signIn": "Sign in to download these files.",
  "attachments.added": "Added {date}",
  "about.legend": "Is this about a request you already sent?",
  "about.new": "No, this is a new request",
  "about.current": "Yes, about: {title}",
  "about.hint": "Your coordinator then sees everything on one request.",
  "about.unknown": "Choose one of your open requests.",
  "merged.title": "Also sent on this request",
  "merged.sentOn": "Sent {date}",
  "dashboard.stage": "Now: {stage}",
  "dashboard.next": "Next step: {next}",
} as const;

export const ar: Translation<typeof en> = {
  "attachments.title": "ملفات من منسّقك",
  "attachments.intro": "مستندات أعدّها منسّقك لك، مثل خطاب دعوة التأشيرة أو برنامج رحلتك أو تقدير تكلفة المستشفى.",
  "attachments.signIn": "سجّل الدخول لتنزيل هذه الملفات.",
  "attachments.added": "أُضيف في {date}",
  "about.legend": "هل يتعلّق هذا بطلب أرسلته من قبل؟",
  "about.new": "لا، هذا طلب جديد",
  "about.current": "نعم، بخصوص: {title}",
  "about.hint": "هكذا يرى منسّقك كل شيء في طلب واحد.",
  "about.unknown": "اختر أحد طلباتك المفتوحة.",
  "merged.title": "أُرسل أيضًا ضمن هذا الطلب",
  "merged.sentOn": "أُرسل في {date}",
  "dashboard.stage": "الآن: {stage}",
  "dashboard.next": "الخطوة التالية: {next}",
};
