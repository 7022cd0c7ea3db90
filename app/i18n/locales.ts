/** The site's languages. English lives at the bare paths, every other locale under `/<locale>/…`. */
export const locales = ["en", "ar"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Writing direction of a locale, for `<html dir>`. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The locale a path belongs to: `/ar` and `/ar/…` are Arabic, everything else English. */
export function localeOfPath(pathname: string): Locale {
  // A client navigation asks for `/ar.data` (the data of `/ar`).
  const first = pathname.split("/")[1]?.replace(/\.data$/, "");
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** The path without its locale prefix: `/ar/contact` → `/contact`, `/ar` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * A site path in a locale: `localePath("ar", "/contact?topic=quote")` → `/ar/contact?topic=quote`.
 * Only absolute site paths change; external URLs, `//host`, relative paths and fragments pass through,
 * and a path that already carries a locale is not prefixed twice.
 */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const [pathname = "/", suffix = ""] = splitPath(path);
  const bare = pathWithoutLocale(pathname);
  if (locale === defaultLocale) return bare + suffix;
  return (bare === "/" ? `/${locale}` : `/${locale}${bare}`) + suffix;
}

function splitPath(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ""] : [path.slice(0, index), path.slice(index)];
}

/**
 * The one way to pick what differs by language when the locale is known (a stored one, a template's):
 * `contentFor(context, …)` on a request, `byLocale(locale, { en: faq, ar: faqAr })` anywhere else.
 */
export function byLocale<En, Ar>(locale: Locale, versions: { en: En; ar: Ar }): En | Ar {
  return versions[locale];
}
