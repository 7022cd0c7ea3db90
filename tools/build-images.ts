/**
 * Writes the responsive versions of every raster picture in content/images/source/ (the pictures
 * content/images.ts names with kind "raster"): AVIF, WebP and JPEG at each width of
 * content/images/raster-sizes.json into public/images/generated/, keeping the source's proportions.
 * It also writes each page's share picture (the `og:image` a link preview shows): a 1200×630 JPEG of every
 * raster source and of every drawing in public/images/art/ (its top level, treatments/ and facilities/) and
 * public/images/blog/, into public/images/generated/share/ under the name app/utils/share-image.ts gives it.
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

// Link previews crop to about 1.91:1; the pictures are drawn to fill their frame, so the middle is kept.
const shareDir = join(outputDir, "share");
mkdirSync(shareDir, { recursive: true });
const shareSources = [
  ...readdirSync(sourceDir).map((file) => ({ path: join(sourceDir, file), name: file })),
  ...["art", "art/treatments", "art/facilities", "art/hotels", "blog"].flatMap((dir) =>
    readdirSync(join("public/images", dir))
      .filter((file) => file.endsWith(".svg"))
      .map((file) => ({ path: join("public/images", dir, file), name: `${dir.replace(/^art\/?/, "").replace(/\//g, "-")}${dir === "art" ? "" : "-"}${file}` })),
  ),
].filter(({ name }) => /\.(svg|png|jpe?g|webp)$/i.test(name));

for (const { path, name } of shareSources) {
  const output = join(shareDir, name.replace(/\.[^.]+$/, ".jpg"));
  if (existsSync(output) && statSync(output).mtimeMs >= statSync(path).mtimeMs) continue;
  const { size } = await sharp(path, { density: 288 })
    .resize({ width: 1200, height: 630, fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 78, mozjpeg: true, progressive: true })
    .toFile(output);
  console.info(`${output}: ${(size / 1024).toFixed(1)} KB`);
}
