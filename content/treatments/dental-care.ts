import type { TreatmentFile } from "./schema";

/** Dental Care: its figures once, its words in every language (the title is the one treatment list's name). */
export default {
  id: "dental-care",
  description: {
    en: "Implants, veneers, crowns and full-mouth restorations in modern dental clinics at a fraction of the cost.",
    ar: "زراعة الأسنان والقشور الخزفية (الفينير) والتيجان وإعادة تأهيل الفم بالكامل في عيادات أسنان حديثة، بجزء يسير من التكلفة المعتادة.",
  },
  commonProcedures: [
    { en: "Dental Implants", ar: "زراعة الأسنان" },
    { en: "Porcelain Veneers", ar: "القشور الخزفية (الفينير)" },
    { en: "Crowns and Bridges", ar: "التيجان والجسور" },
  ],
  overview: {
    en: "Our partner dental clinics in Cairo and Giza combine digital scanning, in-house laboratories and European-brand implants, so crowns and veneers are made in days rather than weeks. Larger treatments are planned in two short visits: implants are placed on the first trip and the final teeth are fitted on the second, three to six months later.",
    ar: "تجمع عيادات الأسنان الشريكة لنا في القاهرة والجيزة بين المسح الرقمي ومعامل الأسنان الخاصة بها وزرعات من علامات تجارية أوروبية، فتُصنع التيجان والقشور في أيام لا في أسابيع. أما العلاجات الأكبر فتُقسَّم على زيارتين قصيرتين: تُثبَّت الزرعات في الرحلة الأولى، وتُركَّب الأسنان النهائية في الرحلة الثانية بعد ثلاثة إلى ستة أشهر.",
  },
  idealCandidates: [
    {
      en: "Patients missing one or more teeth who want a fixed replacement",
      ar: "مَن فقدوا سنًّا أو أكثر ويرغبون في بديل ثابت",
    },
    {
      en: "Patients who want to improve the colour, shape or alignment of their teeth",
      ar: "مَن يرغبون في تحسين لون أسنانهم أو شكلها أو انتظامها",
    },
    {
      en: "Patients with worn or broken teeth needing crowns or bridges",
      ar: "مَن لديهم أسنان متآكلة أو مكسورة تحتاج إلى تيجان أو جسور",
    },
    {
      en: "Patients with enough jawbone for implants, or willing to have a bone graft",
      ar: "مَن لديهم عظم فك كافٍ للزراعة، أو مستعدون لإجراء تطعيم عظمي",
    },
  ],
  quickFacts: [
    { label: { en: "Visits", ar: "عدد الزيارات" }, value: { en: "1-2 trips", ar: "رحلة أو رحلتان" } },
    {
      label: { en: "Time in Egypt", ar: "مدة البقاء في مصر" },
      value: { en: "5-10 days per trip", ar: "من 5 إلى 10 أيام لكل رحلة" },
    },
    { label: { en: "Implant warranty", ar: "ضمان الزرعة" }, value: { en: "10 years", ar: "10 سنوات" } },
    { label: { en: "Success rate", ar: "نسبة النجاح" }, value: "98%" },
  ],
  procedures: [
    {
      name: { en: "Dental Implants", ar: "زراعة الأسنان" },
      description: {
        en: "A titanium implant is placed in the jawbone to replace the root of a missing tooth and is later topped with a porcelain or zirconia crown. Price per implant with crown.",
        ar: "تُثبَّت زرعة من التيتانيوم في عظم الفك لتحل محل جذر السن المفقودة، ثم يُركَّب فوقها لاحقًا تاج من الخزف أو الزركونيا. السعر للزرعة الواحدة مع التاج.",
      },
      duration: { en: "1-2 hours per implant", ar: "من ساعة إلى ساعتين لكل زرعة" },
      recovery: {
        en: "3-6 months of healing before the final crown",
        ar: "من 3 إلى 6 أشهر من الالتئام قبل تركيب التاج النهائي",
      },
      price: "$1,000 - $1,300",
      egyptPrice: 1150,
      internationalPrices: { us: 4500, uk: 2800, de: 2700, ca: 5000 },
      successRate: 98,
      hospitalNights: [0, 0],
      nightsInEgypt: [5, 10],
      candidateRequirements: [
        {
          en: "Healthy gums, or gum disease treated before the implant",
          ar: "لثة سليمة، أو علاج أمراض اللثة قبل الزراعة",
        },
        {
          en: "Enough jawbone to hold the implant, checked on a 3D scan",
          ar: "عظم فك كافٍ لتثبيت الزرعة، يُتحقق منه بالأشعة ثلاثية الأبعاد",
        },
        {
          en: "Non-smoker, or willing to stop for the healing period",
          ar: "عدم التدخين، أو الاستعداد للتوقف عنه طوال فترة الالتئام",
        },
        { en: "Controlled diabetes if diabetic", ar: "أن يكون السكري منضبطًا لدى مرضى السكري" },
      ],
      recoveryStages: [
        {
          stage: { en: "Days 1-3", ar: "الأيام من 1 إلى 3" },
          description: {
            en: "Mild swelling and soreness; soft food and cold compresses.",
            ar: "تورّم وألم خفيفان؛ طعام لين وكمادات باردة.",
          },
        },
        {
          stage: { en: "Week 1", ar: "الأسبوع الأول" },
          description: {
            en: "Stitches checked; a temporary tooth is fitted where needed before you fly home.",
            ar: "فحص الغرز، وتركيب سن مؤقتة عند الحاجة قبل عودتك إلى بلدك.",
          },
        },
        {
          stage: { en: "Months 1-6", ar: "الأشهر من 1 إلى 6" },
          description: {
            en: "The implant fuses with the bone; remote check-ins with your dentist.",
            ar: "تلتحم الزرعة بالعظم؛ ومتابعة عن بُعد مع طبيب أسنانك.",
          },
        },
        {
          stage: { en: "Second visit", ar: "الزيارة الثانية" },
          description: {
            en: "The final crown is fitted and your bite adjusted, usually in 5-7 days.",
            ar: "يُركَّب التاج النهائي ويُضبط إطباق أسنانك، عادةً خلال 5 إلى 7 أيام.",
          },
        },
      ],
    },
  ],
} satisfies TreatmentFile;
