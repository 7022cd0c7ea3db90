import { figures as english } from "../figures";
import type { ContentTranslation } from "~/i18n/content-translation";

/** "50+" as an Arabic sentence states it: "أكثر من 50". */
function inWords(figure: string) {
  return figure.endsWith("+") ? `أكثر من ${figure.slice(0, -1)}` : figure;
}

function phrased<T>(value: T): ContentTranslation<T> {
  if (typeof value === "string") return inWords(value) as ContentTranslation<T>;
  return Object.fromEntries(Object.entries(value as object).map(([key, inner]) => [key, phrased(inner)])) as ContentTranslation<T>;
}

/**
 * The marketing figures of content/figures.ts as Arabic copy writes them inside a sentence ("أكثر من 50
 * مستشفى شريكًا"); the stat tiles show the figures themselves ("50+"), from content/figures.ts.
 */
export const figures = phrased(english);
