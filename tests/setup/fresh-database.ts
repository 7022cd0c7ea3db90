import { env } from "cloudflare:workers";
import { afterAll, vi } from "vitest";

/**
 * The tables in an order where each comes before every table it references: dropping a table deletes its rows, and
 * SQLite looks up the referenced table of each foreign key while it does.
 */
function childrenFirst(tables: { name: string; sql: string | null }[]) {
  // D1 refuses pragma_foreign_key_list(); each table's CREATE statement names what it references, and how.
  const references = tables.flatMap(({ name, sql }) =>
    Array.from(sql?.matchAll(/REFERENCES\s+[`"']?(\w+)[^,]*?(ON DELETE SET NULL)?\s*(?:,|\)\s*$)/gim) ?? [], (match) => ({
      child: name,
      parent: match[1]!,
      setNull: Boolean(match[2]),
    })),
  );
  const ordered: string[] = [];
  let left = tables.map(({ name }) => name);
  const unreferenced = (edges: typeof references) => {
    const referenced = new Set(
      edges.filter(({ child, parent }) => left.includes(child) && child !== parent).map(({ parent }) => parent),
    );
    return left.filter((name) => !referenced.has(name));
  };
  while (left.length > 0) {
    // Two tables that reference each other (a case and its booking): the reference that only empties a column when
    // its row goes is the one to break, so the other table's rows can still find every table they reference.
    const next = [unreferenced(references), unreferenced(references.filter(({ setNull }) => !setNull)), left].find(
      (batch) => batch.length > 0,
    )!;
    ordered.push(...next);
    left = left.filter((name) => !next.includes(name));
  }
  return ordered;
}

/**
 * Every table, view and trigger. Triggers go first (they name other tables), then FTS5 tables (SQLite refuses to drop
 * their shadow tables directly), then the tables, children first; foreign keys are checked when the batch ends.
 */
async function dropEverything() {
  const listed = await env.DB.prepare(
    "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ type: string; name: string; sql: string | null }>();
  const virtual = listed.results.filter(({ sql }) => sql?.startsWith("CREATE VIRTUAL TABLE"));
  const shadowOf = (name: string) => virtual.some((table) => name.startsWith(`${table.name}_`));
  const drops = [
    ...listed.results.filter(({ type }) => type === "trigger").map(({ name }) => `DROP TRIGGER "${name}"`),
    ...listed.results.filter(({ type }) => type === "view").map(({ name }) => `DROP VIEW "${name}"`),
    ...virtual.map(({ name }) => `DROP TABLE "${name}"`),
    ...childrenFirst(
      listed.results.filter(
        ({ type, sql, name }) => type === "table" && !sql?.startsWith("CREATE VIRTUAL TABLE") && !shadowOf(name),
      ),
    ).map((name) => `DROP TABLE "${name}"`),
  ];
  if (drops.length === 0) return;
  await env.DB.batch(["PRAGMA defer_foreign_keys = on", ...drops].map((statement) => env.DB.prepare(statement)));
}

/** Every object of every R2 bucket: files find only their own uploads, portraits and records packs. */
async function emptyBuckets() {
  for (const bucket of [env.INTAKE_DOCUMENTS, env.DOCTOR_PORTRAITS, env.FACILITY_PHOTOS, env.SITE_PHOTOS]) {
    for (let listed = await bucket.list(); listed.objects.length > 0; listed = await bucket.list()) {
      await bucket.delete(listed.objects.map(({ key }) => key));
    }
  }
}

/*
 * Runs before each file of project `worker`, whose files share one runner (isolate: false): each file starts from an
 * empty database and buckets, then apply-migrations.ts migrates it and adds the dev staff, as if the file had a runner
 * of its own, without paying a runner's start and the server build's import again.
 */
await dropEverything();
await emptyBuckets();
// The next file in the runner reuses these modules and bindings: give back whatever this file spied on or faked.
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
