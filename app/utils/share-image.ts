import { heroImages as arabicHeroImages } from "~content/ar/images";
import { heroImages, type SiteImage } from "~content/images";
import type { Locale } from "~/i18n/locales";

/** The picture a link preview shows for a page (`og:image`), with its alternative text in the page's language. */
export type ShareImage = { src: string; alt: string };

/** A drawing as tools/build-images.ts renders it for previews: 1200×630, the 1.91:1 they crop to. */
const rendered = (name: string, alt: string): ShareImage => ({ src: `/images/generated/share/${name}.jpg`, alt });

/**
 * A page's share picture from the picture it shows. Previews read no SVG, so a drawing under /images/ is the JPEG
 * the build rendered from it (`/images/art/treatments/x.svg` → `share/treatments-x.jpg`); a stored photo is
 * itself. `alt` replaces a decorative picture's empty text with what the page is about.
 */
export function shareImageOf(image: SiteImage | ShareImage, alt: string = image.alt): ShareImage {
  if ("kind" in image && image.kind === "raster") return rendered(image.name, alt);
  const drawing = /^\/images\/(?:art\/)?(.+)\.svg$/.exec(image.src);
  if (drawing) return rendered(drawing[1]!.replaceAll("/", "-"), alt);
  return { src: image.src, alt };
}

/** The share picture of a page that shows none of its own: the home page's, in the page's language. */
export function siteShareImage(locale: Locale): ShareImage {
  return shareImageOf(locale === "ar" ? arabicHeroImages.home : heroImages.home);
}
