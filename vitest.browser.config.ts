import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { PROXY_DROPPED } from "./tests/browser/dev-proxy.ts";

/**
 * tests/browser/slow/ holds the files that take 45 s or more. On a fresh checkout vitest has no durations to order
 * files by and starts the larger files first; these start first instead, so that the lanes end together rather than
 * one waiting on a long file started late (accessibility.test.ts is short to read and long to run).
 */
const isSlow = (spec: TestSpecification) => spec.moduleId.includes("/tests/browser/slow/");

class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => (isSlow(spec) ? 0 : 1);
    // A stable sort: the groups (browser, then browser-alone) and vitest's order among the other files stay.
    return sorted.sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b));
  }
}

/**
 * tests/browser/alone/ holds the files that change what every other file sees: booking.test.ts runs the Cron Trigger at
 * instants days ahead (expiring holds and sessions, the retention rules) and books the first free slots. They run
 * alone: after the rest in one run of both groups (`npm run test:browser`), or in a run of their own with its own
 * server and database (`test:browser:alone`), which `npm test` starts beside the worker tests once the build is done.
 */
const aloneFiles = "tests/browser/alone/**/*.test.ts";

// Browser tests drive Chromium against the built worker served by `wrangler dev`
// (real D1, KV and Queues in workerd), with JavaScript on and off.
export default defineConfig({
  // Tests read the catalogues and content for the words a page shows in each language (tests/browser/locales.ts).
  resolve: { tsconfigPaths: true },
  test: {
    // One server for the whole run: the root's global setup runs once, for both groups.
    globalSetup: ["./tests/browser/global-setup.ts"],
    // Three files share the two cores with the served worker, so a long journey may take longer than alone.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Retrying assertions (expect.poll) on pages served by a worker on a busy machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // A test is run once more only when it failed after `wrangler dev`'s proxy dropped one of its requests (its message
    // says so: tests/browser/dev-proxy.ts), a fault of the dev server, not of the app; any other failure stands.
    retry: { count: 1, condition: new RegExp(PROXY_DROPPED) },
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          exclude: [aloneFiles],
          // Each file uses its own visitors (own CF-Connecting-IP, own accounts, own addresses), so three at a time:
          // with two, a tenth of the two cores stayed idle while files waited on pages (313 s against 348 s).
          fileParallelism: true,
          // A file's process is reused by the next one (no new Node process, vitest and Playwright to load each
          // time): files share no module state but a connection each opens and closes (closeBrowser).
          isolate: false,
          maxWorkers: Number(process.env.BROWSER_WORKERS ?? 3),
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "browser-alone",
          include: [aloneFiles],
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
