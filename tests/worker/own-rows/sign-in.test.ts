import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_FAILURES_PER_CLIENT, MAX_FAILURES_PER_EMAIL } from "~/auth/login-protection.server";
import { resetLimit } from "~/security/rate-limit.server";
import { cookiesFrom, postForm, request } from "../helpers";
import { createAccount, eventData, GOOD_PASSWORD, signIn, waitForEvent } from "../account-helpers";

afterEach(() => vi.restoreAllMocks());

const LOCKED = "Too many failed login attempts. Please try again in 15 minutes.";

async function attempts(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT success, ip_address FROM login_attempts WHERE email = ? ORDER BY created_at",
  )
    .bind(email)
    .all<{ success: number; ip_address: string | null }>();
  return results;
}

describe("sign-in", () => {
  it("signs a confirmed patient in, goes to /dashboard with the toast, and logs it", async () => {
    const { userId, email } = await createAccount();
    const response = await signIn(email, GOOD_PASSWORD, { ip: "203.0.113.10" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
    const cookie = cookiesFrom(response);
    expect(cookie).toMatch(/nilecare-session=/);

    const dashboard = await request("/dashboard", { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain("Signed in successfully!");
    expect(html).toContain("Welcome!");

    const event = await waitForEvent("successful_login", (row) => row.user_id === userId);
    expect(event.risk_level).toBe("low");
    expect(event.ip_address).toBe("203.0.113.10");
    await vi.waitFor(async () => expect(await attempts(email)).toEqual([{ success: 1, ip_address: "203.0.113.10" }]));
  });

  it("accepts the address in any case and with spaces around it", async () => {
    const { email } = await createAccount();
    const response = await signIn(`  ${email.toUpperCase()} `, GOOD_PASSWORD);
    expect(response.headers.get("Location")).toBe("/dashboard");
  });

  it("gives a new session id at every sign-in and ends the one the browser held", async () => {
    const { email } = await createAccount();
    const first = cookiesFrom(await signIn(email, GOOD_PASSWORD));
    const second = cookiesFrom(await signIn(email, GOOD_PASSWORD, { headers: { Cookie: first } }), first);
    expect(second).toMatch(/nilecare-session=/);
    expect(second).not.toBe(first);
    expect((await request("/dashboard", { headers: { Cookie: second } })).status).toBe(200);
    expect((await request("/dashboard", { headers: { Cookie: first } })).status).toBe(302);
    // Another browser's session is not touched.
    const elsewhere = cookiesFrom(await signIn(email, GOOD_PASSWORD));
    cookiesFrom(await signIn(email, GOOD_PASSWORD, { headers: { Cookie: second } }), second);
    expect((await request("/dashboard", { headers: { Cookie: elsewhere } })).status).toBe(200);
  });

  it("returns to a safe redirectTo, and ignores one that leaves the site", async () => {
    const { email } = await createAccount();
    const back = await postForm("/auth", {
      intent: "sign-in",
      email,
      password: GOOD_PASSWORD,
      redirectTo: "/plan?step=2",
    });
    expect(back.headers.get("Location")).toBe("/plan?step=2");
    const away = await postForm("/auth", {
      intent: "sign-in",
      email,
      password: GOOD_PASSWORD,
      redirectTo: "//evil.example/",
    });
    expect(away.headers.get("Location")).toBe("/dashboard");
  });

  it("answers a wrong password and an unknown address with the same generic message", async () => {
    const { userId, email } = await createAccount();
    const wrong = await signIn(email, "Wrong-password-1!", { ip: "203.0.113.10" });
    const unknown = await signIn("nobody@example.com", "Wrong-password-1!");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [wrongHtml, unknownHtml] = [await wrong.text(), await unknown.text()];
    for (const html of [wrongHtml, unknownHtml]) {
      expect(html).toContain("Invalid email or password.");
      expect(html).toMatch(/>Error</);
      expect(html).not.toContain("Wrong-password-1!");
    }
    expect(wrong.headers.get("Set-Cookie") ?? "").not.toMatch(/nilecare-session=[^;]/);

    const event = await waitForEvent("failed_login", (row) => row.user_id === userId);
    expect(event.risk_level).toBe("medium");
    expect(eventData(event)).toMatchObject({ email, reason: "invalid_credentials" });
    await vi.waitFor(async () => expect(await attempts(email)).toEqual([{ success: 0, ip_address: "203.0.113.10" }]));
  });

  it("keeps the address typed and shows field errors when the form is incomplete", async () => {
    const response = await postForm("/auth", { intent: "sign-in", email: "not-an-address", password: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Password is required");
    expect(html).toContain('value="not-an-address"');
  });

  it(`refuses the attempt after ${MAX_FAILURES_PER_EMAIL} failures for one address with 429, even with the right password`, async () => {
    const { email } = await createAccount();
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      expect((await signIn(email, `Wrong-${i}-password!`)).status).toBe(401);
    }
    const sixth = await signIn(email, GOOD_PASSWORD);
    expect(sixth.status).toBe(429);
    const html = await sixth.text();
    expect(html).toContain(LOCKED);
    // The page (a post without JavaScript) carries the wait as Retry-After too, not only in its text.
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(sixth.headers.get("Set-Cookie") ?? "").not.toMatch(/nilecare-session=[^;]/);

    const blocked = await waitForEvent("login_blocked_rate_limit", (row) => eventData(row).email === email);
    expect(blocked.risk_level).toBe("high");
    expect(eventData(blocked)).toMatchObject({ reason: "email_limit" });
    expect(Number(eventData(blocked).retry_after_seconds)).toBeGreaterThan(14 * 60);

    // The same address is blocked from another IP too: the count is per address.
    expect((await signIn(email, GOOD_PASSWORD, { ip: "198.51.100.7" })).status).toBe(429);
  });

  it("lets the address in again once its 15-minute window has passed", async () => {
    const { email } = await createAccount();
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) await signIn(email, "Wrong-password-1!");
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(429);
    // The counter's window ends 15 minutes after the last counted attempt; resetting it stands in for the clock.
    await resetLimit("loginPerEmail", email);
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(302);
  });

  it(`blocks an IP after ${MAX_FAILURES_PER_CLIENT} failures across any addresses`, async () => {
    const ip = "192.0.2.99";
    for (let i = 0; i < MAX_FAILURES_PER_CLIENT; i++) {
      expect((await signIn(`guess-${i}@example.com`, "Wrong-password-1!", { ip })).status).toBe(401);
    }
    const { email } = await createAccount();
    const blocked = await signIn(email, GOOD_PASSWORD, { ip });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain(LOCKED);
    const event = await waitForEvent("login_blocked_rate_limit", (row) => row.ip_address === ip);
    expect(eventData(event)).toMatchObject({ reason: "ip_limit" });

    // Another IP is not affected.
    expect((await signIn(email, GOOD_PASSWORD, { ip: "192.0.2.100" })).status).toBe(302);
  });

  it("clears the address's failures after a correct password", async () => {
    const { email } = await createAccount();
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i++) await signIn(email, "Wrong-password-1!");
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(302);
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i++) await signIn(email, "Wrong-password-1!");
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(302);
  });

  it("counts per address when the IP is unknown", async () => {
    const { email } = await createAccount();
    const withoutIp = (password: string) =>
      postForm("/auth", { intent: "sign-in", email, password }, { headers: { "CF-Connecting-IP": "" } });
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) await withoutIp("Wrong-password-1!");
    expect((await withoutIp(GOOD_PASSWORD)).status).toBe(429);
    await vi.waitFor(async () => expect((await attempts(email)).every((a) => a.ip_address === null)).toBe(true));
  });

  it("allows sign-in when the limit store fails, and records a high-risk security event", async () => {
    const { email, userId } = await createAccount();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(env.RATE_LIMITER, "idFromName").mockImplementation(() => {
      throw new Error("Durable Object unavailable");
    });
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL + 2; i++) {
      expect((await signIn(email, "Wrong-password-1!")).status).toBe(401);
    }
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(302);
    expect(errors.mock.calls.flat().join("\n")).toContain("Rate limit loginPerEmail could not be checked; allowed");
    expect(errors.mock.calls.flat().join("\n")).not.toContain(email);
    const event = await waitForEvent("rate_limit_unavailable", (row) => eventData(row).email === email);
    expect(event.risk_level).toBe("high");
    expect(eventData(event).check).toBe("login");
    await waitForEvent("successful_login", (row) => row.user_id === userId);
  });

  it("says an unconfirmed address must be confirmed and offers to send the link again", async () => {
    const { userId, email } = await createAccount({ confirmed: false });
    const response = await signIn(email, GOOD_PASSWORD);
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Please confirm your email address before signing in.");
    expect(html).toContain("Send the confirmation link again");
    expect(html).toContain(`name="email" value="${email}"`);
    const event = await waitForEvent("failed_login", (row) => row.user_id === userId);
    expect(eventData(event).reason).toBe("email_not_confirmed");
  });
});

describe("sign-out", () => {
  it("ends the session, clears the cookie and logs user_signout", async () => {
    const { userId, email } = await createAccount();
    const cookie = cookiesFrom(await signIn(email, GOOD_PASSWORD));
    const response = await postForm("/auth/sign-out", {}, { headers: { Cookie: cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.getSetCookie().join("\n")).toMatch(/nilecare-session=;.*Max-Age=0/i);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?")
      .bind(userId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
    // The old cookie no longer opens the dashboard.
    expect((await request("/dashboard", { headers: { Cookie: cookie } })).status).toBe(302);
    const event = await waitForEvent("user_signout", (row) => row.user_id === userId);
    expect(event.risk_level).toBe("low");
  });

  it("cannot be triggered by a GET", async () => {
    const { email } = await createAccount();
    const cookie = cookiesFrom(await signIn(email, GOOD_PASSWORD));
    await request("/auth/sign-out", { headers: { Cookie: cookie } });
    expect((await request("/dashboard", { headers: { Cookie: cookie } })).status).toBe(200);
  });
});
