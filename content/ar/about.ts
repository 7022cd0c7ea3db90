import type * as en from "../about";
import { figures } from "../figures";
import { figures as inSentences } from "./figures";
import type { ContentTranslation } from "~/i18n/content-translation";

export const aboutStats: ContentTranslation<typeof en.aboutStats, "value"> = [
  { value: figures.procedures, label: "إجراء طبي نسّقناه" },
  { value: figures.countries, label: "دولة قدِم منها مرضانا" },
  { value: figures.satisfaction, label: "نسبة رضا المرضى" },
  { value: figures.founded, label: "عام التأسيس في القاهرة" },
];

export const aboutStory: ContentTranslation<typeof en.aboutStory> = [
  "تأسست NileCare في القاهرة عام 2014 على يد جرّاح ومدير مستشفى، لاحظا مرة بعد مرة أن المرضى القادمين من الخارج يجدون في مصر أطباء متميزين، لكنهم يتعثرون في كل ما يحيط بالعلاج: التأشيرة والفندق والتنقلات والترجمة والمتابعة.",
  `واليوم يعمل منسّقونا مع ${inSentences.partnerHospitals} مستشفى شريكًا و{claim.specialists} طبيبًا استشاريًا في دليلنا، ويتحدثون ${inSentences.languages} لغة، وقد رافقوا مرضى من ${inSentences.countries} دولة. ولكل مريض منسّق واحد يرافقه من الاستشارة الأولى حتى آخر مكالمة متابعة.`,
];

export const coreValues: ContentTranslation<typeof en.coreValues> = [
  { title: "السلامة أولًا", text: "لا نتعامل إلا مع مستشفيات معتمدة وأطباء استشاريين حاصلين على البورد، ونراجع كل خطة علاج قبل سفرك." },
  { title: "المريض محور الرعاية", text: "أهدافك وميزانيتك وراحتك هي ما يرسم الخطة. نشرح لك كل خيار بلغة واضحة، وبلغتك أنت." },
  { title: "خط طوارئ على مدار الساعة", text: "طوال إقامتك في مصر يرد خط الطوارئ ليلًا ونهارًا، ويجيبك منسّقك عن كل ما عدا ذلك في أوقات العمل." },
];

export const team: ContentTranslation<typeof en.team> = [
  { name: "د. عمر فاروق", role: "المدير الطبي", bio: "جرّاح قلب وصدر مارس المهنة 20 عامًا بين القاهرة ولندن، ويراجع بنفسه كل خطة علاج." },
  { name: "منى السيد", role: "رئيسة تنسيق شؤون المرضى", bio: "تقود فريقًا من المنسّقين متعددي اللغات يرعون المرضى من لحظة وصولهم حتى المتابعة." },
  { name: "كريم نجيب", role: "مسؤول السفر وخدمات الكونسيرج", bio: "يتولى ترتيب التأشيرات والتنقلات والسكن المناسب للتعافي في أنحاء القاهرة والجيزة." },
];

export const partnerFacilities: ContentTranslation<typeof en.partnerFacilities, "rating"> = [
  {
    name: "معهد القاهرة للقلب",
    type: "مستشفى متخصص في أمراض القلب",
    location: "مصر الجديدة، القاهرة",
    accreditations: ["JCI", "ISO 9001"],
    specialties: ["جراحة القلب", "القسطرة القلبية التداخلية", "الفيزيولوجيا الكهربية للقلب"],
    features: ["غرف عمليات هجينة", "عناية مركزة للقلب على مدار الساعة", "صالة خاصة للمرضى الدوليين"],
    description: "مستشفى بسعة 220 سريرًا مخصص لرعاية القلب، يُجري أكثر من 3,000 إجراء قلبي سنويًا.",
    rating: 4.9,
  },
  {
    name: "مركز النيل للعيون",
    type: "مركز طب وجراحة العيون",
    location: "الدقي، الجيزة",
    accreditations: ["JCI"],
    specialties: ["الليزك وجراحات تصحيح الإبصار", "جراحة المياه البيضاء", "الشبكية"],
    features: ["أجنحة ليزر الفيمتوثانية", "فحوص تشخيصية في اليوم نفسه", "طاقم يتحدث العربية والإنجليزية"],
    description: "من أكثر مراكز تصحيح الإبصار نشاطًا في مصر، ومجهّز بأحدث أجهزة الليزر.",
    rating: 4.8,
  },
  {
    name: "مدينة القاهرة الجديدة الطبية",
    type: "مستشفى متعدد التخصصات",
    location: "التجمع الخامس، القاهرة الجديدة",
    accreditations: ["JCI", "GAHAR"],
    specialties: ["جراحة العظام", "الجراحة العامة", "جراحة التجميل", "طب الأسنان"],
    features: ["جراحة بمساعدة الروبوت", "أجنحة خاصة للتعافي", "تأهيل وعلاج طبيعي داخل المستشفى"],
    description: "حرم طبي حديث بسعة 400 سرير، يضم طوابق خاصة للتعافي مخصصة للمرضى الدوليين.",
    rating: 4.8,
  },
];
