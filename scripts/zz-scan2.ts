import { chromium } from "playwright-core";
import { chromiumPath } from "../tests/browser/chromium-path";
const b = await chromium.launch({ executablePath: await chromiumPath(), args: ["--no-sandbox"] });
const page = await b.newPage({ viewport: { width: 320, height: 800 } });
for (const path of ["/ar/faq", "/ar/contact", "/faq", "/contact"]) {
  await page.goto("http://localhost:8891" + path, { waitUntil: "load" });
  await page.waitForTimeout(500);
  console.log(path, await page.evaluate(() => document.documentElement.scrollWidth), JSON.stringify(await page.evaluate(() => [...document.querySelectorAll("main *, footer *, body > div *")].filter((e) => { const r = e.getBoundingClientRect(); return (r.left < -0.5 || r.right > 320.5) && r.width > 0 && getComputedStyle(e).visibility !== "hidden" && !e.closest("[class*=visually], .sr-only"); }).slice(0, 6).map((e) => `${e.tagName}.${e.className.toString().slice(0, 30)} "${(e.textContent ?? "").trim().slice(0, 40)}" ${Math.round(e.getBoundingClientRect().left)}..${Math.round(e.getBoundingClientRect().right)}`)), null, 1));
}
await b.close();
