import { chromium } from "playwright-core";
import { chromiumPath } from "../tests/browser/chromium-path";
import { publicPages } from "../tests/public-pages";
const b = await chromium.launch({ executablePath: await chromiumPath(), args: ["--no-sandbox"] });
const page = await b.newPage({ viewport: { width: 320, height: 800 } });
for (const p of publicPages) {
  const path = p === "/" ? "/ar" : "/ar" + p;
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("http://localhost:8891" + path, { waitUntil: "load" });
  await page.waitForTimeout(300);
  const out: string[] = [];
  for (const width of [320, 768, 1024, 1279, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (sw > 0) out.push(`${width}:+${sw}`);
  }
  console.log(path, out.join(" ") || "ok");
}
await b.close();
