import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { markdown } from "./tools/vite/markdown-plugin.ts";
import { vanillaExtract } from "./tools/vite/vanilla-extract-plugin.ts";

// Worker tests run the source worker inside workerd with real D1, KV and Queues.
export default defineConfig(async () => ({
  resolve: { tsconfigPaths: true },
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        // The page cache is off for tests that change doctors behind the app's back; tests/worker/page-cache.test.ts
        // turns it on (decision 2900).
        bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations"), PAGE_CACHE: "off" },
      },
    }),
    markdown(),
    vanillaExtract(),
    reactRouter(),
  ],
  test: {
    include: ["tests/worker/**/*.test.ts"],
    // workerd cannot read vitest's on-disk module cache.
    fsModuleCache: false,
    // The first request compiles the whole server build on the fly.
    testTimeout: 30_000,
    setupFiles: ["./tests/setup/apply-migrations.ts"],
    // Each file keeps its own runner and storage (isolate, the default): with one shared runner (isolate: false,
    // tried for issue 23) files see each other's rows, queued retries and faults.test.ts's dropped tables
    // ("no such table: trip_plans" in the planner tests), and six files failed.
  },
}));
