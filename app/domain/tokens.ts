/**
 * Fills the `{namespace.name}` tokens in every string of a content value, however deep. Content holds the words
 * and the tokens, configuration or the server the facts (the operator's phone, the catalogue's savings range), so
 * each fact is written in one place. An unknown token throws: no `{…}` ever reaches a page.
 */
export function fillTokens<T>(value: T, namespace: string, facts: Readonly<Record<string, string | null>>): T {
  const pattern = new RegExp(`\\{${namespace}\\.(\\w+)\\}`, "g");
  const missing = Object.keys(facts).filter((fact) => facts[fact] === null);
  const fill = (inner: unknown): unknown => {
    if (typeof inner === "string") {
      return withoutSentencesNaming(inner, namespace, missing).replace(pattern, (token, fact: string) => {
        if (!Object.hasOwn(facts, fact)) throw new Error(`Unknown ${namespace} fact in content: ${token}`);
        return facts[fact]!;
      });
    }
    if (Array.isArray(inner)) return inner.map(fill);
    if (inner && typeof inner === "object") return Object.fromEntries(Object.entries(inner).map(([key, item]) => [key, fill(item)]));
    return inner;
  };
  return fill(value) as T;
}

/**
 * The text without the sentences that state a fact the site does not have (a `null` fact: no procedure stands behind
 * a savings figure yet), so a page says nothing rather than "save up to —". A text that is all such sentences is "".
 */
function withoutSentencesNaming(text: string, namespace: string, missing: readonly string[]) {
  if (missing.length === 0 || !missing.some((fact) => text.includes(`{${namespace}.${fact}}`))) return text;
  return text
    .split(/(?<=[.!?؟])\s+/)
    .filter((sentence) => !missing.some((fact) => sentence.includes(`{${namespace}.${fact}}`)))
    .join(" ");
}
