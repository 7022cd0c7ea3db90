import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { rateLimits, resetLimit } from "~/security/rate-limit.server";
import { cookiesFrom, postForm, request } from "./helpers";
import {
  captureEmails,
  createAccount,
  eventData,
  GOOD_PASSWORD,
  randomIp,
  signIn,
  tokenFrom,
  waitForEvent,
} from "./account-helpers";

afterEach(() => vi.restoreAllMocks());

/** The answers of one rate-limit counter (`<limit>:<subject>`) to `take`, as they are asked from now on. */
function counterAnswers(name: string) {
  const answers: Promise<unknown>[] = [];
  const counter = env.RATE_LIMITER.idFromName(name);
  const get = env.RATE_LIMITER.get.bind(env.RATE_LIMITER);
  vi.spyOn(env.RATE_LIMITER, "get").mockImplementation((id, options) => {
    const stub = get(id, options);
    if (!id.equals(counter)) return stub;
    const take: typeof stub.take = (...args) => {
      const answer = stub.take(...args);
      answers.push(answer);
      return answer;
    };
    return new Proxy(stub, { get: (target, key) => (key === "take" ? take : Reflect.get(target, key)) });
  });
  return answers;
}

const EXISTS =
  'An account with this email address already exists. Please sign in instead or use the "Forgot Password" option if you need to reset your password.';

function signUp(
  fields: Partial<Record<"username" | "email" | "password" | "confirmPassword", string>>,
  ip = randomIp(),
) {
  return postForm(
    "/auth?tab=signup",
    { intent: "sign-up", password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...fields },
    { headers: { "CF-Connecting-IP": ip } },
  );
}

const htmlDecode = (html: string) => html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

describe("sign-up", () => {
  it("creates the account and profile, queues only the confirmation e-mail, and says to check e-mail", async () => {
    const { jobs } = captureEmails();
    const email = `New.Patient-${crypto.randomUUID()}@Example.com`;
    const response = await signUp({ username: "Amira", email });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?notice=check-email");

    const stored = email.toLowerCase();
    const user = await env.DB.prepare(
      "SELECT u.id, u.password_hash, u.email_confirmed_at, p.username, p.role FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.email = ?",
    )
      .bind(stored)
      .first<{
        id: string;
        password_hash: string;
        email_confirmed_at: number | null;
        username: string;
        role: string;
      }>();
    expect(user).toMatchObject({ username: "Amira", role: "user", email_confirmed_at: null });
    expect(user!.password_hash).toMatch(/^pbkdf2-sha256\$\d+\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);

    await vi.waitFor(() => expect(jobs()).toHaveLength(1));
    const confirmation = jobs().find((job) => job.type === "signup-confirmation");
    expect(confirmation).toMatchObject({ to: stored, username: "Amira" });
    // Links come from SITE_URL, never from the request's host.
    expect(confirmation && "confirmUrl" in confirmation && confirmation.confirmUrl).toMatch(
      new RegExp(`^${env.SITE_URL}/auth/confirm\\?token=[A-Za-z0-9_-]{43}$`),
    );
    // "Your account is ready" waits for the confirmation.
    expect(jobs().find((job) => job.type === "welcome")).toBeUndefined();

    // The stored token is the hash, not the token that was e-mailed.
    const token = tokenFrom((confirmation as { confirmUrl: string }).confirmUrl);
    const row = await env.DB.prepare("SELECT token_hash, expires_at FROM auth_tokens WHERE user_id = ?")
      .bind(user!.id)
      .first<{ token_hash: string; expires_at: number }>();
    expect(row!.token_hash).not.toContain(token);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expires_at - Date.now()).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    expect(row!.expires_at - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);

    const event = await waitForEvent("successful_signup", (r) => r.user_id === user!.id);
    expect(event.risk_level).toBe("low");

    const page = await (
      await request("/auth?notice=check-email", { headers: { Cookie: cookiesFrom(response) } })
    ).text();
    expect(page).toContain("Account Created Successfully!");
    expect(page).toContain("Please check your email for a confirmation link");
  });

  it("greets with the address's local part when no username is given, and shows 'User'", async () => {
    const { jobs } = captureEmails();
    const email = `fatma-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await signUp({ email, username: "   " });
    await vi.waitFor(() => expect(jobs()).toHaveLength(1));
    const confirmUrl = (jobs().find((job) => job.type === "signup-confirmation") as { confirmUrl: string }).confirmUrl;
    const confirmed = await request(new URL(confirmUrl).pathname + new URL(confirmUrl).search);
    await vi.waitFor(() =>
      expect(jobs().find((job) => job.type === "welcome")).toMatchObject({ username: email.split("@")[0] }),
    );
    const header = await (await request("/", { headers: { Cookie: cookiesFrom(confirmed) } })).text();
    expect(header).toContain("Welcome, User");
  });

  it("confirms the address through the link once, signing the patient in at /dashboard", async () => {
    const { jobs } = captureEmails();
    const email = `confirm-${crypto.randomUUID()}@example.com`;
    await signUp({ email, username: "Omar" });
    await vi.waitFor(() => expect(jobs().some((job) => job.type === "signup-confirmation")).toBe(true));
    const url = new URL(
      (jobs().find((job) => job.type === "signup-confirmation") as { confirmUrl: string }).confirmUrl,
    );

    const before = await signIn(email, GOOD_PASSWORD);
    expect(before.status).toBe(403);

    const confirmed = await request(url.pathname + url.search);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/dashboard");
    const dashboard = await request("/dashboard", { headers: { Cookie: cookiesFrom(confirmed) } });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Omar");

    // The welcome e-mail goes once, after the confirmation.
    await vi.waitFor(() => expect(jobs().filter((job) => job.type === "welcome")).toEqual([
      { type: "welcome", to: email, userId: expect.any(String), username: "Omar" },
    ]));

    const again = await request(url.pathname + url.search);
    expect(again.headers.get("Location")).toBe("/auth");
    expect(cookiesFrom(again)).not.toMatch(/nilecare-session=/);
    const refused = await (await request("/auth", { headers: { Cookie: cookiesFrom(again) } })).text();
    expect(refused).toContain("This confirmation link is invalid or has expired.");

    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(302);
  });

  it("refuses an expired confirmation link", async () => {
    const { jobs } = captureEmails();
    const email = `late-${crypto.randomUUID()}@example.com`;
    await signUp({ email });
    await vi.waitFor(() => expect(jobs().some((job) => job.type === "signup-confirmation")).toBe(true));
    const url = new URL(
      (jobs().find((job) => job.type === "signup-confirmation") as { confirmUrl: string }).confirmUrl,
    );
    await env.DB.prepare("UPDATE auth_tokens SET expires_at = ? WHERE purpose = 'email_confirmation'")
      .bind(Date.now() - 1000)
      .run();
    const response = await request(url.pathname + url.search);
    expect(response.headers.get("Location")).toBe("/auth");
    expect(cookiesFrom(response)).not.toMatch(/nilecare-session=/);
  });

  it("sends a new confirmation link on request, and the earlier link keeps working until it expires", async () => {
    const { jobs } = captureEmails();
    const { email } = await createAccount({ confirmed: false, username: "Laila" });
    const first = await postForm("/auth", { intent: "resend-confirmation", email });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Confirmation Email Sent");
    await vi.waitFor(() => expect(jobs()).toHaveLength(1));
    expect(jobs()[0]).toMatchObject({ type: "signup-confirmation", to: email, username: "Laila" });

    // A second request within a minute sends nothing more, and the answer is the same for any address. The link is
    // sent after the answer: wait for the address's counter to refuse the second one instead of a fixed time.
    const refusals = counterAnswers(`accountEmailPerAddress:confirm:${email}`);
    const second = await postForm("/auth", { intent: "resend-confirmation", email });
    expect(await second.text()).toContain("Confirmation Email Sent");
    const unknown = await postForm("/auth", { intent: "resend-confirmation", email: "nobody@example.com" });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain("Confirmation Email Sent");
    await vi.waitFor(() => expect(refusals).toHaveLength(1));
    expect(await refusals[0]).toMatchObject({ allowed: false });
    expect(jobs()).toHaveLength(1);
    vi.mocked(env.RATE_LIMITER.get).mockRestore();

    // A minute later (the throttle window ended) a second link is sent; the first still works.
    await resetLimit("accountEmailPerAddress", `confirm:${email}`);
    await postForm("/auth", { intent: "resend-confirmation", email });
    await vi.waitFor(() => expect(jobs()).toHaveLength(2));
    const [older, newer] = jobs().map((job) => new URL((job as { confirmUrl: string }).confirmUrl));
    expect((await request(older!.pathname + older!.search)).headers.get("Location")).toBe("/dashboard");
    // Each link is single-use, and the address is confirmed either way.
    expect((await request(older!.pathname + older!.search)).headers.get("Location")).toBe("/auth");
    expect((await request(newer!.pathname + newer!.search)).headers.get("Location")).toBe("/dashboard");
  });

  it("refuses an address that already has an account and logs blocked_duplicate_signup", async () => {
    const { email } = await createAccount();
    const { jobs } = captureEmails();
    const response = await signUp({ email: email.toUpperCase() });
    expect(response.status).toBe(409);
    const html = htmlDecode(await response.text());
    expect(html).toContain(EXISTS);
    expect(html).toMatch(/>Error</);
    const event = await waitForEvent("blocked_duplicate_signup", (row) => eventData(row).email === email);
    expect(event.risk_level).toBe("medium");
    expect(jobs()).toHaveLength(0);
  });

  it("proceeds when the existence check fails, and the unique address still holds (failed_signup existing_email, high)", async () => {
    const { email } = await createAccount();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(db.query.users, "findFirst").mockRejectedValueOnce(new Error("D1 unavailable"));
    const response = await signUp({ email });
    expect(response.status).toBe(409);
    expect(htmlDecode(await response.text())).toContain(EXISTS);
    expect(errors.mock.calls.flat().join("\n")).toContain("E-mail existence check failed, sign-up proceeds");
    const event = await waitForEvent("failed_signup", (row) => eventData(row).email === email);
    expect(event.risk_level).toBe("high");
    expect(eventData(event).error_type).toBe("existing_email");
    const count = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("creates the account when the existence check fails for a new address", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    captureEmails();
    vi.spyOn(db.query.users, "findFirst").mockRejectedValueOnce(new Error("D1 unavailable"));
    const email = `fresh-${crypto.randomUUID()}@example.com`;
    expect((await signUp({ email })).status).toBe(302);
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).not.toBeNull();
  });

  it("refuses a weak password with the toast and the inline rule message, and logs weak_password", async () => {
    const email = `weak-${crypto.randomUUID()}@example.com`;
    const response = await signUp({ email, username: "Sara", password: "password", confirmPassword: "password" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Password too weak");
    expect(html).toContain("Please meet all password requirements");
    expect(html).toContain("Password is too weak. Please choose a stronger password with at least 8 characters");
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain('value="Sara"');
    expect(html).not.toContain('value="password"');
    const event = await waitForEvent("failed_signup", (row) => eventData(row).email === email);
    expect(event.risk_level).toBe("medium");
    expect(eventData(event).error_type).toBe("weak_password");
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
  });

  it("refuses each of the five rules on its own", async () => {
    for (const password of ["Sh0rt!", "lowercase-only-1", "UPPERCASE-ONLY-1", "No-Numbers-Here", "NoSpecial123"]) {
      const response = await signUp({
        email: `rule-${crypto.randomUUID()}@example.com`,
        password,
        confirmPassword: password,
      });
      expect(response.status, password).toBe(400);
      expect(await response.text(), password).toContain("Password too weak");
    }
  });

  it("refuses a confirmation that differs with the toast and the inline message", async () => {
    const response = await signUp({
      email: `typo-${crypto.randomUUID()}@example.com`,
      confirmPassword: "Nile-River-2025!",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please make sure both passwords are identical");
    expect(html).toMatch(/id="sign-up-confirmPassword-error"[^>]*>Passwords do not match</);
  });

  it("refuses a missing or malformed address and an over-long username", async () => {
    const response = await signUp({ email: "nope", username: "x".repeat(51) });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Username must be at most 50 characters");
  });

  it(`stops a client after ${rateLimits.signupPerClient.max} sign-ups an hour, saying the real wait (failed_signup rate_limited, medium)`, async () => {
    captureEmails();
    const ip = "198.51.100.42";
    for (let i = 0; i < rateLimits.signupPerClient.max; i++) {
      expect((await signUp({ email: `burst-${i}-${crypto.randomUUID()}@example.com` }, ip)).status).toBe(302);
    }
    const email = `burst-last-${crypto.randomUUID()}@example.com`;
    const refused = await signUp({ email }, ip);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many signup attempts from your network. Please try again in 1 hour.");
    const event = await waitForEvent("failed_signup", (row) => eventData(row).email === email);
    expect(event.risk_level).toBe("medium");
    expect(eventData(event).error_type).toBe("rate_limited");
  });

  it("answers a database failure while creating the account with the error toast (failed_signup other)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const email = `broken-${crypto.randomUUID()}@example.com`;
    vi.spyOn(db, "batch").mockRejectedValueOnce(new Error("D1 is down"));
    const response = await signUp({ email });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("We could not create your account. Please try again in a moment.");
    const event = await waitForEvent("failed_signup", (row) => eventData(row).email === email);
    expect(eventData(event).error_type).toBe("other");
    expect(event.risk_level).toBe("medium");
  });

  it("still creates the account when the e-mail queue fails, and logs only that", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(env.EMAIL_QUEUE, "send").mockRejectedValue(new Error("Queue unavailable"));
    const email = `noqueue-${crypto.randomUUID()}@example.com`;
    expect((await signUp({ email })).status).toBe(302);
    await vi.waitFor(() =>
      expect(errors.mock.calls.flat().join("\n")).toContain("Could not queue the signup-confirmation e-mail"),
    );
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).not.toBeNull();
  });
});
