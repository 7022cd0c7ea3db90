import type * as en from "../images";
import type { ContentTranslation } from "~/i18n/content-translation";

// Files, sizes and the (empty) alternative text of the treatment cards are the same in both languages.
export { rasterWidths, treatmentImages } from "../images";

/** The hero pictures with their alternative text in Arabic; files and sizes are the English entries'. */
export const heroImages: ContentTranslation<typeof en.heroImages, "kind" | "name" | "src"> = {
  home: {
    kind: "raster",
    name: "home-hero",
    alt: "أهرامات الجيزة عند الغروب، تُرى عبر النيل من مستشفى حديث",
    width: 1200,
    height: 900,
  },
  treatments: {
    kind: "vector",
    src: "/images/art/treatments-hero.svg",
    alt: "ملف مريض عليه رسم قلب، تحيط به رموز لجراحات العيون والأسنان والعظام والجراحة العامة",
    width: 600,
    height: 450,
  },
  about: {
    kind: "vector",
    src: "/images/art/about-hero.svg",
    alt: "طبيبان ومنسّق لشؤون المرضى أمام أفق مدينة القاهرة",
    width: 600,
    height: 450,
  },
  stories: {
    kind: "vector",
    src: "/images/art/stories-hero.svg",
    alt: "مريض يحمل حقيبة سفر ويلوّح بيده، إلى جانب تقييم بخمس نجوم ورسم قلب",
    width: 600,
    height: 450,
  },
  concierge: {
    kind: "vector",
    src: "/images/art/concierge-hero.svg",
    alt: "طائرة وسيارة توصيل خاصة وفندق وسماعة رأس للدعم",
    width: 600,
    height: 450,
  },
};
