import type { TreatmentCategory } from "~/db/schema/doctors";
import rasterSizes from "./images/raster-sizes.json";

/**
 * Every picture on the site, named once, with its alternative text and intrinsic size (so the
 * browser reserves its box and nothing shifts while it loads).
 *
 * - `vector`: an SVG illustration in public/images/art/, served as drawn.
 * - `raster`: a picture whose source sits in content/images/source/{name}.{svg,png,jpg,jpeg,webp};
 *   `npm run images` (part of `npm run build`) writes AVIF, WebP and a JPEG fallback at each width of
 *   images/raster-sizes.json into public/images/generated/, and <Picture> offers them with srcset and sizes.
 *   To use a real photograph, drop it in content/images/source/ under the same name (at least
 *   1200 px wide), set width/height to its proportions and run `npm run images`.
 * - `photo`: a photo an admin uploaded, as the site encoded and serves it (a specialty's); width/height are the box
 *   of the picture it stands in for, which the photo fills (its styles crop it to that box).
 */
export type VectorImage = { kind: "vector"; src: string; alt: string; width: number; height: number };
export type RasterImage = { kind: "raster"; name: string; alt: string; width: number; height: number };
export type PhotoImage = { kind: "photo"; src: string; alt: string; width: number; height: number };
export type SiteImage = VectorImage | RasterImage | PhotoImage;

/** The widths and formats `npm run images` writes (tools/build-images.ts reads the same file). */
export const rasterWidths: readonly number[] = rasterSizes.widths;

export const heroImages = {
  home: {
    kind: "raster",
    name: "home-hero",
    alt: "The pyramids of Giza at sunset across the Nile from a modern hospital",
    width: 1200,
    height: 900,
  },
  treatments: {
    kind: "vector",
    src: "/images/art/treatments-hero.svg",
    alt: "A patient file with a heart, surrounded by eye, dental, orthopaedic and general surgery symbols",
    width: 600,
    height: 450,
  },
  about: {
    kind: "vector",
    src: "/images/art/about-hero.svg",
    alt: "Two doctors and a patient coordinator in front of the Cairo skyline",
    width: 600,
    height: 450,
  },
  stories: {
    kind: "vector",
    src: "/images/art/stories-hero.svg",
    alt: "A patient with a suitcase waving, beside a five-star review and a heart",
    width: 600,
    height: 450,
  },
  concierge: {
    kind: "vector",
    src: "/images/art/concierge-hero.svg",
    alt: "A flight, a private transfer car, a hotel and a support headset",
    width: 600,
    height: 450,
  },
} as const satisfies Record<string, SiteImage>;

const treatmentArt = (id: TreatmentCategory): VectorImage => ({
  kind: "vector",
  src: `/images/art/treatments/${id}.svg`,
  // The card's heading names the treatment; the illustration adds nothing a screen reader needs.
  alt: "",
  width: 480,
  height: 270,
});

export const treatmentImages: Record<TreatmentCategory, VectorImage> = {
  "cardiac-surgery": treatmentArt("cardiac-surgery"),
  "eye-surgery": treatmentArt("eye-surgery"),
  "dental-care": treatmentArt("dental-care"),
  "cosmetic-surgery": treatmentArt("cosmetic-surgery"),
  "general-surgery": treatmentArt("general-surgery"),
  "orthopedic-surgery": treatmentArt("orthopedic-surgery"),
};
