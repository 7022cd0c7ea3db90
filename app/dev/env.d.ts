// Not in wrangler.toml, so `wrangler types` cannot see it: only the browser tests' global setup sets it
// (`wrangler dev --var TEST_CONTROL_TOKEN:…`), and production never has it.
declare namespace Cloudflare {
  interface Env {
    /** Opens the test-control endpoints (app/dev/test-control.server.ts) to requests that send it. */
    TEST_CONTROL_TOKEN?: string;
  }
}
