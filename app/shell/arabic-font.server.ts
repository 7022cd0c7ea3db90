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

/**
 * The phone's own Arabic faces, scaled to IBM Plex Sans Arabic's width (decision 0127): text shown before the font
 * arrives wraps as it will after, so the swap moves nothing below it. Each `size-adjust` is Plex's advance over the
 * face's, measured on the home page's Arabic text (weights 400 and 700). One family per face: a family whose face the
 * device lacks is skipped, and the next is tried.
 */
const fallbacks = [
  {
    family: "Plex fallback Noto Sans",
    adjust: { 400: 93.3, 700: 91.4 },
    // Android's Arabic UI face, then the same design as installed elsewhere; each by full and PostScript name.
    names: {
      400: ["Noto Sans Arabic UI Regular", "NotoSansArabicUI-Regular", "Noto Sans Arabic Regular", "NotoSansArabic-Regular"],
      700: ["Noto Sans Arabic UI Bold", "NotoSansArabicUI-Bold", "Noto Sans Arabic Bold", "NotoSansArabic-Bold"],
    },
  },
  {
    family: "Plex fallback Noto Naskh",
    adjust: { 400: 102.4, 700: 106.6 },
    names: {
      400: ["Noto Naskh Arabic UI Regular", "NotoNaskhArabicUI-Regular", "Noto Naskh Arabic Regular", "NotoNaskhArabic-Regular"],
      700: ["Noto Naskh Arabic UI Bold", "NotoNaskhArabicUI-Bold", "Noto Naskh Arabic Bold", "NotoNaskhArabic-Bold"],
    },
  },
  { family: "Plex fallback DejaVu", adjust: { 400: 89.8, 700: 80.0 }, names: { 400: ["DejaVu Sans", "DejaVuSans"], 700: ["DejaVu Sans Bold", "DejaVuSans-Bold"] } },
] as const;

const fallbackFaces = fallbacks
  .flatMap(({ family, names, adjust }) =>
    ([400, 700] as const).map(
      (weight) =>
        `@font-face{font-family:"${family}";font-weight:${weight};src:${names[weight].map((name) => `local("${name}")`).join(",")};size-adjust:${adjust[weight]}%;unicode-range:${ARABIC_RANGE}}`,
    ),
  )
  .join("");

const fallbackFamilies = fallbacks.map(({ family }) => `"${family}"`).join(",");

/** `fallbacks`: the scaled phone faces and the family list, in the head; `faces`: Plex's own files, held until the first paint. */
export type PageFont = { fallbacks: string; faces: string };

/**
 * IBM Plex Sans Arabic (self-hosted from `@fontsource/ibm-plex-sans-arabic`, the Arabic subset, 400 and 700) for
 * Arabic pages; English pages get nothing, so their bytes are unchanged (decision 0127). Built here and sent in
 * the root loader's data, so no page's JavaScript carries it. Text shows at once in the phone's Arabic face, scaled
 * to Plex's width, and swaps.
 * Plex's faces are declared only after the first paint (decision 0127): declared in the head, the browser asked
 * for both files (88 KB, at the highest priority) with the first layout, ahead of the hero picture.
 */
export function pageFont(locale: Locale): PageFont | null {
  if (locale !== "ar") return null;
  return {
    fallbacks: `${fallbackFaces}html[lang="ar"] body{font-family:"${FAMILY}",${fallbackFamilies},${tokens.font.body}}`,
    faces: fontFaces,
  };
}
