import type { BlogCategoryName } from "~content/blog/categories";

/** The Arabic label of each blog category; the English name stays the category's id and URL slug. */
export const blogCategoryLabels: Record<BlogCategoryName, string> = {
  "Medical Tourism": "السياحة العلاجية",
  "Eye Surgery": "جراحة العيون",
  "Cardiac Surgery": "جراحة القلب",
  "Dental Care": "علاج الأسنان",
  Wellness: "الصحة والعافية",
  Insurance: "التأمين",
};
