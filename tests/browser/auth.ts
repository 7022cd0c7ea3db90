import type { BrowserContext } from "playwright-core";
import { createCookie } from "react-router";
import { inject } from "vitest";
import { baseURL } from "./browser";
import { PROXY_DROP, PROXY_DROPPED } from "./dev-proxy";
import { postFormSync } from "./sync-post";

/**
 * Runs SQL against the served worker's local D1 and returns the rows of the last statement. It goes through
 * the development-only /dev/test-sql endpoint with the server's test token (docs/decisions/0105-tests.md);
 * several statements separated by semicolons run as one batch.
 */
export function d1<T = Record<string, unknown>>(sql: string): T[] {
  const askedUntil = performance.now() + PROXY_DROP_RETRY_MS;
  for (;;) {
    const { status, text } = postFormSync(`${baseURL()}/dev/test-sql`, { "X-Test-Control-Token": inject("testControlToken") }, { sql });
    const dropped = (status === 500 && text.startsWith(PROXY_DROP)) || status === 0;
    if (dropped && performance.now() < askedUntil) continue;
    if (status !== 200) {
      throw new Error(`d1(${JSON.stringify(sql.slice(0, 200))}) failed with ${status}: ${text.slice(0, 500)}${dropped ? `\n${PROXY_DROPPED}` : ""}`);
    }
    return (JSON.parse(text) as { results: T[] }).results;
  }
}

/**
 * How long `d1()` asks again while `wrangler dev`'s proxy drops its requests (tests/browser/dev-proxy.ts); an insert
 * that did run the first time fails again on its key.
 */
const PROXY_DROP_RETRY_MS = 5_000;

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

// The same cookie the worker reads (app/auth/session.server.ts) with the development secret of wrangler.toml.
const sessionCookie = createCookie("nilecare-session", { secrets: ["dev-session-secret-not-for-production"] });

/**
 * Signs a new patient into the context: a confirmed user with a live session row, and the
 * signed session cookie. The password hash is unusable, so the user can only come in this way.
 */
export async function signIn(context: BrowserContext, email = `patient-${crypto.randomUUID()}@example.com`) {
  const userId = crypto.randomUUID();
  await signInAs(context, userId, [
    `INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES (${quote(userId)}, ${quote(email)}, 'unusable', ${Date.now()})`,
    `INSERT INTO profiles (user_id, username) VALUES (${quote(userId)}, ${quote(email.split("@")[0]!)})`,
  ]);
  return { userId, email };
}

/**
 * Signs an existing account (a dev staff account: "dev-staff-coordinator") into the context with a new session
 * row and its signed cookie, without the sign-in form (which other tests prove). `before`: statements run in the
 * same batch, first (the new account's rows).
 */
export async function signInAs(context: BrowserContext, userId: string, before: string[] = []) {
  const sessionId = crypto.randomUUID();
  d1([...before, `INSERT INTO sessions (id, user_id, expires_at) VALUES (${quote(sessionId)}, ${quote(userId)}, ${Date.now() + 30 * 24 * 60 * 60 * 1000})`].join("; "));
  const serialized = await sessionCookie.serialize(sessionId);
  const value = serialized.slice(serialized.indexOf("=") + 1, serialized.indexOf(";"));
  await context.addCookies([{ name: "nilecare-session", value, url: baseURL(), httpOnly: true, sameSite: "Lax" }]);
}
