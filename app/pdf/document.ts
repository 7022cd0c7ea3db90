import type { Locale } from "~/i18n/locales";

/**
 * A printed document as blocks of words, already in one language: what a feature builds (a pure function its tests
 * read) and `renderPdf` draws. Every string is shown as it is; the renderer lays it out in the document's direction.
 */
export type PdfDocumentModel = {
  locale: Locale;
  /** The PDF's title in the viewer's window, and its first heading. */
  title: string;
  /** Stamped as the file's creation date, so the same document gives the same bytes. */
  createdAt: Date;
  blocks: PdfBlock[];
};

export type PdfBlock =
  /** The issuer's name in bold, then its details in small type, and a rule under them. */
  | { kind: "letterhead"; name: string; lines: string[] }
  | { kind: "title"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string; small?: boolean }
  /** Label and value side by side; a value may run over several lines. */
  | { kind: "fields"; rows: { label: string; value: string }[] }
  /** Columns as shares of the width; `end` aligns a column's figures to its far side. */
  | { kind: "table"; columns: { label: string; share: number; align?: "start" | "end" }[]; rows: string[][] }
  /** A line to sign on, with who signs under it. */
  | { kind: "signature"; lines: string[] }
  | { kind: "space" };

/** Every string of a block with the weight it is drawn in, for the fonts the document needs. */
export function textsOf(block: PdfBlock): { bold: boolean; text: string }[] {
  switch (block.kind) {
    case "letterhead":
      return [{ bold: true, text: block.name }, ...block.lines.map((text) => ({ bold: false, text }))];
    case "title":
    case "heading":
      return [{ bold: true, text: block.text }];
    case "paragraph":
      return [{ bold: false, text: block.text }];
    case "fields":
      return block.rows.flatMap((row) => [
        { bold: false, text: row.label },
        { bold: true, text: row.value },
      ]);
    case "table":
      return [...block.columns.map((c) => ({ bold: true, text: c.label })), ...block.rows.flat().map((text) => ({ bold: false, text }))];
    case "signature":
      return block.lines.map((text, i) => ({ bold: i === 0, text }));
    case "space":
      return [];
  }
}

/** The plain text of a document, block by block: what a test reads back, and what a screen reader would. */
export function plainText(model: PdfDocumentModel) {
  return model.blocks.flatMap((block) => textsOf(block).map((t) => t.text)).join("\n");
}
