import type { TreatmentFile } from "./schema";

/** Orthopedic Surgery: its figures once, its words in every language (the title is the one treatment list's name). */
export default {
  id: "orthopedic-surgery",
  description: {
    en: "Joint replacement, arthroscopy and spine surgery with rehabilitation by experienced physiotherapists.",
    ar: "تغيير المفاصل وجراحات المناظير والعمود الفقري، مع إعادة تأهيل على أيدي أخصائيي علاج طبيعي ذوي خبرة.",
  },
  commonProcedures: [
    { en: "Hip Replacement", ar: "تغيير مفصل الورك" },
    { en: "Knee Replacement", ar: "تغيير مفصل الركبة" },
    { en: "Arthroscopic Surgery", ar: "جراحة المفاصل بالمنظار" },
  ],
  overview: {
    en: "Our orthopedic partners use implants from the same international manufacturers as hospitals in Europe and North America, with computer-assisted planning for joint replacements. Physiotherapy starts the day after surgery and continues daily during your stay, so you walk onto the plane home with a clear exercise plan.",
    ar: "يستخدم شركاؤنا في جراحة العظام مفاصل صناعية من الشركات العالمية نفسها التي تتعامل معها مستشفيات أوروبا وأمريكا الشمالية، مع تخطيط بمساعدة الحاسوب لعمليات تغيير المفاصل. ويبدأ العلاج الطبيعي في اليوم التالي للجراحة ويستمر يوميًا طوال إقامتك، لتصعد إلى طائرة العودة على قدميك ومعك خطة تمارين واضحة.",
  },
  idealCandidates: [
    {
      en: "Patients with hip or knee arthritis whose pain limits daily life despite medication",
      ar: "مرضى خشونة الورك أو الركبة الذين يحدّ الألم من حياتهم اليومية رغم الأدوية",
    },
    { en: "Patients with sports injuries of the knee or shoulder", ar: "مَن تعرّضوا لإصابات رياضية في الركبة أو الكتف" },
    {
      en: "Patients facing long waiting lists for joint replacement",
      ar: "مَن يواجهون قوائم انتظار طويلة لتغيير المفاصل",
    },
    {
      en: "Patients able to stay in Egypt for two to three weeks of rehabilitation",
      ar: "مَن يستطيعون البقاء في مصر أسبوعين إلى ثلاثة أسابيع لإعادة التأهيل",
    },
  ],
  quickFacts: [
    { label: { en: "Hospital stay", ar: "الإقامة في المستشفى" }, value: { en: "3-5 days", ar: "من 3 إلى 5 أيام" } },
    { label: { en: "Time in Egypt", ar: "مدة البقاء في مصر" }, value: { en: "14-21 days", ar: "من 14 إلى 21 يومًا" } },
    { label: { en: "Walking with support", ar: "المشي بمساعدة" }, value: { en: "From day 1", ar: "من اليوم الأول" } },
    { label: { en: "Success rate", ar: "نسبة النجاح" }, value: "95%" },
  ],
  procedures: [
    {
      name: { en: "Hip Replacement", ar: "تغيير مفصل الورك" },
      description: {
        en: "The damaged hip joint is replaced with an artificial ball and socket, relieving pain and restoring movement. Price includes the implant and in-hospital physiotherapy.",
        ar: "يُستبدل مفصل الورك التالف بكرة وتجويف صناعيين، فيخفّ الألم وتعود الحركة. يشمل السعر المفصل الصناعي والعلاج الطبيعي داخل المستشفى.",
      },
      duration: { en: "1-2 hours", ar: "من ساعة إلى ساعتين" },
      recovery: { en: "6-12 weeks", ar: "من 6 إلى 12 أسبوعًا" },
      price: "$9,000 - $11,000",
      egyptPrice: 10000,
      internationalPrices: { us: 45000, uk: 16000, de: 16000, ca: 32000 },
      successRate: 95,
      hospitalNights: [3, 5],
      nightsInEgypt: [14, 21],
      candidateRequirements: [
        {
          en: "X-rays or MRI showing advanced joint damage",
          ar: "أشعة سينية أو رنين مغناطيسي يُظهر تلفًا متقدمًا في المفصل",
        },
        { en: "Good heart and lung function for anaesthesia", ar: "وظائف قلب ورئتين جيدة تسمح بالتخدير" },
        { en: "Body mass index under 40", ar: "مؤشر كتلة جسم أقل من 40" },
        { en: "No active infection anywhere in the body", ar: "عدم وجود عدوى نشطة في أي مكان من الجسم" },
      ],
      recoveryStages: [
        {
          stage: { en: "Days 1-4", ar: "الأيام من 1 إلى 4" },
          description: {
            en: "Standing and walking with a frame from day one; daily physiotherapy in hospital.",
            ar: "الوقوف والمشي بالمشّاية منذ اليوم الأول؛ وعلاج طبيعي يومي في المستشفى.",
          },
        },
        {
          stage: { en: "Weeks 1-2", ar: "الأسبوعان الأول والثاني" },
          description: {
            en: "Walking with crutches; physiotherapy at the hotel or clinic; stitches removed.",
            ar: "المشي بالعكازين؛ وعلاج طبيعي في الفندق أو العيادة؛ وإزالة الغرز.",
          },
        },
        {
          stage: { en: "Weeks 3-6", ar: "الأسابيع من 3 إلى 6" },
          description: {
            en: "Back home with an exercise plan; driving usually allowed after six weeks.",
            ar: "العودة إلى بلدك مع خطة تمارين؛ ويُسمح بالقيادة عادةً بعد ستة أسابيع.",
          },
        },
        {
          stage: { en: "Months 3-12", ar: "الأشهر من 3 إلى 12" },
          description: {
            en: "Full return to normal activities; remote follow-up with your surgeon.",
            ar: "العودة الكاملة إلى الأنشطة المعتادة؛ ومتابعة عن بُعد مع جرّاحك.",
          },
        },
      ],
    },
  ],
} satisfies TreatmentFile;
