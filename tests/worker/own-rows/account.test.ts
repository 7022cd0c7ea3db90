import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createAccount, GOOD_PASSWORD, signIn } from "../account-helpers";
import { cookiesFrom, postForm, request } from "../helpers";
import { linkIn, unescapeHtml, waitForMail } from "../mail-helpers";
import { createPatientWithEverything } from "../privacy-fixtures";
import { createIntakeCase, devStaff } from "../staff-helpers";

async function signedIn(options: Parameters<typeof createAccount>[0] = {}, headers: Record<string, string> = {}) {
  const account = await createAccount(options);
  const response = await signIn(account.email, account.password, { headers });
  return { ...account, cookie: cookiesFrom(response) };
}

/** The page's text as a reader sees it: entities undone, React's text separators dropped. */
const readable = (html: string) => unescapeHtml(html).replaceAll("<!-- -->", "");

const accountPage = async (cookie: string) =>
  readable(await (await request("/account", { headers: { Cookie: cookie } })).text());

const post = (cookie: string, fields: Record<string, string>) => postForm("/account", fields, { headers: { Cookie: cookie } });

describe("/account", () => {
  it("sends visitors who are not signed in to sign-in, and back afterwards", async () => {
    const response = await request("/account");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Faccount");
  });

  it("is linked from the header's Welcome and from the dashboard", async () => {
    const { cookie } = await signedIn({ username: "Nour" });
    const dashboard = await (await request("/dashboard", { headers: { Cookie: cookie } })).text();
    expect(dashboard).toMatch(/<a[^>]*href="\/account"[^>]*>Welcome, (<!-- -->)?Nour<\/a>/);
    expect(dashboard).toMatch(/href="\/account"[^>]*><span[^>]*>Your Account/);
  });

  it("changes the username; the header's name and initials follow", async () => {
    const { cookie } = await signedIn({ username: "Nour" });
    const response = await post(cookie, { intent: "username", username: "  Layla Hassan " });
    expect(response.status).toBe(302);
    const html = await accountPage(cookie);
    expect(html).toContain("Welcome, Layla Hassan");
    expect(html).toMatch(/aria-hidden="true">L<\/span>/);
  });

  it("keeps what was typed and explains a username that is too long or empty", async () => {
    const { cookie } = await signedIn();
    const tooLong = await post(cookie, { intent: "username", username: "x".repeat(51) });
    expect(tooLong.status).toBe(400);
    expect(unescapeHtml(await tooLong.text())).toContain("Username must be at most 50 characters");
    const empty = await post(cookie, { intent: "username", username: "   " });
    expect(empty.status).toBe(400);
    const emptyHtml = readable(await empty.text());
    expect(emptyHtml).toContain("Please enter a username");
  });

  it("lists the sessions with device, country and last seen, and signs out every other one", async () => {
    const iphone = { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1", "CF-IPCountry": "DE" };
    const account = await signedIn({}, iphone);
    const laptop = cookiesFrom(
      await signIn(account.email, account.password, {
        headers: { "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/140.0", "CF-IPCountry": "EG" },
      }),
    );
    const html = await accountPage(account.cookie);
    expect(html).toContain("Safari on iPhone");
    expect(html).toContain("Germany · Last seen");
    expect(html).toContain("Firefox on Windows");
    expect(html).toContain("Egypt · Last seen");
    expect(html).toContain("This device");

    const response = await post(account.cookie, { intent: "sign-out-others" });
    expect(response.status).toBe(302);
    expect((await request("/account", { headers: { Cookie: laptop } })).status).toBe(302);
    const after = await accountPage(account.cookie);
    expect(after).not.toContain("Firefox on Windows");
    expect(after).toContain("You are not signed in anywhere else.");
  });
});

describe("changing the password on /account", () => {
  it("needs the current password", async () => {
    const { cookie } = await signedIn();
    const response = await post(cookie, {
      intent: "password",
      currentPassword: "Not-My-Password-1!",
      password: "New-Nile-2027!",
      confirmPassword: "New-Nile-2027!",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("That is not your current password.");
    expect(html).not.toContain("New-Nile-2027!");
  });

  it("refuses a weak or mismatched new password", async () => {
    const { cookie } = await signedIn();
    const weak = await post(cookie, { intent: "password", currentPassword: GOOD_PASSWORD, password: "short", confirmPassword: "short" });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("Password is too weak");
  });

  it("changes it and ends every other session; the new password signs in, the old one does not", async () => {
    const account = await signedIn();
    const other = cookiesFrom(await signIn(account.email, account.password));
    const response = await post(account.cookie, {
      intent: "password",
      currentPassword: GOOD_PASSWORD,
      password: "New-Nile-2027!",
      confirmPassword: "New-Nile-2027!",
    });
    expect(response.status).toBe(302);
    const fresh = cookiesFrom(response, account.cookie);
    expect((await request("/account", { headers: { Cookie: fresh } })).status).toBe(200);
    expect((await request("/account", { headers: { Cookie: other } })).status).toBe(302);
    expect((await request("/account", { headers: { Cookie: account.cookie } })).status).toBe(302);
    expect((await signIn(account.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await signIn(account.email, "New-Nile-2027!")).status).toBe(302);
  });
});

describe("changing the e-mail address", () => {
  it("sends a link to the new address and a notice to the old one, and changes only once the link is opened", async () => {
    const account = await signedIn();
    const newEmail = `moved-${crypto.randomUUID()}@example.com`;
    const response = await post(account.cookie, { intent: "email", newEmail: ` ${newEmail.toUpperCase()} `, currentPassword: GOOD_PASSWORD });
    expect(response.status).toBe(302);

    const notice = await waitForMail(account.email, "email-change-notice");
    expect(notice.text).toContain(`${newEmail[0]}***@example.com`);
    const confirmation = await waitForMail(newEmail, "email-change-confirmation");
    // Not changed yet.
    const row = () => env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(account.userId).first<string>("email");
    expect(await row()).toBe(account.email);
    expect(await accountPage(account.cookie)).toContain(`Waiting for confirmation: <strong>${newEmail}</strong>`);

    // Opening the link changes nothing: it asks the signed-in owner to confirm.
    const link = linkIn(confirmation, "/account/confirm-email");
    const opened = await request(link, { headers: { Cookie: account.cookie } });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(newEmail);
    expect(await row()).toBe(account.email);
    const confirmed = await postForm(link, { intent: "confirm-email" }, { headers: { Cookie: account.cookie } });
    expect(confirmed.headers.get("Location")).toBe("/account");
    expect(await accountPage(cookiesFrom(confirmed, account.cookie))).toContain("Email address changed");
    expect(await row()).toBe(newEmail);
    // The link works once.
    const again = await postForm(link, { intent: "confirm-email" }, { headers: { Cookie: account.cookie } });
    expect(await accountPage(cookiesFrom(again, account.cookie))).toContain("invalid or has expired");
    expect((await signIn(newEmail, GOOD_PASSWORD)).status).toBe(302);
  });

  it("moves nothing on the link alone: a scanner's visit, no session or another account's session", async () => {
    const account = await signedIn();
    const other = await signedIn();
    const newEmail = `scanned-${crypto.randomUUID()}@example.com`;
    await post(account.cookie, { intent: "email", newEmail, currentPassword: GOOD_PASSWORD });
    const link = linkIn(await waitForMail(newEmail, "email-change-confirmation"), "/account/confirm-email");
    const row = () => env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(account.userId).first<string>("email");
    const confirm = (cookie?: string) =>
      postForm(link, { intent: "confirm-email" }, cookie ? { headers: { Cookie: cookie } } : {});

    const scanned = await request(link);
    expect(scanned.status).toBe(302);
    expect(scanned.headers.get("Location")).toMatch(/^\/auth\?redirectTo=%2Faccount%2Fconfirm-email/);
    expect((await confirm()).headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    expect(await accountPage(cookiesFrom(await confirm(other.cookie), other.cookie))).toContain("invalid or has expired");
    expect(await row()).toBe(account.email);
    // The owner's own confirmation still works afterwards.
    expect((await confirm(account.cookie)).headers.get("Location")).toBe("/account");
    expect(await row()).toBe(newEmail);
  });

  it("needs the current password and a different, valid address", async () => {
    const account = await signedIn();
    const wrong = await post(account.cookie, { intent: "email", newEmail: "someone@example.com", currentPassword: "nope" });
    expect(await wrong.text()).toContain("That is not your current password.");
    const same = await post(account.cookie, { intent: "email", newEmail: account.email, currentPassword: GOOD_PASSWORD });
    expect(await same.text()).toContain("This is already your email address.");
    const invalid = await post(account.cookie, { intent: "email", newEmail: "not-an-address", currentPassword: GOOD_PASSWORD });
    const html = await invalid.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain('value="not-an-address"');
  });

  it("answers the same for an address that has an account, but sends it no link", async () => {
    const account = await signedIn();
    const taken = await createAccount();
    const response = await post(account.cookie, { intent: "email", newEmail: taken.email, currentPassword: GOOD_PASSWORD });
    expect(response.status).toBe(302);
    await waitForMail(account.email, "email-change-notice");
    const links = await env.DB.prepare("SELECT count(*) AS n FROM pending_email_changes WHERE user_id = ?").bind(account.userId).first<number>("n");
    expect(links).toBe(0);
  });
});

describe("newsletter and consents on /account", () => {
  it("subscribes and unsubscribes the account's address", async () => {
    const account = await signedIn();
    expect(await accountPage(account.cookie)).toContain("You do not receive the newsletter.");
    await post(account.cookie, { intent: "newsletter-subscribe" });
    expect(await accountPage(account.cookie)).toContain("You receive the NileCare newsletter.");
    await post(account.cookie, { intent: "newsletter-unsubscribe" });
    expect(await accountPage(account.cookie)).toContain("You do not receive the newsletter.");
    const status = await env.DB.prepare("SELECT status FROM newsletter_subscriptions WHERE email = ?").bind(account.email).first("status");
    expect(status).toBe("unsubscribed");
  });

  it("shows the health-data consent with its date and text, withdraws it and gives it again", async () => {
    const patient = await createPatientWithEverything();
    const before = await accountPage(patient.cookie);
    expect(before).toContain("I consent to NileCare processing my health information.");
    expect(before).toContain("an earlier version");

    await post(patient.cookie, { intent: "withdraw-consent", intakeId: patient.intakeId });
    const withdrawn = await env.DB.prepare("SELECT consent_withdrawn_at FROM intakes WHERE id = ?").bind(patient.intakeId).first<number>("consent_withdrawn_at");
    expect(withdrawn).toBeGreaterThan(0);
    expect(await accountPage(patient.cookie)).toMatch(/will be deleted on \d+ \w+ \d{4} unless you give consent again/);

    await post(patient.cookie, { intent: "give-consent", intakeId: patient.intakeId });
    const row = await env.DB.prepare("SELECT consent_withdrawn_at, health_data_consent_text FROM intakes WHERE id = ?")
      .bind(patient.intakeId)
      .first<{ consent_withdrawn_at: number | null; health_data_consent_text: string }>();
    expect(row!.consent_withdrawn_at).toBeNull();
    expect(await accountPage(patient.cookie)).toContain("current version");
  });

  it("cannot withdraw someone else's consent", async () => {
    const patient = await createPatientWithEverything();
    const stranger = await signedIn();
    await post(stranger.cookie, { intent: "withdraw-consent", intakeId: patient.intakeId });
    const withdrawn = await env.DB.prepare("SELECT consent_withdrawn_at FROM intakes WHERE id = ?").bind(patient.intakeId).first("consent_withdrawn_at");
    expect(withdrawn).toBeNull();
  });
});

describe("/privacy", () => {
  it("publishes the controller, the retention table and the cookies, and is linked from the footer, sign-up, intake and contact", async () => {
    const html = unescapeHtml(await (await request("/privacy")).text());
    expect(html).toContain("privacy@nilecare.example");
    expect(html).toContain("Accounts whose email address was never confirmed");
    expect(html).toContain("90 days");
    for (const cookie of ["nilecare-session", "nilecare-theme", "nilecare-toast", "nilecare-intake", "nilecare-trip-plan"]) {
      expect(html).toContain(cookie);
    }
    for (const path of ["/", "/auth?tab=signup", "/contact", "/start-journey?step=6"]) {
      const page = await (await request(path)).text();
      expect(page, path).toContain('href="/privacy"');
    }
  });
});

describe("guessing the current password", () => {
  it("counts with the sign-in failures: after five wrong answers even the right one is refused for 15 minutes", async () => {
    const account = await signedIn();
    for (let i = 0; i < 5; i++) {
      const wrong = await post(account.cookie, { intent: "email", newEmail: "x@example.com", currentPassword: `Wrong-${i}-Pass!` });
      expect(await wrong.text()).toContain("That is not your current password.");
    }
    const right = await post(account.cookie, { intent: "password", currentPassword: GOOD_PASSWORD, password: "New-Nile-2027!", confirmPassword: "New-Nile-2027!" });
    expect(right.status).toBe(400);
    expect(await right.text()).toContain("Too many failed login attempts. Please try again in 15 minutes.");
    const deletion = await postForm("/account/delete", { intent: "verify-password", password: GOOD_PASSWORD }, { headers: { Cookie: account.cookie } });
    expect(await deletion.text()).toContain("Too many failed login attempts.");
  });
});

describe("withdrawn consent and the staff", () => {
  it("stops staff from seeing the intake's details and documents; giving consent again restores them", async () => {
    const admin = await devStaff("admin");
    const { caseId, intakeId, documentId, patient } = await createIntakeCase();
    const casePage = async () => (await request(`/staff/cases/${caseId}`, { headers: { Cookie: admin.cookie } })).text();
    const document = () => request(`/staff/cases/${caseId}/documents/${documentId}`, { headers: { Cookie: admin.cookie } });
    expect(await casePage()).toContain("Cataract in the left eye");

    await post(patient.cookie, { intent: "withdraw-consent", intakeId });
    const withdrawn = await casePage();
    expect(withdrawn).not.toContain("Cataract in the left eye");
    expect(withdrawn).not.toContain("passport.pdf");
    expect((await document()).status).toBe(404);

    await post(patient.cookie, { intent: "give-consent", intakeId });
    expect(await casePage()).toContain("Cataract in the left eye");
    expect((await document()).status).toBe(200);
  });
});
