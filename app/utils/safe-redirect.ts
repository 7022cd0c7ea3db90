/** Any origin will do: only the path of a same-origin result is kept. */
const BASE = "https://nilecare.invalid";

/**
 * The one check for every `redirectTo`: the target must be a path on this site. It is
 * resolved as a browser would (`new URL(target, origin)`), so "//evil.example", "/\t/evil.example"
 * or "/\\evil.example" cannot leave the site; control characters (tab, CR, LF, NUL, …),
 * backslashes and their percent-encoded forms are refused outright. The answer is the
 * resolved, percent-encoded path, always safe in a Location header. Anything refused falls back.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(to) || /%(?:[01][0-9a-f]|7f|5c|2f%2f)/i.test(to)) return fallback;
  // Full-width and other look-alike slashes or dots that some tools fold to ASCII.
  if (/[\uff0f\uff3c\u2215\u2044\u29f8\uff0e\u3002]/.test(to)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (resolved.origin !== BASE) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return path.startsWith("//") ? fallback : path;
}
