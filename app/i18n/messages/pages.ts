import type { Translation } from "../translation";

/**
 * Words the information pages share: the buttons most of them end on, how a quotation is marked, and the date
 * their content was last checked.
 */
export const en = {
  "getFreeConsultation": "Get Free Consultation",
  "startJourney": "Start Your Journey",
  "viewTreatments": "View Treatments",
  "quote": "“{text}”",
  "lastReviewed": "Last reviewed {date}",
  "soon.title": "Coming soon",
  "soon.ask": "Ask a coordinator",
  "soon.treatments": "Our treatments and their prices will be listed here soon. Tell us what you need and a coordinator answers with a personal quote.",
  "soon.specialty": "{title} in Egypt: its procedures and prices will be listed here soon. A coordinator can already answer your questions and quote for you.",
  "soon.doctors": "Our specialists' profiles will be listed here soon. A coordinator can already match you with the right doctor.",
  "soon.facilities": "Our partner hospitals and clinics will be listed here soon, with their addresses and accreditations.",
  "soon.team": "Our team's profiles will be listed here soon.",
  "soon.hotels": "Hotels near this facility will be listed here soon. Your coordinator suggests one with your quote.",
  "soon.prices": "Our prices will be published here soon. After reviewing your reports, a coordinator sends you a written quote for the whole trip.",
} as const;

export const ar: Translation<typeof en> = {
  "getFreeConsultation": "احصل على استشارة مجانية",
  "startJourney": "ابدأ رحلتك",
  "viewTreatments": "تصفّح العلاجات",
  "quote": "«{text}»",
  "lastReviewed": "آخر مراجعة: {date}",
  "soon.title": "قريبًا",
  "soon.ask": "اسأل أحد منسّقينا",
  "soon.treatments": "ستُعرض هنا قريبًا علاجاتنا وأسعارها. أخبرنا بما تحتاج إليه، وسيردّ عليك منسّق بعرض سعر مخصص لك.",
  "soon.specialty": "{title} في مصر: ستُعرض هنا قريبًا إجراءاتها وأسعارها. ويمكن لمنسّقينا من الآن الإجابة عن أسئلتك وإعداد عرض سعر لك.",
  "soon.doctors": "ستُعرض هنا قريبًا ملفات أطبائنا المتخصصين. ويمكن لمنسّقينا من الآن ترشيح الطبيب المناسب لحالتك.",
  "soon.facilities": "ستُعرض هنا قريبًا المستشفيات والعيادات الشريكة لنا، بعناوينها واعتماداتها.",
  "soon.team": "ستُعرض هنا قريبًا ملفات أعضاء فريقنا.",
  "soon.hotels": "ستُعرض هنا قريبًا الفنادق القريبة من هذه المنشأة، وسيقترح عليك منسّقك أحدها مع عرض السعر.",
  "soon.prices": "سننشر أسعارنا هنا قريبًا. وبعد مراجعة تقاريرك الطبية، يرسل إليك منسّق عرض سعر مكتوبًا للرحلة كلها.",
};
