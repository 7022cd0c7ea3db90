import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EmailJob } from "~/email/email.server";
import { cookiesFrom, postForm, request } from "../helpers";
import { resetLimit } from "~/security/rate-limit.server";
import { captureEmails, createAccount, eventData, GOOD_PASSWORD, signIn, waitForEvent } from "../account-helpers";

afterEach(() => vi.restoreAllMocks());

const NEW_PASSWORD = "Pyramids&Sphinx-77";

function requestReset(email: string, init: RequestInit = {}) {
  return postForm("/auth?view=forgot", { intent: "forgot-password", email }, init);
}

async function resetLinkFor(email: string, jobs: () => EmailJob[]) {
  await requestReset(email);
  const job = await vi.waitFor(() => {
    const found = jobs().find((j) => j.type === "password-reset" && j.to === email);
    if (found?.type !== "password-reset") throw new Error("no reset e-mail yet");
    return found;
  });
  return new URL(job.resetUrl);
}

function updatePassword(cookie: string, password: string, confirmPassword = password) {
  return postForm(
    "/auth?reset=true",
    { intent: "update-password", password, confirmPassword },
    { headers: { Cookie: cookie } },
  );
}

describe("password reset", () => {
  it("answers the same whether or not the address has an account, and e-mails only a real one", async () => {
    const { jobs } = captureEmails();
    const { userId, email } = await createAccount();
    const known = await requestReset(email);
    const unknown = await requestReset("nobody-here@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    // Only the CSP nonce and the toast's random id may differ.
    const strip = (html: string) =>
      html.replace(/nonce="[^"]*"/g, "").replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "");
    const [knownHtml, unknownHtml] = [strip(await known.text()), strip(await unknown.text())];
    expect(knownHtml).toBe(unknownHtml);
    expect(knownHtml).toContain("Password Reset Email Sent");

    await vi.waitFor(() => expect(jobs()).toHaveLength(1));
    expect(jobs()[0]).toMatchObject({ type: "password-reset", to: email });
    expect((jobs()[0] as { resetUrl: string }).resetUrl).toMatch(
      new RegExp(`^${env.SITE_URL}/auth/reset\\?token=[A-Za-z0-9_-]{43}$`),
    );

    const event = await waitForEvent("password_reset_requested", (row) => row.user_id === userId);
    expect(event.risk_level).toBe("low");
    const unknownEvent = await waitForEvent(
      "password_reset_requested",
      (row) => eventData(row).email === "nobody-here@example.com",
    );
    expect(unknownEvent.user_id).toBeNull();
  });

  it("builds the link from SITE_URL even when the request names another host", async () => {
    const { jobs } = captureEmails();
    const { email } = await createAccount();
    await requestReset(email, { headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example" } });
    await vi.waitFor(() => expect(jobs()).toHaveLength(1));
    expect((jobs()[0] as { resetUrl: string }).resetUrl.startsWith(`${env.SITE_URL}/`)).toBe(true);
  });

  it("refuses a malformed address with the message next to the field", async () => {
    const response = await requestReset("not-an-address");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please enter a valid email address");
  });

  it("opens the reset form with a recovery session, updates the password, ends other sessions, and lands on /dashboard", async () => {
    const { jobs } = captureEmails();
    const { userId, email } = await createAccount();
    const otherBrowser = cookiesFrom(await signIn(email, GOOD_PASSWORD));
    const link = await resetLinkFor(email, jobs);

    const opened = await request(link.pathname + link.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe("/auth?reset=true");
    const recovery = cookiesFrom(opened);
    const session = await env.DB.prepare(
      "SELECT is_recovery, expires_at FROM sessions WHERE user_id = ? AND is_recovery = 1",
    )
      .bind(userId)
      .first<{ expires_at: number }>();
    expect(session).not.toBeNull();
    expect(session!.expires_at - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    // The recovery session shows the reset form but does not open the dashboard.
    const form = await request("/auth?reset=true", { headers: { Cookie: recovery } });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("Reset Your Password");
    expect((await request("/dashboard", { headers: { Cookie: recovery } })).status).toBe(302);

    const updated = await updatePassword(recovery, NEW_PASSWORD);
    expect(updated.status).toBe(302);
    expect(updated.headers.get("Location")).toBe("/dashboard");
    const fresh = cookiesFrom(updated, recovery);
    const dashboard = await request("/dashboard", { headers: { Cookie: fresh } });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Password Updated Successfully");

    // Every other session ended: the other browser and the recovery session.
    expect((await request("/dashboard", { headers: { Cookie: otherBrowser } })).status).toBe(302);
    expect((await request("/auth?reset=true", { headers: { Cookie: recovery } })).status).toBe(302);
    const { results } = await env.DB.prepare("SELECT is_recovery FROM sessions WHERE user_id = ?").bind(userId).all();
    expect(results).toEqual([{ is_recovery: 0 }]);

    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(302);

    const event = await waitForEvent("password_updated", (row) => row.user_id === userId);
    expect(event.risk_level).toBe("low");
  });

  it("uses a reset link once", async () => {
    const { jobs } = captureEmails();
    const { email } = await createAccount();
    const link = await resetLinkFor(email, jobs);
    expect((await request(link.pathname + link.search)).headers.get("Location")).toBe("/auth?reset=true");
    const again = await request(link.pathname + link.search);
    expect(again.headers.get("Location")).toBe("/auth?view=forgot");
    expect(cookiesFrom(again)).not.toMatch(/nilecare-session=/);
    const page = await (await request("/auth?view=forgot", { headers: { Cookie: cookiesFrom(again) } })).text();
    expect(page).toContain("This password reset link is invalid or has expired. Please request a new one.");
    const event = await waitForEvent("failed_password_reset");
    expect(event.risk_level).toBe("medium");
  });

  it("refuses a reset link after its hour, and one made up", async () => {
    const { jobs } = captureEmails();
    const { userId, email } = await createAccount();
    const link = await resetLinkFor(email, jobs);
    await env.DB.prepare("UPDATE auth_tokens SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1000, userId)
      .run();
    expect((await request(link.pathname + link.search)).headers.get("Location")).toBe("/auth?view=forgot");
    expect((await request("/auth/reset?token=" + "a".repeat(43))).headers.get("Location")).toBe("/auth?view=forgot");
    expect((await request("/auth/reset")).headers.get("Location")).toBe("/auth?view=forgot");
  });

  it("makes earlier reset links useless once the password has changed", async () => {
    const { jobs } = captureEmails();
    const { email } = await createAccount();
    const earlier = await resetLinkFor(email, jobs);
    await resetLimit("accountEmailPerAddress", `reset:${email}`);
    await requestReset(email);
    const later = await vi.waitFor(() => {
      const links = jobs().flatMap((j) => (j.type === "password-reset" ? [new URL(j.resetUrl)] : []));
      if (links.length < 2) throw new Error("no second reset e-mail yet");
      return links[1]!;
    });
    const recovery = cookiesFrom(await request(later.pathname + later.search));
    expect((await updatePassword(recovery, NEW_PASSWORD)).status).toBe(302);
    expect((await request(earlier.pathname + earlier.search)).headers.get("Location")).toBe("/auth?view=forgot");
  });

  it("does not let a normal session change the password through the reset form, which asks no current password", async () => {
    const { userId, email } = await createAccount();
    const signedIn = cookiesFrom(await signIn(email, GOOD_PASSWORD));
    const page = await request("/auth?reset=true", { headers: { Cookie: signedIn } });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/dashboard");
    const update = await updatePassword(signedIn, NEW_PASSWORD);
    expect(update.status).toBe(302);
    expect(update.headers.get("Location")).toBe("/dashboard");
    const dashboard = await (await request("/dashboard", { headers: { Cookie: cookiesFrom(update, signedIn) } })).text();
    expect(dashboard).toContain("use your account settings, which ask for your current password");
    const event = await waitForEvent(
      "failed_password_update",
      (row) => row.user_id === userId && eventData(row).reason === "not_a_recovery_session",
    );
    expect(event.risk_level).toBe("medium");
    // The password did not change.
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(401);
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(302);
  });

  it("clears the address's sign-in lock when the reset is completed", async () => {
    const { jobs } = captureEmails();
    const { email } = await createAccount();
    for (let i = 0; i < 5; i++) expect((await signIn(email, `Wrong-${i}-password!`)).status).toBe(401);
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(429);
    const link = await resetLinkFor(email, jobs);
    const recovery = cookiesFrom(await request(link.pathname + link.search));
    expect((await updatePassword(recovery, NEW_PASSWORD)).status).toBe(302);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(302);
  });

  it("refuses a weak new password with the toast and logs failed_password_update", async () => {
    const { jobs } = captureEmails();
    const { userId, email } = await createAccount();
    const link = await resetLinkFor(email, jobs);
    const recovery = cookiesFrom(await request(link.pathname + link.search));
    const response = await updatePassword(recovery, "weakpass");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Password too weak");
    expect(html).toContain("Please meet all password requirements");
    expect(html).not.toContain("weakpass");
    const event = await waitForEvent("failed_password_update", (row) => row.user_id === userId);
    expect(event.risk_level).toBe("medium");

    const mismatch = await updatePassword(recovery, NEW_PASSWORD, "Pyramids&Sphinx-78");
    expect(mismatch.status).toBe(400);
    const mismatchHtml = await mismatch.text();
    expect(mismatchHtml).toContain("Please make sure both passwords are identical");
    expect(mismatchHtml).toContain("Passwords do not match");
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(302);
  });

  it("sends /auth?reset=true without a session to the reset request, and refuses an update without one", async () => {
    const page = await request("/auth?reset=true");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/auth?view=forgot");
    const update = await updatePassword("", NEW_PASSWORD);
    expect(update.status).toBe(302);
    expect(update.headers.get("Location")).toBe("/auth?view=forgot");
    const event = await waitForEvent("failed_password_update", (row) => eventData(row).reason === "no_session");
    expect(event.risk_level).toBe("medium");
  });

  it("sends at most one reset e-mail a minute to an address", async () => {
    const { jobs } = captureEmails();
    const { userId, email } = await createAccount();
    await requestReset(email);
    await requestReset(email);
    await waitForEvent(
      "failed_password_reset",
      (row) => row.user_id === userId && eventData(row).reason === "throttled",
    );
    expect(jobs()).toHaveLength(1);
  });
});

describe("a reset link for an address nobody has confirmed", () => {
  it("confirms the address only when the new password is saved: opened and left, the password chosen at sign-up still opens nothing", async () => {
    const { jobs } = captureEmails();
    // Whoever signed up chose GOOD_PASSWORD; the reset link goes to the address's real owner.
    const { userId, email } = await createAccount({ confirmed: false });
    const link = await resetLinkFor(email, jobs);
    const recovery = cookiesFrom(await request(link.pathname + link.search));
    expect((await request("/auth?reset=true", { headers: { Cookie: recovery } })).status).toBe(200);

    const confirmedAt = async () =>
      (await env.DB.prepare("SELECT email_confirmed_at AS at FROM users WHERE id = ?").bind(userId).first<{ at: number | null }>())!.at;
    expect(await confirmedAt()).toBeNull();
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(403);

    expect((await updatePassword(recovery, NEW_PASSWORD)).headers.get("Location")).toBe("/dashboard");
    expect(await confirmedAt()).not.toBeNull();
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(302);
  });
});
