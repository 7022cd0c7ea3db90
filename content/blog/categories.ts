/** The six blog categories, in the order the filter chips show them. */
export const blogCategoryNames = [
  "Medical Tourism",
  "Eye Surgery",
  "Cardiac Surgery",
  "Dental Care",
  "Wellness",
  "Insurance",
] as const;

export type BlogCategoryName = (typeof blogCategoryNames)[number];

/** The URL form of a category: "Dental Care" → "dental-care". */
export function categorySlug(name: BlogCategoryName) {
  return name.toLowerCase().replace(/\s+/g, "-");
}
