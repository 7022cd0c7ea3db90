import type { Locale } from "~/i18n/locales";
import { treatmentEntry } from "../treatments/list";
import { inLocale, type Words } from "../words";

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

/** What the pages call each category in every language; a category that is a specialty has the one treatment list's name. */
export const blogCategoryLabels: Readonly<Record<BlogCategoryName, Words>> = {
  "Medical Tourism": { en: "Medical Tourism", ar: "السياحة العلاجية" },
  "Eye Surgery": treatmentEntry("eye-surgery")!.name,
  "Cardiac Surgery": treatmentEntry("cardiac-surgery")!.name,
  "Dental Care": treatmentEntry("dental-care")!.name,
  Wellness: { en: "Wellness", ar: "الصحة والعافية" },
  Insurance: { en: "Insurance", ar: "التأمين" },
};

/** The categories' labels in one language. */
export function blogCategoryLabelsIn(locale: Locale): Readonly<Record<BlogCategoryName, string>> {
  return inLocale(blogCategoryLabels, locale);
}
