import { getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { describe, expect, it } from "vitest";
import { visualRuns } from "~/pdf/bidi-runs";
import { renderPdf } from "~/pdf/render.server";

/** Each character drawn on the first page with the glyph (its id in the embedded subset) that shows it, in drawing order. */
async function drawnGlyphs(bytes: Uint8Array) {
  const { OPS } = await getResolvedPDFJS();
  const page = await (await getDocumentProxy(bytes)).getPage(1);
  const { fnArray, argsArray } = await page.getOperatorList();
  return fnArray.flatMap((fn, i) =>
    fn === OPS.showText ? (argsArray[i][0] as ({ unicode: string; originalCharCode: number } | number)[]).flatMap((g) => (typeof g === "number" ? [] : [{ char: g.unicode, glyph: g.originalCharCode }])) : [],
  );
}

const document = (locale: "en" | "ar", text: string) => renderPdf({ locale, title: "Test", createdAt: new Date(0), blocks: [{ kind: "paragraph", text }] });

describe("the PDF kit", () => {
  it("joins Arabic letters: one letter takes its initial, medial and final forms, not one isolated glyph", async () => {
    // Meem three times: initial, medial, final. Unshaped text would draw the same glyph three times.
    const glyphs = await drawnGlyphs(await document("ar", "ممم"));
    const meem = glyphs.filter((g) => g.char === "م");
    expect(meem).toHaveLength(3);
    expect(new Set(meem.map((g) => g.glyph)).size).toBe(3);
    // Lam and alef become the one lam-alef ligature.
    expect((await drawnGlyphs(await document("ar", "سلام"))).length).toBeLessThan(4);
  });

  it("draws Arabic right to left with numbers and Latin names in their own order inside it", async () => {
    expect(visualRuns("رقم الجواز K1234567 للسيد JOHN SMITH", "rtl")).toEqual([
      { text: "JOHN SMITH", rtl: false },
      { text: " للسيد ", rtl: true },
      { text: "K1234567", rtl: false },
      { text: "رقم الجواز ", rtl: true },
    ]);
    // A bracket in right-to-left text is mirrored; a Latin line keeps its order.
    expect(visualRuns("(تأشيرة)", "rtl")).toEqual([{ text: ")تأشيرة(", rtl: true }]);
    expect(visualRuns("Invoice INV-000042", "ltr")).toEqual([{ text: "Invoice INV-000042", rtl: false }]);
    // The drawn order on the page: the Latin name first (leftmost), the Arabic words after it.
    const drawn = (await drawnGlyphs(await document("ar", "السيد JOHN"))).map((g) => g.char).join("");
    expect(drawn.startsWith("JOHN")).toBe(true);
  });

  it("embeds only the glyphs drawn (font subsets), so a page stays small", async () => {
    const bytes = await document("ar", "خطاب دعوة لتلقي العلاج الطبي، Cairo Heart Institute 2027");
    expect(bytes.byteLength).toBeLessThan(30_000);
  });
});
