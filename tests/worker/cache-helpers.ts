import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "~/entry.worker";
import { ORIGIN, randomIp } from "./helpers";
import { unescapeHtml } from "./mail-helpers";

/** A request with the page cache on (the other worker tests run with it off), waiting until the page is kept. */
export async function cachedVisit(path: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(new URL(path, ORIGIN), { headers: { "CF-Connecting-IP": randomIp() } }) as Parameters<typeof worker.fetch>[0],
    { ...env, PAGE_CACHE: "on" } as Env,
    ctx,
  );
  const body = unescapeHtml(await response.text());
  await waitOnExecutionContext(ctx);
  return { body, cache: response.headers.get("X-NileCare-Cache") };
}
