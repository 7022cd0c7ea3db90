import type * as english from "../contact";
import type { ContactInfoCard, FaqTeaserTopic } from "../contact";
import { formOptions } from "../treatments/list";
import { treatmentCategories } from "~/domain/treatment-categories";
import { formatMoney } from "~/i18n/money";

/**
 * The Arabic twin of content/contact.ts: the same exports, ids and number of entries. The operator's
 * phone numbers and addresses fill the `{operator.…}` tokens in their left-to-right order (operatorFacts).
 */

export const contactHero = {
  title: "تواصل معنا",
  lead: "هل لديك سؤال عن العلاج في مصر أو تكاليفه أو السفر؟ أرسل لنا رسالة، وسيرد عليك أحد منسقي المرضى خلال ساعتين.",
} satisfies { [K in keyof typeof english.contactHero]: string };

/** The form's "Treatment of Interest" options: the one treatment list's ids and Arabic labels. */
export const contactTreatments = /* @__PURE__ */ formOptions([...treatmentCategories, "other"], "contact", "ar");

export const contactInfoCards: ContactInfoCard[] = [
  {
    icon: "phone",
    title: "الدعم الهاتفي",
    lines: ["{operator.phone}", "{operator.officeHours}"],
    action: { label: "اتصل بنا", href: "{operator.phoneHref}" },
  },
  {
    icon: "mail",
    title: "البريد الإلكتروني",
    lines: ["{operator.email}", "نرد على رسائلك خلال ساعتين في أوقات العمل"],
    action: { label: "راسلنا بالبريد", href: "{operator.emailHref}" },
  },
  {
    icon: "office",
    title: "مكتبنا",
    lines: ["{operator.address}", "في قلب الحي الطبي بالقاهرة", "{operator.officeHours}"],
  },
  {
    icon: "chat",
    title: "المحادثة المباشرة",
    lines: ["تحدّث مع أحد منسقينا عبر واتساب", "نرد في أوقات العمل"],
    action: { label: "ابدأ المحادثة", href: "{operator.whatsappHref}", external: true },
  },
];

export const emergencySupport = {
  title: "خط الطوارئ على مدار الساعة",
  text: "هل أنت في مصر للعلاج وتحتاج إلى مساعدة الآن؟ خط الطوارئ لدينا يرد على مدار الساعة، كل يوم من أيام السنة. ولغير ذلك، اتصل بالمكتب في أوقات العمل.",
  action: { label: "اتصل على {operator.emergencyPhone}", href: "{operator.emergencyPhoneHref}" },
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
          `يحتاج معظم الزوار إلى تأشيرة سياحية مدتها 30 يومًا ورسومها ${formatMoney("ar", 25, "USD", { inText: true })}. يمكنك طلب التأشيرة الإلكترونية عبر الإنترنت أو الحصول عليها عند الوصول إلى المطار، وفريقنا يساعدك في إجراءاتها.`,
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
          `أسعار العلاج أقل بنسبة {claim.savingsRange} من العلاج الخاص في بلدانهم، ويضيف عرض السعر المكتوب الإقامة والتنقلات.`,
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
          "يتواصل معك أحد المنسقين كل يوم، ويمكن لممرضين زيارتك في مكان إقامتك، ويرد خط الطوارئ على مدار الساعة.",
      },
      {
        question: "ماذا يحدث بعد عودتي إلى بلدي؟",
        answer:
          "يتابع طبيبك حالتك عن بُعد، ونرسل إليك تقاريرك الطبية باللغة الإنجليزية ليتمكن طبيبك في بلدك من مواصلة رعايتك.",
      },
    ],
  },
];
