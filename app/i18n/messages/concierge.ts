import type { Translation } from "../translation";

/** The concierge page. */
export const en = {
  "meta.title": "Concierge Services | NileCare",
  "meta.description":
    "Airport transfers, accommodation, interpreters, medical coordination and family support in Egypt. Concierge packages from $200 per week, with a 24/7 emergency line.",
  "hero.title": "Concierge Services",
  "hero.lead":
    "While your doctors take care of your health, our concierge team takes care of everything else: from the airport to your hotel, every appointment and every question, in your language.",
  "services.title": "Our Services",
  "services.lead": "Six ways we make your stay in Egypt easy.",
  "packages.title": "Concierge Packages",
  "packages.lead": "Simple weekly prices. Every package includes our 24/7 emergency hotline.",
  "packages.mostPopular": "Most Popular",
  "packages.perWeek": "per week",
  "packages.choose": "Choose {name}",
  "hours.title": "Support Hours",
  "reviews.title": "What Our Clients Say",
  "cta.title": "Let us take care of the details",
  "cta.text": "Tell us your dates and needs, and we will put together the right support for you and your family.",
  "cta.contact": "Contact Our Concierge Team",
} as const;

export const ar: Translation<typeof en> = {
  "meta.title": "خدمات الكونسيرج | NileCare",
  "meta.description":
    "الاستقبال والتوصيل من المطار، والسكن، والمترجمون، والتنسيق الطبي، ودعم العائلة في مصر. باقات كونسيرج تبدأ من \u2066200 US$\u2069 في الأسبوع، مع خط طوارئ على مدار الساعة.",
  "hero.title": "خدمات الكونسيرج",
  "hero.lead":
    "بينما يعتني أطباؤك بصحتك، يتولى فريق الكونسيرج كل ما عدا ذلك: من المطار إلى الفندق، في كل موعد ومع كل سؤال، وبلغتك.",
  "services.title": "خدماتنا",
  "services.lead": "ست خدمات تجعل إقامتك في مصر أسهل.",
  "packages.title": "باقات الكونسيرج",
  "packages.lead": "أسعار أسبوعية واضحة. وكل باقة تشمل خط الطوارئ المتاح على مدار الساعة.",
  "packages.mostPopular": "الأكثر طلبًا",
  "packages.perWeek": "في الأسبوع",
  "packages.choose": "اختر {name}",
  "hours.title": "ساعات الدعم",
  "reviews.title": "ماذا يقول عملاؤنا",
  "cta.title": "دع التفاصيل علينا",
  "cta.text": "أخبرنا بمواعيدك واحتياجاتك، وسنجهّز لك ولعائلتك الدعم المناسب.",
  "cta.contact": "تواصل مع فريق الكونسيرج",
};
