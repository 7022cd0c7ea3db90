import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { statementsOnTheBinding } from "./d1-helpers";

/** The text of a page as a visitor reads it: tags become spaces, React's text separators and the invisible direction marks vanish. */
export function textOf(html: string) {
  return html
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The names on the doctor cards, in page order. */
export function cardNames(html: string) {
  return [...html.matchAll(/<h3[^>]*>(Dr\. [^<]+)<\/h3>/g)].map((m) => m[1]);
}

/** Names of doctors straight from D1, the oracle the pages are checked against. */
export async function doctorNames(where: string, ...bindings: unknown[]) {
  const { results } = await env.DB.prepare(
    `SELECT d.name FROM doctors d WHERE d.is_active = 1 AND (${where})
     ORDER BY d.patient_rating DESC, d.total_reviews DESC, d.name ASC`,
  )
    .bind(...bindings)
    .all<{ name: string }>();
  return results.map((r) => r.name);
}

/** How many D1 statements `run` prepares: drizzle prepares one per query, batched or not. */
export async function countQueries(run: () => Promise<unknown>) {
  const onBinding = statementsOnTheBinding();
  const spy = vi.spyOn(env.DB, "prepare");
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
    onBinding.mockRestore();
  }
}

/** Makes every query on `table` fail while `run` executes, as a D1 outage would. */
export async function withTableMissing(table: string, run: () => Promise<void>) {
  await env.DB.exec(`ALTER TABLE ${table} RENAME TO ${table}_away`);
  try {
    await run();
  } finally {
    await env.DB.exec(`ALTER TABLE ${table}_away RENAME TO ${table}`);
  }
}
