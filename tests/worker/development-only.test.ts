import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env, withEnv } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "~/entry.worker";
import { TEST_CONTROL_HEADER } from "~/dev/test-control.server";
import { ORIGIN } from "./helpers";
import { pageHtml } from "./html";
import { productionEnv } from "./production-env";

const TOKEN = "test-control-token-for-this-file";

/** A request to the worker under `vars`, from `client` (the address the runtime names in CF-Connecting-IP). */
function fetchAs(vars: object, url: string, client: string, init: RequestInit = {}) {
  const configured = { ...env, TEST_CONTROL_TOKEN: TOKEN, ...vars } as Env;
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", client);
  const request = new Request(new URL(url, ORIGIN), { ...init, headers });
  return withEnv(configured, () =>
    worker.fetch(request as Parameters<typeof worker.fetch>[0], configured, createExecutionContext()),
  ) as Promise<Response>;
}

const sqlPost = { method: "POST", headers: { [TEST_CONTROL_HEADER]: TOKEN, "Content-Type": "application/x-www-form-urlencoded" }, body: "sql=SELECT+1+AS+one" };
const devUrls = ["/dev/mailbox", "/dev/mailbox.data", "/dev/mailbox.data?_routes=root", "/dev/mailbox/x"];

afterEach(() => vi.restoreAllMocks());

describe("the development pages and test endpoints", () => {
  it("answer a request from this machine where ENVIRONMENT is development or test", async () => {
    for (const ENVIRONMENT of ["development", "test"]) {
      expect((await fetchAs({ ENVIRONMENT }, "/dev/mailbox", "127.0.0.1")).status, ENVIRONMENT).toBe(200);
      expect((await fetchAs({ ENVIRONMENT }, "http://127.0.0.1:8787/dev/mailbox", "::1")).status, ENVIRONMENT).toBe(200);
      const sql = await fetchAs({ ENVIRONMENT }, "/dev/test-sql", "127.0.0.1", sqlPost);
      expect(await sql.json()).toEqual({ results: [{ one: 1 }] });
    }
  });

  it("do not exist on a staging copy or any ENVIRONMENT but development and test, even from this machine", async () => {
    for (const ENVIRONMENT of ["staging", "production", "Development", ""]) {
      // Configured as production must be: with the development secrets such a copy serves nothing at all (below).
      const copy = productionEnv({ ENVIRONMENT, TEST_CONTROL_TOKEN: TOKEN });
      for (const url of devUrls) {
        expect((await fetchAs(copy, url, "127.0.0.1")).status, `${ENVIRONMENT} ${url}`).toBe(404);
      }
      expect((await fetchAs(copy, "/dev/test-sql", "127.0.0.1", sqlPost)).status, ENVIRONMENT).toBe(404);
      expect((await fetchAs(copy, "/", "127.0.0.1")).status, ENVIRONMENT).toBe(200);
    }
  });

  it("do not exist for a visitor from another machine, nor through a host name that is not this machine's", async () => {
    for (const client of ["203.0.113.9", "2001:db8::1", "10.0.0.2", "128.0.0.1"]) {
      for (const url of devUrls) expect((await fetchAs({}, url, client)).status, `${client} ${url}`).toBe(404);
      expect((await fetchAs({}, "/dev/test-sql", client, sqlPost)).status, client).toBe(404);
    }
    // A page elsewhere whose name resolves to 127.0.0.1 (DNS rebinding) asks with its own host name.
    expect((await fetchAs({}, "http://rebind.example/dev/mailbox", "127.0.0.1")).status).toBe(404);
  });

  it("stay closed to a remote visitor on a deployment, whatever the top-level config's ENVIRONMENT says", async () => {
    // A plain `wrangler deploy` of the top-level config: ENVIRONMENT is development, and Cloudflare names the visitor.
    const reset = await fetchAs({}, "https://nilecare.workers.dev/dev/mailbox", "198.51.100.23");
    expect(reset.status).toBe(404);
    expect(await pageHtml(reset)).not.toContain("Mailbox");
  });
});

describe("a production deployment", () => {
  it("refuses to serve with the development secrets, or without secrets: a branded 503, and the log says why", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const developmentSecrets = { SESSION_SECRET: env.SESSION_SECRET, PASSWORD_PEPPER: env.PASSWORD_PEPPER };
    for (const [vars, reason] of [
      [developmentSecrets, "SESSION_SECRET is the development value, PASSWORD_PEPPER is the development value"],
      [{ SESSION_SECRET: undefined, PASSWORD_PEPPER: undefined }, "SESSION_SECRET is not set, PASSWORD_PEPPER is not set"],
      [{ PASSWORD_PEPPER: env.PASSWORD_PEPPER }, "PASSWORD_PEPPER is the development value"],
    ] as const) {
      for (const path of ["/", "/ar/contact", "/auth", "/staff.data?_routes=root"]) {
        const response = await fetchAs(productionEnv(vars), path, "198.51.100.23");
        expect(response.status, path).toBe(503);
        if (!path.includes(".data")) {
          const html = await pageHtml(response);
          expect(html).toContain(path.startsWith("/ar") ? "الموقع غير مفتوح بعد" : "The site is not open yet");
          expect(html).not.toContain("SESSION_SECRET");
        }
        expect(String(errors.mock.calls.at(-1))).toContain(reason);
      }
    }
    expect((await fetchAs(productionEnv(), "/", "198.51.100.23")).status).toBe(200);
  });

  it("sends no mail with the development secrets: the Queue keeps the messages for the configured worker", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const batch = createMessageBatch("nilecare-email", [
      { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: { type: "welcome", to: "x@example.com", userId: "u", username: "X" } },
    ]);
    const ctx = createExecutionContext();
    const configured = productionEnv({ SESSION_SECRET: env.SESSION_SECRET, EMAIL_API_KEY: "re_production" });
    await withEnv(configured, () => worker.queue(batch));
    expect((await getQueueResult(batch, ctx)).retryBatch.retry).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
