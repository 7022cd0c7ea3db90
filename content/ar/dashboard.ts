import type * as english from "../dashboard";

/**
 * The Arabic twin of content/dashboard.ts: the same links and number of entries. Prices keep their
 * left-to-right order inside Arabic text (LRI … PDI).
 */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? (K extends "to" ? T[K] : string) : never };
type ListOf<T extends readonly unknown[]> = readonly Texts<T[number]>[];

export const quickActions = [
  { label: "حجز استشارة", to: "/book", text: "تحدّث مع أحد منسقينا عن علاجك." },
  { label: "عرض سعر مجاني", to: "/contact", text: "سعر شامل لكل شيء خلال ساعتين." },
  { label: "ابحث عن طبيب", to: "/doctors", text: "ملفات نخبة أطبائنا المختصين، حسب العلاج واللغة." },
  { label: "تصفّح العلاجات", to: "/treatments", text: "قارن بين التخصصات ومدة العلاج والأسعار." },
  { label: "حسابك", to: "/account", text: "بياناتك وكلمة المرور والجلسات والموافقات وبياناتك الشخصية." },
] as const satisfies ListOf<typeof english.quickActions>;

export const recentActivity = [
  { title: "تم إنشاء الحساب", detail: "أهلًا بك في بوابة المرضى من NileCare.", when: "اليوم" },
  { title: "اطّلعت على دليل علاج", detail: "جراحة القلب: ما يمكن توقّعه قبل العملية وبعدها.", when: "مثال" },
  { title: "وصلنا طلب الاستشارة", detail: "سيتواصل معك أحد المنسقين خلال ساعتين.", when: "مثال" },
] as const satisfies ListOf<typeof english.recentActivity>;

export const recommendations = [
  {
    title: "جراحة القلب",
    text: "عمليات المجازة التاجية وصمامات القلب والدعامات مع فرق قلب مدرّبة دوليًا، ابتداءً من \u2066$8,500\u2069.",
    to: "/treatments/cardiac-surgery",
    cta: "اكتشف جراحة القلب",
  },
  {
    title: "خدمات الكونسيرج",
    text: "الاستقبال في المطار والسكن والمترجمون والجولات السياحية، نرتّبها لك ولمرافقك.",
    to: "/concierge",
    cta: "تعرّف على خدمات الكونسيرج",
  },
] as const satisfies ListOf<typeof english.recommendations>;
