import type { TreatmentFile } from "./schema";

/** Cardiac Surgery: its figures once, its words in every language (the title is the one treatment list's name). */
export default {
  id: "cardiac-surgery",
  description: {
    en: "Heart surgery and interventional cardiology by internationally trained teams in JCI-accredited cardiac centres.",
    ar: "جراحات القلب والقسطرة التداخلية على أيدي فرق مدرّبة دوليًا في مراكز قلب حاصلة على اعتماد اللجنة الدولية المشتركة (JCI).",
  },
  commonProcedures: [
    { en: "Coronary Artery Bypass", ar: "جراحة تحويل مسار الشرايين التاجية" },
    { en: "Heart Valve Replacement", ar: "استبدال صمام القلب" },
    { en: "Angioplasty and Stenting", ar: "توسيع الشرايين وتركيب الدعامات" },
  ],
  overview: {
    en: "Egypt's leading cardiac centres in Cairo perform thousands of open-heart and catheter procedures every year. Our cardiac surgeons trained in the United Kingdom, Germany and the United States, and every patient is cared for by a team of a surgeon, a cardiologist, an anaesthetist and a dedicated intensive-care unit. Before you travel, a cardiologist reviews your angiography, echocardiogram and reports and confirms the plan and the price in writing.",
    ar: "تُجري أبرز مراكز القلب في القاهرة آلاف عمليات القلب المفتوح والقسطرة كل عام. تدرّب جرّاحو القلب لدينا في المملكة المتحدة وألمانيا والولايات المتحدة، ويتولى رعاية كل مريض فريق متكامل يضم جرّاحًا وطبيب قلب وطبيب تخدير، مع وحدة عناية مركزة مخصصة. وقبل سفرك، يراجع طبيب قلب صور القسطرة وتخطيط صدى القلب (الإيكو) وتقاريرك الطبية، ثم يؤكد لك الخطة والسعر كتابةً.",
  },
  idealCandidates: [
    {
      en: "Patients with coronary artery disease for whom bypass surgery or stenting is recommended",
      ar: "مرضى الشرايين التاجية الذين يُنصحون بجراحة تحويل المسار أو تركيب الدعامات",
    },
    {
      en: "Patients with a narrowed or leaking heart valve (aortic or mitral)",
      ar: "مَن يعانون من ضيق أو ارتجاع في أحد صمامات القلب (الأبهري أو التاجي)",
    },
    {
      en: "Patients whose condition is stable enough for a flight of up to eight hours",
      ar: "مَن تسمح حالتهم المستقرة بالسفر جوًا لمدة تصل إلى ثماني ساعات",
    },
    {
      en: "Patients facing long waiting lists or high costs at home",
      ar: "مَن يواجهون قوائم انتظار طويلة أو تكاليف مرتفعة في بلدانهم",
    },
  ],
  quickFacts: [
    { label: { en: "Hospital stay", ar: "الإقامة في المستشفى" }, value: { en: "5-10 days", ar: "من 5 إلى 10 أيام" } },
    { label: { en: "Time in Egypt", ar: "مدة البقاء في مصر" }, value: { en: "14-21 days", ar: "من 14 إلى 21 يومًا" } },
    {
      label: { en: "Back to light activity", ar: "العودة إلى النشاط الخفيف" },
      value: { en: "6-8 weeks", ar: "من 6 إلى 8 أسابيع" },
    },
    { label: { en: "Success rates", ar: "نسب النجاح" }, value: "96-97%" },
  ],
  procedures: [
    {
      name: { en: "Coronary Artery Bypass (CABG)", ar: "جراحة تحويل مسار الشرايين التاجية (CABG)" },
      description: {
        en: "Healthy blood vessels taken from the chest, leg or arm are used to route blood around blocked coronary arteries, restoring blood flow to the heart muscle.",
        ar: "تُؤخذ أوعية دموية سليمة من الصدر أو الساق أو الذراع لتمرير الدم متجاوزًا الشرايين التاجية المسدودة، فيعود تدفق الدم إلى عضلة القلب.",
      },
      duration: { en: "3-6 hours", ar: "من 3 إلى 6 ساعات" },
      recovery: { en: "6-12 weeks", ar: "من 6 إلى 12 أسبوعًا" },
      price: "$14,000 - $16,500",
      egyptPrice: 15250,
      internationalPrices: { us: 123000, uk: 38000, de: 32000, ca: 60000 },
      successRate: 97,
      hospitalNights: [5, 10],
      nightsInEgypt: [14, 21],
      candidateRequirements: [
        {
          en: "Recent coronary angiography showing significant blockages",
          ar: "قسطرة تشخيصية حديثة للشرايين التاجية تُظهر انسدادات واضحة",
        },
        { en: "Cardiologist's referral or report", ar: "تحويل أو تقرير من طبيب القلب المعالج" },
        {
          en: "Kidney and lung function tests within the last three months",
          ar: "فحوص لوظائف الكلى والرئتين خلال الأشهر الثلاثة الأخيرة",
        },
        { en: "No active infection at the time of surgery", ar: "عدم وجود عدوى نشطة وقت الجراحة" },
      ],
      recoveryStages: [
        {
          stage: { en: "Intensive care (days 1-2)", ar: "العناية المركزة (اليومان الأول والثاني)" },
          description: {
            en: "Continuous monitoring; breathing tube removed within hours; first steps with a physiotherapist.",
            ar: "مراقبة مستمرة؛ يُنزع أنبوب التنفس خلال ساعات؛ والخطوات الأولى مع أخصائي العلاج الطبيعي.",
          },
        },
        {
          stage: { en: "Ward (days 3-7)", ar: "القسم الداخلي (الأيام من 3 إلى 7)" },
          description: {
            en: "Walking the corridor, breathing exercises, wound checks and medication adjustments.",
            ar: "المشي في الممر، وتمارين التنفس، وفحص الجرح، وضبط جرعات الأدوية.",
          },
        },
        {
          stage: { en: "Recovery stay (weeks 2‑3)", ar: "فترة النقاهة (الأسبوعان الثاني والثالث)" },
          description: {
            en: "Rest near the hospital with nurse visits and a check-up before you are cleared to fly.",
            ar: "راحة قرب المستشفى مع زيارات تمريضية، وفحص أخير قبل السماح لك بالسفر.",
          },
        },
        {
          stage: { en: "At home (weeks 4-12)", ar: "في بلدك (الأسابيع من 4 إلى 12)" },
          description: {
            en: "Gradual return to normal activity with cardiac rehabilitation and remote follow-up.",
            ar: "عودة تدريجية إلى النشاط المعتاد مع برنامج تأهيل قلبي ومتابعة عن بُعد.",
          },
        },
      ],
    },
    {
      name: { en: "Heart Valve Replacement", ar: "استبدال صمام القلب" },
      description: {
        en: "A damaged aortic or mitral valve is replaced with a mechanical or biological valve, by open surgery or a minimally invasive approach.",
        ar: "يُستبدل الصمام الأبهري أو التاجي التالف بصمام ميكانيكي أو حيوي، بالجراحة المفتوحة أو بتقنية طفيفة التوغل.",
      },
      duration: { en: "2-5 hours", ar: "من ساعتين إلى 5 ساعات" },
      recovery: { en: "6-8 weeks", ar: "من 6 إلى 8 أسابيع" },
      price: "$17,000 - $20,000",
      egyptPrice: 18500,
      internationalPrices: { us: 170000, uk: 42000, de: 38000, ca: 75000 },
      successRate: 96,
      hospitalNights: [5, 10],
      nightsInEgypt: [14, 21],
      candidateRequirements: [
        {
          en: "Echocardiogram confirming severe valve narrowing or leakage",
          ar: "تخطيط صدى القلب (إيكو) يؤكد ضيقًا أو ارتجاعًا شديدًا في الصمام",
        },
        { en: "Dental check-up clearing any infection before surgery", ar: "فحص أسنان يستبعد أي التهاب قبل الجراحة" },
        {
          en: "Blood tests and chest X-ray within the last three months",
          ar: "تحاليل دم وأشعة سينية على الصدر خلال الأشهر الثلاثة الأخيرة",
        },
      ],
      recoveryStages: [
        {
          stage: { en: "Intensive care (days 1-2)", ar: "العناية المركزة (اليومان الأول والثاني)" },
          description: {
            en: "Monitoring of heart rhythm and blood pressure; pain control and early breathing exercises.",
            ar: "مراقبة نظم القلب وضغط الدم؛ والسيطرة على الألم وتمارين تنفس مبكرة.",
          },
        },
        {
          stage: { en: "Ward (days 3-8)", ar: "القسم الداخلي (الأيام من 3 إلى 8)" },
          description: {
            en: "Mobilisation, start of blood thinners where needed, echocardiogram of the new valve.",
            ar: "البدء بالحركة، وبدء مميّعات الدم عند الحاجة، وتخطيط صدى للقلب لفحص الصمام الجديد.",
          },
        },
        {
          stage: { en: "Recovery stay (weeks 2‑3)", ar: "فترة النقاهة (الأسبوعان الثاني والثالث)" },
          description: {
            en: "Rest and supervised walks; blood-thinner levels checked before the flight home.",
            ar: "راحة ومشي تحت الإشراف؛ وفحص مستوى مميّعات الدم قبل رحلة العودة.",
          },
        },
        {
          stage: { en: "At home (weeks 4-8)", ar: "في بلدك (الأسابيع من 4 إلى 8)" },
          description: {
            en: "Return to daily activities; remote check-ins with your cardiologist.",
            ar: "العودة إلى الأنشطة اليومية؛ ومتابعة عن بُعد مع طبيب القلب.",
          },
        },
      ],
    },
  ],
} satisfies TreatmentFile;
