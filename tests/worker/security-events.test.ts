import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { securityEventTypes } from "~/db/schema";
import { riskLevelOf, type SecurityEvent } from "~/security/events.server";
import { createAccount, GOOD_PASSWORD, signIn, waitForEvent } from "./account-helpers";

afterEach(() => vi.restoreAllMocks());

describe("security events", () => {
  it("give each of the eleven types of the spec's error catalogue, the limit store's failure, the five staff types and the seven account types their risk level", () => {
    const expected: Record<string, string> = {
      successful_signup: "low",
      user_signout: "low",
      password_reset_requested: "low",
      failed_password_reset: "medium",
      password_updated: "low",
      failed_password_update: "medium",
      successful_login: "low",
      failed_login: "medium",
      login_blocked_rate_limit: "high",
      blocked_duplicate_signup: "medium",
      rate_limit_unavailable: "high",
      staff_invited: "medium",
      staff_invitation_revoked: "low",
      staff_invitation_accepted: "medium",
      staff_role_changed: "high",
      staff_removed: "medium",
      email_change_requested: "medium",
      email_changed: "medium",
      other_sessions_ended: "low",
      data_exported: "medium",
      account_deleted: "medium",
      health_consent_withdrawn: "low",
      health_consent_given: "low",
    };
    expect(securityEventTypes).toHaveLength(24);
    for (const type of securityEventTypes) {
      if (type === "failed_signup") continue;
      expect(riskLevelOf({ type } as SecurityEvent), type).toBe(expected[type]);
    }
    expect(riskLevelOf({ type: "failed_signup", errorType: "existing_email" })).toBe("high");
    for (const errorType of ["rate_limited", "weak_password", "other"] as const) {
      expect(riskLevelOf({ type: "failed_signup", errorType })).toBe("medium");
    }
  });

  it("record the IP, the user agent and the event data", async () => {
    const { userId, email } = await createAccount();
    await signIn(email, GOOD_PASSWORD, { ip: "2001:db8::1", headers: { "User-Agent": "NileCare-Test/1.0" } });
    const row = await waitForEvent("successful_login", (r) => r.user_id === userId);
    expect(row).toMatchObject({ ip_address: "2001:db8::1", user_agent: "NileCare-Test/1.0", risk_level: "low" });
    expect(JSON.parse(row.event_data)).toEqual({ email });
  });

  it("never block the visitor when they cannot be written, and say so in the log", async () => {
    const { email } = await createAccount();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.prepare("DROP TABLE security_events").run();
    const response = await signIn(email, GOOD_PASSWORD);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
    await vi.waitFor(() =>
      expect(errors.mock.calls.flat().join("\n")).toContain("Could not record security event successful_login"),
    );
  });
});
