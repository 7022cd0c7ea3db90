import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { loggableError } from "~/utils/loggable-error";
import { createSignedInUser } from "./auth-helpers";
import { request } from "./helpers";

afterEach(() => vi.restoreAllMocks());

function captureLogs() {
  const lines: string[] = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(" "));
    });
  }
  return lines;
}

describe("logged errors", () => {
  it("keep the SQL and the database's message of a failed query, not its parameters", async () => {
    const hash = `pbkdf2-sha256$100000$${"s".repeat(24)}$${"h".repeat(44)}`;
    const error = await db
      .insert(users)
      .values({ id: "x", email: "NOT-LOWERCASE@example.com", passwordHash: hash })
      .catch((e: unknown) => e);
    expect(String((error as Error).message)).toContain(hash);
    const logged = String(loggableError(error));
    expect(logged).toContain("CHECK constraint failed: users_email_lowercase");
    expect(logged).toContain('insert into "users"');
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain("NOT-LOWERCASE@example.com");
  });

  it("pass other errors through unchanged", () => {
    const error = new Error("something else");
    expect(loggableError(error)).toBe(error);
  });

  it("of a page whose database read fails do not contain the session id", async () => {
    const { cookie } = await createSignedInUser();
    const sessionId = (await env.DB.prepare("SELECT id FROM sessions").first<{ id: string }>())!.id;
    const lines = captureLogs();
    await env.DB.prepare("DROP TABLE sessions").run();
    const response = await request("/dashboard", { headers: { Cookie: cookie } });
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).toContain("We could not reach our records; please try again in a minute.");
    expect(lines.join("\n")).toContain("Database query failed (");
    for (const text of [body, ...lines]) expect(text).not.toContain(sessionId);
  });
});
