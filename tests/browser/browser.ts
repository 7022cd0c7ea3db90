import { chromium as playwright, type Browser, type Download, type BrowserContextOptions, type Page } from "playwright-core";
import { inject } from "vitest";
import { chromiumPath } from "./chromium-path";
import { isUnanswered, PROXY_DROP, PROXY_DROPPED } from "./dev-proxy";

let browser: Browser | undefined;

/**
 * The run's one Chromium, started by the global setup (global-setup.ts): each file connects to it instead of
 * launching a browser of its own, about a second of the two cores per file. Each file still uses fresh
 * contexts (no cookies, no cache) for its visitors.
 */
export async function launchBrowser() {
  browser ??= await playwright.connect(inject("browserEndpoint"));
  return browser;
}

/** Disconnects this file: the contexts it opened close, the shared browser stays for the other files. */
export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/**
 * A finished download's bytes. The browser runs in another process (the shared one), where `download.path()` does
 * not exist for a connected client: the file is streamed over the connection instead.
 */
export async function downloadedBytes(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export const baseURL = () => inject("baseURL");

/** Both ways a visitor may come: with JavaScript and without it. */
export const javaScriptModes = [
  { name: "JavaScript on", javaScriptEnabled: true },
  { name: "JavaScript off", javaScriptEnabled: false },
] as const;

/**
 * JavaScript on only: for a walk whose answers without JavaScript are the server's, checked by a worker test, while
 * another walk posts the same form without JavaScript (an Arabic walk beside its English one, a second walk of a form
 * the first already sent both ways).
 */
export const javaScriptOn = javaScriptModes.filter(({ javaScriptEnabled }) => javaScriptEnabled);

/**
 * A client address of its own, sent as Cloudflare's edge would (`wrangler dev` passes it through): each
 * context is another visitor, so the per-client limits (5 contact messages an hour…) count one visitor's
 * posts, not the whole suite's. A loopback address (127.0.0.0/8 has 16 million): every visitor is on this
 * machine, as the development pages require (the mailbox, the test clock; app/dev/development.server.ts).
 */
export function visitorAddress() {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** The served site, as a visitor with an address of their own. */
const visitorContext = (options: BrowserContextOptions): BrowserContextOptions => ({
  baseURL: baseURL(),
  ...options,
  extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress(), ...options.extraHTTPHeaders },
});

/**
 * A page in a Chromium of its own that sees the machine's fonts, as a phone sees its own: the shared browser runs
 * with serverless Chromium's font set (FONTCONFIG_PATH), one Latin face and no Arabic. About a second to start.
 */
export async function withSystemFontsPage<T>(options: BrowserContextOptions, use: (page: Page) => Promise<T>): Promise<T> {
  const own = await playwright.launch({
    executablePath: await chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu"],
    // As the shared browser (tests/browser/global-setup.ts): shared memory in /dev/shm, not in files on the disk.
    ignoreDefaultArgs: ["--disable-dev-shm-usage"],
    env: { ...process.env, FONTCONFIG_PATH: "/etc/fonts", FONTCONFIG_FILE: "/etc/fonts/fonts.conf" },
  });
  try {
    return await use(await (await own.newContext(visitorContext(options))).newPage());
  } finally {
    await own.close();
  }
}

/**
 * A fresh context (no cookies) and page, as a visitor with an address of their own; the context is closed afterwards.
 * When the test fails inside it, the error also says where the page was and what the server answered with 5xx or
 * never answered, so a failure in CI's log shows whether the app or `wrangler dev` failed the step; a request the
 * dev proxy dropped is marked so (tests/browser/dev-proxy.ts).
 */
export async function withPage<T>(options: BrowserContextOptions, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await (await launchBrowser()).newContext(visitorContext(options));
  const trouble: string[] = [];
  const reading: Promise<void>[] = [];
  context.on("response", (response) => {
    if (response.status() < 500) return;
    const line = `${response.status()} for ${response.request().method()} ${response.url()}`;
    const body = response.text().catch(() => "");
    reading.push(body.then((text) => void trouble.push(text.startsWith(PROXY_DROP) ? `${line}: ${PROXY_DROPPED}` : line)));
  });
  context.on("requestfailed", (request) => {
    const errorText = request.failure()?.errorText;
    trouble.push(`${errorText} for ${request.method()} ${request.url()}${isUnanswered(errorText) ? `: ${PROXY_DROPPED}` : ""}`);
  });
  context.on("weberror", (error) => trouble.push(`page error: ${error.error().message}`));
  const page = await context.newPage();
  try {
    return await use(page);
  } catch (error) {
    const where = await whereThePageIs(page);
    // Closed first, so a 5xx body still arriving is cut off and every read of one settles.
    await context.close();
    await Promise.all(reading);
    if (error instanceof Error) {
      const requests = trouble.length === 0 ? "No request failed or got a 5xx." : `Requests that failed or got a 5xx:\n  ${trouble.slice(-10).join("\n  ")}`;
      error.message += `\n${where}\n${requests}`;
    }
    throw error;
  } finally {
    await context.close();
  }
}

async function whereThePageIs(page: Page) {
  const heading = await page.locator("h1").first().textContent({ timeout: 1000 }).catch(() => null);
  return `The page was at ${page.url()}${heading ? ` (heading "${heading.trim()}")` : ""}.`;
}

/**
 * Resolves once React has hydrated the page, so clicks reach React's handlers: the root layout marks
 * `<html data-hydrated>` in an effect, which runs after the whole tree has committed (app/root.tsx). Waiting for the
 * network to go quiet instead cost at least 500 ms a call.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * A full-page screenshot for a person to look at, only when asked (`SCREENSHOTS=1`): nothing compares them, and
 * writing them cost about a third of the layout test's time.
 */
export async function screenshot(page: Page, path: string) {
  if (process.env.SCREENSHOTS === "1") await page.screenshot({ path, fullPage: true });
}

/**
 * Extra HTTP headers that make the served worker handle a context's requests at a fixed instant instead of the
 * real time (development only, with this run's test token: docs/decisions/0105-tests.md), so pages
 * that depend on the time of day (free slots) look the same at any hour. `at` is ISO 8601 with an offset.
 */
export function fixedNow(at: string) {
  return { "X-Test-Control-Token": inject("testControlToken"), "X-Test-Now": at };
}

/**
 * The themes a layout (geometry) check runs in: the themes change colours only, which axe checks in both, so the
 * light theme, and the dark one too when screenshots are asked for (`SCREENSHOTS=1`), for reviewers to look at.
 */
export const layoutThemes: readonly ("light" | "dark")[] = process.env.SCREENSHOTS === "1" ? ["light", "dark"] : ["light"];
