// Lighthouse (mobile, simulated slow 4G and a 4× slower CPU) on the public pages of the built worker: the median of
// each page's runs for performance, largest paint, first paint, total blocking time, layout shift, the bytes
// transferred, the document's and the JavaScript's share of them, and the other three categories' scores; beside
// them the page's first-load JavaScript as its budget counts it (every script it loaded, gzip at level 9,
// tests/browser/slow/page-budgets.test.ts).
//   npm run bench:paint                          (builds first; SKIP_BUILD=1 reuses build/)
//   npm run bench:paint -- --runs 5 --port 8805 --pages /,/ar
// Lighthouse is not a dependency of the project (about 190 MB): the first run installs the pinned version into
// node_modules/.cache/lighthouse with npm. Chromium is the browser tests' (tests/browser/chromium-path.ts).
// A benchmark, not a test: Lighthouse's simulation scales what the page's main thread did here, so a busy machine
// gives slower figures; the load average is printed before and after. 127.0.0.1 only.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromiumPath } from "../tests/browser/chromium-path.ts";
import { serveBuild } from "./serve-build.ts";

const LIGHTHOUSE_VERSION = "12.8.2";
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const RUNS = Number(option("runs") ?? 3);
const PORT = Number(option("port") ?? 8805);
/** The ten pages the first-paint benchmark measures; `doctor` stands for the first profile the directory lists. */
const PAGES = (option("pages") ?? "/,/treatments,/doctors,doctor,/plan,/start-journey,/book,/contact,/ar,/ar/treatments").split(",");

const prefix = join("node_modules", ".cache", "lighthouse");
const cli = join(prefix, "node_modules", ".bin", "lighthouse");

function installLighthouse() {
  const installed = join(prefix, "node_modules", "lighthouse", "package.json");
  if (existsSync(installed) && JSON.parse(readFileSync(installed, "utf8")).version === LIGHTHOUSE_VERSION) return;
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${prefix}…`);
  execFileSync("npm", ["install", "--prefix", prefix, "--no-save", "--no-audit", "--no-fund", `lighthouse@${LIGHTHOUSE_VERSION}`], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

type Report = {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] } }>;
};

type Figures = {
  performance: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  total: number;
  document: number;
  script: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  scripts: string[];
};

function lighthouse(url: string, chrome: string, out: string): Figures {
  const file = join(out, "report.json");
  execFileSync(cli, [url, "--output=json", `--output-path=${file}`, "--quiet", "--chrome-flags=--headless=new --no-sandbox"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CHROME_PATH: chrome },
  });
  const report = JSON.parse(readFileSync(file, "utf8")) as Report;
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  const bytes = (type: string) => requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    lcp: value("largest-contentful-paint"),
    fcp: value("first-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    total: value("total-byte-weight"),
    document: bytes("Document"),
    script: bytes("Script"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    scripts: requests.filter((r) => r.resourceType === "Script" && r.url).map((r) => r.url!),
  };
}

/**
 * `wrangler dev`'s proxy sometimes drops a connection under load (tests/browser/dev-proxy.ts): a step that failed is
 * tried twice more before the benchmark gives up.
 */
async function retried<T>(step: () => T | Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** The scripts' bytes as the page budgets count them: each file's body, gzip at level 9. */
async function firstLoadScript(urls: string[]) {
  const sizes = await Promise.all(urls.map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length));
  return sizes.reduce((sum, size) => sum + size, 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const load = () => loadavg().map((value) => value.toFixed(2)).join(", ");

installLighthouse();
const chrome = await chromiumPath();
const { base, stop } = await serveBuild("bench-paint", PORT);
const out = mkdtempSync(join(tmpdir(), "nilecare-bench-paint-"));
try {
  const profile = (await retried(async () => (await fetch(`${base}/doctors`)).text())).match(/href="(\/doctors\/[a-z0-9-]+)"/)?.[1] ?? "/doctors";
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile, median of ${RUNS}; load average at the start: ${load()}`);
  console.log("page                          perf  LCP ms  FCP ms  TBT ms  CLS    total KB  document KB  JS KB  first-load JS KB gzip  a11y  bp   seo");
  for (const page of PAGES) {
    const path = page === "doctor" ? profile : page;
    // One visit first, so every run reads the page cache as an anonymous visitor does, not the render of a miss.
    await retried(async () => (await fetch(`${base}${path}`)).arrayBuffer());
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await retried(() => lighthouse(`${base}${path}`, chrome, out)));
    const m = (key: Exclude<keyof Figures, "scripts">) => median(runs.map((run) => run[key]));
    const firstLoad = await retried(() => firstLoadScript(runs[0]!.scripts));
    console.log(
      `${path.padEnd(29)} ${String(m("performance")).padStart(4)}  ${m("lcp").toFixed(0).padStart(6)}  ${m("fcp").toFixed(0).padStart(6)}  ${m("tbt").toFixed(0).padStart(6)}  ${m("cls").toFixed(3)}  ${kb(m("total")).padStart(8)}  ${kb(m("document")).padStart(11)}  ${kb(m("script")).padStart(5)}  ${kb(firstLoad).padStart(21)}  ${String(m("accessibility")).padStart(4)}  ${String(m("bestPractices")).padStart(3)}  ${String(m("seo")).padStart(4)}`,
    );
  }
  console.log(`Load average at the end: ${load()}`);
} finally {
  stop();
  rmSync(out, { recursive: true, force: true });
}
