import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import type { EmailJob } from "~/email/email.server";
import { cookiesFrom, postForm, request } from "../helpers";
import { resetLimit } from "~/security/rate-limit.server";
import { captureEmails, GOOD_PASSWORD, signIn } from "../account-helpers";

/**
 * Drives every account flow, including their failures, and checks that no password,
 * password hash, e-mailed token, token hash or secret appears in any response
 * (body or header) or any console line.
 */
const NEW_PASSWORD = "Luxor&Aswan-2027";
const WEAK_PASSWORD = "weakpassword";

let logged: string[] = [];
/** Each answer's text, with the address it answered: a page may repeat what its own address carried (a link's token). */
let responses: { text: string; carried: string }[] = [];

beforeEach(() => {
  logged = [];
  responses = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

async function keep(response: Promise<Response>, carried = "") {
  const r = await response;
  const headers = [...r.headers].filter(([name]) => name !== "set-cookie").map(([n, v]) => `${n}: ${v}`);
  // Set-Cookie carries the session id (that is its job); everything else in it is checked.
  const cookies = r.headers.getSetCookie().map((c) => c.replace(/^nilecare-session=[^;]*/, "nilecare-session=<id>"));
  responses.push({ text: [...headers, ...cookies, await r.clone().text()].join("\n"), carried });
  return r;
}

function urlOf(job: EmailJob | undefined) {
  if (job?.type === "signup-confirmation") return new URL(job.confirmUrl);
  if (job?.type === "password-reset") return new URL(job.resetUrl);
  throw new Error("no link in this e-mail");
}

describe("secrets stay secret", () => {
  it("in every account flow and its failures", async () => {
    const { jobs } = captureEmails();
    const email = `secret-${crypto.randomUUID()}@example.com`;
    const ip = "198.51.100.200";
    const signUp = (password: string, confirmPassword = password) =>
      keep(
        postForm(
          "/auth?tab=signup",
          { intent: "sign-up", email, password, confirmPassword },
          { headers: { "CF-Connecting-IP": ip } },
        ),
      );

    await signUp(WEAK_PASSWORD);
    await signUp(GOOD_PASSWORD, `${GOOD_PASSWORD}x`);
    await signUp(GOOD_PASSWORD);
    await signUp(GOOD_PASSWORD); // again, while pending: it replaces the first and sends a new link
    await vi.waitFor(() => expect(jobs().filter((j) => j.type === "signup-confirmation")).toHaveLength(2));
    await keep(signIn(email, GOOD_PASSWORD)); // unconfirmed
    const confirm = urlOf(jobs().findLast((j) => j.type === "signup-confirmation"));
    const link = confirm.pathname + confirm.search;
    await keep(request(link), link); // the page that asks for the password posts back to its own address
    const choose = (password: string) =>
      keep(postForm(link, { intent: "confirm-address", password, confirmPassword: password }), link);
    await choose(WEAK_PASSWORD);
    const confirmed = await choose(GOOD_PASSWORD);
    await keep(request(link), link); // reused

    for (let i = 0; i < 6; i++) await keep(signIn(email, `${GOOD_PASSWORD}-${i}`, { ip }));
    await resetLimit("loginPerEmail", email);
    const session = cookiesFrom(await keep(signIn(email, GOOD_PASSWORD)));
    await keep(request("/dashboard", { headers: { Cookie: session } }));

    await keep(postForm("/auth?view=forgot", { intent: "forgot-password", email }));
    await vi.waitFor(() => expect(jobs().some((j) => j.type === "password-reset")).toBe(true));
    const reset = urlOf(jobs().find((j) => j.type === "password-reset"));
    const recovery = cookiesFrom(await keep(request(reset.pathname + reset.search)));
    await keep(request(reset.pathname + reset.search)); // reused
    const update = (password: string, cookie: string) =>
      keep(
        postForm(
          "/auth?reset=true",
          { intent: "update-password", password, confirmPassword: password },
          { headers: { Cookie: cookie } },
        ),
      );
    await update(WEAK_PASSWORD, recovery);
    const updated = cookiesFrom(await update(NEW_PASSWORD, recovery));

    // Failures of the stores: the limit store, the queue, D1.
    vi.spyOn(env.RATE_LIMITER, "idFromName").mockImplementationOnce(() => {
      throw new Error("Durable Object down");
    });
    await keep(signIn(email, NEW_PASSWORD));
    vi.spyOn(env.EMAIL_QUEUE, "sendBatch").mockRejectedValue(new Error("Queue down"));
    await keep(postForm("/auth?view=forgot", { intent: "forgot-password", email }));
    vi.spyOn(db, "batch").mockRejectedValueOnce(new Error("D1 down"));
    await update(`${NEW_PASSWORD}!`, updated);
    await keep(postForm("/auth/sign-out", {}, { headers: { Cookie: updated } }));
    await vi.waitFor(async () => {
      // This account's sign-out only: the file shares its runner and D1 with others that sign out too.
      const n = await env.DB.prepare(
        "SELECT count(*) AS n FROM security_events WHERE event_type = 'user_signout' AND user_id = (SELECT id FROM users WHERE email = ?)",
      )
        .bind(email)
        .first<{ n: number }>();
      expect(n?.n).toBe(1);
    });

    const { password_hash: hash } = (await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?")
      .bind(email)
      .first<{ password_hash: string }>())!;
    const { results: tokenRows } = await env.DB.prepare("SELECT token_hash FROM auth_tokens").all<{
      token_hash: string;
    }>();
    const [, , salt, digest] = hash.split("$");
    const secrets = [
      GOOD_PASSWORD,
      NEW_PASSWORD,
      WEAK_PASSWORD,
      hash,
      salt!,
      digest!,
      confirm.searchParams.get("token")!,
      reset.searchParams.get("token")!,
      ...tokenRows.map((r) => r.token_hash),
      config.passwordPepper,
      config.sessionSecret,
    ];
    expect(responses.length).toBeGreaterThan(20);
    expect(logged.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      const answers = responses.filter((r) => !r.carried.includes(secret)).map((r) => r.text);
      for (const text of [...answers, ...logged]) {
        expect(text.includes(secret), `${secret.slice(0, 6)}… found in:\n${text.slice(0, 300)}`).toBe(false);
      }
    }
    // The sign-in still worked in the end: the checks above did not pass because nothing ran.
    expect(confirmed.headers.get("Location")).toBe("/dashboard");
    expect(session).toMatch(/nilecare-session=/);
  });
});
