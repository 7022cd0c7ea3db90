import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "cloudflare:workers";
import { createCookie } from "react-router";
import { baseCookieOptions } from "~/cookie-options.server";

/**
 * Each request reads and writes D1 through its own session (D1's Sessions API, decision 0172): with read
 * replication on, its reads go to the nearest replica that is at least as new as its bookmark. The session
 * lives in AsyncLocalStorage, so `db` from `~/db/client.server` keeps working for every caller unchanged.
 */
type RequestDatabase = {
  session: D1DatabaseSession;
  /** Values read once per request (the data versions the page cache and the loaders both need). */
  memo: Map<string, Promise<unknown>>;
  /** Whether the page cache is on for this request: then queries may also be kept by data version. */
  cacheOn: boolean;
};

const storage = new AsyncLocalStorage<RequestDatabase>();

/** The request's D1 session; outside a request (queue, cron, tests calling modules) the binding itself (the primary). */
export function currentD1(): D1Database | D1DatabaseSession {
  return storage.getStore()?.session ?? env.DB;
}

/** Whether this request runs with the page cache on (app/cache/deploy.server.ts). */
export function isCacheOn(): boolean {
  return storage.getStore()?.cacheOn ?? false;
}

/** The request's bookmark so far (null before the first answer of a session that started anywhere). */
export function currentBookmark(): string | null {
  return storage.getStore()?.session.getBookmark() ?? null;
}

/**
 * Makes the request's next reads at least as new as `bookmark`: a value this isolate kept from an earlier request
 * was read there, and a session that started anywhere may be on a replica older than that. Bookmarks sort as text.
 */
export function readNoOlderThan(bookmark: string | null) {
  const store = storage.getStore();
  if (!store || !bookmark) return;
  const now = store.session.getBookmark();
  if (now !== null && now >= bookmark) return;
  store.session = env.DB.withSession(bookmark);
}

/** A value computed once per request (or every time outside one). */
export function oncePerRequest<T>(key: string, make: () => Promise<T>): Promise<T> {
  const memo = storage.getStore()?.memo;
  if (!memo) return make();
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = make();
    memo.set(key, value);
  }
  return value;
}

/** Whether this request has computed `key` through `oncePerRequest` (false outside a request). */
export function computedThisRequest(key: string): boolean {
  return storage.getStore()?.memo.has(key) ?? false;
}

/**
 * The newest bookmark a signed-in browser has seen, so its next request reads its own writes even from a
 * replica. Not signed: a forged bookmark only makes that browser's own reads wait for the primary.
 */
const bookmarkCookie = createCookie("nilecare-d1-bookmark", { ...baseCookieOptions, maxAge: 60 * 60 * 24 });

/** D1 bookmarks are hex groups joined by dashes (`0000006d-00000002-00004f8f-…`). */
const BOOKMARK = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,8}$/i;

async function bookmarkOf(request: Request): Promise<string | null> {
  const value: unknown = await bookmarkCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && BOOKMARK.test(value) ? value : null;
}

const SESSION_COOKIE = "nilecare-session=";

/** Whether the browser is signed in after this response (its request carried a session, or the answer set one). */
function isSignedIn(request: Request, response: Response) {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith(SESSION_COOKIE));
  if (set !== undefined) return !/max-age=0|expires=thu, 01 jan 1970/i.test(set);
  return (request.headers.get("Cookie") ?? "").split(/;\s*/).some((pair) => pair.startsWith(SESSION_COOKIE));
}

/**
 * Runs the request inside its D1 session: a signed-in visitor's bookmark (from the cookie) makes the
 * session start at least as new as their last write; anyone else starts anywhere (`first-unconstrained`).
 * A signed-in answer carries the session's latest bookmark back in the cookie.
 */
export async function withD1Session(
  request: Request,
  { cacheOn }: { cacheOn: boolean },
  handle: () => Promise<Response>,
): Promise<Response> {
  const store = { session: env.DB.withSession((await bookmarkOf(request)) ?? "first-unconstrained"), memo: new Map(), cacheOn };
  // A copy: the router's answers may have immutable headers (redirects).
  const handled = await storage.run(store, handle);
  const response = new Response(handled.body, handled);
  // The session may have been moved on to a newer bookmark (readNoOlderThan).
  const bookmark = store.session.getBookmark();
  if (!isSignedIn(request, response)) {
    // Signing out ends read-your-writes with the session; an anonymous browser never gets the cookie.
    if (!(request.headers.get("Cookie") ?? "").includes(`${bookmarkCookie.name}=`)) return response;
    response.headers.append("Set-Cookie", await bookmarkCookie.serialize("", { maxAge: 0 }));
    return response;
  }
  if (bookmark) response.headers.append("Set-Cookie", await bookmarkCookie.serialize(bookmark));
  return response;
}
