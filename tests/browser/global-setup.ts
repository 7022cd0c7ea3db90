import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium as playwright } from "playwright-core";
import type { TestProject } from "vitest/node";
import { devStaffSql } from "../../app/staff/dev-staff";
import { allMigrationsSql, localPasswordPepper } from "../../scripts/local-d1";
import { memoryDir } from "../../scripts/memory-dir";
import { chromiumPath } from "./chromium-path";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The wrangler --persist-to directory of the served worker's local D1/KV/Queues. */
    stateDir: string;
    /** Opens the served worker's test-control endpoints (app/dev/test-control.server.ts) for this run only. */
    testControlToken: string;
    /** The run's one Chromium, which every file connects to (tests/browser/browser.ts). */
    browserEndpoint: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Runs a tool of node_modules/.bin directly: `npx` would start npm first, seconds of CPU each on a busy machine.
 */
function run(args: string[]) {
  const [tool, ...rest] = args;
  // Vitest sets NODE_ENV=test, which would make the build ship React's development bundle.
  execFileSync(join("node_modules", ".bin", tool!), rest, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
}

async function waitUntilServing(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`wrangler dev did not answer at ${url}:\n${log()}`);
}

/**
 * What the served worker and `wrangler dev` logged as errors, printed after the run: the app's own failures (its
 * `console.error` lines) and the dev proxy's dropped connections (tests/browser/README.md), which a failed test's
 * message alone cannot tell apart.
 */
function reportServerTrouble(output: string) {
  // workerd's "disconnected: write()" lines are a browser that left before its answer was written (a test moving on).
  const lines = output
    .split("\n")
    .filter((line) => /error|connection lost|uncaught/i.test(line) && !line.includes("disconnected: write()"));
  if (lines.length === 0) return;
  const dropped = lines.filter((line) => line.includes("Network connection lost")).length;
  const log = join(tmpdir(), "nilecare-browser-tests-server.log");
  writeFileSync(log, output);
  console.warn(
    `wrangler dev logged ${lines.length} error lines (${dropped} of them dropped connections; all it printed: ${log}); the last ones:\n${lines.slice(-15).join("\n")}`,
  );
}

/** The run's one Chromium, which every file connects to (tests/browser/browser.ts). */
async function launchChromium() {
  return playwright.launchServer({
    executablePath: await chromiumPath(),
    headless: true,
    // Playwright's default: Chromium's shared memory in files under /tmp, here a disk (Docker's small /dev/shm is
    // why it exists). In /dev/shm the browser suite took about a tenth less time.
    ignoreDefaultArgs: ["--disable-dev-shm-usage"],
    // Without `--no-zygote` (serverless Chromium's default): each page's renderer forks from the zygote, already
    // started, instead of starting the binary afresh, about 120 ms of wall time a fresh page on this machine.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      // A page's first navigation stays in the renderer its blank page started in instead of a second new
      // process (about 170 ms of wall time a fresh page here); pages of different contexts still never share one.
      "--renderer-process-limit=1",
    ],
  });
}

export default async function setup(project: TestProject) {
  if (!process.env.SKIP_BUILD) run(["react-router", "build"]);

  // A fresh database for every run, migrated and seeded (with the dev staff accounts) as `npm start` does, in one
  // wrangler call: the migrations as `wrangler d1 migrations apply` runs them, then the seed and the dev staff.
  const state = mkdtempSync(join(memoryDir(), "nilecare-browser-"));
  const seed = `${state}-seed.sql`;
  writeFileSync(seed, [allMigrationsSql(), readFileSync("app/db/sample-catalogue.sql", "utf8"), readFileSync("app/db/sample-data.sql", "utf8"), await devStaffSql(localPasswordPepper())].join("\n"));
  run(["wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--file", seed]);
  rmSync(seed);

  const port = await freePort();
  const testControlToken = crypto.randomUUID();
  let output = "";
  const server = spawn(
    join("node_modules", ".bin", "wrangler"),
    ["dev", "-c", "build/server/wrangler.json", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", state, "--show-interactive-dev-session=false", "--var", `TEST_CONTROL_TOKEN:${testControlToken}`],
    { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "true" } },
  );
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));

  // The server runs in its own process group: stopped with it when anything below fails, not left serving.
  const stopServer = () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(state, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(baseURL, server, () => output);
    project.provide("baseURL", baseURL);
    project.provide("stateDir", state);
    project.provide("testControlToken", testControlToken);
    const browserServer = await launchChromium();
    project.provide("browserEndpoint", browserServer.wsEndpoint());
    return async () => {
      await browserServer.close();
      stopServer();
      reportServerTrouble(output);
    };
  } catch (error) {
    stopServer();
    throw error;
  }
}
