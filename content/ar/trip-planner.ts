import type { hotelTypes } from "~/domain/hotels";
import type { currencies } from "~/domain/quotes";
import * as en from "~content/trip-planner";
import { plannerChoices } from "~content/treatments/list";
import { formatMoney } from "~/i18n/money";

/**
 * The trip planner (/ar/plan) in Arabic: the twin of content/trip-planner.ts, with the same ids,
 * values and numbers. Written for a patient from Libya, Sudan, Iraq, Yemen or the Gulf, not word for word.
 */

export const planHero = {
  title: "خطّط لرحلتك العلاجية إلى مصر",
  lead: "صمّم رحلتك العلاجية على مقاسك في خمس خطوات: العلاج، ومواعيد السفر، والإقامة، والميزانية، وتفضيلاتك. ويحوّلها منسّقونا الطبيون إلى خطة متكاملة.",
  primary: "ابدأ التخطيط",
  secondary: "تعرّف على مراحل الرحلة",
} as const;

export const planTabs = { planner: "المخطِّط التفاعلي", overview: "مراحل الرحلة" } as const;

export const wizardSteps = [
  "اختيار العلاج",
  "مواعيد السفر",
  "الإقامة",
  "الميزانية والتفضيلات",
  "المراجعة والإرسال",
] as const satisfies { length: typeof en.wizardSteps.length };

export const WIZARD_STEP_COUNT = wizardSteps.length;

/** The treatments the planner offers: the English file's ids. */
export const plannerTreatmentIds = en.plannerTreatmentIds;

/** The one list's ids, recovery days and popularity, with the planner's names in Arabic. */
export const tripTreatments = /* @__PURE__ */ plannerChoices(plannerTreatmentIds, "ar");

type HotelTypeId = (typeof hotelTypes)[number];
export const hotelTypeOptions = [
  { id: "medical_hotel", name: "فندق طبي", description: "فنادق تتوفر فيها رعاية تمريضية ودعم طبي داخل المكان." },
  { id: "hotel", name: "فندق", description: "من الاقتصادي إلى الفاخر، ولكل فندق نجومه الرسمية، على مقربة من مستشفياتنا الشريكة." },
  {
    id: "apartment",
    name: "شقة فندقية",
    description: "مساحة أوسع ومطبخ خاص، تناسب فترات التعافي الطويلة مع العائلة.",
  },
  { id: "resort", name: "منتجع", description: "مكان هادئ للتعافي، مع مرافق للاسترخاء والعناية بالصحة." },
] as const satisfies readonly { id: HotelTypeId; name: string; description: string }[];

export const specialRequirementOptions = [
  "غرفة في الطابق الأرضي",
  "تجهيزات للكراسي المتحركة",
  "مكان لحفظ المعدات الطبية",
  "ثلاجة لحفظ الأدوية",
  "مكان هادئ",
  "تكييف هواء",
  "حمّام خاص",
  "شرفة أو تراس",
  "خدمة الغرف",
  "خدمة غسيل الملابس",
] as const;

export const culturalInterestOptions = [
  { id: "historical-sites", name: "المواقع التاريخية" },
  { id: "museums", name: "المتاحف" },
  { id: "local-cuisine", name: "المطبخ المصري" },
  { id: "wellness-spa", name: "الاسترخاء والسبا" },
  { id: "shopping", name: "التسوّق" },
  { id: "photography", name: "التصوير" },
] as const;

export const currencyOptions = [
  { id: "USD", name: "USD - دولار أمريكي" },
  { id: "EUR", name: "EUR - يورو" },
  { id: "GBP", name: "GBP - جنيه إسترليني" },
  { id: "CAD", name: "CAD - دولار كندي" },
  { id: "AUD", name: "AUD - دولار أسترالي" },
] as const satisfies readonly { id: (typeof currencies)[number]; name: string }[];

export {
  budgetLimits,
  companionOptions,
  DEFAULT_RECOVERY_DAYS,
  MIN_DAYS_BEFORE_ARRIVAL,
  NOTE_MAX_LENGTH,
} from "~content/trip-planner";

/** The parts of the review's budget guide (the English list's parts). */
const budgetGuideLabels = ["العلاج والإقامة في المستشفى", "السكن", "تذكرة الطيران ذهابًا وإيابًا (الدرجة السياحية)", "التنقلات والكونسيرج"] as const satisfies {
  length: typeof en.budgetGuide.length;
};
export const budgetGuide = en.budgetGuide.map((part, index) => ({ ...part, label: budgetGuideLabels[index]! }));

export const wizardTexts = {
  treatmentIntro: "اختر العلاج الذي تخطّط له، وسنقترح عليك مدة الإقامة بحسب فترة التعافي المعتادة له.",
  popular: "الأكثر طلبًا",
  datesIntro: "متى تودّ السفر؟ يمكنك الوصول بعد 14 يومًا من اليوم على الأقل.",
  arrival: "تاريخ الوصول",
  departure: "تاريخ المغادرة",
  flexible: "مواعيدي مرنة (± 7 أيام)",
  flexibleHelp: "المواعيد المرنة قد توفّر عليك حتى 20% من تكلفة الإقامة.",
  accommodationIntro: "اختر نوع السكن الذي يريحك، وأخبرنا بما تحتاج إليه فيه.",
  hotelType: "نوع الإقامة",
  options: "الخيارات المتاحة",
  loadingOptions: "جارٍ تحميل خيارات الإقامة...",
  noOptions: "لا تتوفر خيارات من هذا النوع حاليًا، وسيقترح عليك منسّقونا بدائل مناسبة.",
  showOptions: "اعرض الخيارات المناسبة",
  specialRequirements: "احتياجات خاصة",
  proximity: "أفضّل الإقامة قرب المستشفى",
  budgetIntro: "حدّد ميزانيتك، وأخبرنا كيف تفضّل أن تكون رحلتك.",
  budgetRange: "نطاق الميزانية",
  budgetMin: "الحد الأدنى للميزانية",
  budgetMax: "الحد الأعلى للميزانية",
  currency: "العملة",
  companions: "عدد المسافرين",
  companionsHelp: "يشمل هذا العدد المريض نفسه.",
  services: "خدمات إضافية",
  insurance: "أحتاج إلى تأمين سفر",
  visa: "أحتاج إلى مساعدة في التأشيرة",
  transport: "التنقّلات",
  airportTransfer: "الاستقبال والتوصيل من المطار وإليه",
  dailyTransport: "توصيل يومي إلى المستشفى",
  sightseeing: "جولات سياحية",
  culturalInterests: "اهتمامات ثقافية",
  notes: "ملاحظات إضافية",
  notesHelp: `أي شيء آخر تودّ أن يعرفه منسّقونا (اختياري، حتى ${en.NOTE_MAX_LENGTH} حرف).`,
  reviewIntro: "راجع خطتك جيدًا. يمكنك العودة إلى أي خطوة وتعديلها قبل الإرسال.",
  budgetGuideTitle: "التكلفة المعتادة لهذا العلاج (بالدولار الأمريكي)",
  submit: "أرسل خطة رحلتي",
  submitting: "جارٍ إرسال الخطة...",
  next: "التالي",
  nextOnLastStep: "أرسل الخطة",
  signInHint: "لإرسال خطة رحلتك. ستبقى خطتك محفوظة ريثما تسجّل الدخول.",
  signInLink: "سجّل الدخول",
  notSet: "لم يُحدَّد بعد",
} as const satisfies Record<keyof typeof en.wizardTexts, string>;

/** The confirmation page after a plan is submitted: what happens next, in order. */
export const afterSubmitSteps = [
  {
    title: "يراجع أحد منسّقينا خطتك",
    text: "خلال 24 ساعة يراجع منسّق طبي العلاج والمواعيد والميزانية، ويختار لك الطبيب المختص المناسب.",
  },
  {
    title: "يصلك عرض سعر خاص بك",
    text: "نرسل إليك بالبريد الإلكتروني عرض سعر شاملًا يحدّد الطبيب والمستشفى والإقامة والتنقّلات.",
  },
  {
    title: "نؤكّد رحلتك معًا",
    text: "بعد موافقتك نحجز مواعيدك، ونساعدك في إجراءات التأشيرة، ونرتّب استقبالك في المطار.",
  },
] as const;

export const planToasts = {
  authRequired: { title: "يلزم تسجيل الدخول", description: "يُرجى تسجيل الدخول لإرسال خطة رحلتك." },
  failed: {
    title: "تعذّر إرسال الخطة",
    description: "حدث خطأ أثناء إرسال خطتك. يُرجى المحاولة مرة أخرى.",
  },
  submitted: {
    title: "وصلتنا خطة رحلتك!",
    description: "سيراجع منسّقونا الطبيون خطتك ويتواصلون معك خلال 24 ساعة.",
  },
} as const;

export const journeyOverview = [
  {
    title: "الاستشارة الأولى",
    text: "شاركنا تاريخك الطبي وما تتطلع إليه في استشارة مجانية، ويردّ عليك أحد المنسّقين خلال 24 ساعة.",
  },
  {
    title: "التقييم الطبي",
    text: "يراجع أطباؤنا المختصون تقاريرك، ويؤكّدون خطة العلاج، ويقدّمون لك عرض سعر واضحًا.",
  },
  {
    title: "التخطيط للسفر",
    text: "نرتّب لك دعم التأشيرة، ونرشدك في حجز الطيران، ونجهّز الإقامة والتنقّلات حسب مواعيد علاجك.",
  },
  {
    title: "الوصول والعلاج",
    text: "نستقبلك في المطار، ونبقى إلى جانبك من دخولك المستشفى حتى خروجك منه.",
  },
  {
    title: "التعافي والمتابعة",
    text: "تعافَ براحة مع زيارات التمريض، ثم ابقَ على تواصل مع طبيبك بعد عودتك إلى بلدك.",
  },
] as const;

export const conciergeServices = [
  {
    title: "الاستقبال من المطار",
    text: "سائق خاص ينتظرك في صالة الوصول ويوصلك إلى فندقك أو المستشفى، في أي ساعة من الليل أو النهار.",
  },
  {
    title: "الإقامة",
    text: "فنادق طبية وفنادق وشقق فندقية مختارة بعناية، قريبة من مستشفاك.",
  },
  {
    title: "التنقّلات",
    text: "توصيل يومي إلى المواعيد والفحوص، مع سيارات مجهّزة للكراسي المتحركة عند الطلب.",
  },
  {
    title: "الترجمة",
    text: "مترجمون طبيون بلغتك في كل استشارة وإجراء ومتابعة.",
  },
] as const;

export const visaRequirements = {
  title: "متطلبات التأشيرة",
  intro: "يستطيع معظم مرضانا الحصول على تأشيرة سياحية عند الوصول إلى مطار القاهرة الدولي.",
  columns: ["الدولة", "نوع التأشيرة", "المدة", "الرسوم"],
  rows: [
    { country: "الولايات المتحدة", type: "تأشيرة عند الوصول", duration: "30 يومًا", cost: formatMoney("ar", 25, "USD", { inText: true }) },
    { country: "الاتحاد الأوروبي", type: "تأشيرة عند الوصول", duration: "30 يومًا", cost: formatMoney("ar", 25, "USD", { inText: true }) },
    { country: "كندا", type: "تأشيرة عند الوصول", duration: "30 يومًا", cost: formatMoney("ar", 25, "USD", { inText: true }) },
    { country: "أستراليا", type: "تأشيرة عند الوصول", duration: "30 يومًا", cost: formatMoney("ar", 25, "USD", { inText: true }) },
  ],
  support: "اطلب المساعدة في التأشيرة",
} as const;

export const emergencySupport = {
  title: "دعم طارئ على مدار الساعة",
  text: "ليلًا أو نهارًا، يردّ منسّق طبي على خط الطوارئ طوال فترة إقامتك في مصر.",
  hotline: "خط الطوارئ",
} as const;

export const planClosingCta = {
  title: "هل أنت مستعد للتخطيط لرحلتك؟",
  text: "أعدّ خطتك في دقائق، ويتولّى منسّقونا الباقي.",
  start: "ابدأ التخطيط اليوم",
  guide: "حمّل دليل السفر",
  guideHref: "/travel-info/guide",
} as const;
