import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EmailJob } from "~/email/email.server";
import { INVITATION_LIFETIME_MS } from "~/staff/invitations.server";
import { captureEmails, GOOD_PASSWORD, signIn, waitForEvent, eventData } from "./account-helpers";
import { createSignedInUser } from "./auth-helpers";
import { mainOf, pageHtml } from "./html";
import { cookiesFrom, postForm, request } from "./helpers";
import { caseRow, createContactCase, createCoordinator, devStaff } from "./staff-helpers";

afterEach(() => vi.restoreAllMocks());

const as = (cookie: string) => ({ headers: { Cookie: cookie } });
const ADMIN_PAGES = [
  "/staff/admin/staff",
  "/staff/admin/audit",
  "/staff/admin/audit?action=case_viewed",
  "/staff/admin/security",
  "/staff/admin/security?risk=high",
  "/staff/admin/subscribers",
  "/staff/admin/subscribers.csv",
  "/staff/admin/inbound-mail",
];

async function invite(email: string, role = "coordinator") {
  const admin = await devStaff("admin");
  const { jobs } = captureEmails();
  const response = await postForm("/staff/admin/staff", { intent: "invite", email, role }, as(admin.cookie));
  const job = jobs().find((j): j is Extract<EmailJob, { type: "staff-invitation" }> => j.type === "staff-invitation");
  vi.restoreAllMocks();
  return { response, job, admin, path: job ? new URL(job.acceptUrl).pathname : "" };
}

const accept = (path: string, fields: Record<string, string> = {}) =>
  postForm(path, { name: "Mona Adel", password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...fields });

describe("admin pages", () => {
  it("answer 404 to anonymous visitors, patients and coordinators, and open for admins", async () => {
    const patient = await createSignedInUser();
    const coordinator = await devStaff("coordinator");
    const admin = await devStaff("admin");
    for (const path of ADMIN_PAGES) {
      for (const [who, cookie] of [["anonymous", ""], ["patient", patient.cookie], ["coordinator", coordinator.cookie]]) {
        expect((await request(path, as(cookie!))).status, `${path} as ${who}`).toBe(404);
      }
      expect((await request(path, as(admin.cookie))).status, `${path} as admin`).toBe(200);
    }
    for (const cookie of ["", patient.cookie, coordinator.cookie]) {
      const response = await postForm("/staff/admin/staff", { intent: "invite", email: "x@example.com", role: "admin" }, as(cookie));
      expect(response.status).toBe(404);
      const roleChange = await postForm("/staff/admin/staff", { intent: "role", userId: coordinator.userId, role: "admin" }, as(cookie));
      expect(roleChange.status).toBe(404);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM staff_invitations").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT role FROM profiles WHERE user_id = ?").bind(coordinator.userId).first("role")).toBe("coordinator");
  });

  it("show the staff with their roles, and the admin nav only to admins", async () => {
    const admin = await devStaff("admin");
    const coordinator = await devStaff("coordinator");
    const html = mainOf(await pageHtml(await request("/staff/admin/staff", as(admin.cookie))));
    expect(html).toContain("coordinator@nilecare.test");
    expect(html).toContain("admin@nilecare.test");
    const coordinatorPage = await pageHtml(await request("/staff", as(coordinator.cookie)));
    expect(coordinatorPage).not.toContain("/staff/admin/audit");
    expect(await pageHtml(await request("/staff", as(admin.cookie)))).toContain("/staff/admin/audit");
  });
});

describe("staff invitations", () => {
  it("e-mail a single-use link through the Queue; accepting it makes a signed-in coordinator", async () => {
    const email = `new-${crypto.randomUUID()}@example.com`;
    const { response, job, path } = await invite(email.toUpperCase());
    expect(response.status).toBe(302);
    expect(job).toMatchObject({ to: email, role: "coordinator", invitedBy: "Amira Admin" });
    expect(job!.acceptUrl).toMatch(new RegExp(`^${env.SITE_URL}/staff-invitation/[A-Za-z0-9_-]{43}$`));
    const row = await env.DB.prepare("SELECT token_hash, expires_at, created_at FROM staff_invitations WHERE email = ?").bind(email).first<{ token_hash: string; expires_at: number; created_at: number }>();
    expect(row!.token_hash).not.toContain(path.split("/").pop());
    expect(row!.expires_at - row!.created_at).toBe(INVITATION_LIFETIME_MS);
    await waitForEvent("staff_invited", (r) => eventData(r).email === email);

    const page = await request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(await pageHtml(page)).toContain(`Set your password, ${email}`);

    const weak = await accept(path, { password: "short", confirmPassword: "short" });
    expect(weak.status).toBe(400);
    const accepted = await accept(path);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/staff");
    const cookie = cookiesFrom(accepted);
    expect((await request("/staff", as(cookie))).status).toBe(200);
    const user = await env.DB.prepare("SELECT u.id, u.email_confirmed_at, p.role, p.username FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.email = ?").bind(email).first();
    expect(user).toMatchObject({ role: "coordinator", username: "Mona Adel" });
    expect(user!.email_confirmed_at).not.toBeNull();
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(302);
    await waitForEvent("staff_invitation_accepted", (r) => r.user_id === user!.id);

    // Single use: the link now says it no longer works and changes nothing.
    expect((await request(path)).status).toBe(404);
    const again = await accept(path, { name: "Someone Else", password: "Another-Pass-2026!", confirmPassword: "Another-Pass-2026!" });
    expect(again.status).toBe(404);
    expect(await pageHtml(again)).toContain("expired or was already used");
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(302);
  });

  it("refuse an expired link, a revoked one, and a forged one", async () => {
    const expiredEmail = `late-${crypto.randomUUID()}@example.com`;
    const expired = await invite(expiredEmail);
    await env.DB.prepare("UPDATE staff_invitations SET expires_at = ? WHERE email = ?").bind(Date.now() - 1, expiredEmail).run();
    expect((await request(expired.path)).status).toBe(404);
    expect((await accept(expired.path)).status).toBe(404);

    const revokedEmail = `revoked-${crypto.randomUUID()}@example.com`;
    const revoked = await invite(revokedEmail);
    const id = await env.DB.prepare("SELECT id FROM staff_invitations WHERE email = ?").bind(revokedEmail).first<string>("id");
    expect((await postForm("/staff/admin/staff", { intent: "revoke", invitationId: id! }, as(revoked.admin.cookie))).status).toBe(302);
    expect((await accept(revoked.path)).status).toBe(404);

    expect((await request(`/staff-invitation/${"A".repeat(43)}`)).status).toBe(404);
    for (const email of [expiredEmail, revokedEmail]) {
      expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first("n")).toBe(0);
    }
  });

  it("only the newest invitation to an address works, and a second use at the same moment creates nothing", async () => {
    const email = `twice-${crypto.randomUUID()}@example.com`;
    const first = await invite(email);
    const second = await invite(email);
    expect((await accept(first.path)).status).toBe(404);
    const answers = await Promise.all([accept(second.path), accept(second.path, { name: "Other Name" })]);
    expect(answers.map((a) => a.status).sort()).toEqual([302, 404]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first("n")).toBe(1);
  });

  it("refuses to invite someone already on the staff", async () => {
    const { response } = await invite("coordinator@nilecare.test");
    expect(response.status).toBe(400);
    expect(await pageHtml(response)).toContain("already on the staff");
  });
});

describe("role changes", () => {
  it("promote, demote and remove staff as security events; a removed coordinator's open cases return to the queue", async () => {
    const admin = await devStaff("admin");
    const member = await createCoordinator("Temp Coordinator");
    const open = await createContactCase({ assigneeId: member.userId, status: "in_review" });
    const closed = await createContactCase({ assigneeId: member.userId, status: "closed", closingReason: "answered" });
    const change = (role: string) => postForm("/staff/admin/staff", { intent: "role", userId: member.userId, role }, as(admin.cookie));

    expect((await change("admin")).status).toBe(302);
    const promoted = await waitForEvent("staff_role_changed", (r) => r.user_id === member.userId);
    expect(promoted.risk_level).toBe("high");
    expect(eventData(promoted)).toMatchObject({ from: "coordinator", to: "admin", by: "admin@nilecare.test" });

    expect((await change("user")).status).toBe(302);
    const removed = await waitForEvent("staff_removed", (r) => r.user_id === member.userId);
    expect(eventData(removed)).toMatchObject({ from: "admin", to: "user" });
    expect((await request("/staff", as(member.cookie))).status).toBe(404);
    expect((await caseRow(open.caseId))!.assignee_id).toBeNull();
    expect((await caseRow(closed.caseId))!.assignee_id).toBe(member.userId);
    const history = await env.DB.prepare("SELECT kind, actor_id FROM case_events WHERE case_id = ?").bind(open.caseId).all();
    expect(history.results).toEqual([{ kind: "unassigned", actor_id: admin.userId }]);
  });

  it("refuses an admin's change of their own role, and a patient as target", async () => {
    const admin = await devStaff("admin");
    const patient = await createSignedInUser();
    const own = await postForm("/staff/admin/staff", { intent: "role", userId: admin.userId, role: "user" }, as(admin.cookie));
    expect(own.status).toBe(409);
    expect(await pageHtml(own)).toContain("You cannot change your own role");
    const notStaff = await postForm("/staff/admin/staff", { intent: "role", userId: patient.userId, role: "admin" }, as(admin.cookie));
    expect(notStaff.status).toBe(409);
    expect(await env.DB.prepare("SELECT role FROM profiles WHERE user_id = ?").bind(patient.userId).first("role")).toBe("user");
  });
});

describe("admin lists", () => {
  it("filter the audit log by action, staff member and case", async () => {
    const admin = await devStaff("admin");
    const coordinator = await devStaff("coordinator");
    const { caseId } = await createContactCase({ name: ["Audit", "Subject"] });
    await request(`/staff/cases/${caseId}`, as(coordinator.cookie));
    await postForm(`/staff/cases/${caseId}`, { intent: "claim" }, as(coordinator.cookie));
    const list = async (query: string) => mainOf(await pageHtml(await request(`/staff/admin/audit${query}`, as(admin.cookie))));
    const byCase = await list(`?case=${caseId}`);
    expect(byCase).toContain("2 entries");
    expect(byCase).toContain("viewed a case");
    expect(byCase).toContain("claimed a case");
    expect(await list(`?case=${caseId}&action=case_claimed`)).toContain("1 entry");
    expect(await list(`?case=${caseId}&actor=${admin.userId}`)).toContain("0 entries");
  });

  it("filter security events by type and risk level", async () => {
    const admin = await devStaff("admin");
    await signIn("coordinator@nilecare.test", "wrong-password");
    await waitForEvent("failed_login");
    const list = async (query: string) => mainOf(await pageHtml(await request(`/staff/admin/security${query}`, as(admin.cookie))));
    expect(await list("?type=failed_login")).toContain("coordinator@nilecare.test");
    expect(await list("?type=failed_login&risk=low")).toContain("Nothing matches");
  });

  it("list newsletter subscribers and export them as CSV, formulas neutralised, the export audited", async () => {
    const admin = await devStaff("admin");
    await env.DB.batch([
      env.DB.prepare("INSERT INTO newsletter_subscriptions (id, email, status, unsubscribe_token_hash) VALUES ('s1', 'reader@example.com', 'confirmed', 'h1')"),
      env.DB.prepare("INSERT INTO newsletter_subscriptions (id, email, status, unsubscribe_token_hash, source) VALUES ('s2', '=cmd@example.com', 'pending', 'h2', '=HYPERLINK(1)')"),
    ]);
    const page = mainOf(await pageHtml(await request("/staff/admin/subscribers?status=confirmed", as(admin.cookie))));
    expect(page).toContain("reader@example.com");
    expect(page).not.toContain("=cmd@example.com");
    const csv = await request("/staff/admin/subscribers.csv", as(admin.cookie));
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="nilecare-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("email,status,source,subscribed_at,confirmed_at,unsubscribed_at");
    expect(text).toContain('"reader@example.com","confirmed","footer"');
    expect(text).toContain(`"'=cmd@example.com","pending","'=HYPERLINK(1)"`);
    const audit = await env.DB.prepare("SELECT actor_id, detail FROM audit_log WHERE action = 'subscribers_exported' ORDER BY created_at DESC").first();
    expect(audit).toEqual({ actor_id: admin.userId, detail: "2 subscribers" });
  });
});
