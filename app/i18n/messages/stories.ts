import type { Translation } from "../translation";

/** The patient stories page. */
export const en = {
  "meta.title": "Patient Stories | NileCare",
  "meta.description": "Stories and reviews written by patients NileCare treated in Egypt, published with their consent as they wrote them.",
  "hero.title": "Patient Stories",
  "hero.lead": "Every story and review here is written by a patient NileCare treated, in their own words, good or bad.",
  "reviews.title": "Recent Verified Reviews",
  "reviews.comma": ",",
  "reviews.procedureWith": "{procedure} with",
  "share.title": "Have you been treated with us?",
  "share.lead": "Stories and reviews here come only from patients NileCare treated. If we treated you, you can write yours after your 30-day follow-up check-in.",
  "share.link": "Share Your Story",
  "cta.title": "Ready to write your own success story?",
  "cta.text": "Get a free consultation and a personalised quote within 2 hours.",
} as const;

export const ar: Translation<typeof en> = {
  "meta.title": "قصص المرضى | NileCare",
  "meta.description": "قصص وتقييمات كتبها مرضى عالجتهم NileCare في مصر، ونُشرت بموافقتهم كما كتبوها.",
  "hero.title": "قصص المرضى",
  "hero.lead": "كل قصة وتقييم هنا كتبه مريض عالجته NileCare، بكلماته، إيجابيًا كان أو سلبيًا.",
  "reviews.title": "أحدث التقييمات الموثّقة",
  "reviews.comma": "،",
  "reviews.procedureWith": "{procedure} مع",
  "share.title": "هل تلقّيت علاجك معنا؟",
  "share.lead": "لا تأتي القصص والتقييمات هنا إلا من مرضى عالجتهم NileCare. إن عالجناك، يمكنك كتابة قصتك بعد متابعة اليوم الثلاثين.",
  "share.link": "شارك قصتك",
  "cta.title": "هل أنت مستعد لكتابة قصة نجاحك؟",
  "cta.text": "احصل على استشارة مجانية وعرض سعر مخصص لك خلال ساعتين.",
};
