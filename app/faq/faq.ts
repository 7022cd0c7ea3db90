import { faqCategoryIds, type FaqCategoryId } from "~content/faq-categories";
import type { FaqCategory } from "~content/schema";

/** Longest search the FAQ accepts; the input carries the same maxLength. */
export const FAQ_QUERY_MAX = 100;

export type FaqResult = { categoryId: FaqCategoryId; categoryTitle: string; question: string; answer: string };

/** The category a `?category=` value names, else the first one (general). */
export function parseFaqCategory(value: string | null): FaqCategoryId {
  return faqCategoryIds.find((id) => id === value) ?? "general";
}

/** The category whose tab a URL hash (without '#') selects, e.g. visa-travel → visa. */
export function categoryForAnchor(categories: readonly FaqCategory[], anchor: string): FaqCategoryId | null {
  return categories.find((c) => c.anchor === anchor)?.id ?? null;
}

/**
 * Text folded so that spellings a patient types interchangeably match: case in English; in Arabic,
 * the short vowels, shadda and tatweel dropped, and the forms of alef, yaa, taa marbuta and hamza
 * seats written one way ("تاشيره" finds "تأشيرة", "منسق" finds "منسّق").
 */
export function searchableText(text: string) {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي");
}

/**
 * Entries whose question, answer or category title contains every word of the query, in
 * category order. The title counts so that "payment" finds the Costs & Payment answers.
 */
export function searchFaq(categories: readonly FaqCategory[], query: string): FaqResult[] {
  const words = searchableText(query).split(/\s+/).filter(Boolean);
  return categories.flatMap((category) =>
    category.entries
      .filter((entry) => {
        const haystack = searchableText(`${category.title} ${entry.question} ${entry.answer}`);
        return words.every((word) => haystack.includes(word));
      })
      .map((entry) => ({ categoryId: category.id, categoryTitle: category.title, ...entry })),
  );
}
