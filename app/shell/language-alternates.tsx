import { useLocation } from "react-router";
import { localePath, locales, pathWithoutLocale } from "~/i18n/locales";
import { useIsEnglishOnly } from "~/i18n/use-english-only";
import { absoluteUrl } from "~/utils/seo";

/**
 * `hreflang` links of every page that exists in both languages: each language's URL and `x-default`
 * (English), without the query, like the canonical URL.
 */
export function LanguageAlternates({ siteUrl }: { siteUrl: string }) {
  const { pathname } = useLocation();
  const englishOnly = useIsEnglishOnly();
  if (englishOnly) return null;
  const path = pathWithoutLocale(pathname);
  return (
    <>
      {locales.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={absoluteUrl(localePath(locale, path), siteUrl)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absoluteUrl(path, siteUrl)} />
    </>
  );
}
