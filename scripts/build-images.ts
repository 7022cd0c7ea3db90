/**
 * Writes the responsive versions of every raster picture named in content/images.ts:
 * AVIF, WebP and JPEG at each width into public/images/generated/. Skips pictures whose
 * outputs are newer than their source, so it costs nothing when nothing changed.
 * Run: npm run images (also part of npm run build).
 */
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { heroImages, rasterFormats, rasterWidths, type SiteImage } from "../content/images.ts";

const sourceDir = "content/images/source";
const outputDir = "public/images/generated";
mkdirSync(outputDir, { recursive: true });

const rasters = (Object.values(heroImages) as SiteImage[]).filter((image) => image.kind === "raster");

for (const image of rasters) {
  const source = readdirSync(sourceDir).find((file) => file.replace(/\.[^.]+$/, "") === image.name);
  if (!source) throw new Error(`No source for picture "${image.name}" in ${sourceDir}`);
  const sourcePath = join(sourceDir, source);
  const sourceTime = statSync(sourcePath).mtimeMs;

  for (const width of rasterWidths) {
    const height = Math.round((width * image.height) / image.width);
    for (const format of rasterFormats) {
      const output = join(outputDir, `${image.name}-${width}.${format}`);
      if (existsSync(output) && statSync(output).mtimeMs >= sourceTime) continue;
      const resized = sharp(sourcePath, { density: 144 }).resize(width, height, { fit: "cover" }).flatten({ background: "#ffffff" });
      const encoded =
        format === "avif"
          ? resized.avif({ quality: 50, effort: 6 })
          : format === "webp"
            ? resized.webp({ quality: 72 })
            : resized.jpeg({ quality: 78, mozjpeg: true, progressive: true });
      const { size } = await encoded.toFile(output);
      console.info(`${output}: ${(size / 1024).toFixed(1)} KB`);
    }
  }
}
