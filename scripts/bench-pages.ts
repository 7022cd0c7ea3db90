// Public pages against a static asset, on the built worker: p50/p99 and pages/s at 1 and 10 clients, for
// cache hits (anonymous) and renders (a visitor the cache bypasses: what every miss costs), in one run.
//   npm run bench:pages                      (builds first; SKIP_BUILD=1 reuses build/)
//   npm run bench:pages -- --requests 200 --port 8804
//   npm run bench:pages -- --var DATA_VERSION_TRUSTED_MS:0   (a wrangler var for the served build, repeatable)
// A benchmark, not a test: figures depend on the machine and on whatever else runs on it. 127.0.0.1 only.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { serveBuild } from "./serve-build.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const PORT = option("port", 8804);
const VARS = args.flatMap((arg, at) => (args[at - 1] === "--var" ? ["--var", arg] : []));
/** Timed requests per page, mode and concurrency (after a warm-up of 10). */
const REQUESTS = option("requests", 200);
const PAGES = ["/", "/treatments", "/doctors", "/ar"];
const STATIC = "/favicon.svg";
/** Pages are 60–70 KB of HTML: the client script nearest that size moves as many bytes (and is compressed the same way). */
const PAGE_SIZED_BYTES = 64 * 1024;
/** A cookie of ours that is not the theme or the language: the cache renders for this visitor. */
const RENDER_COOKIE = "nilecare-zone=bench";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type Mode = { name: string; headers: Record<string, string>; expect: string | null };

/** `total` requests from `clients` concurrent loops; every answer must be a 200 with the expected cache state. */
async function run(url: string, mode: Mode, clients: number, total: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        next++;
        const start = performance.now();
        const response = await fetch(url, { headers: mode.headers });
        await response.arrayBuffer();
        latencies.push(performance.now() - start);
        const state = response.headers.get("X-NileCare-Cache");
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        if (mode.expect && state !== mode.expect) throw new Error(`${url} (${mode.name}) was a cache ${state}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), perSecond: total / seconds };
}

function pageSizedAsset() {
  const assets = readdirSync("build/client/assets").filter((name) => name.endsWith(".js"));
  const distance = (name: string) => Math.abs(statSync(join("build/client/assets", name)).size - PAGE_SIZED_BYTES);
  return `/assets/${assets.sort((a, b) => distance(a) - distance(b))[0]}`;
}

/** A cookie as React Router writes it (base64 JSON). */
const cookie = (name: string, value: string) => `${name}=${encodeURIComponent(btoa(JSON.stringify(value)))}`;

/**
 * Requests that differ in the key (theme, language choice, crawler or person, Accept-Language) but not in the page's
 * work: each is a miss the first time, a render that the page cache then keeps. The warm-up's plain visitor is one.
 */
function keyVariants() {
  const variants: Record<string, string>[] = [];
  for (const theme of ["light", "dark", "system"])
    for (const choice of [null, "en"])
      for (const agent of ["Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile", "Mozilla/5.0 (compatible; Googlebot/2.1)"])
        for (const language of ["en-GB,en;q=0.9", "ar-EG,ar;q=0.9"]) {
          const cookies = [cookie("nilecare-theme", theme), ...(choice ? [cookie("nilecare-locale", choice)] : [])];
          variants.push({ Cookie: cookies.join("; "), "User-Agent": agent, "Accept-Language": language });
        }
  return variants;
}

/**
 * Each variant's first request (a miss: render, then keep) beside the same request rendered for a visitor the
 * cache bypasses, one client, alternating: what a miss adds to a render. Variants that share a key are hits
 * after the first and are left out.
 */
async function misses(url: string) {
  const miss: number[] = [];
  const render: number[] = [];
  for (const headers of keyVariants()) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200 || response.headers.get("X-NileCare-Cache") !== "miss") continue;
    miss.push(performance.now() - start);
    const renderStart = performance.now();
    const rendered = await fetch(url, { headers: { ...headers, Cookie: `${headers.Cookie}; ${RENDER_COOKIE}` } });
    await rendered.arrayBuffer();
    render.push(performance.now() - renderStart);
  }
  const p50 = (values: number[]) => percentile(values.sort((a, b) => a - b), 50);
  return { count: miss.length, miss: p50(miss), render: p50(render) };
}

const { base, stop } = await serveBuild("bench-pages", PORT, VARS);
try {
  const statics = [STATIC, pageSizedAsset()];
  const modes: Mode[] = [
    { name: "hit", headers: {}, expect: "hit" },
    { name: "render", headers: { Cookie: RENDER_COOKIE }, expect: "bypass" },
  ];
  const rows: string[] = [];
  const line = (label: string, clients: number, r: { p50: number; p99: number; perSecond: number }) =>
    rows.push(
      `${label.padEnd(22)} ${String(clients).padStart(2)} client${clients === 1 ? " " : "s"}  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${r.perSecond.toFixed(0).padStart(5)} /s`,
    );
  for (const clients of [1, 10]) {
    for (const asset of statics) {
      await run(`${base}${asset}`, { name: "static", headers: {}, expect: null }, clients, 10);
      line(`static ${asset.replace(/-[\w-]+\.js$/, ".js")}`, clients, await run(`${base}${asset}`, { name: "static", headers: {}, expect: null }, clients, REQUESTS));
    }
    for (const path of PAGES) {
      for (const mode of modes) {
        // Warm-up: the first render compiles, and the first anonymous request fills the cache.
        await run(`${base}${path}`, { ...mode, expect: null }, 1, 10);
        line(`${mode.name.padEnd(6)} ${path}`, clients, await run(`${base}${path}`, mode, clients, REQUESTS));
      }
    }
  }
  for (const path of PAGES) {
    const { count, miss, render } = await misses(`${base}${path}`);
    rows.push(`miss   ${path.padEnd(15)}  1 client   p50 ${miss.toFixed(1).padStart(6)} ms over ${count} first requests of a key; the same rendered: p50 ${render.toFixed(1)} ms`);
  }
  console.log(`\n${REQUESTS} timed requests per row after 10 warm-up requests; wrangler dev of the build on 127.0.0.1:`);
  for (const row of rows) console.log(row);
} finally {
  stop();
}
