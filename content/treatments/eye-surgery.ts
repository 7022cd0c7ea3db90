import type { TreatmentFile } from "./schema";

/** Eye Surgery: its figures once, its words in every language (the title is the one treatment list's name). */
export default {
  id: "eye-surgery",
  description: {
    en: "Laser vision correction, cataract and retina surgery in modern eye centres with the latest laser platforms.",
    ar: "تصحيح النظر بالليزر وجراحات المياه البيضاء (الساد) والشبكية في مراكز عيون حديثة مزوّدة بأحدث أجهزة الليزر.",
  },
  commonProcedures: [
    { en: "LASIK Laser Eye Surgery", ar: "عملية الليزك لتصحيح النظر" },
    { en: "Cataract Surgery", ar: "جراحة المياه البيضاء (الساد)" },
    { en: "Retina Surgery", ar: "جراحة الشبكية" },
  ],
  overview: {
    en: "Cairo's specialised eye hospitals use the same femtosecond and excimer lasers found in the best clinics of Europe and North America. Most eye procedures take less than an hour, so many of our patients combine treatment with a short holiday: you can usually fly home three to five days after surgery once your surgeon has checked your eyes.",
    ar: "تستخدم مستشفيات العيون المتخصصة في القاهرة أجهزة ليزر الفيمتو ثانية والإكسيمر نفسها الموجودة في أفضل عيادات أوروبا وأمريكا الشمالية. ومعظم عمليات العيون لا تستغرق أكثر من ساعة، لذلك يجمع كثير من مرضانا بين العلاج وإجازة قصيرة: فبإمكانك عادةً العودة إلى بلدك بعد ثلاثة إلى خمسة أيام من العملية، بعد أن يطمئن جرّاحك على عينيك.",
  },
  idealCandidates: [
    {
      en: "Adults over 18 whose glasses or contact lens prescription has been stable for at least a year",
      ar: "البالغون فوق 18 عامًا ممن بقيت درجة نظاراتهم أو عدساتهم اللاصقة ثابتة لمدة عام على الأقل",
    },
    {
      en: "Patients with cataracts that blur vision or make night driving difficult",
      ar: "مرضى المياه البيضاء (الساد) الذين تسبب لهم تشوشًا في الرؤية أو صعوبة في القيادة ليلًا",
    },
    {
      en: "Patients with retinal conditions referred by their ophthalmologist",
      ar: "مرضى الشبكية المحوَّلون من طبيب العيون المعالج",
    },
    {
      en: "Patients in good general health without uncontrolled diabetes",
      ar: "مَن يتمتعون بصحة عامة جيدة دون سكري غير منضبط",
    },
  ],
  quickFacts: [
    { label: { en: "Procedure time", ar: "مدة الإجراء" }, value: { en: "15-60 minutes", ar: "من 15 إلى 60 دقيقة" } },
    { label: { en: "Time in Egypt", ar: "مدة البقاء في مصر" }, value: { en: "3-5 days", ar: "من 3 إلى 5 أيام" } },
    { label: { en: "Back to work", ar: "العودة إلى العمل" }, value: { en: "1-3 days", ar: "من يوم إلى 3 أيام" } },
    { label: { en: "Success rate", ar: "نسبة النجاح" }, value: "98%" },
  ],
  procedures: [
    {
      name: { en: "LASIK Laser Eye Surgery", ar: "عملية الليزك لتصحيح النظر" },
      description: {
        en: "A thin corneal flap is created with a femtosecond laser and the cornea is reshaped with an excimer laser to correct short-sightedness, long-sightedness or astigmatism. Price for both eyes.",
        ar: "يصنع ليزر الفيمتو ثانية شريحة رقيقة في القرنية، ثم يعيد ليزر الإكسيمر تشكيل القرنية لتصحيح قصر النظر أو طول النظر أو الاستجماتيزم. السعر للعينين معًا.",
      },
      duration: { en: "15-30 minutes", ar: "من 15 إلى 30 دقيقة" },
      recovery: { en: "1-3 days", ar: "من يوم إلى 3 أيام" },
      price: "$1,700 - $2,000",
      egyptPrice: 1850,
      internationalPrices: { us: 5200, uk: 4000, de: 3800, ca: 6000 },
      successRate: 98,
      hospitalNights: [0, 0],
      nightsInEgypt: [3, 5],
      candidateRequirements: [
        {
          en: "Age 18 or over with a stable prescription for at least 12 months",
          ar: "العمر 18 عامًا أو أكثر مع ثبات درجة النظر لمدة 12 شهرًا على الأقل",
        },
        {
          en: "Sufficient corneal thickness, measured at the pre-operative exam",
          ar: "سماكة كافية للقرنية، تُقاس في فحص ما قبل العملية",
        },
        {
          en: "No contact lenses for 1-2 weeks before the exam",
          ar: "التوقف عن استخدام العدسات اللاصقة لمدة أسبوع إلى أسبوعين قبل الفحص",
        },
        {
          en: "No active eye disease such as keratoconus or severe dry eye",
          ar: "عدم وجود مرض نشط في العين مثل القرنية المخروطية أو الجفاف الشديد",
        },
      ],
      recoveryStages: [
        {
          stage: { en: "Day of surgery", ar: "يوم العملية" },
          description: {
            en: "Rest with protective shields; vision is hazy for a few hours.",
            ar: "راحة مع واقيات للعين؛ تبقى الرؤية ضبابية لبضع ساعات.",
          },
        },
        {
          stage: { en: "Day 1", ar: "اليوم الأول" },
          description: {
            en: "Check-up with your surgeon; most patients already see well enough to walk around the city.",
            ar: "مراجعة مع جرّاحك؛ يرى معظم المرضى حينها بوضوح يكفي للتجول في المدينة.",
          },
        },
        {
          stage: { en: "Days 2-5", ar: "الأيام من 2 إلى 5" },
          description: {
            en: "Eye drops on schedule, no swimming or rubbing your eyes; final check before flying home.",
            ar: "القطرات في مواعيدها، دون سباحة أو فرك للعينين؛ وفحص أخير قبل السفر إلى بلدك.",
          },
        },
        {
          stage: { en: "Weeks 1-4", ar: "الأسابيع من 1 إلى 4" },
          description: {
            en: "Vision stabilises; remote follow-up at one month.",
            ar: "يستقر النظر؛ ومتابعة عن بُعد بعد شهر.",
          },
        },
      ],
    },
  ],
} satisfies TreatmentFile;
