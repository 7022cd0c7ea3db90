import { defineConfig } from "vitest/config";

/**
 * Files that change what every other file sees: booking.test.ts runs the Cron Trigger at instants days ahead
 * (expiring holds and sessions, the retention rules) and books the first free slots. They run alone, after the rest.
 */
const sharedStateFiles = ["tests/browser/booking.test.ts"];

// Browser tests drive Chromium against the built worker served by `wrangler dev`
// (real D1, KV and Queues in workerd), with JavaScript on and off.
export default defineConfig({
  test: {
    // One server for the whole run: the root's global setup runs once, for both groups.
    globalSetup: ["./tests/browser/global-setup.ts"],
    // Two files share the two cores with the served worker, so a long journey may take longer than alone.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Retrying assertions (expect.poll) on pages served by a worker on a busy machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    projects: [
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          exclude: sharedStateFiles,
          // Each file uses its own visitors (own CF-Connecting-IP, own accounts, own addresses), so two at a time.
          fileParallelism: true,
          // A file's process is reused by the next one (no new Node process, vitest and Playwright to load each
          // time): files share no module state but a connection each opens and closes (closeBrowser).
          isolate: false,
          maxWorkers: Number(process.env.BROWSER_WORKERS ?? 2),
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "browser-alone",
          include: sharedStateFiles,
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
