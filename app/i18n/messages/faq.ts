import type { Translation } from "../translation";

/** The FAQ page: search, categories, tabs and contact. */
export const en = {
  "meta.title": "Frequently Asked Questions | NileCare",
  "meta.searchTitle": "“{query}” | FAQ | NileCare",
  "meta.description":
    "Answers about treatment in Egypt: visas, costs and payment (savings on treatment prices), accommodation, recovery, aftercare and 24/7 emergency support.",
  "hero.title": "Frequently Asked Questions",
  "hero.lead": "Everything you need to know about treatment in Egypt, from visas and costs to recovery and support.",
  "search.label": "Search the questions",
  "search.placeholder": "For example: visa, payment, recovery",
  "search.submit": "Search",
  "results.title": "Search Results",
  "results.count": "{count, plural, one {# question matches} other {# questions match}} “{query}”.",
  "results.none": "Try other words, or browse all questions by category.",
  "results.clear": "Clear search and browse all questions",
  "categories.title": "Browse by Category",
  "categories.questions": "{count, plural, one {# question} other {# questions}}",
  "tabs.section": "Questions by category",
  "tabs.label": "FAQ categories",
  "contact.title": "Still Have Questions?",
  "contact.lead": "Our patient coordinators answer during office hours; the emergency line answers 24/7.",
  "contact.call": "Call",
  "contact.email": "Email",
} as const;

export const ar: Translation<typeof en> = {
  "meta.title": "الأسئلة الشائعة | NileCare",
  "meta.searchTitle": "«{query}» | الأسئلة الشائعة | NileCare",
  "meta.description":
    "إجابات عن العلاج في مصر: التأشيرات، والتكاليف والدفع (التوفير في أسعار العلاج)، والسكن، والتعافي، والمتابعة، والدعم في الطوارئ على مدار الساعة.",
  "hero.title": "الأسئلة الشائعة",
  "hero.lead": "كل ما تحتاج إلى معرفته عن العلاج في مصر، من التأشيرة والتكاليف إلى التعافي والدعم.",
  "search.label": "ابحث في الأسئلة",
  "search.placeholder": "مثلًا: تأشيرة، دفع، تعافي",
  "search.submit": "بحث",
  "results.title": "نتائج البحث",
  "results.count":
    "{count, plural, zero {لا توجد أسئلة تطابق} one {سؤال واحد يطابق} two {سؤالان يطابقان} few {# أسئلة تطابق} many {# سؤالًا يطابق} other {# سؤال يطابق}} «{query}».",
  "results.none": "جرّب كلمات أخرى، أو تصفّح كل الأسئلة حسب الفئة.",
  "results.clear": "امسح البحث وتصفّح كل الأسئلة",
  "categories.title": "تصفّح حسب الفئة",
  "categories.questions":
    "{count, plural, zero {لا أسئلة} one {سؤال واحد} two {سؤالان} few {# أسئلة} many {# سؤالًا} other {# سؤال}}",
  "tabs.section": "الأسئلة حسب الفئة",
  "tabs.label": "فئات الأسئلة الشائعة",
  "contact.title": "ما زالت لديك أسئلة؟",
  "contact.lead": "يجيبك منسّقو المرضى في أوقات العمل، ويرد خط الطوارئ على مدار الساعة.",
  "contact.call": "اتصل على",
  "contact.email": "راسلنا على",
};
