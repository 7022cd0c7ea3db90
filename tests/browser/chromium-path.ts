import { existsSync } from "node:fs";
import chromium from "@sparticuz/chromium";

/** The Chromium binary the browser tests run: CHROME_PATH, the system's, or serverless Chromium's (unpacked once). */
export async function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return chromium.executablePath();
}
