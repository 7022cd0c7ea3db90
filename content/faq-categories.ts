/** The seven FAQ categories, in tab order. */
export const faqCategoryIds = [
  "general",
  "visa",
  "treatments",
  "costs",
  "accommodation",
  "aftercare",
  "emergency",
] as const;

export type FaqCategoryId = (typeof faqCategoryIds)[number];
