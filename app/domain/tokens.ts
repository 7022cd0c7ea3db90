/**
 * Fills the `{namespace.name}` tokens in every string of a content value, however deep. Content holds the words
 * and the tokens, configuration or the server the facts (the operator's phone, the catalogue's savings range), so
 * each fact is written in one place. An unknown token throws: no `{…}` ever reaches a page.
 */
export function fillTokens<T>(value: T, namespace: string, facts: Readonly<Record<string, string>>): T {
  const pattern = new RegExp(`\\{${namespace}\\.(\\w+)\\}`, "g");
  const fill = (inner: unknown): unknown => {
    if (typeof inner === "string") {
      return inner.replace(pattern, (token, fact: string) => {
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
