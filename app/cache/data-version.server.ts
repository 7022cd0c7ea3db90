import { inArray, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import {
  computedThisRequest,
  currentBookmark,
  isCacheOn,
  oncePerRequest,
  readNoOlderThan,
} from "~/db/d1-session.server";
import { dataVersions } from "~/db/schema";

/**
 * The kinds of runtime data cached pages show. "doctors" covers the doctors, their treatments and their
 * verified reviews (the directory, profiles, the home page's top doctors, specialist counts, the reviews home,
 * concierge and the stories show); "hours" the team's
 * working hours, which every page states (the footer, the contact page, the JSON-LD); "facilities" the facilities,
 * their photos, accreditations and links (their pages, About, the doctors' and specialties' links to them); "team" the
 * people About presents; "hotels" the hotels (a facility's page, and their nightly prices on the FAQ and the travel
 * pages); "catalogue" the specialties, procedures and their prices, and every claim computed from them; "figures" the
 * figures the operator states with their sources.
 */
const dataNames = ["doctors", "hours", "facilities", "team", "hotels", "catalogue", "figures"] as const;
export type DataName = (typeof dataNames)[number];

const versionKey = (name: DataName) => `data-version:${name}`;

/** The version this isolate read last of each kind of data, when, and the D1 bookmark it was read at. */
const known = new Map<DataName, { version: number; readAt: number; bookmark: string | null }>();
/** How often this isolate marked each kind of data as changed: a read begun before the mark is not kept after it. */
const marks = new Map<DataName, number>();
/** Every mark so far: a request that wrote reads the versions again, not the ones it read before its write. */
let allMarks = 0;

/**
 * Every kind's version in one read, once per request, kept for each kind not marked as changed while it ran. A page
 * shows up to six kinds (home and About): read one by one, each was a D1 round trip of its own, partly one after the
 * other (the cache key's, then the loaders').
 */
function versionsInD1(): Promise<ReadonlyMap<DataName, number>> {
  return oncePerRequest(`data-versions:${allMarks}`, async () => {
    const readAt = Date.now();
    const marked = new Map(marks);
    const rows = await db
      .select({ name: dataVersions.name, version: dataVersions.version })
      .from(dataVersions)
      .where(inArray(dataVersions.name, [...dataNames]));
    const bookmark = currentBookmark();
    const versions = new Map(dataNames.map((name) => [name, rows.find((row) => row.name === name)?.version ?? 0]));
    for (const [name, version] of versions) {
      if (marks.get(name) === marked.get(name)) known.set(name, { version, readAt, bookmark });
    }
    return versions;
  });
}

/**
 * The current version of a kind of data (0 until it is first written), once per request: the one this isolate read
 * within the last `DATA_VERSION_TRUSTED_MS` (a tenth of a second), so a hit needs no D1 round trip, which from a
 * data centre far from the primary took longer than the page (decision 0172), or else read now, with every other
 * kind's. An edit made in another isolate shows within that time, about as long as a read replica may lag; the
 * isolate that made the edit forgets at once.
 *
 * A version taken from the isolate moves the request's D1 session on to the bookmark it was read at, so whatever the
 * request reads and keeps under it (a page, a `byDataVersion` query) is at least as new, even from a lagging replica.
 */
export function readDataVersion(name: DataName): Promise<number> {
  return oncePerRequest(versionKey(name), async () => {
    const kept = known.get(name);
    // A read stamped later than now (a clock set back, as tests' fake clocks are) is not trusted.
    const age = kept ? Date.now() - kept.readAt : -1;
    if (kept && age >= 0 && age < config.dataVersionTrustedMs) {
      readNoOlderThan(kept.bookmark);
      return kept.version;
    }
    return (await versionsInD1()).get(name)!;
  });
}

/** The kinds of runtime data whose version this request read: what its page shows, so what its cache key must hold. */
export function dataReadThisRequest(): DataName[] {
  return dataNames.filter((name) => computedThisRequest(versionKey(name)));
}

/**
 * The statement that marks a kind of data as changed. Put it in the same `db.batch()` as the write
 * (`db.batch([db.update(doctors)…, dataChanged("doctors")])`): cached pages showing that data are
 * keyed by its version, so the next anonymous request renders afresh (decision 0172).
 */
export function dataChanged(name: DataName) {
  // This isolate's next request reads the new version (one racing the batch may still see the old for that tenth of
  // a second).
  known.delete(name);
  marks.set(name, (marks.get(name) ?? 0) + 1);
  allMarks++;
  return db
    .insert(dataVersions)
    .values({ name, version: 1 })
    .onConflictDoUpdate({ target: dataVersions.name, set: { version: sql`${dataVersions.version} + 1` } });
}

const memo = new Map<string, { version: number; value: unknown }>();
/** Kept answers per isolate: a profile's key comes from the address, so any number of them may be asked for. */
const MOST_KEPT_ANSWERS = 500;

/**
 * A query whose answer depends only on one kind of data, kept in the isolate until that data's version
 * changes (the doctors' public pages). Only where the page cache is on: both rely on every write
 * bumping the version, which the worker tests' raw SQL does not (decision 0172). The answer is shared by every
 * request of the isolate: callers copy what they change (the labellers and filters make new objects).
 *
 * Only an answer is kept, never a query still running: Workers cancel a request's I/O when its visitor leaves, and
 * another request awaiting that query would then never resume (Cloudflare's "script will never generate a
 * response", cross-request promises). Requests that miss together each run the query once.
 */
export async function byDataVersion<T>(name: DataName, key: string, load: () => Promise<T>): Promise<T> {
  if (!isCacheOn()) return load();
  const version = await readDataVersion(name);
  const id = `${name}:${key}`;
  const kept = memo.get(id);
  if (kept && kept.version === version) return kept.value as T;
  const value = await load();
  memo.delete(id);
  // A Map iterates oldest first: the answer kept longest ago goes.
  if (memo.size >= MOST_KEPT_ANSWERS) memo.delete(memo.keys().next().value!);
  memo.set(id, { version, value });
  return value;
}
