import { z } from "zod";
import { blogCategoryNames } from "./blog/categories";
import { doctorLabels } from "./doctor-labels";
import { faqCategoryIds } from "./faq-categories";

/**
 * Shapes of the static content of the information pages. Content modules import
 * only the types, so zod stays out of the bundles; tests/worker/read-only/info-content.test.ts validates every
 * file against these schemas and names the file that breaks them.
 *
 * They describe shape, not today's numbers: a list states the fewest entries its page is laid
 * out for (`.min`), never an exact count, so a seventh article passes.
 */

const text = z.string().trim().min(1);
const isoDate = z.iso.date();
export const headlineStatSchema = z.object({ value: text, label: text });

/** A doctor of the directory, by the id the seed and the console keep (the names come from content/doctor-labels.ts). */
const directoryDoctor = z.enum(Object.keys(doctorLabels.doctors) as [string, ...string[]]);

/**
 * Who wrote an article (decision 0124): a doctor of the directory, or the editorial team, whose medical
 * articles name the directory doctor who reviewed them. Only the ids are content; each page names them in
 * its language.
 */
export const articleAuthorSchema = z.union([
  z.strictObject({ doctorId: directoryDoctor }),
  z.strictObject({ team: z.literal("editorial"), reviewerId: directoryDoctor.optional() }),
]);

export const blogArticleSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  excerpt: text.max(240),
  category: z.enum(blogCategoryNames),
  author: articleAuthorSchema,
  /** Minutes to read; the page says "6 min read" in its language. */
  readMinutes: z.number().int().min(1).max(60),
  /** Published. */
  date: isoDate,
  /** When an author or reviewer last checked the article against what we offer today ("Last reviewed …"). */
  reviewed: isoDate,
  image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, "must be an SVG under /images/blog/"),
  imageAlt: z.string(),
  featured: z.boolean(),
});
export const blogArticlesSchema = z
  .array(blogArticleSchema)
  .min(6)
  .refine((list) => list.filter((a) => a.featured).length === 1, "exactly one article must be featured")
  .refine((list) => new Set(list.map((a) => a.id)).size === list.length, "ids must be unique")
  .refine((list) => list.every((a) => a.reviewed >= a.date), "an article is reviewed on or after the day it is published")
  .refine(
    (list) => blogCategoryNames.every((name) => list.some((a) => a.category === name)),
    "every blog category needs an article",
  );
export const blogBodiesSchema = z
  .record(z.string().regex(/^[1-9]\d*$/), z.string().regex(/<p>/, "the rendered body has no paragraph"))
  .refine((bodies) => Object.keys(bodies).length > 0, "there must be at least one article body");

/** The day a page's facts were last checked ("Last reviewed …", decision 0124). */
export const reviewedSchema = isoDate;

// A question ends with its question mark: "?" in English, "؟" in Arabic.
export const faqEntrySchema = z.object({ question: text.regex(/[?؟]$/, "must end with a question mark"), answer: text });
export const faqCategorySchema = z.object({
  id: z.enum(faqCategoryIds),
  title: text,
  description: text,
  anchor: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  entries: z.array(faqEntrySchema).min(4),
});
export const faqSchema = z
  .array(faqCategorySchema)
  .refine(
    (list) => list.map((c) => c.id).join() === faqCategoryIds.join(),
    `categories must be ${faqCategoryIds.join(", ")} in this order`,
  )
  .refine((list) => new Set(list.map((c) => c.anchor)).size === list.length, "anchors must be unique");

// A fact of a visa card; `detail` is words ("7 business days"), where `value` elsewhere is an id.
const visaFact = z.object({ label: text, detail: text });

export const travelInfoSchema = z.object({
  reviewed: reviewedSchema,
  visa: z.object({
    cards: z.array(z.object({ title: text, description: text, facts: z.array(visaFact).min(3) })).min(2),
    countries: z.array(z.object({ region: text, visa: text, stay: text, cost: text })).min(5),
    notes: z.array(text).min(4),
  }),
  accommodation: z.object({
    bookingService: z.object({ title: text, description: text, features: z.array(text).min(1) }),
    lodgingTypes: z
      .array(
        z.object({
          name: text,
          locations: z.array(text).min(1),
          description: text,
        }),
      )
      .min(4),
  }),
  egypt: z.object({
    seasons: z.array(z.object({ season: text, months: text, temperature: text, advice: text })).min(4),
    culture: z.array(text).min(3),
    currency: z.object({ name: text, code: z.literal("EGP"), rate: text, points: z.array(text).min(2) }),
  }),
  practical: z.object({
    transport: z.array(z.object({ mode: text, cost: text, note: text })).min(4),
    connectivity: z.array(text).min(2),
    emergencyNumbers: z.array(z.object({ service: text, number: z.string().regex(/^\d{3}$/) })).min(3),
    timeZone: z.object({ zone: z.literal("GMT+2"), note: text }),
  }),
});

export const conciergeSchema = z.object({
  highlights: z.array(headlineStatSchema).min(1),
  services: z
    .array(
      z.object({
        id: text,
        title: text,
        description: text,
        items: z.array(text).min(3),
      }),
    )
    .min(6),
  packages: z
    .array(
      z.object({
        id: z.enum(["essential", "complete", "vip"]),
        name: text,
        pricePerWeek: z.number().int().positive(),
        description: text,
        recommended: z.boolean(),
        features: z.array(text).min(3),
      }),
    )
    .min(3)
    .refine((list) => list.filter((p) => p.recommended).length === 1, "exactly one package must be recommended"),
  supportHours: z.array(z.object({ service: text, hours: text })).min(2),
});

export type HeadlineStat = z.infer<typeof headlineStatSchema>;
export type BlogArticle = z.infer<typeof blogArticleSchema>;
export type FaqEntry = z.infer<typeof faqEntrySchema>;
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export type TravelInfo = z.infer<typeof travelInfoSchema>;
export type Concierge = z.infer<typeof conciergeSchema>;
