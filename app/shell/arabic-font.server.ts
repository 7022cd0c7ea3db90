import bold from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2?url";
import regular from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url";
import type { Locale } from "~/i18n/locales";
import { tokens } from "~/styles/theme.css";

const FAMILY = "IBM Plex Sans Arabic";

/** Arabic letters only (the package's own range), so Latin text keeps the site's system font. */
const ARABIC_RANGE =
  "U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0898-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC";

const fontFaces = [
  { weight: 400, url: regular },
  { weight: 700, url: bold },
]
  .map(
    ({ weight, url }) =>
      `@font-face{font-family:"${FAMILY}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format("woff2");unicode-range:${ARABIC_RANGE}}`,
  )
  .join("");

export type PageFont = { css: string };

/**
 * IBM Plex Sans Arabic (self-hosted from `@fontsource/ibm-plex-sans-arabic`, the Arabic subset, 400 and 700) for
 * Arabic pages; English pages get nothing, so their bytes are unchanged (decision 1403). Built here and sent in
 * the root loader's data, so no page's JavaScript carries it. Text shows at once in the system font and swaps.
 * Not preloaded (decision 1521): the browser asks for a face when the first layout needs it, so its 43–45 KB do
 * not compete with the hero picture and the scripts.
 */
export function pageFont(locale: Locale): PageFont | null {
  if (locale !== "ar") return null;
  return { css: `${fontFaces}html[lang="ar"] body{font-family:"${FAMILY}",${tokens.font.body}}` };
}
