import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, sessionCookie } from "./auth-helpers";
import { postForm, randomIp, request } from "./helpers";
import { auditRows, createContactCase, createCoordinator } from "./staff-helpers";

// With JavaScript the case page says who else has it open and who is writing (decision 0154).
const COORDINATOR = "dev-staff-coordinator";
const ADMIN = "dev-staff-admin";

const ping = async (caseId: string, userId: string | null, writing: boolean) =>
  postForm(`/staff/cases/${caseId}/presence`, { writing: writing ? "1" : "0" }, {
    headers: { ...(userId ? { Cookie: await sessionCookie(userId) } : {}), "CF-Connecting-IP": randomIp() },
  });
const colleagues = async (response: Response) => ((await response.json()) as { colleagues: unknown[] }).colleagues;

beforeAll(async () => {
  await request("/staff", { headers: { Cookie: await sessionCookie(COORDINATOR) } });
}, 120_000);

describe("the case page's presence ping", () => {
  it("tells each one who else has the case open and who is writing, until their page stops pinging", async () => {
    const { caseId } = await createContactCase({ assigneeId: COORDINATOR });
    expect(await colleagues(await ping(caseId, COORDINATOR, true))).toEqual([]);
    expect(await colleagues(await ping(caseId, ADMIN, false))).toEqual([{ name: "Karim Coordinator", writing: true }]);
    expect(await colleagues(await ping(caseId, COORDINATOR, false))).toEqual([{ name: "Amira Admin", writing: false }]);

    // The admin's page is left: the coordinator is told at once.
    expect((await postForm(`/staff/cases/${caseId}/presence`, { leaving: "1" }, { headers: { Cookie: await sessionCookie(ADMIN), "CF-Connecting-IP": randomIp() } })).status).toBe(204);
    expect(await colleagues(await ping(caseId, COORDINATOR, false))).toEqual([]);
    await ping(caseId, ADMIN, false);

    // The coordinator's page went quiet a minute ago: gone, and its row with it.
    await env.DB.prepare("UPDATE case_presence SET seen_at = seen_at - 61000 WHERE staff_id = ?").bind(COORDINATOR).run();
    expect(await colleagues(await ping(caseId, ADMIN, false))).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_presence WHERE staff_id = ?").bind(COORDINATOR).first("n")).toBe(0);

    // A ping reads no patient data: the audit log records page views, not pings.
    expect(await auditRows(caseId)).toEqual([]);
  });

  it("answers 404 to anyone who may not work the case", async () => {
    const stranger = await createCoordinator("Not Covering");
    const { caseId } = await createContactCase({ assigneeId: COORDINATOR });
    const patient = await createSignedInUser();
    for (const userId of [stranger.userId, patient.userId, null]) {
      expect((await ping(caseId, userId, true)).status).toBe(404);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_presence WHERE case_id = ?").bind(caseId).first("n")).toBe(0);
  });
});
