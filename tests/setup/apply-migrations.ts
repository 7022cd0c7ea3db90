import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { config } from "~/config.server";
import { devStaffSql } from "~/staff/dev-staff";
import { splitSqlStatements } from "../worker/seed-helper";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The local set-up's staff accounts exist in the tests too, as after `npm start`.
const devStaff = splitSqlStatements(await devStaffSql(config.passwordPepper));
await env.DB.batch(devStaff.map((statement) => env.DB.prepare(statement)));
