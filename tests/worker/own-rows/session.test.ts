import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  createSession,
  destroySession,
  replaceAllSessions,
  getAuthSession,
  requireUserId,
  signedInUserId,
  SESSION_LIFETIME_MS,
} from "~/auth/session.server";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { createSignedInUser } from "../auth-helpers";
import { ORIGIN } from "../helpers";

const withCookie = (cookie: string, path = "/") => new Request(new URL(path, ORIGIN), { headers: { Cookie: cookie } });

describe("sessions", () => {
  it("identifies the user behind a signed session cookie", async () => {
    const { userId, cookie } = await createSignedInUser();
    expect(signedInUserId(await getAuthSession(withCookie(cookie)))).toBe(userId);
  });

  it("rejects a tampered or missing cookie", async () => {
    const { cookie } = await createSignedInUser();
    // Change a character of the signed value itself: a change in the signature's last
    // character may only touch base64 padding bits and leave the signature valid.
    const at = cookie.indexOf("=") + 4;
    const tampered = cookie.slice(0, at) + (cookie[at] === "A" ? "B" : "A") + cookie.slice(at + 1);
    expect(signedInUserId(await getAuthSession(withCookie(tampered)))).toBeNull();
    expect(signedInUserId(await getAuthSession(new Request(ORIGIN)))).toBeNull();
  });

  it("gives a new id at every sign-in", async () => {
    const { userId, cookie } = await createSignedInUser();
    const second = (await createSession(userId)).split(";")[0]!;
    expect(second).not.toBe(cookie);
    const { results } = await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ?").bind(userId).all();
    expect(results).toHaveLength(2);
  });

  it("refuses an expired session", async () => {
    const { userId, cookie } = await createSignedInUser();
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(Date.now() - 1000, userId).run();
    expect(signedInUserId(await getAuthSession(withCookie(cookie)))).toBeNull();
  });

  it("renews a session used shortly before it runs out, and only then", async () => {
    const { userId, cookie } = await createSignedInUser();
    const fresh = await getAuthSession(withCookie(cookie));
    expect(fresh?.renewedCookie).toBeNull();

    const soon = Date.now() + 2 * 24 * 60 * 60 * 1000;
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(soon, userId).run();
    const renewed = await getAuthSession(withCookie(cookie));
    expect(renewed?.renewedCookie).toMatch(/^nilecare-session=/);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000);
  });

  it("deletes the session at sign-out", async () => {
    const { userId, cookie } = await createSignedInUser();
    const cleared = await destroySession(withCookie(cookie));
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(signedInUserId(await getAuthSession(withCookie(cookie)))).toBeNull();
    const row = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").bind(userId).first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("does not treat a recovery session as signed in", async () => {
    const { userId } = await createSignedInUser();
    const recovery = (await createSession(userId, { isRecovery: true })).split(";")[0]!;
    expect(signedInUserId(await getAuthSession(withCookie(recovery)))).toBeNull();
    expect((await getAuthSession(withCookie(recovery)))?.isRecovery).toBe(true);
  });

  it("sends a signed-out visitor to /auth and back", async () => {
    const thrown = await Promise.resolve()
      .then(() => requireUserId({ request: new Request(`${ORIGIN}/plan?step=5`), context: new RouterContextProvider() }))
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/auth?redirectTo=%2Fplan%3Fstep%3D5");
  });

  it("ends every session of the user, recovery ones included, when the password changes", async () => {
    const { userId, cookie } = await createSignedInUser();
    const recovery = (await createSession(userId, { isRecovery: true })).split(";")[0]!;
    const other = await createSignedInUser();
    const fresh = (await replaceAllSessions(userId, new Request("http://localhost/account"))).split(";")[0]!;
    expect(signedInUserId(await getAuthSession(withCookie(cookie)))).toBeNull();
    expect(await getAuthSession(withCookie(recovery))).toBeNull();
    expect(signedInUserId(await getAuthSession(withCookie(fresh)))).toBe(userId);
    // Nobody else is signed out.
    expect(signedInUserId(await getAuthSession(withCookie(other.cookie)))).toBe(other.userId);
  });

  it("leaves the sessions alone when the statements run with them fail", async () => {
    const { userId, cookie } = await createSignedInUser();
    const failing = db.insert(users).values({ id: crypto.randomUUID(), email: "NOT-LOWERCASE@example.com", passwordHash: "x" });
    await expect(replaceAllSessions(userId, new Request("http://localhost/account"), [failing])).rejects.toThrow();
    expect(signedInUserId(await getAuthSession(withCookie(cookie)))).toBe(userId);
  });

  it("does not renew a recovery session", async () => {
    const { userId } = await createSignedInUser();
    const recovery = (await createSession(userId, { isRecovery: true })).split(";")[0]!;
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE is_recovery = 1 AND user_id = ?").bind(Date.now() + 60_000, userId).run();
    expect((await getAuthSession(withCookie(recovery)))?.renewedCookie).toBeNull();
  });
});
