/** Static texts of the intake wizard in Arabic: the twin of content/intake.ts, same figures. */

import * as en from "~content/intake";

const intakeTreatmentLabels: Record<(typeof en.intakeTreatments)[number]["id"], string> = {
  "cardiac-surgery": "جراحة القلب",
  "orthopedic-surgery": "جراحة العظام",
  "cosmetic-surgery": "جراحة التجميل",
  "dental-care": "علاج الأسنان",
  "eye-surgery": "جراحة العيون",
  "cancer-treatment": "علاج الأورام",
  fertility: "علاج الخصوبة",
  other: "علاج آخر",
};

/** The intake's "Treatment Type" options: the English list's ids and stored codes, with Arabic labels. */
export const intakeTreatments = en.intakeTreatments.map((option) => ({ ...option, label: intakeTreatmentLabels[option.id] }));

const extraLabels = [
  "الإقامة في المستشفى (3-5 أيام)",
  "السكن (7 أيام)",
  "التنقّل من المطار وإلى المستشفى",
  "خدمات الاستقبال والمرافقة",
] as const satisfies { length: typeof en.costEstimate.extras.length };

/** The intake's cost estimate: the English file's figures (whole US dollars), with the words in Arabic. */
export const costEstimate = {
  ...en.costEstimate,
  extras: en.costEstimate.extras.map((extra, index) => ({ ...extra, label: extraLabels[index]! })),
  note: "هذا تقدير مبدئي. يرسل إليك منسّقك عرض سعر خاصًا بك بعد أن يراجع طبيبك بياناتك.",
};

export const consultationOptions = [
  {
    title: "مكالمة فيديو مجانية لمدة 15 دقيقة",
    text: "تحدّث مع منسّق طبي عن علاجك وتكاليفه وترتيبات سفرك، دون أي التزام.",
  },
  { title: "استشارة بالفيديو", text: "متاحة على مدار الساعة، في الوقت الذي يناسبك بتوقيت بلدك." },
  { title: "اتصال هاتفي", text: "تفضّل الهاتف؟ يتصل بك أحد المنسّقين خلال ساعتين." },
] as const satisfies { length: typeof en.consultationOptions.length };

/** The statement a patient agrees to; stored with the intake alongside the time of consent. */
export const healthDataConsentText =
  "أوافق على أن تعالج NileCare معلوماتي الصحية، بما فيها المستندات التي أرفعها، ليتمكّن منسّقوها الطبيون والأطباء الشركاء من تقييم حالتي وترتيب علاجي.";
