import { env, withEnv } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { splitStatements, TEST_CONTROL_HEADER, TEST_NOW_HEADER } from "~/dev/test-control.server";
import { action } from "~/routes/dev.test-sql";
import { atRequestNow, requestNow } from "~/dev/clock.server";
import { ORIGIN, request } from "./helpers";

const TOKEN = "test-control-token-for-this-file";
/** Test control answers only requests from this machine (tests/worker/development-only.test.ts). */
const fromThisMachine = { "CF-Connecting-IP": "127.0.0.1" };

function sqlPost(sql: string, token: string | null) {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", ...fromThisMachine };
  if (token !== null) headers[TEST_CONTROL_HEADER] = token;
  return new Request(`${ORIGIN}/dev/test-sql`, { method: "POST", headers, body: new URLSearchParams({ sql }) });
}

/** The action's answer, or the status of what it threw (a 404 is thrown, as from any refused route). */
async function answer(sql: string, token: string | null) {
  try {
    const response = await action({ request: sqlPost(sql, token) } as Parameters<typeof action>[0]);
    return response instanceof Response
      ? { status: response.status, body: await response.json() }
      : { status: 400, body: response };
  } catch (thrown) {
    return { status: thrown instanceof Response ? thrown.status : undefined };
  }
}

describe("the test-control SQL endpoint (/dev/test-sql)", () => {
  const withToken = (overrides: Partial<Env> = {}) => ({ ...env, TEST_CONTROL_TOKEN: TOKEN, ...overrides });

  it("runs SQL as a batch and answers the last statement's rows for a test server's token", async () => {
    const result = await withEnv(withToken(), () => answer("SELECT 1 AS one; SELECT 'a;b' AS text", TOKEN));
    expect(result).toEqual({ status: 200, body: { results: [{ text: "a;b" }] } });
  });

  it("is refused with a 404 in production, even with the token", async () => {
    const result = await withEnv(withToken({ ENVIRONMENT: "production" }), () => answer("SELECT 1", TOKEN));
    expect(result).toEqual({ status: 404 });
  });

  it("is refused with a 404 on a server started without a token (npm start) and for a wrong or missing token", async () => {
    expect(await answer("SELECT 1", TOKEN)).toEqual({ status: 404 });
    expect(await withEnv(withToken(), () => answer("SELECT 1", "wrong-token-of-same-size-aaaaaaa"))).toEqual({
      status: 404,
    });
    expect(await withEnv(withToken(), () => answer("SELECT 1", null))).toEqual({ status: 404 });
  });

  it("answers a GET with the ordinary 404 page", async () => {
    expect((await request("/dev/test-sql")).status).toBe(404);
  });

  it("splits statements only at semicolons outside quotes and comments", () => {
    expect(splitStatements("INSERT INTO t VALUES ('x;y'); -- a; comment\nSELECT \"a;b\";")).toEqual([
      "INSERT INTO t VALUES ('x;y')",
      'SELECT "a;b"',
    ]);
  });
});

describe("the fixed now of a test request (X-Test-Now)", () => {
  const at = "2027-01-04T00:30:00+02:00";
  const withToken = (overrides: Partial<Env> = {}) => ({ ...env, TEST_CONTROL_TOKEN: TOKEN, ...overrides });
  const nowFor = (headers: Record<string, string>) =>
    atRequestNow(new Request(ORIGIN, { headers: { ...fromThisMachine, ...headers } }), () => requestNow());

  it("is the request's now with the server's token outside production", async () => {
    const seen = await withEnv(withToken(), () => nowFor({ [TEST_CONTROL_HEADER]: TOKEN, [TEST_NOW_HEADER]: at }));
    expect(new Date(Number(seen)).toISOString()).toBe("2027-01-03T22:30:00.000Z");
  });

  it("is ignored in production, without the token and when unreadable: the real clock answers", async () => {
    const real = (seen: number) => Math.abs(seen - Date.now()) < 60_000;
    expect(
      real(
        Number(
          await withEnv(withToken({ ENVIRONMENT: "production" }), () =>
            nowFor({ [TEST_CONTROL_HEADER]: TOKEN, [TEST_NOW_HEADER]: at }),
          ),
        ),
      ),
    ).toBe(true);
    expect(real(Number(await withEnv(withToken(), () => nowFor({ [TEST_NOW_HEADER]: at }))))).toBe(true);
    expect(real(nowFor({ [TEST_CONTROL_HEADER]: TOKEN, [TEST_NOW_HEADER]: at }))).toBe(true);
    expect(
      real(
        Number(await withEnv(withToken(), () => nowFor({ [TEST_CONTROL_HEADER]: TOKEN, [TEST_NOW_HEADER]: "soon" }))),
      ),
    ).toBe(true);
  });
});
