import { faqCategories } from "~content/faq";
import { faqCategoryIds, type FaqCategoryId } from "~content/faq-categories";

/** Longest search the FAQ accepts; the input carries the same maxLength. */
export const FAQ_QUERY_MAX = 100;

export type FaqResult = { categoryId: FaqCategoryId; categoryTitle: string; question: string; answer: string };

/** The category a `?category=` value names, else the first one (general). */
export function parseFaqCategory(value: string | null): FaqCategoryId {
  return faqCategoryIds.find((id) => id === value) ?? "general";
}

/** The category whose tab a URL hash (without '#') selects, e.g. visa-travel → visa. */
export function categoryForAnchor(anchor: string): FaqCategoryId | null {
  return faqCategories.find((c) => c.anchor === anchor)?.id ?? null;
}

/**
 * Entries whose question, answer or category title contains every word of the query, ignoring
 * case, in category order. The title counts so that "payment" finds the Costs & Payment answers.
 */
export function searchFaq(query: string): FaqResult[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return faqCategories.flatMap((category) =>
    category.entries
      .filter((entry) => {
        const haystack = `${category.title} ${entry.question} ${entry.answer}`.toLowerCase();
        return words.every((word) => haystack.includes(word));
      })
      .map((entry) => ({ categoryId: category.id, categoryTitle: category.title, ...entry })),
  );
}
