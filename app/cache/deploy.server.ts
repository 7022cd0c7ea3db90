let known: string | undefined;

/**
 * What names this deploy in the page cache's keys: Cloudflare's version id (new on every `wrangler deploy`)
 * and the build's asset version (new whenever the client code changes, also in local runs of a fresh build).
 */
export async function deployVersion(env: Env): Promise<string> {
  // Kept once known (a value, never the import's promise): neither part changes within an isolate.
  if (known) return known;
  const build = await import("virtual:react-router/server-build");
  return (known = `${env.CF_VERSION_METADATA?.id ?? "local"}.${build.assets.version}`);
}

/**
 * The page cache is on wherever the built worker runs (`npm start`, browser tests, production) and off under
 * `react-router dev`, whose code changes without a new deploy version, and in the worker tests that write
 * doctors behind the app's back (vitest.config.ts; tests/worker/page-cache.test.ts turns it on). Decision 0171.
 */
export function isPageCacheOn(env: Env): boolean {
  return import.meta.env.MODE !== "development" && (env.PAGE_CACHE as string) !== "off";
}
