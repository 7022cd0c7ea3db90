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
} as const;

export const ar: Translation<typeof en> = {
  "getFreeConsultation": "احصل على استشارة مجانية",
  "startJourney": "ابدأ رحلتك",
  "viewTreatments": "تصفّح العلاجات",
  "quote": "«{text}»",
  "lastReviewed": "آخر مراجعة: {date}",
};
