import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { rateLimits, resetLimit } from "~/security/rate-limit.server";
import type { EmailJob } from "~/email/email.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { site } from "~content/site";
import { cookiesFrom, postForm, request } from "../helpers";
import {
  captureEmails,
  createAccount,
  eventData,
  GOOD_PASSWORD,
  randomIp,
  signIn,
  tokenFrom,
  waitForEvent,
} from "../account-helpers";
import { eachLocale } from "../locale-helpers";
import { unescapeHtml, waitForMail } from "../mail-helpers";

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

const OWNER_PASSWORD = "Owner-Chosen-2026!";
const INVALID_LINK = "This confirmation link is invalid or has expired. Sign in to get a new one.";

function signUp(
  fields: Partial<Record<"username" | "email" | "password" | "confirmPassword", string>>,
  ip = randomIp(),
  path = "/auth?tab=signup",
) {
  return postForm(
    path,
    { intent: "sign-up", password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...fields },
    { headers: { "CF-Connecting-IP": ip } },
  );
}

/** The site path (with its token) of the newest confirmation e-mail to this address, once it is queued. */
async function confirmationLink(jobs: () => EmailJob[], email: string, count = 1) {
  return vi.waitFor(() => {
    const sent = jobs().flatMap((job) => (job.type === "signup-confirmation" && job.to === email ? [job] : []));
    expect(sent.length).toBeGreaterThanOrEqual(count);
    const url = new URL(sent[count - 1]!.confirmUrl);
    return url.pathname + url.search;
  });
}

/** The confirmation page's form, posted as a browser without JavaScript posts it. */
function confirmWith(link: string, password: string, confirmPassword = password, init: RequestInit = {}) {
  return postForm(link, { intent: "confirm-address", password, confirmPassword }, init);
}

/** A page as the visitor sees it: without the CSP nonce and the toasts' random ids, the only parts that differ. */
const comparable = (html: string) =>
  html.replace(/nonce="[^"]*"/g, "").replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "");

const userRow = (email: string) =>
  env.DB.prepare(
    "SELECT u.id, u.password_hash, u.email_confirmed_at, u.locale, u.created_at, p.username FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.email = ?",
  )
    .bind(email)
    .first<{ id: string; password_hash: string; email_confirmed_at: number | null; locale: string; created_at: number; username: string | null }>();

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
    const confirmed = await confirmWith(await confirmationLink(jobs, email), GOOD_PASSWORD);
    await vi.waitFor(() =>
      expect(jobs().find((job) => job.type === "welcome")).toMatchObject({ username: email.split("@")[0] }),
    );
    const header = await (await request("/", { headers: { Cookie: cookiesFrom(confirmed) } })).text();
    expect(header).toContain("Welcome, User");
  });

  it("opens the e-mailed link without using it up; its form sets the password, confirms and signs in at /dashboard", async () => {
    const { jobs } = captureEmails();
    const email = `confirm-${crypto.randomUUID()}@example.com`;
    await signUp({ email, username: "Omar" });
    const link = await confirmationLink(jobs, email);
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(403);

    // Mail scanners open links before the patient does: opening it twice uses nothing up and signs nobody in.
    for (let open = 0; open < 2; open++) {
      const page = await request(link);
      expect(page.status).toBe(200);
      expect(cookiesFrom(page)).not.toMatch(/nilecare-session=/);
      const html = unescapeHtml(await page.text());
      expect(html).toContain("<h1");
      expect(html).toContain("Confirm your email address");
      expect(html).toContain(email);
      expect(html).toContain('id="confirm-address-password"');
      expect(html).toContain('id="confirm-address-confirmPassword"');
    }
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(403);

    const confirmed = await confirmWith(link, OWNER_PASSWORD);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/dashboard");
    const dashboard = await request("/dashboard", { headers: { Cookie: cookiesFrom(confirmed) } });
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain("Omar");
    expect(html).toContain("Email Confirmed");

    // The welcome e-mail goes once, after the confirmation.
    await vi.waitFor(() => expect(jobs().filter((job) => job.type === "welcome")).toEqual([
      { type: "welcome", to: email, userId: expect.any(String), username: "Omar" },
    ]));

    // The link works once, opened or posted.
    const again = await request(link);
    expect(again.headers.get("Location")).toBe("/auth");
    expect(cookiesFrom(again)).not.toMatch(/nilecare-session=/);
    expect(await (await request("/auth", { headers: { Cookie: cookiesFrom(again) } })).text()).toContain(INVALID_LINK);
    const reposted = await confirmWith(link, "Another-Choice-2026!");
    expect(reposted.headers.get("Location")).toBe("/auth");
    expect(cookiesFrom(reposted)).not.toMatch(/nilecare-session=/);

    // The password chosen on the page is the account's; the one typed at sign-up no longer is.
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(302);
    const { id } = (await userRow(email))!;
    const event = await waitForEvent("password_updated", (row) => row.user_id === id);
    expect(eventData(event).via).toBe("address_confirmation");
  });

  it("refuses a weak or different password on the confirmation page with the toasts, and the link keeps working", async () => {
    const { jobs } = captureEmails();
    const email = `confirm-weak-${crypto.randomUUID()}@example.com`;
    await signUp({ email });
    const link = await confirmationLink(jobs, email);

    const weak = await confirmWith(link, "password");
    expect(weak.status).toBe(400);
    const weakHtml = unescapeHtml(await weak.text());
    expect(weakHtml).toContain("Password too weak");
    expect(weakHtml).toContain("Please meet all password requirements");
    expect(weakHtml).toContain("Password is too weak. Please choose a stronger password with at least 8 characters");
    expect(weakHtml).not.toContain('value="password"');
    expect(cookiesFrom(weak)).not.toMatch(/nilecare-session=/);

    const different = await confirmWith(link, OWNER_PASSWORD, `${OWNER_PASSWORD}x`);
    expect(different.status).toBe(400);
    const differentHtml = await different.text();
    expect(differentHtml).toContain("Please make sure both passwords are identical");
    expect(differentHtml).toMatch(/id="confirm-address-confirmPassword-error"[^>]*>Passwords do not match</);

    expect((await userRow(email))!.email_confirmed_at).toBeNull();
    expect((await confirmWith(link, OWNER_PASSWORD)).headers.get("Location")).toBe("/dashboard");
  });

  it("lets one of two simultaneous posts of a link win; the other signs nobody in", async () => {
    const { jobs } = captureEmails();
    const email = `confirm-twice-${crypto.randomUUID()}@example.com`;
    await signUp({ email });
    const link = await confirmationLink(jobs, email);
    const answers = await Promise.all([confirmWith(link, OWNER_PASSWORD), confirmWith(link, "Other-Tab-Choice-2026!")]);
    expect(answers.map((a) => a.headers.get("Location")).sort()).toEqual(["/auth", "/dashboard"]);
    const winner = answers.find((a) => a.headers.get("Location") === "/dashboard")!;
    const loser = answers.find((a) => a.headers.get("Location") === "/auth")!;
    expect(cookiesFrom(loser)).not.toMatch(/nilecare-session=/);
    expect((await request("/dashboard", { headers: { Cookie: cookiesFrom(winner) } })).status).toBe(200);
    const { results } = await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ?").bind((await userRow(email))!.id).all();
    expect(results).toHaveLength(1);
  });

  it("refuses an expired confirmation link", async () => {
    const { jobs } = captureEmails();
    const email = `late-${crypto.randomUUID()}@example.com`;
    await signUp({ email });
    const link = await confirmationLink(jobs, email);
    await env.DB.prepare("UPDATE auth_tokens SET expires_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)")
      .bind(Date.now() - 1000, email)
      .run();
    for (const response of [await request(link), await confirmWith(link, OWNER_PASSWORD)]) {
      expect(response.headers.get("Location")).toBe("/auth");
      expect(cookiesFrom(response)).not.toMatch(/nilecare-session=/);
    }
    expect((await userRow(email))!.email_confirmed_at).toBeNull();
  });

  it("sends a new confirmation link on request; either link confirms, and once one has, neither works", async () => {
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
    const [older, newer] = [await confirmationLink(jobs, email, 1), await confirmationLink(jobs, email, 2)];
    expect((await request(newer)).status).toBe(200);
    expect((await confirmWith(older, OWNER_PASSWORD)).headers.get("Location")).toBe("/dashboard");
    // The address is confirmed: no link of it confirms again (or sets another password).
    expect((await request(older)).headers.get("Location")).toBe("/auth");
    expect((await confirmWith(newer, "Second-Choice-2026!")).headers.get("Location")).toBe("/auth");
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(302);
  });

  it("proceeds when the existence check fails, and the unique address still holds (failed_signup existing_email, high)", async () => {
    const { email } = await createAccount();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(db.query.users, "findFirst").mockRejectedValueOnce(new Error("D1 unavailable"));
    const response = await signUp({ email });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?notice=check-email");
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
    vi.spyOn(env.EMAIL_QUEUE, "sendBatch").mockRejectedValue(new Error("Queue unavailable"));
    const email = `noqueue-${crypto.randomUUID()}@example.com`;
    expect((await signUp({ email })).status).toBe(302);
    await vi.waitFor(() =>
      expect(errors.mock.calls.flat().join("\n")).toContain("Could not queue the signup-confirmation e-mail"),
    );
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).not.toBeNull();
  });
});

describe("an address someone else signed up with first", () => {
  const SQUATTER_PASSWORD = "Squatter-Chose-2026!";

  /** A contact message from the owner's address, written before anyone confirmed it: its case waits for the owner. */
  async function ownerWrites(email: string) {
    const sent = await postForm(
      "/contact",
      { firstName: "Mona", lastName: "Adel", email, treatment: "dental-care", message: "I would like a quote for two implants." },
      { headers: { "CF-Connecting-IP": randomIp() } },
    );
    expect(sent.status).toBe(302);
  }

  const caseOwner = async (email: string) =>
    (await env.DB.prepare("SELECT patient_user_id FROM cases WHERE patient_email = ?").bind(email).first<{ patient_user_id: string | null }>())
      ?.patient_user_id;

  it("the owner's own sign-up answers as for a new address and replaces the pending one: the squatter's password never opens the account", async () => {
    const { jobs } = captureEmails();
    const email = `owner-${crypto.randomUUID()}@example.com`;
    await ownerWrites(email);
    const squatter = await signUp({ email, username: "Squatter", password: SQUATTER_PASSWORD, confirmPassword: SQUATTER_PASSWORD });
    expect(squatter.status).toBe(302);
    const squattersLink = await confirmationLink(jobs, email, 1);

    // The owner tries to sign up: the same answer as for any new address, and a new e-mail.
    const owner = await signUp({ email, username: "Mona", password: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD });
    expect(owner.status).toBe(302);
    expect(owner.headers.get("Location")).toBe("/auth?notice=check-email");
    expect(await (await request("/auth?notice=check-email", { headers: { Cookie: cookiesFrom(owner) } })).text()).toContain(
      "Account Created Successfully!",
    );
    const ownersLink = await confirmationLink(jobs, email, 2);
    expect((await userRow(email))!.username).toBe("Mona");

    // The first sign-up's e-mail no longer confirms anything.
    expect((await request(squattersLink)).headers.get("Location")).toBe("/auth");
    expect((await confirmWith(squattersLink, SQUATTER_PASSWORD)).headers.get("Location")).toBe("/auth");

    const confirmed = await confirmWith(ownersLink, OWNER_PASSWORD);
    expect(confirmed.headers.get("Location")).toBe("/dashboard");
    // What the owner wrote before is theirs now, and only the owner's password opens it.
    expect(await caseOwner(email)).toBe((await userRow(email))!.id);
    expect((await signIn(email, SQUATTER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(302);
  });

  it("the owner confirms with the e-mail the squatter's sign-up sent: the page asks for a password, and the squatter's stops working", async () => {
    const { jobs } = captureEmails();
    const email = `owner-link-${crypto.randomUUID()}@example.com`;
    await ownerWrites(email);
    await signUp({ email, password: SQUATTER_PASSWORD, confirmPassword: SQUATTER_PASSWORD });
    const link = await confirmationLink(jobs, email);

    // Opening the link is not confirming it: the squatter's password still opens nothing.
    const page = await request(link);
    expect(page.status).toBe(200);
    expect(cookiesFrom(page)).not.toMatch(/nilecare-session=/);
    expect((await signIn(email, SQUATTER_PASSWORD)).status).toBe(403);
    expect(await caseOwner(email)).toBeNull();

    const confirmed = await confirmWith(link, OWNER_PASSWORD);
    expect(confirmed.headers.get("Location")).toBe("/dashboard");
    expect((await request("/dashboard", { headers: { Cookie: cookiesFrom(confirmed) } })).status).toBe(200);
    expect((await signIn(email, SQUATTER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(302);
  });

  it("a second sign-up takes the new username and language, and ends every earlier link and session of the pending account", async () => {
    const { jobs } = captureEmails();
    const email = `pending-${crypto.randomUUID()}@example.com`;
    await signUp({ email, username: "First" });
    const firstLink = await confirmationLink(jobs, email, 1);
    const before = (await userRow(email))!;
    expect(before.locale).toBe("en");

    // A reset link opened for the pending account: its recovery session must end with the replacement too.
    await postForm("/auth?view=forgot", { intent: "forgot-password", email });
    const reset = await vi.waitFor(() => {
      const job = jobs().find((j) => j.type === "password-reset" && j.to === email);
      if (job?.type !== "password-reset") throw new Error("no reset e-mail yet");
      return new URL(job.resetUrl);
    });
    const recovery = cookiesFrom(await request(reset.pathname + reset.search));
    expect((await request("/auth?reset=true", { headers: { Cookie: recovery } })).status).toBe(200);

    const again = await signUp({ email, username: "Second", password: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD }, randomIp(), "/ar/auth?tab=signup");
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/ar/auth?notice=check-email");
    const after = (await userRow(email))!;
    expect(after).toMatchObject({ id: before.id, username: "Second", locale: "ar", email_confirmed_at: null });
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.created_at).toBeGreaterThanOrEqual(before.created_at);

    const secondLink = await confirmationLink(jobs, email, 2);
    expect(secondLink).toMatch(/^\/ar\/auth\/confirm\?token=/);
    const job = jobs().filter((j) => j.type === "signup-confirmation" && j.to === email)[1];
    expect(job).toMatchObject({ username: "Second", locale: "ar" });
    expect((await request(firstLink)).headers.get("Location")).toBe("/auth");
    expect((await request("/auth?reset=true", { headers: { Cookie: recovery } })).headers.get("Location")).toBe("/auth?view=forgot");
    expect((await request(reset.pathname + reset.search)).headers.get("Location")).toBe("/auth?view=forgot");
    await waitForEvent("successful_signup", (row) => row.user_id === before.id && eventData(row).replaced_pending === true);
  });

  it("sends at most one new confirmation a minute for a pending address; over it, nothing changes", async () => {
    const { jobs } = captureEmails();
    const email = `pending-flood-${crypto.randomUUID()}@example.com`;
    await signUp({ email, username: "First" });
    expect((await signUp({ email, username: "Second" })).status).toBe(302);
    await confirmationLink(jobs, email, 2);
    const third = await signUp({ email, username: "Third" });
    expect(third.status).toBe(302);
    expect(third.headers.get("Location")).toBe("/auth?notice=check-email");
    await waitForEvent("failed_signup", (row) => eventData(row).email === email && eventData(row).error_type === "rate_limited");
    expect((await userRow(email))!.username).toBe("Second");
    expect(jobs().filter((j) => j.type === "signup-confirmation" && j.to === email)).toHaveLength(2);
    // The newest e-mail's link still confirms.
    expect((await confirmWith(await confirmationLink(jobs, email, 2), OWNER_PASSWORD)).headers.get("Location")).toBe("/dashboard");
  });

  it("a taken address answers exactly as a new one, changes nothing, and e-mails the owner in the account's language", async () => {
    const { userId, email } = await createAccount({ username: "Layla" });
    await env.DB.prepare("UPDATE users SET locale = 'ar' WHERE id = ?").bind(userId).run();
    const stored = (await userRow(email))!;
    const ip = randomIp();

    const taken = await signUp({ email: email.toUpperCase(), username: "Intruder", password: SQUATTER_PASSWORD, confirmPassword: SQUATTER_PASSWORD }, ip);
    const fresh = await signUp({ email: `fresh-${crypto.randomUUID()}@example.com`, username: "Intruder" }, ip);
    expect(taken.status).toBe(302);
    expect(taken.headers.get("Location")).toBe(fresh.headers.get("Location"));
    expect(comparable(await taken.text())).toBe(comparable(await fresh.text()));
    const [takenPage, freshPage] = await Promise.all(
      [taken, fresh].map(async (r) => comparable(await (await request(r.headers.get("Location")!, { headers: { Cookie: cookiesFrom(r) } })).text())),
    );
    expect(takenPage).toBe(freshPage);
    expect(takenPage).toContain("Account Created Successfully!");

    // Nothing about the account changed, and no confirmation link was made for it.
    expect(await userRow(email)).toEqual(stored);
    expect(await env.DB.prepare("SELECT id FROM auth_tokens WHERE user_id = ?").bind(userId).first()).toBeNull();
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(302);
    expect((await signIn(email, SQUATTER_PASSWORD)).status).toBe(401);
    const event = await waitForEvent("blocked_duplicate_signup", (row) => eventData(row).email === email);
    expect(event.risk_level).toBe("medium");

    // The owner hears of it in Arabic, with a link to sign in and one to reset the password, in Arabic too.
    const ar = translatorFor("ar");
    const notice = await waitForMail(email, "signup-attempt");
    expect(notice.subject).toBe(ar("patientEmails.signupAttempt.subject", { site: site.name }));
    expect(notice.html).toContain('<html lang="ar" dir="rtl">');
    expect(notice.text).toContain(ar("patientEmails.signupAttempt.nothingChanged"));
    expect(notice.text).toMatch(new RegExp(`${env.SITE_URL.replaceAll(".", "\\.")}/ar/auth\\n`));
    expect(notice.text).toContain(`${env.SITE_URL}/ar/auth?view=forgot`);
    expect(notice.text).not.toContain("Someone");
  });

  it("tells the owner at most three times a day, however many sign-ups use the address", async () => {
    const { jobs } = captureEmails();
    const { userId, email } = await createAccount();
    const answers = counterAnswers(`signupNoticePerAddress:${email}`);
    for (let i = 0; i < 5; i++) expect((await signUp({ email })).status).toBe(302);
    await vi.waitFor(() => expect(answers).toHaveLength(5));
    expect((await Promise.all(answers)).map((a) => (a as { allowed: boolean }).allowed)).toEqual([true, true, true, false, false]);
    await vi.waitFor(() => expect(jobs().filter((j) => j.type === "signup-attempt")).toHaveLength(3));
    expect(jobs().filter((j) => j.type === "signup-attempt")).toEqual(
      Array.from({ length: 3 }, () => ({ type: "signup-attempt", to: email, userId })),
    );
  });
});

describe.each(eachLocale)("signing up in $locale without JavaScript", ({ t, at, dir, htmlTag, elsewhere }) => {
  const PASSWORD = "Nile-River-2026!";
  // In right-to-left text a phone number keeps its order between LRI and PDI.
  const phone = dir === "rtl" ? `\u2066${env.OPERATOR_PHONE}\u2069` : env.OPERATOR_PHONE;
  const signUpHere = (fields: Parameters<typeof signUp>[0]) =>
    signUp({ password: PASSWORD, confirmPassword: PASSWORD, ...fields }, randomIp(), `${at("/auth")}?tab=signup`);
  const pathOf = (url: string) => url.slice(env.SITE_URL.length);

  it("answers the form's messages in the page's language", async () => {
    const response = await signUpHere({ email: "not-an-address", password: "short", confirmPassword: "other" });
    expect(response.status).toBe(400);
    const html = unescapeHtml(await response.text());
    expect(html).toContain(htmlTag);
    expect(html).toContain(t("forms.emailInvalid"));
    expect(html).toContain(t("auth.error.weakPassword"));
    expect(html).toContain(t("auth.error.passwordsDoNotMatch"));
    for (const other of elsewhere) expect(html).not.toContain(other("auth.error.weakPassword"));
  });

  it("e-mails the confirmation in that language, whose link opens the page to confirm in it, then the welcome", async () => {
    const email = `locale-${crypto.randomUUID()}@example.com`;
    const response = await signUpHere({ username: "Layla", email });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${at("/auth")}?notice=check-email`);

    const confirmation = await waitForMail(email, "signup-confirmation");
    expect(confirmation.subject).toBe(t("patientEmails.confirm.subject", { site: site.name }));
    expect(confirmation.html).toContain(`${htmlTag}>`);
    expect(confirmation.text).toContain(t("patientEmails.confirm.thanks", { site: site.name }));
    for (const other of elsewhere) expect(confirmation.text).not.toContain(other("patientEmails.confirm.thanks", { site: site.name }));
    expect(confirmation.text).toContain(t("patientEmails.confirm.password"));
    const link = confirmation.text.match(/https?:\/\/\S+\/auth\/confirm\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    expect(link!.startsWith(`${env.SITE_URL}${at("/auth/confirm")}?token=`)).toBe(true);

    // The link opens the page that asks for the account's password; a refused post answers in the same language.
    const page = await request(pathOf(link!));
    expect(page.status).toBe(200);
    const html = unescapeHtml(await page.text());
    expect(html).toContain(htmlTag);
    expect(html).toContain(t("auth.confirm.title"));
    expect(html).toContain(t("auth.confirm.submit"));
    expect(html).toContain(`<bdi dir="ltr">${email}</bdi>`);
    for (const other of elsewhere) expect(html).not.toContain(other("auth.confirm.title"));
    const confirm = (password: string, confirmPassword = password) => confirmWith(pathOf(link!), password, confirmPassword);
    const weak = unescapeHtml(await (await confirm("short")).text());
    expect(weak).toContain(t("auth.error.weakPassword"));
    expect(weak).toContain(t("auth.toast.passwordTooWeakTitle"));
    for (const other of elsewhere) expect(weak).not.toContain(other("auth.error.weakPassword"));
    expect(unescapeHtml(await (await confirm(PASSWORD, `${PASSWORD}x`)).text())).toContain(t("auth.error.passwordsDoNotMatch"));

    const confirmed = await confirm(PASSWORD);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe(at("/dashboard"));

    const welcome = await waitForMail(email, "welcome");
    expect(welcome.subject).toBe(t("patientEmails.welcome.subject", { site: site.name }));
    expect(welcome.text).toContain(t("patientEmails.welcome.ready"));
    expect(welcome.text).toContain(`${env.SITE_URL}${at("/dashboard")}\n`);
    expect(welcome.text).toContain(phone);
  });
});
