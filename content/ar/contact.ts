import type * as english from "../contact";
import type { ContactInfoCard, FaqTeaserTopic } from "../contact";
import { ltrText } from "~/i18n/isolate";
import { site } from "../site";

/**
 * The Arabic twin of content/contact.ts: the same exports, ids and number of entries.
 * Phone numbers, addresses and e-mail addresses keep their left-to-right order inside
 * Arabic text (`ltrText`).
 */

const phone = ltrText(site.phone);
const officeHours = "من الاثنين إلى السبت، من 9 صباحًا حتى 6 مساءً";

export const contactHero = {
  title: "تواصل معنا",
  lead: "هل لديك سؤال عن العلاج في مصر أو تكاليفه أو السفر؟ أرسل لنا رسالة، وسيرد عليك أحد منسقي المرضى خلال ساعتين.",
} satisfies { [K in keyof typeof english.contactHero]: string };

type TreatmentId = (typeof english.contactTreatments)[number]["id"];

/** Labels of the form's "Treatment of Interest" options; the ids are the English file's. */
export const contactTreatments = [
  { id: "cardiac-surgery", label: "جراحة القلب" },
  { id: "eye-surgery", label: "جراحة العيون" },
  { id: "dental-care", label: "علاج الأسنان" },
  { id: "cosmetic-surgery", label: "الجراحة التجميلية" },
  { id: "general-surgery", label: "الجراحة العامة" },
  { id: "orthopedic-surgery", label: "جراحة العظام" },
  { id: "other", label: "أخرى / لم أقرر بعد" },
] as const satisfies readonly { id: TreatmentId; label: string }[];

export const contactInfoCards: ContactInfoCard[] = [
  {
    icon: "phone",
    title: "الدعم الهاتفي",
    lines: [phone, officeHours],
    action: { label: "اتصل بنا", href: site.phoneHref },
  },
  {
    icon: "mail",
    title: "البريد الإلكتروني",
    lines: [ltrText(site.email), "نرد على رسائلك خلال ساعتين"],
    action: { label: "راسلنا بالبريد", href: `mailto:${site.email}` },
  },
  {
    icon: "office",
    title: "مكتبنا",
    lines: ["14 شارع النيل، جاردن سيتي، القاهرة، مصر", "في قلب الحي الطبي بالقاهرة", officeHours],
  },
  {
    icon: "chat",
    title: "المحادثة المباشرة",
    lines: ["تحدّث مع أحد منسقينا عبر واتساب", "متاحون على مدار الساعة طوال الأسبوع"],
    action: { label: "ابدأ المحادثة", href: `https://wa.me/${site.phoneHref.replace(/\D/g, "")}`, external: true },
  },
];

export const emergencySupport = {
  title: "دعم الطوارئ على مدار الساعة",
  text: "هل أنت في مصر للعلاج وتحتاج إلى مساعدة الآن؟ خط الطوارئ لدينا يرد على مدار الساعة، كل يوم من أيام السنة.",
  action: { label: `اتصل على ${phone}`, href: site.phoneHref },
} satisfies {
  title: string;
  text: string;
  action: { [K in keyof typeof english.emergencySupport.action]: string };
};

export const faqTeaser: FaqTeaserTopic[] = [
  {
    title: "التأشيرة والسفر",
    anchor: "visa-travel",
    questions: [
      {
        question: "هل أحتاج إلى تأشيرة للسفر إلى مصر بغرض العلاج؟",
        answer:
          "يحتاج معظم الزوار إلى تأشيرة سياحية مدتها 30 يومًا ورسومها 25 دولارًا أمريكيًا. يمكنك طلب التأشيرة الإلكترونية عبر الإنترنت أو الحصول عليها عند الوصول إلى المطار، وفريقنا يساعدك في إجراءاتها.",
      },
      {
        question: "هل يمكنني تمديد إقامتي إذا احتاج التعافي وقتًا أطول؟",
        answer:
          "نعم، يمكن تمديد التأشيرة السياحية لغرض العلاج. يصدر المستشفى تقريرًا طبيًا، ونساعدك على تقديم طلب التمديد في الوقت المناسب.",
      },
    ],
  },
  {
    title: "التكاليف والدفع",
    anchor: "costs-payment",
    questions: [
      {
        question: "كم يمكنني أن أوفّر إذا تلقيت العلاج في مصر؟",
        answer:
          "يوفّر المرضى عادةً ما بين 50% و70% مقارنةً بالعلاج الخاص في بلدانهم، وذلك بما يشمل الإقامة والتنقلات.",
      },
      {
        question: "هل سأعرف التكلفة الكاملة قبل السفر؟",
        answer:
          "نعم. بعد أن يراجع طبيب مختص تقاريرك الطبية، يصلك عرض سعر مكتوب يفصّل العلاج والإقامة في المستشفى والسكن والتنقلات.",
      },
    ],
  },
  {
    title: "السكن والتنقل",
    anchor: "stay-transport",
    questions: [
      {
        question: "هل تتولّون ترتيب السكن؟",
        answer:
          "نعم. نحجز لك فندقًا أو فندقًا طبيًا أو شقة فندقية قريبة من المستشفى، نختارها لتكون مريحة لك خلال فترة التعافي.",
      },
      {
        question: "هل سيستقبلني أحد في المطار؟",
        answer:
          "نعم. يستقبلك أحد منسقينا في مطار القاهرة، وتوصلك سيارة خاصة إلى مكان إقامتك وإلى كل مواعيدك في المستشفى.",
      },
    ],
  },
  {
    title: "التعافي والمتابعة",
    anchor: "recovery-support",
    questions: [
      {
        question: "ما الدعم الذي أحصل عليه خلال فترة التعافي؟",
        answer:
          "يتواصل معك أحد المنسقين كل يوم، ويمكن لممرضين زيارتك في مكان إقامتك، وخط الدعم لدينا مفتوح على مدار الساعة.",
      },
      {
        question: "ماذا يحدث بعد عودتي إلى بلدي؟",
        answer:
          "يتابع طبيبك حالتك عن بُعد، ونرسل إليك تقاريرك الطبية باللغة الإنجليزية ليتمكن طبيبك في بلدك من مواصلة رعايتك.",
      },
    ],
  },
];
