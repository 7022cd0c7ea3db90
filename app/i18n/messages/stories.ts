import type { Translation } from "../translation";

/** The patient stories page. */
export const en = {
  "meta.title": "Patient Stories | NileCare",
  "meta.description":
    "Real journeys of patients from the United States, Europe, Canada, Australia and the Gulf who had heart, eye, dental, cosmetic and orthopedic treatment in Egypt.",
  "hero.title": "Patient Stories",
  "hero.lead":
    "Patients from abroad have trusted us with their treatment in Egypt. These are some of their journeys, in their own words.",
  "journeys.title": "Journeys to Recovery",
  "journeys.lead": "Six patients, six treatments, one promise: world-class care at a fair price.",
  "journeys.savings": "Total savings:",
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
  "meta.description":
    "رحلات حقيقية لمرضى من الخليج والولايات المتحدة وأوروبا وكندا وأستراليا، تلقّوا في مصر علاجات القلب والعيون والأسنان والتجميل والعظام.",
  "hero.title": "قصص المرضى",
  "hero.lead":
    "وثق بنا مرضى من خارج مصر في رحلة علاجهم إليها. وهذه بعض رحلاتهم، يروونها بكلماتهم.",
  "journeys.title": "رحلات نحو التعافي",
  "journeys.lead": "ستة مرضى، وستة علاجات، ووعد واحد: رعاية بمستوى عالمي بسعر عادل.",
  "journeys.savings": "إجمالي التوفير:",
  "reviews.title": "أحدث التقييمات الموثّقة",
  "reviews.comma": "،",
  "reviews.procedureWith": "{procedure} مع",
  "share.title": "هل تلقّيت علاجك معنا؟",
  "share.lead": "لا تأتي القصص والتقييمات هنا إلا من مرضى عالجتهم NileCare. إن عالجناك، يمكنك كتابة قصتك بعد متابعة اليوم الثلاثين.",
  "share.link": "شارك قصتك",
  "cta.title": "هل أنت مستعد لكتابة قصة نجاحك؟",
  "cta.text": "احصل على استشارة مجانية وعرض سعر مخصص لك خلال ساعتين.",
};
