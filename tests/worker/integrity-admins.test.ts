import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { changeStaffRole } from "~/staff/staff-members.server";
import { createSignedInUser } from "./auth-helpers";
import { createContactCase } from "./staff-helpers";
import { postForm } from "./helpers";
import { pageHtml } from "./html";

const as = (cookie: string) => ({ headers: { Cookie: cookie } });
const adminCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM profiles WHERE role = 'admin'").first<number>("n"))!;

/** Two admins and nobody else with the role. */
async function twoAdminsOnly() {
  await env.DB.prepare("UPDATE profiles SET role = 'coordinator' WHERE role = 'admin'").run();
  const [a, b] = await Promise.all([createSignedInUser(), createSignedInUser()]);
  await env.DB.prepare("UPDATE profiles SET role = 'admin' WHERE user_id IN (?, ?)").bind(a.userId, b.userId).run();
  return [a, b] as const;
}

const change = (actor: { cookie: string }, target: { userId: string }, role: string) =>
  postForm("/staff/admin/staff", { intent: "role", userId: target.userId, role }, as(actor.cookie));

describe("always one admin", () => {
  it("keeps an admin when both removals pass the console's checks at once (the statement decides)", async () => {
    for (let round = 0; round < 8; round++) {
      const [a, b] = await twoAdminsOnly();
      const actor = (u: { userId: string; email: string }) => ({ id: u.userId, email: u.email, displayName: u.email, role: "admin" as const });
      const req = new Request("http://localhost/staff/admin/staff");
      const outcomes = await Promise.all([
        changeStaffRole(actor(a), req, b.userId, "user"),
        changeStaffRole(actor(b), req, a.userId, "user"),
      ]);
      expect(await adminCount(), `round ${round}`).toBe(1);
      expect(outcomes.filter((o) => o.ok), `round ${round}`).toHaveLength(1);
    }
  }, 120_000);

  for (const role of ["user", "coordinator"]) {
    it(`keeps an admin when two admins change each other to ${role} at the same moment, round after round`, async () => {
      for (let round = 0; round < 6; round++) {
        const [a, b] = await twoAdminsOnly();
        const answers = await Promise.all([change(a, b, role), change(b, a, role)]);
        expect(await adminCount(), `round ${round}`).toBe(1);
        // The later request finds its sender no longer an admin: the staff page is a 404 to them, or,
        // when both passed that check, the guarded statement refuses with a message.
        expect(answers.filter((r) => r.status === 302), `round ${round}`).toHaveLength(1);
        const refused = answers.find((r) => r.status !== 302)!;
        expect([404, 409]).toContain(refused.status);
        if (refused.status === 409) {
          expect(await pageHtml(refused)).toContain("You are no longer an admin, so this change was not made.");
        }
      }
    }, 120_000);
  }

  it("leaves the open cases of an admin whose removal was refused assigned to them", async () => {
    const [a, b] = await twoAdminsOnly();
    const { caseId } = await createContactCase({ assigneeId: a.userId, status: "in_review" });
    // b is no longer an admin (demoted after the console let them in): their removal of a changes nothing.
    const staleB = { id: b.userId, email: b.email, displayName: "B", role: "admin" as const };
    await env.DB.prepare("UPDATE profiles SET role = 'coordinator' WHERE user_id = ?").bind(b.userId).run();
    const refused = await changeStaffRole(staleB, new Request("http://localhost/staff/admin/staff"), a.userId, "user");
    expect(refused).toEqual({ ok: false, message: "You are no longer an admin, so this change was not made." });
    expect(await env.DB.prepare("SELECT assignee_id FROM cases WHERE id = ?").bind(caseId).first("assignee_id")).toBe(a.userId);
    expect(await adminCount()).toBe(1);
  });
});
