// The built worker served for a benchmark: a fresh local D1 in memory with the migrations and the seed, `wrangler
// dev` of build/ on 127.0.0.1. Builds first unless SKIP_BUILD is set.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { memoryDir } from "./memory-dir.ts";

const npx = (...command: string[]) => execFileSync("npx", command, { stdio: ["ignore", "ignore", "inherit"] });

async function waitUntilServing(url: string) {
  for (let i = 0; i < 180; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${url}`);
}

/**
 * Serves the build on `port` (with `vars`, wrangler's `--var` arguments) until `stop()`. In memory: on Cloudflare
 * neither D1 nor the Cache API writes to a disk of the machine that runs the Worker.
 */
export async function serveBuild(name: string, port: number, vars: string[] = []) {
  const state = mkdtempSync(join(memoryDir(), `nilecare-${name}-`));
  let server: ReturnType<typeof spawn> | undefined;
  const stop = () => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(state, { recursive: true, force: true });
  };
  try {
    // npm itself, not through npx: with node_modules/.bin first on PATH, npx looks for an npm package to download.
    if (!process.env.SKIP_BUILD) execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
    npx("wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state);
    for (const file of ["app/db/sample-catalogue.sql", "app/db/sample-data.sql"]) {
      npx("wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--file", file);
    }
    server = spawn(
      "npx",
      ["wrangler", "dev", "-c", "build/server/wrangler.json", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", state, "--show-interactive-dev-session=false", ...vars],
      { detached: true, stdio: "ignore", env: { ...process.env, CI: "true" } },
    );
    const base = `http://127.0.0.1:${port}`;
    await waitUntilServing(`${base}/favicon.svg`);
    return { base, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
