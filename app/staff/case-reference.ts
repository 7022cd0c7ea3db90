/** A case's number as staff say it on the phone: the first block of its id, "C-1A2B3C4D" (decision 2604). */
export function caseReference(caseId: string) {
  return `C-${caseId.slice(0, 8).toUpperCase()}`;
}

/** The number typed back into the search box, "C-1a2b3c4d" or "1A2B3C4D", as the id block it stands for. */
export function caseReferenceQuery(q: string) {
  const match = /^(?:c-)?([0-9a-f]{8})$/i.exec(q.trim());
  return match ? match[1]!.toLowerCase() : null;
}
