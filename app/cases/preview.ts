/**
 * A message shortened for a list: whitespace folded, cut at the last word boundary before `max`
 * characters and marked with an ellipsis, so a preview never ends mid-word ("Most pa").
 */
export function previewOf(text: string, max = 160) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const boundary = cut.lastIndexOf(" ");
  // One very long word (a link) has no boundary worth keeping: cut it where it is.
  const kept = boundary > max / 2 ? cut.slice(0, boundary) : cut;
  return `${kept.replace(/[\s.,;:!?،؛-]+$/u, "")}…`;
}
