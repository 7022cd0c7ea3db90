/**
 * What a patient newly wrote in an e-mailed reply: the quoted history and the signature are dropped, in English and
 * Arabic as the common mail programs write them (decision 0104). The rules look at whole lines only:
 * - the text ends at the first line that introduces the quoted message: "On … wrote:" (also wrapped over two lines),
 *   "في … كتب:" / "كتبت:", "-----Original Message-----" and its Arabic, Outlook's rule of underscores, or a
 *   "From:"/"من:" line followed within four lines by "Sent:", "Date:", "To:", "Subject:" (or "أرسل:", "التاريخ:",
 *   "إلى:", "الموضوع:");
 * - or at a signature: the "-- " delimiter, "Sent from my …" and its Arabic;
 * - a line quoted with ">" is never the patient's new text.
 */

const QUOTE_INTRO = [
  /^\s*On\b.{0,300}\bwrote\s*:\s*$/i,
  /^\s*في\s.{0,300}كتب(?:ت)?\s*:\s*$/,
  /^\s*-{2,}\s*(?:Original Message|Forwarded message|الرسالة الأصلية|رسالة مُعاد توجيهها|رسالة معاد توجيهها)\s*-{2,}\s*$/i,
  /^\s*_{10,}\s*$/,
];

const HEADER_BLOCK_START = /^\s*\*?(?:From|من)\s*:\*?\s/i;
const HEADER_BLOCK_NEXT = /^\s*\*?(?:Sent|Date|To|Subject|Cc|أرسل|أرسلت|تاريخ الإرسال|التاريخ|إلى|الموضوع|نسخة)\s*:/i;

const SIGNATURE = [/^--\s?$/, /^\s*(?:Sent from my|Sent from Mail for|Get Outlook for)\b/i, /^\s*(?:أُرسلت|أرسلت|مرسل|مُرسل|تم الإرسال)\s+من\s/];

function endsHere(lines: string[], index: number) {
  const line = lines[index] ?? "";
  if (QUOTE_INTRO.some((rule) => rule.test(line)) || SIGNATURE.some((rule) => rule.test(line))) return true;
  // Gmail wraps a long "On … wrote:" over two lines.
  const next = lines[index + 1] ?? "";
  if (/^\s*(?:On|في)\s/.test(line) && QUOTE_INTRO.some((rule) => rule.test(`${line} ${next.trim()}`))) return true;
  if (HEADER_BLOCK_START.test(line)) return lines.slice(index + 1, index + 5).some((l) => HEADER_BLOCK_NEXT.test(l));
  return false;
}

/** The new text of a plain-text body, trimmed, with runs of blank lines shortened to one. */
export function newTextOf(body: string) {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (endsHere(lines, i)) break;
    const line = lines[i] ?? "";
    if (/^\s*>/.test(line)) continue;
    kept.push(line.replace(/\s+$/, ""));
  }
  return kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The plain text of an HTML-only body, for the same rules: the quoted history that mail programs put in a
 * `<blockquote>` (or Gmail's `gmail_quote` block) is dropped first, then every tag; line breaks stay.
 */
export function textOfHtml(html: string) {
  return html
    .replace(/<(style|script|head)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<blockquote\b[\s\S]*<\/blockquote\s*>/gi, "")
    .replace(/<div[^>]*class="[^"]*gmail_quote[^"]*"[\s\S]*$/i, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|tr|h[1-6])\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith("#")) return ENTITIES[name.toLowerCase()] ?? whole;
      const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}
