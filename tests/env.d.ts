declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** The dev staff accounts' SQL, hashed once per run (vitest.config.ts). */
    TEST_DEV_STAFF_SQL: string;
  }
}
