import type { TreatmentFile } from "./schema";

/** General Surgery: its figures once, its words in every language (the title is the one treatment list's name). */
export default {
  id: "general-surgery",
  description: {
    en: "Minimally invasive keyhole surgery for gallbladder, hernia and weight-loss procedures.",
    ar: "جراحات المناظير طفيفة التوغل لاستئصال المرارة وإصلاح الفتق وعمليات إنقاص الوزن.",
  },
  commonProcedures: [
    { en: "Gallbladder Removal", ar: "استئصال المرارة" },
    { en: "Hernia Repair", ar: "إصلاح الفتق" },
    { en: "Gastric Sleeve", ar: "تكميم المعدة" },
  ],
  overview: {
    en: "Most general surgery in our partner hospitals is done laparoscopically, through small incisions, which means less pain, smaller scars and a shorter stay. Surgeons perform hundreds of these operations every year, and a coordinator stays with you from admission to discharge.",
    ar: "تُجرى معظم الجراحات العامة في مستشفياتنا الشريكة بالمنظار عبر شقوق صغيرة، ما يعني ألمًا أقل وندوبًا أصغر وإقامة أقصر في المستشفى. يُجري الجرّاحون مئات من هذه العمليات كل عام، ويرافقك منسّق من لحظة دخولك المستشفى حتى خروجك منه.",
  },
  idealCandidates: [
    {
      en: "Patients with gallstones causing pain or inflammation",
      ar: "مَن يعانون من حصوات المرارة المسببة للألم أو الالتهاب",
    },
    {
      en: "Patients with an inguinal, umbilical or incisional hernia",
      ar: "مَن لديهم فتق إربي أو سُرّي أو فتق في موضع جراحة سابقة",
    },
    {
      en: "Adults with a BMI over 35 considering weight-loss surgery",
      ar: "البالغون الذين يزيد مؤشر كتلة الجسم لديهم على 35 ويفكرون في جراحة إنقاص الوزن",
    },
    { en: "Patients fit for general anaesthesia", ar: "المرضى اللائقون صحيًا للتخدير العام" },
  ],
  quickFacts: [
    { label: { en: "Hospital stay", ar: "الإقامة في المستشفى" }, value: { en: "1-3 days", ar: "من يوم إلى 3 أيام" } },
    { label: { en: "Time in Egypt", ar: "مدة البقاء في مصر" }, value: { en: "7-10 days", ar: "من 7 إلى 10 أيام" } },
    {
      label: { en: "Back to desk work", ar: "العودة إلى العمل المكتبي" },
      value: { en: "1-2 weeks", ar: "من أسبوع إلى أسبوعين" },
    },
    { label: { en: "Success rate", ar: "نسبة النجاح" }, value: "97%" },
  ],
  procedures: [
    {
      name: { en: "Gallbladder Removal (Laparoscopic Cholecystectomy)", ar: "استئصال المرارة بالمنظار" },
      description: {
        en: "The gallbladder is removed through three or four small incisions using a camera and fine instruments, to treat painful gallstones and inflammation.",
        ar: "تُستأصل المرارة عبر ثلاثة أو أربعة شقوق صغيرة باستخدام كاميرا وأدوات دقيقة، لعلاج حصوات المرارة المؤلمة والتهابها.",
      },
      duration: { en: "1-2 hours", ar: "من ساعة إلى ساعتين" },
      recovery: { en: "1-2 weeks", ar: "من أسبوع إلى أسبوعين" },
      price: "$3,000 - $3,500",
      egyptPrice: 3250,
      internationalPrices: { us: 15000, uk: 8500, de: 8000, ca: 14000 },
      successRate: 97,
      hospitalNights: [1, 3],
      nightsInEgypt: [7, 10],
      candidateRequirements: [
        {
          en: "Ultrasound confirming gallstones or gallbladder disease",
          ar: "أشعة بالموجات فوق الصوتية (سونار) تؤكد وجود حصوات أو مرض في المرارة",
        },
        {
          en: "Blood tests including liver function within the last month",
          ar: "تحاليل دم تشمل وظائف الكبد خلال الشهر الأخير",
        },
        {
          en: "No acute infection needing emergency treatment at home",
          ar: "عدم وجود التهاب حاد يستدعي علاجًا طارئًا في بلدك",
        },
      ],
      recoveryStages: [
        {
          stage: { en: "Day of surgery", ar: "يوم العملية" },
          description: {
            en: "Walking within hours; light meals the same evening.",
            ar: "المشي خلال ساعات، ووجبات خفيفة في مساء اليوم نفسه.",
          },
        },
        {
          stage: { en: "Days 1-2", ar: "اليومان الأول والثاني" },
          description: {
            en: "Discharge from hospital with pain relief and wound care instructions.",
            ar: "الخروج من المستشفى مع مسكّنات وتعليمات للعناية بالجرح.",
          },
        },
        {
          stage: { en: "Days 3-7", ar: "الأيام من 3 إلى 7" },
          description: {
            en: "Rest at the hotel, wound check at the clinic and clearance to fly.",
            ar: "راحة في الفندق، وفحص الجرح في العيادة، ثم السماح لك بالسفر.",
          },
        },
        {
          stage: { en: "Weeks 2-4", ar: "الأسابيع من 2 إلى 4" },
          description: {
            en: "Back to normal activities; no heavy lifting until week four.",
            ar: "العودة إلى الأنشطة المعتادة؛ دون حمل أشياء ثقيلة حتى الأسبوع الرابع.",
          },
        },
      ],
    },
  ],
} satisfies TreatmentFile;
