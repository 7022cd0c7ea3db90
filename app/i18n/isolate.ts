/**
 * The plain-text twin of `<Ltr>`: a price, number or address kept left to right inside Arabic text
 * that cannot hold markup (a content sentence, a message value), between U+2066 LEFT-TO-RIGHT ISOLATE
 * and U+2069 POP DIRECTIONAL ISOLATE. "$2,500" then reads as in English instead of "2,500$".
 */
export function ltrText(text: string) {
  return `\u2066${text}\u2069`;
}

/**
 * Text of any direction typed by someone else (a file name) inside a sentence, between U+2068 FIRST
 * STRONG ISOLATE and U+2069: its own direction cannot reorder the words around it.
 */
export function isolatedText(text: string) {
  return `\u2068${text}\u2069`;
}
