import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { devStaffSql } from "./app/staff/dev-staff.ts";
import { localPasswordPepper } from "./scripts/local-d1.ts";
import { markdown } from "./tools/vite/markdown-plugin.ts";
import { vanillaExtract } from "./tools/vite/vanilla-extract-plugin.ts";

/**
 * Files that write nothing (no D1 rows, no mail, no KV, no R2) and change no global: they can share one runner and
 * its loaded server build (`isolate: false`), which saves each of them a runner's start and the build's import
 * (issue 23). tests/worker/test-suite-speed.test.ts checks that they still write nothing. Every other file keeps a
 * runner and storage of its own.
 */
export const readOnlyWorkerFiles = [
  "arabic-info-content",
  "arabic-info-pages",
  "blog",
  "booking-time",
  "compiled-message",
  "design-tokens",
  "faq",
  "i18n-parity",
  "info-content",
  "test-suite-speed",
  "toast",
  "treatment-list",
  "treatments-content",
  "use-form",
].map((name) => `tests/worker/${name}.test.ts`);

// Worker tests run the source worker inside workerd with real D1, KV and Queues.
export default defineConfig(async () => ({
  resolve: { tsconfigPaths: true },
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        // The page cache is off for tests that change doctors behind the app's back; tests/worker/page-cache.test.ts
        // turns it on (decision 2900).
        // The dev staff accounts' SQL holds two PBKDF2 hashes (100,000 iterations each): made once per run here, as
        // scripts/dev-staff.ts does for `npm start`, instead of once per test file (issue 23).
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations("./migrations"),
          TEST_DEV_STAFF_SQL: await devStaffSql(localPasswordPepper()),
          PAGE_CACHE: "off",
        },
      },
    }),
    markdown(),
    vanillaExtract(),
    reactRouter(),
  ],
  test: {
    // workerd cannot read vitest's on-disk module cache.
    fsModuleCache: false,
    // The first request compiles the whole server build on the fly; two runners do it at once (maxWorkers below), which
    // took 53 s on the shared 2-core machine at a load of 15 (the tests themselves take a second or less).
    testTimeout: 90_000,
    setupFiles: ["./tests/setup/apply-migrations.ts"],
    // Vitest's default in run mode is one worker fewer than the CPUs: one file at a time on the 2-core machine,
    // while most of a file's time is waiting on workerd and module transforms (issue 23).
    maxWorkers: Number(process.env.WORKER_WORKERS ?? 2),
    projects: [
      // Each file keeps its own runner and storage (isolate, the default): with one shared runner for every file
      // (isolate: false, tried for issue 23) files saw each other's rows, queued retries and faults.test.ts's
      // dropped tables ("no such table: trip_plans" in the planner tests), and six files failed.
      { extends: true, test: { name: "worker", include: ["tests/worker/**/*.test.ts"], exclude: readOnlyWorkerFiles } },
      { extends: true, test: { name: "worker-read-only", include: readOnlyWorkerFiles, isolate: false } },
    ],
  },
}));
