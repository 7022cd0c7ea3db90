import { env } from "cloudflare:workers";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { handleError } from "~/entry.server";
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

describe("expected answers", () => {
  it("are not logged as errors: the console's 404 for a visitor, an unknown page, a case that is not theirs", async () => {
    const { cookie } = await createSignedInUser();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const [path, headers] of [
      ["/staff", {}],
      ["/staff/cases/00000000-0000-4000-8000-000000000000", { Cookie: cookie }],
      ["/no/such/page", {}],
    ] as const) {
      expect((await request(path, { headers })).status, path).toBe(404);
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it("are not logged when React Router hands one to the error handler (a boundary passing a 404 on), failures are", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request("https://nilecare.example/staff");
    const args = { request, params: {}, context: new RouterContextProvider() };
    handleError(new ErrorResponseImpl(404, "Not Found", null), args);
    expect(errors).not.toHaveBeenCalled();
    handleError(new ErrorResponseImpl(500, "Internal Server Error", null), args);
    handleError(new Error("the render failed"), args);
    expect(errors).toHaveBeenCalledTimes(2);
  });
});

// The last test drops a table, which every later test in this file would miss.
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

