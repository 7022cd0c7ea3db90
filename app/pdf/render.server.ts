import { PDFDocument, rgb, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import * as fontkit from "@cantoo/fontkit";
import { hasArabic, shaperOrder, visualRuns, type Direction } from "./bidi-runs";
import { textsOf, type PdfBlock, type PdfDocumentModel } from "./document";
import { faceNames, fontBytes, type FaceName, type Weight } from "./fonts.server";

// A4 in points, with 2 cm margins.
const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const SIZE = { title: 18, heading: 12, body: 10.5, small: 9, name: 14 };
const LEADING = 1.5;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.36, 0.37, 0.4);
const RULE = rgb(0.75, 0.76, 0.78);

/** Latin-extended letters (names such as "Müller" or "Öztürk" have some), for which face a document needs. */
const LATIN_EXT = /[\u0100-\u02FF\u1D00-\u1EFF\u20A0-\u20C0\u2C60-\u2C7F\uA720-\uA7FF]/u;

/**
 * fontkit with each face parsed once per isolate (a value kept, not a promise): fontkit reads a face's layout tables
 * (GSUB, GPOS) on its first layout, which took most of a letter's time when every document parsed them again. A
 * parsed face holds no state of one document; each embedding takes its own subset of it.
 */
type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
type ParsedFace = ReturnType<Fontkit["create"]>;
const parsedFaces = new Map<Uint8Array, ParsedFace>();
const keptFontkit: Fontkit = {
  create(bytes: Uint8Array) {
    let face = parsedFaces.get(bytes);
    if (face === undefined) {
      face = fontkit.create(bytes) as ParsedFace;
      parsedFaces.set(bytes, face);
    }
    return face;
  },
};

type Face = { font: PDFFont; covers: Set<number> };
type Faces = Record<Weight, Partial<Record<FaceName, Face>>>;

/** Embeds, as subsets (only the glyphs drawn), the faces the document's words need. */
async function embedFaces(pdf: PDFDocument, model: PdfDocumentModel): Promise<Faces> {
  const needed = new Set<string>();
  for (const { bold, text } of model.blocks.flatMap(textsOf)) {
    const weight: Weight = bold ? "bold" : "regular";
    needed.add(`${weight}:latin`);
    if (hasArabic(text)) needed.add(`${weight}:arabic`);
    if (LATIN_EXT.test(text)) needed.add(`${weight}:latinExt`);
  }
  needed.add("bold:latin").add("regular:latin");
  const faces: Faces = { regular: {}, bold: {} };
  for (const key of needed) {
    const [weight, name] = key.split(":") as [Weight, FaceName];
    const font = await pdf.embedFont(fontBytes(weight, name), { subset: true });
    faces[weight][name] = { font, covers: new Set(font.getCharacterSet()) };
  }
  return faces;
}

type Segment = { text: string; font: PDFFont; width: number };

/**
 * A line cut into pieces of one face in drawing order (left to right): the bidirectional runs, each split where
 * the face changes (a character takes the face of the one before it when that face has it, so the spaces of an
 * Arabic phrase stay in the piece the shaper joins and reverses).
 */
function segmentsOf(line: string, faces: Faces, weight: Weight, size: number, direction: Direction): Segment[] {
  const available = faceNames.flatMap((name) => {
    const face = faces[weight][name];
    return face ? [face] : [];
  });
  const segments: Segment[] = [];
  for (const run of visualRuns(line, direction)) {
    const pieces: { text: string; face: Face }[] = [];
    for (const char of run.text) {
      const code = char.codePointAt(0)!;
      const last = pieces.at(-1);
      const own = hasArabic(char) ? available.find((f) => f.covers.has(code)) : undefined;
      const face = own ?? (last?.face.covers.has(code) ? last.face : available.find((f) => f.covers.has(code)) ?? available[0]!);
      if (last && last.face === face) last.text += char;
      else pieces.push({ text: char, face });
    }
    if (run.rtl) pieces.reverse();
    for (const { text, face } of pieces) {
      const shaped = shaperOrder(text, run.rtl);
      segments.push({ text: shaped, font: face.font, width: face.font.widthOfTextAtSize(shaped, size) });
    }
  }
  return segments;
}

/**
 * Words in their logical order broken into lines no wider than `width`; a word wider than the line keeps its own.
 * A line is as wide as its words and spaces (Arabic letters join within a word, never across a space), so each word
 * is shaped once to measure it, not each line again as it grows.
 */
function wrap(text: string, width: number, measure: (word: string) => number) {
  const space = measure(" ");
  return text.split("\n").flatMap((paragraph) => {
    const lines: string[] = [];
    let line = "";
    let lineWidth = 0;
    for (const word of paragraph.split(/ +/)) {
      const wordWidth = measure(word);
      if (line && lineWidth + space + wordWidth > width) {
        lines.push(line);
        line = word;
        lineWidth = wordWidth;
      } else {
        lineWidth += (line ? space : 0) + wordWidth;
        line = line ? `${line} ${word}` : word;
      }
    }
    return [...lines, line];
  });
}

type Style = { weight: Weight; size: number; color: ReturnType<typeof rgb> };

/** Draws the document page by page, from the top; a block that does not fit moves to the next page. */
class Writer {
  private page: PDFPage;
  private y: number;
  readonly direction: Direction;

  constructor(
    private pdf: PDFDocument,
    private faces: Faces,
    model: PdfDocumentModel,
  ) {
    this.direction = model.locale === "ar" ? "rtl" : "ltr";
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  get width() {
    return PAGE.width - 2 * PAGE.margin;
  }

  /** Room for `height` points, on a new page when this one is full. */
  ensure(height: number) {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  down(points: number) {
    this.y -= points;
  }

  /** The x of a box `offset` points from the start side (the right in Arabic), `width` wide. */
  boxX(offset: number, width: number) {
    return this.direction === "rtl" ? PAGE.width - PAGE.margin - offset - width : PAGE.margin + offset;
  }

  lines(text: string, style: Style, width: number) {
    return wrap(text, width, (word) => segmentsOf(word, this.faces, style.weight, style.size, this.direction).reduce((sum, s) => sum + s.width, 0));
  }

  lineHeight(style: Style) {
    return style.size * LEADING;
  }

  /** One line in the box at `offset` (from the start side) and `width`, at the start or the end of the box. */
  drawLine(line: string, style: Style, offset: number, width: number, align: "start" | "end", y = this.y) {
    const segments = segmentsOf(line, this.faces, style.weight, style.size, this.direction);
    const total = segments.reduce((sum, s) => sum + s.width, 0);
    const left = this.boxX(offset, width);
    const atLeft = (align === "start") === (this.direction === "ltr");
    let x = atLeft ? left : left + width - total;
    for (const segment of segments) {
      this.page.drawText(segment.text, { x, y: y - style.size, size: style.size, font: segment.font, color: style.color });
      x += segment.width;
    }
  }

  /** A wrapped text in the full width; returns nothing, moves down past it. */
  text(text: string, style: Style) {
    for (const line of this.lines(text, style, this.width)) {
      this.ensure(this.lineHeight(style));
      this.drawLine(line, style, 0, this.width, "start");
      this.down(this.lineHeight(style));
    }
  }

  /** Cells side by side, each wrapped in its own box; the row is as tall as its tallest cell. */
  row(cells: { text: string; style: Style; offset: number; width: number; align: "start" | "end" }[]) {
    const wrapped = cells.map((cell) => ({ ...cell, lines: this.lines(cell.text, cell.style, cell.width) }));
    const height = Math.max(...wrapped.map((c) => c.lines.length * this.lineHeight(c.style)));
    this.ensure(height);
    for (const cell of wrapped) {
      cell.lines.forEach((line, i) => this.drawLine(line, cell.style, cell.offset, cell.width, cell.align, this.y - i * this.lineHeight(cell.style)));
    }
    this.down(height);
  }

  rule(offset = 0, width = this.width) {
    const x = this.boxX(offset, width);
    this.page.drawLine({ start: { x, y: this.y }, end: { x: x + width, y: this.y }, thickness: 0.6, color: RULE });
  }
}

const body: Style = { weight: "regular", size: SIZE.body, color: INK };
const strong: Style = { weight: "bold", size: SIZE.body, color: INK };
const muted: Style = { weight: "regular", size: SIZE.body, color: MUTED };
const small: Style = { weight: "regular", size: SIZE.small, color: MUTED };

function drawBlock(w: Writer, block: PdfBlock) {
  switch (block.kind) {
    case "letterhead":
      w.text(block.name, { weight: "bold", size: SIZE.name, color: INK });
      for (const line of block.lines) w.text(line, small);
      w.down(6);
      w.rule();
      w.down(14);
      return;
    case "title":
      w.down(4);
      w.text(block.text, { weight: "bold", size: SIZE.title, color: INK });
      w.down(6);
      return;
    case "heading":
      w.down(6);
      w.text(block.text, { weight: "bold", size: SIZE.heading, color: INK });
      w.down(2);
      return;
    case "paragraph":
      w.text(block.text, block.small ? small : body);
      w.down(6);
      return;
    case "fields": {
      const labelWidth = w.width * 0.36;
      for (const { label, value } of block.rows) {
        w.row([
          { text: label, style: muted, offset: 0, width: labelWidth - 8, align: "start" },
          { text: value, style: strong, offset: labelWidth, width: w.width - labelWidth, align: "start" },
        ]);
        w.down(3);
      }
      w.down(6);
      return;
    }
    case "table": {
      const total = block.columns.reduce((sum, c) => sum + c.share, 0);
      let offset = 0;
      const boxes = block.columns.map((c) => {
        const width = (w.width * c.share) / total;
        const box = { offset, width: width - 8, align: c.align ?? "start" };
        offset += width;
        return box;
      });
      w.row(block.columns.map((c, i) => ({ text: c.label, style: muted, ...boxes[i]! })));
      w.down(2);
      w.rule();
      w.down(6);
      for (const row of block.rows) {
        w.row(row.map((text, i) => ({ text, style: body, ...boxes[i]! })));
        w.down(4);
      }
      w.rule();
      w.down(10);
      return;
    }
    case "signature":
      w.ensure(90);
      w.down(48);
      w.rule(0, 200);
      w.down(6);
      block.lines.forEach((line, i) => w.text(line, i === 0 ? strong : muted));
      return;
    case "space":
      w.down(12);
      return;
  }
}

/**
 * The PDF of a document model: A4, IBM Plex Sans Arabic subsets embedded, Arabic shaped by fontkit and every line
 * laid out by the bidirectional algorithm in the document's direction. The file carries the document's title and
 * language and no other metadata (no author: the words are personal data enough).
 */
export async function renderPdf(model: PdfDocumentModel): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(keptFontkit);
  pdf.setTitle(model.title, { showInWindowTitleBar: true });
  pdf.setLanguage(model.locale);
  pdf.setCreationDate(model.createdAt);
  const writer = new Writer(pdf, await embedFaces(pdf, model), model);
  for (const block of model.blocks) drawBlock(writer, block);
  return pdf.save();
}
