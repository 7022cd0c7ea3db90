import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { config } from "~/config.server";
import { devStaffSql } from "~/staff/dev-staff";
import { splitSqlStatements } from "../worker/seed-helper";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The local set-up's staff accounts exist in the tests too, as after `npm start`. Their SQL holds two PBKDF2
// hashes: made once per isolate and reused
// if an isolate ever runs several files (the statements are upserts).
const cache = globalThis as { devStaffSql?: Promise<string> };
cache.devStaffSql ??= devStaffSql(config.passwordPepper);
const devStaff = splitSqlStatements(await cache.devStaffSql);
await env.DB.batch(devStaff.map((statement) => env.DB.prepare(statement)));
