import type { Translation } from "../translation";

/**
 * Words the information pages share: the buttons most of them end on, how a quotation is marked, the date
 * their content was last checked, and a record's photos (a facility's, a hotel's).
 */
export const en = {
  "getFreeConsultation": "Get Free Consultation",
  "startJourney": "Start Your Journey",
  "viewTreatments": "View Treatments",
  "lastReviewed": "Last reviewed {date}",
  "photos.title": "Photos",
  "photos.alt": "{name}, photo {number, number}",
  "soon.ask": "Ask a coordinator",
  "soon.treatments": "Coming soon: our treatments and their prices. Tell us what you need and a coordinator answers with a personal quote.",
  "soon.specialty": "Coming soon: the procedures of {title} in Egypt and their prices. A coordinator can already answer your questions and quote for you.",
  "soon.doctors": "Coming soon: our specialists' profiles. A coordinator can already match you with the right doctor.",
  "soon.facilities": "Coming soon: our partner hospitals and clinics, with their addresses and accreditations.",
  "soon.team": "Coming soon: our team's profiles.",
  "soon.stories": "Coming soon: stories and reviews from patients we treated. A coordinator can already answer your questions.",
  "soon.hotels": "Coming soon: hotels near this facility. Your coordinator suggests one with your quote.",
  "soon.prices": "Coming soon: our prices. After reviewing your reports, a coordinator sends you a written quote for the whole trip.",
} as const;

export const ar: Translation<typeof en> = {
  "getFreeConsultation": "احصل على استشارة مجانية",
  "startJourney": "ابدأ رحلتك",
  "viewTreatments": "تصفّح العلاجات",
  "lastReviewed": "آخر مراجعة: {date}",
  "photos.title": "الصور",
  "photos.alt": "{name}، الصورة {number, number}",
  "soon.ask": "اسأل أحد منسّقينا",
  "soon.treatments": "قريبًا: علاجاتنا وأسعارها. أخبرنا بما تحتاج إليه، وسيردّ عليك منسّق بعرض سعر مخصص لك.",
  "soon.specialty": "قريبًا: إجراءات {title} في مصر وأسعارها. ويمكن لمنسّقينا من الآن الإجابة عن أسئلتك وإعداد عرض سعر لك.",
  "soon.doctors": "قريبًا: ملفات أطبائنا المتخصصين. ويمكن لمنسّقينا من الآن ترشيح الطبيب المناسب لحالتك.",
  "soon.facilities": "قريبًا: المستشفيات والعيادات الشريكة لنا، بعناوينها واعتماداتها.",
  "soon.team": "قريبًا: ملفات أعضاء فريقنا.",
  "soon.stories": "قريبًا: قصص وتقييمات مرضى عالجناهم. ويمكن لمنسّقينا من الآن الإجابة عن أسئلتك.",
  "soon.hotels": "قريبًا: الفنادق القريبة من هذه المنشأة، وسيقترح عليك منسّقك أحدها مع عرض السعر.",
  "soon.prices": "قريبًا: أسعارنا. وبعد مراجعة تقاريرك الطبية، يرسل إليك منسّق عرض سعر مكتوبًا للرحلة كلها.",
};
