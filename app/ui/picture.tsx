import { preload } from "react-dom";
import { rasterWidths, type SiteImage } from "~content/images";

const generated = (name: string, width: number, format: string) => `/images/generated/${name}-${width}.${format}`;
const srcSet = (name: string, format: string) => rasterWidths.map((w) => `${generated(name, w, format)} ${w}w`).join(", ");

/**
 * One picture named in content/images.ts, with its intrinsic size always set. Raster pictures offer
 * AVIF, then WebP, then JPEG at every generated width; `sizes` tells the browser how wide the box is.
 * Pictures above the fold pass `priority` (loaded at once, high priority); all others load lazily.
 */
export function Picture({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: SiteImage;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const common = {
    width: image.width,
    height: image.height,
    className,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
    decoding: "async" as const,
  };
  if (image.kind !== "raster") return <img src={image.src} alt={image.alt} {...common} />;
  // A picture above the fold is the page's largest paint: announce its AVIF at the top of <head>, so the
  // browser fetches it before the scripts and styles queued ahead of the <img> (React places it there).
  if (priority) {
    preload(generated(image.name, 800, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(image.name, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(image.name, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.name, "webp")} sizes={sizes} />
      <img
        src={generated(image.name, 800, "jpg")}
        srcSet={srcSet(image.name, "jpg")}
        sizes={sizes}
        alt={image.alt}
        {...common}
        className={undefined}
      />
    </picture>
  );
}
