import { describe, expect, it } from "vitest";
import { concierge as arabicConcierge } from "~content/ar/concierge";
import { retentionRules as arabicRetention } from "~content/ar/privacy";
import { travelInfo as arabicTravelInfo } from "~content/ar/travel-info";
import { concierge } from "~content/concierge";
import { faqIn } from "~content/faq";
import { retentionRules } from "~content/privacy";
import { travelInfo } from "~content/travel-info";

const faqCategories = faqIn("en");
const arabicFaq = faqIn("ar");

const arabicLetters = /[\u0600-\u06FF]/;
/**
 * The figures a text states that a translation must not change: prices, percentages, three-digit numbers. A price
 * is its amount, however the language writes money ("$150-300" in English, "150–300 US$" in Arabic, decision 0132).
 */
const figuresIn = (text: string) =>
  (
    text
      .replace(/[\u2066-\u2069\u200e\u200f]/g, "")
      .replaceAll("–", "-")
      .match(/\$\d+(?:[,.]\d+)*(?:-\d+(?:[,.]\d+)*)?|\d+(?:[,.]\d+)*(?:-\d+(?:[,.]\d+)*)?\sUS\$|\d+(?:-\d+)?%|(?<![\d,])\d{3}(?!,?\d)/g) ?? []
  )
    .map((figure) => figure.replace(/^\$|\sUS\$$/g, ""))
    .sort();

describe("the Arabic information content", () => {
  it("states the same prices, numbers and contact details as the English", () => {
    expect(arabicConcierge.packages.map((p) => [p.id, p.pricePerWeek, p.recommended])).toEqual(
      concierge.packages.map((p) => [p.id, p.pricePerWeek, p.recommended]),
    );
    expect(arabicConcierge.highlights.map((h) => h.value)).toEqual(concierge.highlights.map((h) => h.value));
    expect(arabicTravelInfo.practical.transport.map((t) => figuresIn(t.cost))).toEqual(
      travelInfo.practical.transport.map((t) => figuresIn(t.cost)),
    );
    expect(arabicTravelInfo.practical.emergencyNumbers.map((e) => e.number)).toEqual(["122", "123", "126"]);
    expect(Object.values(arabicRetention).map((r) => r.days)).toEqual(Object.values(retentionRules).map((r) => r.days));
  });

  it("answers every FAQ with the same figures, under the same anchors", () => {
    expect(arabicFaq.map((c) => [c.id, c.anchor, c.entries.length])).toEqual(
      faqCategories.map((c) => [c.id, c.anchor, c.entries.length]),
    );
    arabicFaq.forEach((category, c) =>
      category.entries.forEach((entry, e) => {
        expect(entry.question).toMatch(/؟$/);
        expect(figuresIn(entry.answer), `${category.id} ${e}`).toEqual(figuresIn(faqCategories[c]!.entries[e]!.answer));
      }),
    );
  });

  it("is written in Arabic", () => {
    const texts = [
      ...arabicFaq.flatMap((c) => [c.title, ...c.entries.flatMap((e) => [e.question, e.answer])]),
      ...arabicConcierge.services.flatMap((s) => [s.title, s.description, ...s.items]),
      ...arabicTravelInfo.visa.notes,
    ];
    for (const text of texts) expect(text).toMatch(arabicLetters);
  });
});
