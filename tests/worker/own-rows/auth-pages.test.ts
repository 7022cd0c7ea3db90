import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createSession } from "~/auth/session.server";
import { createSignedInUser } from "../auth-helpers";
import { cookiesFrom, postForm, request } from "../helpers";
import { createAccount, GOOD_PASSWORD, signIn } from "../account-helpers";

const text = (html: string) => html.replace(/<!-- -->/g, "");
/** The opening tag of the input with this id, whatever the attribute order. */
const inputTag = (html: string, id: string) => html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? "";

describe("/auth", () => {
  it("shows the Sign In tab with e-mail, password and the forgot-password link", async () => {
    const response = await request("/auth");
    expect(response.status).toBe(200);
    const html = text(await response.text());
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Sign In<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/auth\?tab=signup"[^>]*>Sign Up<\/a>/);
    for (const [id, type] of [
      ["sign-in-email", "email"],
      ["sign-in-password", "password"],
    ]) {
      const tag = inputTag(html, id!);
      expect(tag).toContain(`type="${type}"`);
      expect(tag).toContain("required");
      expect(tag).toMatch(/maxLength="\d+"/i);
    }
    expect(html).toMatch(/<a[^>]*href="\/auth\?view=forgot"[^>]*>Forgot your password\?<\/a>/);
    // The modal is in the page for JavaScript, closed.
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="forgot-password-title"/);
    expect(html).toContain("Send Reset Email");
  });

  it("switches to the Sign Up tab without JavaScript", async () => {
    const html = text(await (await request("/auth?tab=signup")).text());
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Sign Up<\/a>/);
    expect(html).toContain("Username");
    expect(html).toContain("(optional)");
    expect(html).toContain("Confirm Password");
    for (const rule of [
      "At least 8 characters",
      "One uppercase letter",
      "One lowercase letter",
      "One number",
      "One special character",
    ]) {
      expect(html).toContain(rule);
    }
    // The meter is hidden while the password is empty.
    expect(html).not.toContain('role="progressbar"');
    expect(html).toContain("Create Account");
  });

  it("shows the forgot-password form as its own view without JavaScript, with Cancel back to /auth", async () => {
    const html = text(await (await request("/auth?view=forgot")).text());
    expect(html).toContain("Reset Your Password");
    expect(html).toContain("Send Reset Email");
    expect(html).toMatch(/<a[^>]*href="\/auth"[^>]*>Cancel<\/a>/);
  });

  it("sends a signed-in patient to /dashboard, or to a safe redirectTo", async () => {
    const { cookie } = await createSignedInUser();
    const plain = await request("/auth", { headers: { Cookie: cookie } });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe("/dashboard");
    const back = await request("/auth?redirectTo=%2Fplan", { headers: { Cookie: cookie } });
    expect(back.headers.get("Location")).toBe("/plan");
    const away = await request("/auth?redirectTo=https%3A%2F%2Fevil.example", { headers: { Cookie: cookie } });
    expect(away.headers.get("Location")).toBe("/dashboard");
  });

  it("keeps redirectTo through the sign-in form and the tabs", async () => {
    const html = text(await (await request("/auth?redirectTo=%2Fplan%3Fstep%3D5")).text());
    expect(html).toContain('name="redirectTo" value="/plan?step=5"');
    expect(html).toContain('href="/auth?tab=signup&amp;redirectTo=%2Fplan%3Fstep%3D5"');
  });

  it("shows the reset form to a recovery session in reset mode", async () => {
    const { userId } = await createSignedInUser();
    const recovery = (await createSession(userId, { isRecovery: true })).split(";")[0]!;
    const response = await request("/auth?reset=true", { headers: { Cookie: recovery } });
    expect(response.status).toBe(200);
    const html = text(await response.text());
    expect(html).toContain("Reset Your Password");
    expect(html).toContain("New Password");
    expect(html).toContain("Update Password");
    expect(html).not.toContain("Forgot your password?");
  });

  it("treats a recovery session outside reset mode as signed out", async () => {
    const { userId } = await createSignedInUser();
    const recovery = (await createSession(userId, { isRecovery: true })).split(";")[0]!;
    const response = await request("/auth", { headers: { Cookie: recovery } });
    expect(response.status).toBe(200);
    expect(text(await response.text())).toContain('href="/auth"');
  });

  it("answers an unknown intent or a body that is not a form with 400, not 500", async () => {
    expect((await postForm("/auth", { intent: "make-admin" })).status).toBe(400);
    const garbage = await request("/auth", {
      method: "POST",
      body: "\u0000not a form",
      headers: { "Content-Type": "multipart/form-data; boundary=x", Origin: "http://localhost" },
    });
    expect(garbage.status).toBe(400);
  });

  it("refuses a sign-in posted from another site", async () => {
    const { email } = await createAccount();
    const response = await signIn(email, GOOD_PASSWORD, { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
  });
});

describe("header", () => {
  it("shows Sign In when signed out", async () => {
    const html = text(await (await request("/about")).text());
    expect(html).toMatch(/<a[^>]*href="\/auth"[^>]*>Sign In<\/a>/);
    expect(html).not.toContain("Sign Out");
  });

  it('shows "Welcome, {display name}" linking to /account and a Sign Out button when signed in', async () => {
    const { email } = await createAccount({ username: "Nour" });
    const cookie = cookiesFrom(await signIn(email, GOOD_PASSWORD));
    const html = text(await (await request("/about", { headers: { Cookie: cookie } })).text());
    expect(html).toMatch(/<a[^>]*href="\/account"[^>]*>Welcome, Nour<\/a>/);
    expect(html).toMatch(
      /<form[^>]*action="\/auth\/sign-out"[^>]*method="post"[^>]*>\s*<button type="submit"[^>]*>Sign Out<\/button>/,
    );
    expect(html).not.toMatch(/>Sign In<\/a>/);
    // The same eleven links either way.
    for (const path of [
      "/treatments",
      "/doctors",
      "/stories",
      "/plan",
      "/travel-info",
      "/concierge",
      "/blog",
      "/faq",
      "/about",
      "/contact",
    ]) {
      expect(html).toContain(`href="${path}"`);
    }
  });

  it("renews a session about to run out and sends the new cookie with any page", async () => {
    const { userId, cookie } = await createSignedInUser();
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() + 60_000, userId)
      .run();
    const response = await request("/about", { headers: { Cookie: cookie } });
    expect(response.headers.getSetCookie().join("\n")).toMatch(/nilecare-session=.*Max-Age=2592000/);
    const row = await env.DB.prepare("SELECT expires_at FROM sessions WHERE user_id = ?")
      .bind(userId)
      .first<{ expires_at: number }>();
    expect(row!.expires_at).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });
});

describe("/dashboard", () => {
  it("sends a signed-out visitor to /auth and back", async () => {
    const response = await request("/dashboard");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fdashboard");
  });

  it("shows every section of the patient portal", async () => {
    const { email } = await createAccount({ username: "yasmin" });
    const cookie = cookiesFrom(await signIn(email, GOOD_PASSWORD));
    const response = await request("/dashboard", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const html = text(await response.text());
    expect(html).toContain("Welcome!");
    expect(html).toMatch(/<h1[^>]*>yasmin<\/h1>/);
    expect(html).toMatch(/aria-hidden="true">Y<\/span>/);
    expect(html).toContain("Patient Portal");
    for (const heading of [
      "Quick Actions",
      "Your Medical Intake",
      "Your Trip Plans",
      "Recent Activity",
      "Recommended for You",
      "Upcoming Appointments",
      "Need Help?",
      "Travel to Egypt",
    ]) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading.replace("?", "\\?")}</h2>`));
    }
    expect(html).toMatch(/href="\/book"[^>]*>[^<]*<span[^>]*>Get Free Consultation/);
    expect(html).toMatch(/href="\/contact"[^>]*>.*Get Free Quote/s);
    expect(html).toMatch(/href="\/doctors"[^>]*>.*Find Doctors/s);
    expect(html).toMatch(/href="\/treatments"[^>]*>.*View Treatments/s);
    // A patient with no treatment yet is recommended the treatments overview, no specialty in particular.
    expect(html).toMatch(/href="\/treatments"[^>]*>Compare treatments/);
    expect(html).not.toContain('href="/treatments/cardiac-surgery"');
    expect(html).toContain('href="/concierge"');
    expect(html).toMatch(/href="\/contact"[^>]*>.*Chat with Us/s);
    expect(html).toMatch(/href="tel:[^"]+"/);
    expect(html).toContain('href="/travel-info"');
  });

  it("shows 'User' and 'U' for a patient without a username, and survives a missing profile", async () => {
    const { userId, email } = await createAccount();
    await env.DB.prepare("DELETE FROM profiles WHERE user_id = ?").bind(userId).run();
    const cookie = cookiesFrom(await signIn(email, GOOD_PASSWORD));
    const html = text(await (await request("/dashboard", { headers: { Cookie: cookie } })).text());
    expect(html).toMatch(/<h1[^>]*>User<\/h1>/);
    expect(html).toMatch(/aria-hidden="true">U<\/span>/);
    expect(html).toContain("Welcome, User");
  });
});
