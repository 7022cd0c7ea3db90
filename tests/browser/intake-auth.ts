import { execFileSync } from "node:child_process";
import type { BrowserContext } from "playwright-core";
import { createCookie } from "react-router";
import { inject } from "vitest";
import { baseURL } from "./browser";

/**
 * Signed-in browsers for the intake tests. The shared helper for this (tests/browser/auth.ts,
 * branch `trips`) was not on main yet; this one has the same shape, so switching is an import.
 */

/** Runs SQL against the served worker's local D1; the rows of the last statement. */
export function d1<T = Record<string, unknown>>(sql: string): T[] {
  const output = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", inject("stateDir"), "--json", "--command", sql],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  const results = JSON.parse(output) as { results: T[] }[];
  return results.at(-1)?.results ?? [];
}

export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

// The worker's session cookie (app/auth/session.server.ts), signed with wrangler.toml's development secret.
const sessionCookie = createCookie("nilecare-session", { secrets: ["dev-session-secret-not-for-production"] });

/** A confirmed patient with a live session, signed into the browser context. */
export async function signIn(context: BrowserContext) {
  const userId = crypto.randomUUID();
  const sessionId = crypto.randomUUID();
  const email = `patient-${userId}@example.com`;
  const now = Date.now();
  d1(
    [
      `INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES (${sqlText(userId)}, ${sqlText(email)}, 'unusable', ${now})`,
      `INSERT INTO profiles (user_id, username) VALUES (${sqlText(userId)}, 'patient')`,
      `INSERT INTO sessions (id, user_id, expires_at) VALUES (${sqlText(sessionId)}, ${sqlText(userId)}, ${now + 24 * 60 * 60 * 1000})`,
    ].join("; "),
  );
  const serialized = await sessionCookie.serialize(sessionId);
  const value = serialized.slice(serialized.indexOf("=") + 1, serialized.indexOf(";"));
  await context.addCookies([{ name: "nilecare-session", value, url: baseURL(), httpOnly: true, sameSite: "Lax" }]);
  return { userId, email };
}
