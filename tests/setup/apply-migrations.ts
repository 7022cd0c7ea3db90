import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import sampleCatalogue from "../../app/db/sample-catalogue.sql?raw";
import { splitSqlStatements } from "../worker/seed-helper";

type Statement = { sql: string; params: unknown[] };
type Snapshot = { statements: Statement[] };
const holder = globalThis as { migratedSchema?: Snapshot | null };

const objectsSql =
  "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid";

/**
 * What the migrations made of an empty database, as statements that make it again in one batch: the tables (FTS5
 * tables by their CREATE VIRTUAL TABLE, which makes their shadow tables), the rows the migrations wrote, then
 * indexes, views and triggers (after the rows, so a trigger does not write a second copy of what it wrote then).
 * Null when an FTS5 table holds rows, which only the migrations' own inserts can index the same way.
 */
async function snapshot(): Promise<Snapshot | null> {
  const { results } = await env.DB.prepare(objectsSql).all<{ type: string; name: string; sql: string }>();
  const virtual = results.filter(({ sql }) => sql.startsWith("CREATE VIRTUAL TABLE")).map(({ name }) => name);
  const isShadow = (name: string) =>
    virtual.some((table) => ["data", "idx", "content", "docsize", "config"].some((suffix) => name === `${table}_${suffix}`));
  const tables = results.filter(({ type, name }) => type === "table" && !isShadow(name));
  const statements: Statement[] = tables.map(({ sql }) => ({ sql, params: [] }));
  for (const { name } of tables) {
    const rows = (await env.DB.prepare(`SELECT * FROM "${name}"`).all<Record<string, unknown>>()).results;
    if (rows.length > 0 && virtual.includes(name)) return null;
    if (virtual.includes(name)) continue;
    for (const row of rows) {
      const columns = Object.keys(row);
      statements.push({
        sql: `INSERT INTO "${name}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        params: Object.values(row),
      });
    }
  }
  for (const type of ["index", "view", "trigger"]) {
    statements.push(...results.filter((object) => object.type === type).map(({ sql }) => ({ sql, params: [] })));
  }
  return { statements };
}

// A file of project `worker` starts from an empty database (fresh-database.ts). The runner's first file migrates it;
// the files after it in the same runner remake the same schema and rows from that file's snapshot in one batch (about
// a tenth of the migrations' 0.5 s a file). The shared-runner project keeps its database, so the migrations there
// find nothing left to apply.
const empty = (await env.DB.prepare(objectsSql).all()).results.length === 0;
if (empty && holder.migratedSchema) {
  await env.DB.batch(holder.migratedSchema.statements.map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
} else {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  if (empty && holder.migratedSchema === undefined) holder.migratedSchema = await snapshot();
}
// The local set-up's staff accounts exist in the tests too, as after `npm start`. Their SQL (two PBKDF2 hashes) is
// made once per run by vitest.config.ts; the statements are upserts, so a runner that runs several files may repeat them.
const devStaff = splitSqlStatements(env.TEST_DEV_STAFF_SQL);
await env.DB.batch(devStaff.map((statement) => env.DB.prepare(statement)));
// The sample catalogue too: most pages name it, as after `npm start` (upserts that skip what a shared runner kept).
await env.DB.batch(splitSqlStatements(sampleCatalogue).map((statement) => env.DB.prepare(statement)));
// The server build is compiled on its first import: here, before any test, so that a runner's first test is not
// charged the compilation (over a minute on the loaded 2-core machine, more than testTimeout). Files that share a
// runner import it once.
await import("virtual:react-router/server-build");
