/**
 * A case's one reference, "C-1A2B3C4D" (the first block of its id): what the patient is told in every
 * acknowledgement and on their request page, and what staff say on the phone and type into the search box
 * (decision 0153).
 */
export function caseReference(caseId: string) {
  return `C-${caseId.slice(0, 8).toUpperCase()}`;
}

/**
 * A reference as someone may type it back, "C-1a2b3c4d", "C1A2B3C4D", "#C-1A2B3C4D" or "1A2B3C4D" (also what
 * acknowledgements said before one reference per case: the block of the message's or plan's own id), as the
 * id block it stands for.
 */
export function caseReferenceQuery(word: string) {
  const match = /^#?(?:c[-‐‑–]?)?([0-9a-f]{8})$/i.exec(word.trim());
  return match ? match[1]!.toLowerCase() : null;
}
