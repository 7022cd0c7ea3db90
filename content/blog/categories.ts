/** The six blog categories, in the order the filter chips show them. The name is the category's id. */
export const blogCategoryNames = [
  "Medical Tourism",
  "Eye Surgery",
  "Cardiac Surgery",
  "Dental Care",
  "Wellness",
  "Insurance",
] as const;

export type BlogCategoryName = (typeof blogCategoryNames)[number];

/** The URL form of a category: "Dental Care" → "dental-care", the same in every language. */
export function categorySlug(name: BlogCategoryName) {
  return name.toLowerCase().replace(/\s+/g, "-");
}

/** What the pages call each category; the Arabic twin names them in Arabic. */
export const blogCategoryLabels: Record<BlogCategoryName, string> = {
  "Medical Tourism": "Medical Tourism",
  "Eye Surgery": "Eye Surgery",
  "Cardiac Surgery": "Cardiac Surgery",
  "Dental Care": "Dental Care",
  Wellness: "Wellness",
  Insurance: "Insurance",
};
