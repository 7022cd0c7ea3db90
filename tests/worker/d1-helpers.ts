import { env } from "cloudflare:workers";
import { vi } from "vitest";

/**
 * Requests read and write through a D1 session (app/db/d1-session.server.ts), whose statements do not pass
 * through `env.DB.prepare`. Tests that spy on the binding (to count statements or make them fail) call this
 * first: each request's session is then the binding itself, so the spies see every statement.
 */
export function statementsOnTheBinding() {
  const onBinding = {
    prepare: (query: string) => env.DB.prepare(query),
    batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
    getBookmark: () => null,
  };
  return vi.spyOn(env.DB, "withSession").mockImplementation(() => onBinding as unknown as D1DatabaseSession);
}
