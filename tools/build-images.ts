/**
 * Writes the responsive versions of every raster picture in content/images/source/ (the pictures
 * content/images.ts names with kind "raster"): AVIF, WebP and JPEG at each width of
 * content/images/raster-sizes.json into public/images/generated/, keeping the source's proportions.
 * Skips outputs newer than their source, so it costs nothing when nothing changed.
 * Run: npm run images (also part of npm run build).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const { widths, formats } = JSON.parse(readFileSync("content/images/raster-sizes.json", "utf8")) as {
  widths: number[];
  formats: ("avif" | "webp" | "jpg")[];
};

const sourceDir = "content/images/source";
const outputDir = "public/images/generated";
mkdirSync(outputDir, { recursive: true });

for (const source of readdirSync(sourceDir).filter((file) => /\.(svg|png|jpe?g|webp)$/i.test(file))) {
  const name = source.replace(/\.[^.]+$/, "");
  const sourcePath = join(sourceDir, source);
  const sourceTime = statSync(sourcePath).mtimeMs;

  for (const width of widths) {
    for (const format of formats) {
      const output = join(outputDir, `${name}-${width}.${format}`);
      if (existsSync(output) && statSync(output).mtimeMs >= sourceTime) continue;
      const resized = sharp(sourcePath, { density: 144 }).resize({ width }).flatten({ background: "#ffffff" });
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
