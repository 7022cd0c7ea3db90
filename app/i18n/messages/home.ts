import type { Translation } from "../translation";

/** The home page (`/`). */
export const en = {
  "meta.title": "{site} | Medical Treatment in Egypt",
  "meta.description":
    "Compare treatments and prices, find specialist doctors and plan your medical trip to Egypt with all-inclusive support.",
  "hero.title": "World-class medical treatment in Egypt, at a fraction of the cost",
  "hero.leadWithoutPrices": "All-inclusive packages with accommodation, transfers, visa help and a 24/7 emergency line.",
  "hero.lead":
    "All-inclusive packages with accommodation, transfers, visa help and a 24/7 emergency line. Prices starting from {startingPrice}, savings of up to {savingsUpTo} on treatment prices.",
  "featured.title": "Featured Treatments",
  "featured.lead": "Popular procedures our patients travel for.",
  "featured.popular": "Popular",
  "featured.from": "From",
  "featured.learnMore": "Learn More",
  "featured.stay": "{nights} nights in Egypt",
  "featured.stayRange": "{low}‑{high} nights in Egypt",
  "featured.learnMoreAbout": "about {treatment}",
  "featured.viewAll": "View All Treatments",
  "journey.title": "Your Journey in Six Steps",
  "journey.lead": "We take care of everything from the first call to your follow-up.",
  "why.title": "Why Choose {site}",
  "doctors.title": "Meet Our Top Doctors",
  "doctors.lead": "Internationally trained specialists, rated by their patients.",
  "doctors.viewAll": "View All Doctors",
  "reviews.title": "What Our Patients Say",
  "cta.title": "Ready to start your treatment journey?",
  "cta.text": "Get a free consultation and a personalised quote within 2 hours.",
} as const;

export const ar: Translation<typeof en> = {
  "meta.title": "{site} | العلاج في مصر",
  "meta.description":
    "قارن بين العلاجات والأسعار، واعثر على أطباء استشاريين، وخطّط لرحلتك العلاجية إلى مصر مع دعم شامل لكل التفاصيل.",
  "hero.title": "علاج بمستوى عالمي في مصر، بجزء يسير من التكلفة",
  "hero.leadWithoutPrices": "باقات شاملة تضم السكن والتنقلات والمساعدة في التأشيرة وخط طوارئ على مدار الساعة.",
  "hero.lead":
    "باقات شاملة تضم السكن والتنقلات والمساعدة في التأشيرة وخط طوارئ على مدار الساعة. أسعار تبدأ من {startingPrice}، وتوفير يصل إلى {savingsUpTo} في أسعار العلاج.",
  "featured.title": "علاجات مختارة",
  "featured.lead": "إجراءات يسافر إلينا مرضانا من أجلها كثيرًا.",
  "featured.popular": "الأكثر طلبًا",
  "featured.from": "ابتداءً من",
  "featured.learnMore": "اعرف المزيد",
  "featured.stay": "عدد الليالي في مصر: {nights}",
  "featured.stayRange": "عدد الليالي في مصر: {low}‑{high}",
  "featured.learnMoreAbout": "عن {treatment}",
  "featured.viewAll": "كل العلاجات",
  "journey.title": "رحلتك في ست خطوات",
  "journey.lead": "نتولى كل شيء، من المكالمة الأولى حتى المتابعة بعد العلاج.",
  "why.title": "لماذا تختار {site}؟",
  "doctors.title": "تعرّف على نخبة أطبائنا",
  "doctors.lead": "أطباء استشاريون تلقّوا تدريبهم في مراكز عالمية، يقيّمهم مرضاهم.",
  "doctors.viewAll": "كل الأطباء",
  "reviews.title": "ماذا يقول مرضانا",
  "cta.title": "هل أنت مستعد لبدء رحلتك العلاجية؟",
  "cta.text": "احصل على استشارة مجانية وعرض سعر مخصص لك خلال ساعتين.",
};
