import { localeOfPath, pathWithoutLocale } from "~/i18n/locales";
import { isbot } from "isbot";
import { chosenLocale, shouldSuggestArabic } from "~/i18n/locale-preference.server";
import { getTheme } from "~/theme/theme.server";
import { loggableError } from "~/utils/loggable-error";
import { cacheablePages, frameData, keyedCookies, neutralCookies } from "./cacheable-pages";
import { dataReadThisRequest, readDataVersion, type DataName } from "./data-version.server";
import { answerFromHotPage, holdHotPage, hotPage } from "./hot-pages.server";
import { stampNonce } from "./nonce-stamp.server";

/** What the page cache did with a request (the X-NileCare-Cache header outside production). */
export type PageCacheState = "hit" | "miss" | "bypass";

export type PageCache =
  | { state: "bypass" }
  | { state: "hit"; response: Response }
  | { state: "miss"; keep(rendered: Response): Response };

type WaitUntil = (promise: Promise<unknown>) => void;

/**
 * How long a data centre keeps a page. Keys change with every deploy and every data edit, so this only
 * bounds how long unused copies take space (decision 0171).
 */
export const PAGE_CACHE_SECONDS = 24 * 60 * 60;
/** The page's own Cache-Control for browsers, kept beside the copy (the stored one is the cache's). */
const BROWSER_CACHE_CONTROL = "X-NileCare-Browser-Cache-Control";
/** The nonce the stored copy's render wrote into its tags, kept beside the copy so an isolate can hold it split there. */
const STORED_NONCE = "X-NileCare-Stored-Nonce";

const bypass = { state: "bypass" } as const;

/** Workers' `caches.default` (the DOM library's CacheStorage type does not know it). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

function cookieNames(request: Request) {
  return (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((pair) => pair.slice(0, pair.indexOf("=")).trim())
    .filter(Boolean);
}

/** Any cookie of ours except the theme, the language choice and the D1 bookmark: a session, a toast, a draft, a zone… */
function hasPersonalCookie(request: Request) {
  const impersonal: readonly string[] = [...keyedCookies, ...neutralCookies];
  return cookieNames(request).some((name) => name.startsWith("nilecare-") && !impersonal.includes(name));
}

function cacheablePageOf(url: URL) {
  const page = cacheablePages.find((candidate) => candidate.path.test(pathWithoutLocale(url.pathname)));
  if (!page) return null;
  for (const name of url.searchParams.keys()) if (!page.query.includes(name)) return null;
  return page;
}

/**
 * Everything an anonymous page depends on: the deploy, the URL (path with its locale and the query the
 * page reads, as sent), the theme, the language choice and whether the visitor is a crawler (a person who
 * chose Arabic is sent from / to /ar, a crawler never is), whether the page offers Arabic, and the version
 * of its runtime data.
 */
async function keyOf(request: Request, url: URL, deployVersion: string, data: string) {
  const locale = localeOfPath(url.pathname);
  const [theme, choice, suggestArabic] = await Promise.all([
    getTheme(request),
    chosenLocale(request),
    shouldSuggestArabic(request, locale),
  ]);
  const visitor = isbot(request.headers.get("User-Agent") ?? "") ? "crawler" : "person";
  const variant = [deployVersion, locale, theme, choice ?? "unchosen", visitor, suggestArabic ? "suggest-ar" : "plain", data]
    .map(encodeURIComponent)
    .join("/");
  return new Request(`${url.origin}/__page-cache/${variant}${url.pathname}${url.search}`);
}

/** A stored copy's headers as the rendered page answered: the page's browser Cache-Control, none of the cache's. */
function visitorHeaders(stored: Headers) {
  const headers = new Headers(stored);
  const browser = headers.get(BROWSER_CACHE_CONTROL);
  // The stored length is the copy's; a stamped copy is streamed, as a render is.
  for (const name of ["Cache-Control", BROWSER_CACHE_CONTROL, STORED_NONCE, "Content-Length", "Age", "CF-Cache-Status", "Expires", "Date"]) {
    headers.delete(name);
  }
  if (browser) headers.set("Cache-Control", browser);
  return headers;
}

/**
 * A copy from the cache as the rendered page would answer, with a fresh nonce; this isolate holds it in memory
 * from then on (read beside the visitor's stream, which is not held back).
 */
async function fromCache(cached: Response, request: Request, key: Request, nonce: string, waitUntil: WaitUntil) {
  const headers = visitorHeaders(cached.headers);
  if (request.method === "HEAD") {
    await cached.body?.cancel();
    return new Response(null, { status: cached.status, headers });
  }
  let body = cached.body;
  const stored = cached.headers.get(STORED_NONCE);
  if (body && stored) {
    const [forVisitor, forMemory] = body.tee();
    body = forVisitor;
    waitUntil(
      new Response(forMemory)
        .text()
        .then((html) => holdHotPage(key.url, { status: cached.status, headers, html, nonce: stored }))
        .catch((error: unknown) => console.error("Holding a cached page in memory failed", loggableError(error))),
    );
  }
  return stampNonce(new Response(body, { status: cached.status, headers }), nonce);
}

/** Only a whole, impersonal page: a 200 HTML answer to a GET that sets no cookie and did not ask to stay private. */
function isStorable(request: Request, response: Response) {
  const browser = response.headers.get("Cache-Control") ?? "";
  return (
    request.method === "GET" &&
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !/private|no-store/i.test(browser)
  );
}

type Keeping = { nonce: string; waitUntil: WaitUntil; data: readonly DataName[] };

function keeper(request: Request, key: Request, { nonce, waitUntil, data }: Keeping) {
  return (rendered: Response) => {
    if (!isStorable(request, rendered)) return rendered;
    // A page that showed runtime data its key does not hold would outlive the next edit of that data.
    const unkeyed = dataReadThisRequest().filter((name) => !data.includes(name));
    if (unkeyed.length > 0) {
      const path = new URL(request.url).pathname;
      console.error(`Not kept: ${path} shows ${unkeyed.join(", ")} data but its cache entry is not keyed by it (cacheable-pages.ts)`);
      return rendered;
    }
    // The visitor's copy streams as it renders; the cache and this isolate's memory read the other branch at their own pace.
    const [forVisitor, forCache] = rendered.body!.tee();
    const headers = new Headers(rendered.headers);
    const browser = headers.get("Cache-Control");
    if (browser) headers.set(BROWSER_CACHE_CONTROL, browser);
    headers.set("Cache-Control", `public, max-age=${PAGE_CACHE_SECONDS}`);
    headers.set(STORED_NONCE, nonce);
    const stored = new Response(forCache)
      .text()
      .then(async (html) => {
        // Memory first: this isolate's next request for the page is a hit while the Cache API still writes its copy.
        holdHotPage(key.url, { status: rendered.status, headers: visitorHeaders(headers), html, nonce });
        await edgeCache().put(key, new Response(html, { status: rendered.status, headers }));
      })
      .catch((error: unknown) => console.error("Keeping a page in the cache failed", loggableError(error)));
    waitUntil(stored);
    return new Response(forVisitor, rendered);
  };
}

/**
 * The edge cache's answer for a request (decisions 0171, 0172): a hit from this isolate's memory or the
 * Cache API (with this response's nonce stamped in),
 * a miss (render, then `keep` the page), or a bypass for anything personal, written or not listed.
 */
export async function openPageCache(
  request: Request,
  { deployVersion, nonce, waitUntil }: { deployVersion: string; nonce: string; waitUntil: WaitUntil },
): Promise<PageCache> {
  if (request.method !== "GET" && request.method !== "HEAD") return bypass;
  if (hasPersonalCookie(request)) return bypass;
  const url = new URL(request.url);
  const page = cacheablePageOf(url);
  if (!page) return bypass;
  const shown = [...frameData, ...(page.data ?? [])];
  let data: string;
  try {
    const versions = await Promise.all(shown.map((name) => readDataVersion(name)));
    data = shown.map((name, i) => `${name}-${versions[i]}`).join("+");
  } catch {
    // D1 is unreachable: render, which answers 503 honestly (or the page without its runtime data, never kept).
    return bypass;
  }
  const key = await keyOf(request, url, deployVersion, data);
  const held = hotPage(key.url);
  if (held) return { state: "hit", response: answerFromHotPage(held, request.method, nonce) };
  const cached = await edgeCache().match(key);
  if (cached) return { state: "hit", response: await fromCache(cached, request, key, nonce, waitUntil) };
  return { state: "miss", keep: keeper(request, key, { nonce, waitUntil, data: shown }) };
}
