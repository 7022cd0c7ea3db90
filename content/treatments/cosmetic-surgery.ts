import type { TreatmentFile } from "./schema";

/** Cosmetic Surgery: its figures once, its words in every language (the title is the one treatment list's name). */
export default {
  id: "cosmetic-surgery",
  description: {
    en: "Rhinoplasty, body contouring and facial procedures by board-certified plastic surgeons.",
    ar: "تجميل الأنف ونحت الجسم وعمليات الوجه على أيدي جرّاحي تجميل حاصلين على البورد.",
  },
  commonProcedures: [
    { en: "Rhinoplasty", ar: "تجميل الأنف" },
    { en: "Liposuction", ar: "شفط الدهون" },
    { en: "Tummy Tuck", ar: "شد البطن" },
  ],
  overview: {
    en: "Egypt's plastic surgeons are known across the Middle East for rhinoplasty and body contouring. Every patient has a video consultation with the surgeon before travelling, sees 3D simulations or before-and-after cases of similar procedures, and recovers in a hotel chosen for its privacy and closeness to the clinic.",
    ar: "يشتهر جرّاحو التجميل في مصر في أنحاء الشرق الأوسط بعمليات تجميل الأنف ونحت الجسم. يحظى كل مريض باستشارة عبر الفيديو مع الجرّاح قبل السفر، ويطّلع على محاكاة ثلاثية الأبعاد أو صور قبل وبعد لحالات مشابهة، ثم يقضي فترة التعافي في فندق اختير لخصوصيته وقربه من العيادة.",
  },
  idealCandidates: [
    {
      en: "Adults in good physical and mental health with realistic expectations",
      ar: "البالغون الذين يتمتعون بصحة جسدية ونفسية جيدة وتوقعات واقعية",
    },
    {
      en: "Non-smokers, or patients able to stop smoking for six weeks around surgery",
      ar: "غير المدخنين، أو القادرون على التوقف عن التدخين ستة أسابيع قبل الجراحة وبعدها",
    },
    {
      en: "Patients at a stable weight for at least six months (body contouring)",
      ar: "مَن استقر وزنهم لمدة ستة أشهر على الأقل (لعمليات نحت الجسم)",
    },
    {
      en: "Patients who can stay in Egypt for 7-14 days for follow-up visits",
      ar: "مَن يستطيعون البقاء في مصر من 7 إلى 14 يومًا لزيارات المتابعة",
    },
  ],
  quickFacts: [
    { label: { en: "Hospital stay", ar: "الإقامة في المستشفى" }, value: { en: "1-2 nights", ar: "ليلة أو ليلتان" } },
    { label: { en: "Time in Egypt", ar: "مدة البقاء في مصر" }, value: { en: "7-14 days", ar: "من 7 إلى 14 يومًا" } },
    { label: { en: "Final result", ar: "النتيجة النهائية" }, value: { en: "6-12 months", ar: "من 6 إلى 12 شهرًا" } },
    { label: { en: "Success rate", ar: "نسبة النجاح" }, value: "95%" },
  ],
  procedures: [
    {
      name: { en: "Rhinoplasty", ar: "تجميل الأنف" },
      description: {
        en: "Reshaping of the nose to improve its appearance, its proportion to the face or the breathing through it, by an open or closed technique.",
        ar: "إعادة تشكيل الأنف لتحسين مظهره أو تناسقه مع ملامح الوجه أو لتسهيل التنفس من خلاله، بالتقنية المفتوحة أو المغلقة.",
      },
      duration: { en: "2-3 hours", ar: "من ساعتين إلى 3 ساعات" },
      recovery: {
        en: "1-2 weeks before social activities; final shape in 12 months",
        ar: "من أسبوع إلى أسبوعين قبل العودة إلى الحياة الاجتماعية؛ ويتضح الشكل النهائي خلال 12 شهرًا",
      },
      price: "$3,300 - $4,000",
      egyptPrice: 3650,
      internationalPrices: { us: 11000, uk: 7000, de: 7500, ca: 12000 },
      successRate: 95,
      hospitalNights: [1, 2],
      nightsInEgypt: [7, 14],
      candidateRequirements: [
        { en: "Age 18 or over with a fully grown nose", ar: "العمر 18 عامًا أو أكثر مع اكتمال نمو الأنف" },
        { en: "Good general health and no bleeding disorder", ar: "صحة عامة جيدة وعدم وجود اضطراب في تخثر الدم" },
        {
          en: "No aspirin or blood thinners for two weeks before surgery",
          ar: "التوقف عن الأسبرين ومميّعات الدم لمدة أسبوعين قبل الجراحة",
        },
        {
          en: "Photographs and a video consultation with the surgeon before travelling",
          ar: "صور فوتوغرافية واستشارة عبر الفيديو مع الجرّاح قبل السفر",
        },
      ],
      recoveryStages: [
        {
          stage: { en: "Days 1-2", ar: "اليومان الأول والثاني" },
          description: {
            en: "One night in hospital; splint and light packing; head raised while resting.",
            ar: "ليلة في المستشفى؛ جبيرة وحشوة خفيفة؛ وإبقاء الرأس مرفوعًا أثناء الراحة.",
          },
        },
        {
          stage: { en: "Days 7-10", ar: "الأيام من 7 إلى 10" },
          description: {
            en: "Splint and stitches removed at the clinic; most bruising has faded.",
            ar: "إزالة الجبيرة والغرز في العيادة؛ وتكون معظم الكدمات قد زالت.",
          },
        },
        {
          stage: { en: "Weeks 2-6", ar: "الأسابيع من 2 إلى 6" },
          description: {
            en: "Back to work and normal life; no contact sports or glasses resting on the nose.",
            ar: "العودة إلى العمل والحياة المعتادة؛ دون رياضات احتكاكية أو نظارات ترتكز على الأنف.",
          },
        },
        {
          stage: { en: "Months 3-12", ar: "الأشهر من 3 إلى 12" },
          description: {
            en: "Remaining swelling settles and the final shape appears; remote follow-up.",
            ar: "يزول ما تبقّى من تورّم ويظهر الشكل النهائي؛ ومتابعة عن بُعد.",
          },
        },
      ],
    },
  ],
} satisfies TreatmentFile;
