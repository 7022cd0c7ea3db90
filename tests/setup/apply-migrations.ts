import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { splitSqlStatements } from "../worker/seed-helper";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The local set-up's staff accounts exist in the tests too, as after `npm start`. Their SQL (two PBKDF2 hashes) is
// made once per run by vitest.config.ts; the statements are upserts, so a runner that runs several files may repeat them.
const devStaff = splitSqlStatements(env.TEST_DEV_STAFF_SQL);
await env.DB.batch(devStaff.map((statement) => env.DB.prepare(statement)));
// The server build is compiled on its first import: here, before any test, so that a runner's first test is not
// charged the compilation (over a minute on the loaded 2-core machine, more than testTimeout). Files that share a
// runner import it once.
await import("virtual:react-router/server-build");
