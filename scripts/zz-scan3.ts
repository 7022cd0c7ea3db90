import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumPath } from "../tests/browser/chromium-path";
const b = await chromium.launch({ executablePath: await chromiumPath(), args: ["--no-sandbox"] });
const page = await b.newPage({ viewport: { width: 320, height: 800 } });
await page.goto("http://localhost:8891/ar/contact", { waitUntil: "load" });
await page.waitForTimeout(500);
console.log((await page.evaluate(readFileSync("/tmp/walk.js", "utf8"))).join("\n"));
await b.close();
