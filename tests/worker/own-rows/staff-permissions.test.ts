import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { authSessionContext, createSession, getAuthSession } from "~/auth/session.server";
import { DEV_STAFF_PASSWORD, devStaffAccounts } from "~/staff/dev-staff";
import { requireRole, requireStaff } from "~/staff/permissions.server";
import { createAccount, signIn } from "../account-helpers";
import { ORIGIN } from "../helpers";

/** The router context of a request to /staff with the cookie, as the root middleware fills it. */
async function contextOf(cookie: string | null) {
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  const context = new RouterContextProvider();
  context.set(authSessionContext, await getAuthSession(new Request(`${ORIGIN}/staff`, { headers })));
  return context;
}

async function contextAs(userId: string | null) {
  return contextOf(userId ? (await createSession(userId)).split(";")[0]! : null);
}

function statusOf(check: () => unknown) {
  try {
    check();
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
    const anonymous = await contextAs(null);
    expect(statusOf(() => requireStaff(anonymous))).toBe(404);
    const patientContext = await contextAs(patient.userId);
    expect(statusOf(() => requireStaff(patientContext))).toBe(404);
    const coordinator = requireStaff(await contextAs(devStaffId("coordinator")));
    expect(coordinator).toMatchObject({ role: "coordinator", email: "coordinator@nilecare.test" });
    expect(requireStaff(await contextAs(devStaffId("admin"))).role).toBe("admin");
  });

  it("does not count a password-reset (recovery) session as signed in", async () => {
    const cookie = (await createSession(devStaffId("admin"), { isRecovery: true })).split(";")[0]!;
    const context = await contextOf(cookie);
    expect(statusOf(() => requireStaff(context))).toBe(404);
  });

  // Who works which case (cover included) is tested against D1 in staff-cover.test.ts.
  it("requireRole('admin') answers 404 to a coordinator", async () => {
    const coordinator = await contextAs(devStaffId("coordinator"));
    const admin = await contextAs(devStaffId("admin"));
    expect(statusOf(() => requireRole(coordinator, "admin"))).toBe(404);
    expect(statusOf(() => requireRole(admin, "admin"))).toBe(200);
  });

});
