import type * as en from "../dashboard";
import type { ContentTranslation } from "~/i18n/content-translation";

/**
 * The patient portal's static content in Arabic. Recent activity and upcoming appointments are
 * the patient's real events (app/cases/activity.server.ts, app/booking).
 */
export const quickActions: ContentTranslation<typeof en.quickActions, "to"> = [
  {
    label: "احصل على استشارة مجانية",
    to: "/book",
    text: "مكالمة فيديو مجانية مدتها 15 دقيقة مع منسّق بشأن علاجك.",
  },
  { label: "احصل على عرض سعر مجاني", to: "/contact", text: "سعر شامل لكل شيء خلال ساعتين." },
  { label: "ابحث عن طبيب", to: "/doctors", text: "ملفات نخبة من أطبائنا الاستشاريين، حسب العلاج واللغة." },
  { label: "تصفّح العلاجات", to: "/treatments", text: "قارن بين التخصصات ومدد العلاج والأسعار." },
  { label: "حسابك", to: "/account", text: "بياناتك، وكلمة المرور، والأجهزة المسجّل دخولك منها، والموافقات، وبياناتك الشخصية." },
];

export const treatmentsRecommendation: ContentTranslation<typeof en.treatmentsRecommendation, "to"> = {
  title: "العلاج في مصر",
  text: "قارن بين التخصصات والإجراءات الطبية، ولكلٍّ منها سعره إلى جانب تكلفة الرعاية نفسها في بلدك.",
  to: "/treatments",
  cta: "قارن بين العلاجات",
};

export const recommendations: ContentTranslation<typeof en.recommendations, "to"> = [
  {
    title: "خدمات الكونسيرج",
    text: "الاستقبال في المطار، والسكن، والمترجمون، والجولات السياحية، كلها مرتّبة لك ولمرافقك.",
    to: "/concierge",
    cta: "تعرّف على خدمات الكونسيرج",
  },
];
