import english from "~content/treatments/general-surgery";
import { procedureFigures, specialtyFigures, type TreatmentSpecialty } from "~content/treatments/schema";

/** Arabic twin of content/treatments/general-surgery.ts; prices and rates come from the English file so they never differ. */
export default {
  id: "general-surgery",
  title: "الجراحة العامة",
  description: "جراحات المناظير طفيفة التوغل لاستئصال المرارة وإصلاح الفتق وعمليات إنقاص الوزن.",
  commonProcedures: ["استئصال المرارة", "إصلاح الفتق", "تكميم المعدة"],
  startingPrice: "ابتداءً من $1,500",
  ...specialtyFigures(english),
  overview:
    "تُجرى معظم الجراحات العامة في مستشفياتنا الشريكة بالمنظار عبر شقوق صغيرة، ما يعني ألمًا أقل وندوبًا أصغر وإقامة أقصر في المستشفى. يُجري الجرّاحون مئات من هذه العمليات كل عام، ويرافقك منسّق من لحظة دخولك المستشفى حتى خروجك منه.",
  idealCandidates: [
    "مَن يعانون من حصوات المرارة المسببة للألم أو الالتهاب",
    "مَن لديهم فتق إربي أو سُرّي أو فتق في موضع جراحة سابقة",
    "البالغون الذين يزيد مؤشر كتلة الجسم لديهم على 35 ويفكرون في جراحة إنقاص الوزن",
    "المرضى اللائقون صحيًا للتخدير العام",
  ],
  quickFacts: [
    { label: "الإقامة في المستشفى", value: "من يوم إلى 3 أيام" },
    { label: "مدة البقاء في مصر", value: "من 7 إلى 10 أيام" },
    { label: "العودة إلى العمل المكتبي", value: "من أسبوع إلى أسبوعين" },
    { label: "نسبة النجاح", value: "97%" },
  ],
  procedures: [
    {
      name: "استئصال المرارة بالمنظار",
      description:
        "تُستأصل المرارة عبر ثلاثة أو أربعة شقوق صغيرة باستخدام كاميرا وأدوات دقيقة، لعلاج حصوات المرارة المؤلمة والتهابها.",
      duration: "من ساعة إلى ساعتين",
      recovery: "من أسبوع إلى أسبوعين",
      ...procedureFigures(english, 0),
      candidateRequirements: [
        "أشعة بالموجات فوق الصوتية (سونار) تؤكد وجود حصوات أو مرض في المرارة",
        "تحاليل دم تشمل وظائف الكبد خلال الشهر الأخير",
        "عدم وجود التهاب حاد يستدعي علاجًا طارئًا في بلدك",
      ],
      recoveryStages: [
        { stage: "يوم العملية", description: "المشي خلال ساعات، ووجبات خفيفة في مساء اليوم نفسه." },
        { stage: "اليومان الأول والثاني", description: "الخروج من المستشفى مع مسكّنات وتعليمات للعناية بالجرح." },
        { stage: "الأيام من 3 إلى 7", description: "راحة في الفندق، وفحص الجرح في العيادة، ثم السماح لك بالسفر." },
        { stage: "الأسابيع من 2 إلى 4", description: "العودة إلى الأنشطة المعتادة؛ دون حمل أشياء ثقيلة حتى الأسبوع الرابع." },
      ],
    },
  ],
} satisfies TreatmentSpecialty;
