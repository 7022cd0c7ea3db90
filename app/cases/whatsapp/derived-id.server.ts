/**
 * The id a Meta id stands for in one of our tables (the case a message opens, its request, a file it carried): the
 * same delivery twice gives the same id, so its repeat finds the row the first one wrote.
 */
export async function idFrom(metaId: string, purpose: "case" | "request" | "attachment") {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${purpose}:${metaId}`)));
  const hex = Array.from(hash.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
