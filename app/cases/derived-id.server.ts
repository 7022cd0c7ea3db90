/**
 * The id another system's id stands for in one of our tables (the case a WhatsApp message opens, its request, the
 * thread message an e-mail becomes, a file it carried): the same delivery twice gives the same id, so its repeat
 * finds the row the first one wrote.
 */
export async function idFrom(outsideId: string, purpose: "case" | "request" | "message" | "attachment") {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${purpose}:${outsideId}`)));
  const hex = Array.from(hash.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
