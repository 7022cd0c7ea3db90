import type { z } from "zod";
import { blogArticles as arabicBlogArticles } from "./ar/blog/articles";
import { concierge as arabicConcierge } from "./ar/concierge";
import { travelInfo as arabicTravelInfo } from "./ar/travel-info";
import { blogArticles } from "./blog/articles";
import { concierge } from "./concierge";
import { faqIn, faqReviewed } from "./faq";
import { blogArticlesSchema, conciergeSchema, faqSchema, reviewedSchema, travelInfoSchema } from "./schema";
import { travelInfo } from "./travel-info";

export type ContentFile = { file: string; schema: z.ZodType; data: unknown };

/** The information pages' content files and the schema each must satisfy. */
export const contentFiles: ContentFile[] = [
  { file: "content/blog/articles.ts", schema: blogArticlesSchema, data: blogArticles },
  { file: "content/faq.ts", schema: faqSchema, data: faqIn("en") },
  { file: "content/faq.ts (faqReviewed)", schema: reviewedSchema, data: faqReviewed },
  { file: "content/travel-info.ts", schema: travelInfoSchema, data: travelInfo },
  { file: "content/concierge.ts", schema: conciergeSchema, data: concierge },
  { file: "content/ar/blog/articles.ts", schema: blogArticlesSchema, data: arabicBlogArticles },
  { file: "content/faq.ts (Arabic)", schema: faqSchema, data: faqIn("ar") },
  { file: "content/ar/travel-info.ts", schema: travelInfoSchema, data: arabicTravelInfo },
  { file: "content/ar/concierge.ts", schema: conciergeSchema, data: arabicConcierge },
];

/** Throws an error that names the file and every problem in it. */
export function validateContent({ file, schema, data }: ContentFile) {
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new Error(`${file} is malformed:\n${problems.join("\n")}`);
  }
}
