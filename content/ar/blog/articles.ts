import type { BlogArticle } from "~content/schema";

/**
 * Arabic twin of content/blog/articles.ts: the same ids, dates, images and categories (the
 * category is the English name, an id; content/blog/categories.ts gives its Arabic label).
 * The bodies are content/blog/ar/*.md.
 */
export const blogArticles: BlogArticle[] = [
  {
    id: 1,
    title: "الدليل الشامل للسياحة العلاجية في مصر",
    excerpt:
      "من استشارتك الأولى حتى رحلة العودة: كيف يسير العلاج في مصر، وكم يكلّف، وكيف تختار مستشفى تطمئن إليه.",
    category: "Medical Tourism",
    author: { team: "editorial", reviewerId: "dr-mohamed-el-masry" },
    readMinutes: 8,
    date: "2025-04-14",
    reviewed: "2026-11-16",
    image: "/images/blog/medical-tourism-guide.svg",
    imageAlt: "رسم توضيحي لأهرامات الجيزة إلى جانب علامة طبية",
    featured: true,
  },
  {
    id: 2,
    title: "الليزك في مصر: ما الذي ينتظرك قبل العملية وأثناءها وبعدها",
    excerpt:
      "مَن المرشّح المناسب، وماذا يحدث يوم العملية، ومتى يمكنك العودة إلى بلدك بعد تصحيح النظر بالليزر في القاهرة.",
    category: "Eye Surgery",
    author: { doctorId: "dr-nadia-el-sherif" },
    readMinutes: 6,
    date: "2025-03-28",
    reviewed: "2026-11-09",
    image: "/images/blog/lasik-guide.svg",
    imageAlt: "رسم توضيحي لعين يتجه إليها شعاع ليزر",
    featured: false,
  },
  {
    id: 3,
    title: "جراحة القلب في الخارج: أين تقف مراكز القلب في مصر؟",
    excerpt:
      "الاعتمادات، وتدريب الجرّاحين، والنتائج، والتكاليف: أسئلة ينبغي أن تطرحها قبل السفر لإجراء جراحة تحويل مسار الشرايين أو استبدال الصمام.",
    category: "Cardiac Surgery",
    author: { doctorId: "dr-ahmed-hassan" },
    readMinutes: 7,
    date: "2025-03-10",
    reviewed: "2026-10-26",
    image: "/images/blog/cardiac-centres.svg",
    imageAlt: "رسم توضيحي لقلب مع خط نبض",
    featured: false,
  },
  {
    id: 4,
    title: "زراعة الأسنان في مصر: التكلفة والمدة والعناية بعد الزراعة",
    excerpt:
      "لماذا تحتاج معظم حالات زراعة الأسنان إلى رحلتين، وكيف تخطط لهما، وكيف تعتني بأسنانك الجديدة بعد عودتك إلى بلدك.",
    category: "Dental Care",
    author: { doctorId: "dr-karim-adel" },
    readMinutes: 5,
    date: "2025-02-19",
    reviewed: "2026-11-02",
    image: "/images/blog/dental-implants.svg",
    imageAlt: "رسم توضيحي لسنّ لامعة",
    featured: false,
  },
  {
    id: 5,
    title: "تعافٍ أفضل: الراحة والغذاء والنشاط الخفيف بعد الجراحة",
    excerpt:
      "عادات بسيطة تساعد جسمك على الالتئام خلال فترة تعافيك في مصر، من شرب الماء في الحر إلى نزهات قصيرة على ضفاف النيل.",
    category: "Wellness",
    author: { team: "editorial", reviewerId: "dr-rania-khalil" },
    readMinutes: 4,
    date: "2025-02-03",
    reviewed: "2026-11-16",
    image: "/images/blog/recovery-wellness.svg",
    imageAlt: "رسم توضيحي لورقة شجر فوق ماء هادئ",
    featured: false,
  },
  {
    id: 6,
    title: "هل يغطي التأمين العلاج في الخارج؟ دليل عملي",
    excerpt:
      "ما الذي يغطيه التأمين الصحي وتأمين السفر عادةً وما الذي لا يغطيانه، والمستندات التي تجعل مطالبتك تمضي بسلاسة.",
    category: "Insurance",
    author: { team: "editorial" },
    readMinutes: 6,
    date: "2025-01-16",
    reviewed: "2026-11-23",
    image: "/images/blog/insurance-guide.svg",
    imageAlt: "رسم توضيحي لدرع عليه علامة صح",
    featured: false,
  },
];
