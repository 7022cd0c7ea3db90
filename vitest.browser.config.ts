import { defineConfig } from "vitest/config";

// Browser tests drive Chromium against the built worker served by `wrangler dev`
// (real D1, KV and Queues in workerd), with JavaScript on and off.
export default defineConfig({
  test: {
    include: ["tests/browser/**/*.test.ts"],
    globalSetup: ["./tests/browser/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
