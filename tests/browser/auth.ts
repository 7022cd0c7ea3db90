import { execFileSync } from "node:child_process";
import type { BrowserContext } from "playwright-core";
import { createCookie } from "react-router";
import { inject } from "vitest";
import { baseURL } from "./browser";

/** Runs SQL against the served worker's local D1 and returns the rows of the last statement. */
export function d1<T = Record<string, unknown>>(sql: string): T[] {
  const output = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", inject("stateDir"), "--json", "--command", sql],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  const results = JSON.parse(output) as { results: T[] }[];
  return results.at(-1)?.results ?? [];
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

// The same cookie the worker reads (app/auth/session.server.ts) with the development secret of wrangler.toml.
const sessionCookie = createCookie("nilecare-session", { secrets: ["dev-session-secret-not-for-production"] });

/**
 * Signs a new patient into the context: a confirmed user with a live session row, and the
 * signed session cookie. The password hash is unusable, so the user can only come in this way.
 */
export async function signIn(context: BrowserContext, email = `patient-${crypto.randomUUID()}@example.com`) {
  const userId = crypto.randomUUID();
  const sessionId = crypto.randomUUID();
  const now = Date.now();
  d1(
    [
      `INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES (${quote(userId)}, ${quote(email)}, 'unusable', ${now})`,
      `INSERT INTO profiles (user_id, username) VALUES (${quote(userId)}, ${quote(email.split("@")[0]!)})`,
      `INSERT INTO sessions (id, user_id, expires_at) VALUES (${quote(sessionId)}, ${quote(userId)}, ${now + 30 * 24 * 60 * 60 * 1000})`,
    ].join("; "),
  );
  const serialized = await sessionCookie.serialize(sessionId);
  const value = serialized.slice(serialized.indexOf("=") + 1, serialized.indexOf(";"));
  await context.addCookies([{ name: "nilecare-session", value, url: baseURL(), httpOnly: true, sameSite: "Lax" }]);
  return { userId, email };
}
