import { env } from "cloudflare:workers";
import { notFound } from "~/utils/not-found";
import { isDevelopmentRequest } from "./development.server";

/** The header a test sends with the token of its server (docs/decisions/0105-tests.md). */
export const TEST_CONTROL_HEADER = "X-Test-Control-Token";

const encoder = new TextEncoder();

/**
 * Whether a request may use the test-control endpoints: only as a development request (development or test, from
 * this machine), never on a server started without a token (plain `npm start`), and only with that server's token,
 * compared in constant time.
 */
export function isTestControlRequest(request: Request) {
  const token = env.TEST_CONTROL_TOKEN;
  if (!token || !isDevelopmentRequest(request)) return false;
  const sent = encoder.encode(request.headers.get(TEST_CONTROL_HEADER) ?? "");
  const expected = encoder.encode(token);
  if (sent.byteLength !== expected.byteLength) return false;
  let difference = 0;
  for (let i = 0; i < sent.byteLength; i++) difference |= sent[i]! ^ expected[i]!;
  return difference === 0;
}

/** Everyone else gets the ordinary 404: nothing tells that the endpoint exists. */
export function assertTestControlRequest(request: Request) {
  if (!isTestControlRequest(request)) notFound();
}

/** Splits SQL into statements at semicolons outside quotes ('…', "…") and comments. */
export function splitStatements(sql: string) {
  const statements: string[] = [];
  let current = "";
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end;
      continue;
    } else if (char === ";") {
      if (current.trim()) statements.push(current.trim());
      current = "";
      continue;
    }
    current += char;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/**
 * Runs a test's SQL against D1 as one batch (all statements or none) and returns the rows of the last one.
 * Raw SQL on purpose: tests seed and inspect any table the way `wrangler d1 execute` let them.
 */
export async function runTestSql(sql: string) {
  const statements = splitStatements(sql);
  if (statements.length === 0) return [];
  const results = await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
  return results.at(-1)?.results ?? [];
}

/** The header a test sends to have its request handled at a fixed instant (an ISO 8601 date and time). */
export const TEST_NOW_HEADER = "X-Test-Now";

/** The fixed "now" a test asked for, or null (always null outside development and without the token). */
export function fixedNowOf(request: Request) {
  const value = request.headers.get(TEST_NOW_HEADER);
  if (value === null || !isTestControlRequest(request)) return null;
  const at = Date.parse(value);
  return Number.isFinite(at) ? at : null;
}
