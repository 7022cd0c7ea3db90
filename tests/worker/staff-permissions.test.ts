import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createSession } from "~/auth/session.server";
import { DEV_STAFF_PASSWORD, devStaffAccounts } from "~/staff/dev-staff";
import { canWorkCase, requireRole, requireStaff } from "~/staff/permissions.server";
import { createAccount, signIn } from "./account-helpers";
import { ORIGIN } from "./helpers";

async function requestAs(userId: string | null) {
  const headers = new Headers();
  if (userId) headers.set("Cookie", (await createSession(userId)).split(";")[0]!);
  return new Request(`${ORIGIN}/staff`, { headers });
}

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 200;
  } catch (error) {
    return error instanceof Response ? error.status : 500;
  }
}

const devStaffId = (role: "admin" | "coordinator") => devStaffAccounts.find((a) => a.role === role)!.id;

describe("staff roles", () => {
  it("the local set-up has an admin and a coordinator who sign in with the documented password", async () => {
    for (const account of devStaffAccounts) {
      const response = await signIn(account.email, DEV_STAFF_PASSWORD);
      expect(response.status, account.email).toBe(302);
      const role = await env.DB.prepare("SELECT role FROM profiles WHERE user_id = ?").bind(account.id).first("role");
      expect(role).toBe(account.role);
    }
  });

  it("requireStaff answers 404 to anonymous visitors and patients, and lets coordinators and admins in", async () => {
    const patient = await createAccount();
    expect(await statusOf(requireStaff(await requestAs(null)))).toBe(404);
    expect(await statusOf(requireStaff(await requestAs(patient.userId)))).toBe(404);
    const coordinator = await requireStaff(await requestAs(devStaffId("coordinator")));
    expect(coordinator).toMatchObject({ role: "coordinator", email: "coordinator@nilecare.test" });
    expect((await requireStaff(await requestAs(devStaffId("admin")))).role).toBe("admin");
  });

  it("does not count a password-reset (recovery) session as signed in", async () => {
    const cookie = (await createSession(devStaffId("admin"), { isRecovery: true })).split(";")[0]!;
    const request = new Request(`${ORIGIN}/staff`, { headers: { Cookie: cookie } });
    expect(await statusOf(requireStaff(request))).toBe(404);
  });

  it("requireRole('admin') answers 404 to a coordinator", async () => {
    expect(await statusOf(requireRole(await requestAs(devStaffId("coordinator")), "admin"))).toBe(404);
    expect(await statusOf(requireRole(await requestAs(devStaffId("admin")), "admin"))).toBe(200);
  });

  it("a coordinator works unassigned cases and their own; an admin works every case", () => {
    const coordinator = { id: "c1", role: "coordinator" as const };
    expect(canWorkCase(coordinator, null)).toBe(true);
    expect(canWorkCase(coordinator, "c1")).toBe(true);
    expect(canWorkCase(coordinator, "c2")).toBe(false);
    expect(canWorkCase({ id: "a1", role: "admin" }, "c2")).toBe(true);
  });
});
