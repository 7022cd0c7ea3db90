import type { BlogCategoryName } from "~content/blog/categories";

/** Arabic twin of content/blog/categories.ts: the same categories and slugs (ids), with Arabic labels. */
export { blogCategoryNames, categorySlug } from "~content/blog/categories";

export const blogCategoryLabels: Record<BlogCategoryName, string> = {
  "Medical Tourism": "السياحة العلاجية",
  "Eye Surgery": "جراحة العيون",
  "Cardiac Surgery": "جراحة القلب",
  "Dental Care": "علاج الأسنان",
  Wellness: "الصحة والعافية",
  Insurance: "التأمين",
};
