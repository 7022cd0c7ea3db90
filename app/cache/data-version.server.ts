import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { isCacheOn, oncePerRequest } from "~/db/d1-session.server";
import { dataVersions } from "~/db/schema";

/**
 * The kinds of runtime data cached pages show. "doctors" covers the doctors, their treatments and their
 * reviews (the directory, profiles, the home page's top doctors, specialist counts, the stories).
 */
export type DataName = "doctors";

/** The current version of a kind of data: 0 until it is first written. */
export function readDataVersion(name: DataName): Promise<number> {
  // Read once per request: the page cache's key and the loaders' kept queries share it.
  return oncePerRequest(`data-version:${name}`, async () => {
    const row = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, name)).get();
    return row?.version ?? 0;
  });
}

/**
 * The statement that marks a kind of data as changed. Put it in the same `db.batch()` as the write
 * (`db.batch([db.update(doctors)…, dataChanged("doctors")])`): cached pages showing that data are
 * keyed by its version, so the next anonymous request renders afresh (decision 2903).
 */
export function dataChanged(name: DataName) {
  return db
    .insert(dataVersions)
    .values({ name, version: 1 })
    .onConflictDoUpdate({ target: dataVersions.name, set: { version: sql`${dataVersions.version} + 1` } });
}

const memo = new Map<string, { version: number; value: Promise<unknown> }>();

/**
 * A query whose answer depends only on one kind of data, kept in the isolate until that data's version
 * changes (the top doctors of the home page). A failed query is not kept. Only where the page cache is on:
 * both rely on every write bumping the version, which the worker tests' raw SQL does not (decision 2903).
 */
export async function byDataVersion<T>(name: DataName, key: string, load: () => Promise<T>): Promise<T> {
  if (!isCacheOn()) return load();
  const version = await readDataVersion(name);
  const id = `${name}:${key}`;
  const kept = memo.get(id);
  if (kept && kept.version === version) return kept.value as Promise<T>;
  const value = load();
  memo.set(id, { version, value });
  value.catch(() => {
    if (memo.get(id)?.value === value) memo.delete(id);
  });
  return value;
}
