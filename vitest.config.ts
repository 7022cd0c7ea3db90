import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { devStaffSql } from "./app/staff/dev-staff.ts";
import { localPasswordPepper } from "./scripts/local-d1.ts";
import { memoryDir } from "./scripts/memory-dir.ts";
import { emscriptenGlue } from "./tools/vite/emscripten-glue-plugin.ts";
import { markdown } from "./tools/vite/markdown-plugin.ts";
import { pageStyles } from "./tools/vite/page-styles-plugin.ts";
import { vanillaExtract } from "./tools/vite/vanilla-extract-plugin.ts";

/**
 * Two folders of worker files share one runner and its loaded server build without the fresh database the other files
 * get, which saves each of them a runner's start and the build's import. tests/worker/read-only/ holds files that write
 * nothing (no D1 rows, no mail, no KV, no R2) and change no global. tests/worker/own-rows/ holds files that write only
 * rows of their own (fresh ids, e-mail addresses and client IPs) and read back only those: no table dropped or
 * altered, no scheduled job (it works on every row), no count or list of a whole table or of the outbox, no seed data
 * applied or changed, no change to the dev staff, no `withEnv`, no mock but spies that
 * `afterEach(() => vi.restoreAllMocks())` takes back (the next file reuses the modules), and nothing a public page shows
 * (published outcomes, doctors). Another file's rows cannot change what they see, and they change nothing the
 * read-only files see. tests/worker/read-only/shared-runner-files.test.ts checks both folders for each of those
 * things. A file anywhere else in tests/worker/ gets a runner and storage as if of its own.
 */
const sharedRunnerFiles = ["tests/worker/read-only/**/*.test.ts", "tests/worker/own-rows/**/*.test.ts"];

// Miniflare keeps the runners' D1, KV and R2 in files under the temporary directory: in memory, 116–123 s for the
// suite alone against 128–135 s on the disk.
process.env.TMPDIR = memoryDir();

/** PBKDF2 iterations of the worker tests' password hashes (decision 0141). */
const TEST_PASSWORD_ITERATIONS = 1_000;

// Worker tests run the source worker inside workerd with real D1, KV and Queues.
export default defineConfig(async () => ({
  resolve: { tsconfigPaths: true },
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        // The page cache is off for tests that change doctors behind the app's back; tests/worker/page-cache.test.ts
        // turns it on (decision 0171).
        // The dev staff accounts' SQL holds two PBKDF2 hashes: made once per run here, as scripts/dev-staff.ts does for
        // `npm start`, instead of once per test file.
        // Passwords are hashed with 1,000 PBKDF2 iterations instead of 100,000 (about 300 sign-ups, sign-ins and
        // hashes a run); production refuses fewer than 100,000 and password-iterations.test.ts proves its count
        // (decision 0141).
        bindings: {
          PASSWORD_ITERATIONS: String(TEST_PASSWORD_ITERATIONS),
          TEST_MIGRATIONS: await readD1Migrations("./migrations"),
          TEST_DEV_STAFF_SQL: await devStaffSql(localPasswordPepper(), TEST_PASSWORD_ITERATIONS),
          PAGE_CACHE: "off",
        },
      },
    }),
    emscriptenGlue(),
    markdown(),
    pageStyles(),
    vanillaExtract(),
    reactRouter(),
  ],
  test: {
    // workerd cannot read vitest's on-disk module cache.
    fsModuleCache: false,
    // The portrait codecs' glue goes through Vite's plugins (tools/vite/emscripten-glue-plugin.ts).
    server: { deps: { inline: [/@jsquash\/webp/] } },
    // The server build's dependencies bundled once (esbuild) instead of served to each runner module by module.
    deps: {
      optimizer: {
        ssr: {
          enabled: true,
          include: [
            "react",
            "react/jsx-runtime",
            "react-dom",
            "react-dom/server",
            "react-router",
            "drizzle-orm",
            "drizzle-orm/d1",
            "drizzle-orm/sqlite-core",
            "drizzle-orm/batch",
            "zod",
            "@conform-to/zod/v4",
            "@conform-to/dom",
            "@lingui/message-utils/compileMessage",
            "@remix-run/form-data-parser",
            "fflate",
            "isbot",
            // Its ES build imports JSON with import attributes, which the runner's module loader refuses.
            "@cantoo/pdf-lib",
            "@cantoo/fontkit",
            "bidi-js",
          ],
        },
      },
    },
    // The first request compiles the whole server build on the fly; two runners do it at once (maxWorkers below), which
    // took 53 s on the shared 2-core machine at a load of 15 (the tests themselves take a second or less).
    testTimeout: 90_000,
    // Vitest's default in run mode is one worker fewer than the CPUs: one file at a time on the 2-core machine,
    // while most of a file's time is waiting on workerd and module transforms.
    maxWorkers: Number(process.env.WORKER_WORKERS ?? 2),
    projects: [
      // Every other file also shares a runner (isolate: false), but starts from an empty database and empty buckets
      // (tests/setup/fresh-database.ts), as if it had a runner of its own: a runner's start and the server build's
      // import cost about 5 s of CPU a file, more than most files' tests. Sharing runners without the reset
      // (tried first) let files see each other's rows, queued retries and faults.test.ts's dropped tables.
      {
        extends: true,
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          exclude: sharedRunnerFiles,
          isolate: false,
          setupFiles: ["./tests/setup/fresh-database.ts", "./tests/setup/apply-migrations.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "worker-shared",
          include: sharedRunnerFiles,
          isolate: false,
          setupFiles: ["./tests/setup/apply-migrations.ts"],
        },
      },
    ],
  },
}));
