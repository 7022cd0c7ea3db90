import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { caseReference } from "~/cases/case-reference";
import { sessionCookie } from "./auth-helpers";
import { cookiesFrom, ORIGIN, randomIp, request } from "./helpers";
import { unescapeHtml } from "./mail-helpers";
import { auditRows, caseRow, createContactCase, createCoordinator, staffWrote } from "./staff-helpers";

// Bulk actions on the case list — one form, checkboxes, three buttons, no JavaScript needed.
const COORDINATOR = "dev-staff-coordinator";

/** The list's form as the browser sends it: every ticked case, every select, and the pressed button's value. */
async function bulkPost(bulk: string, caseIds: string[], fields: Record<string, string>, query = "") {
  const body = new URLSearchParams({
    intent: "bulk",
    assigneeId: "",
    status: "in_review",
    closingReason: "",
    ...fields,
    bulk,
  });
  for (const id of caseIds) body.append("caseIds", id);
  return request(`/staff?index${query}`, {
    method: "POST",
    body,
    headers: {
      Cookie: await sessionCookie(COORDINATOR),
      "CF-Connecting-IP": randomIp(),
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      "Sec-Fetch-Mode": "navigate",
    },
  });
}

/** The page the redirect lands on, with its toast. */
async function landing(response: Response) {
  const cookie = cookiesFrom(response, await sessionCookie(COORDINATOR));
  return unescapeHtml(await (await request(response.headers.get("Location")!, { headers: { Cookie: cookie } })).text());
}

beforeAll(async () => {
  await request("/staff", { headers: { Cookie: await sessionCookie(COORDINATOR) } });
}, 120_000);

describe("bulk actions on the case list", () => {
  it("draws a checkbox per case inside one form with the three buttons", async () => {
    const { caseId } = await createContactCase({ name: ["Tick", "Able"] });
    const page = unescapeHtml(
      await (await request("/staff?q=Able", { headers: { Cookie: await sessionCookie(COORDINATOR) } })).text(),
    );
    expect(page).toContain(`name="caseIds" value="${caseId}"`);
    for (const button of ["assign", "status", "close"]) expect(page).toContain(`value="${button}" name="bulk"`);
    expect(page).toContain("e-mail the patient at once");
  });

  it("assigns the ticked cases with a history and audit row each, names the case it could not touch, and keeps the list's filters", async () => {
    const colleague = await createCoordinator("Bulk Colleague");
    const a = await createContactCase();
    const b = await createContactCase({ assigneeId: COORDINATOR });
    const foreign = await createContactCase({ assigneeId: colleague.userId });
    const response = await bulkPost(
      "assign",
      [a.caseId, b.caseId, foreign.caseId],
      { assigneeId: colleague.userId },
      "&status=all",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/staff?status=all");
    const toast = await landing(response);
    expect(toast).toContain("2 cases changed.");
    expect(toast).toContain(`${caseReference(foreign.caseId)}: not a case you can work`);
    expect((await caseRow(a.caseId))!.assignee_id).toBe(colleague.userId);
    expect((await caseRow(b.caseId))!.assignee_id).toBe(colleague.userId);
    for (const { caseId } of [a, b]) {
      expect((await auditRows(caseId)).map((r) => [r.action, r.detail])).toContainEqual([
        "case_assigned",
        "Assigned to Bulk Colleague",
      ]);
      const events = await env.DB.prepare("SELECT kind FROM case_events WHERE case_id = ?")
        .bind(caseId)
        .all<{ kind: string }>();
      expect(events.results.map((e) => e.kind)).toContain("assigned");
    }
  });

  it("closes the ticked cases with the reason, and changes status only where the move is allowed", async () => {
    const a = await createContactCase({ assigneeId: COORDINATOR });
    const b = await createContactCase({ assigneeId: COORDINATOR });
    const closed = await bulkPost("close", [a.caseId, b.caseId], { closingReason: "no_response" });
    expect(closed.status).toBe(302);
    for (const { caseId } of [a, b]) {
      const row = (await caseRow(caseId))!;
      expect([row.status, row.closing_reason]).toEqual(["closed", "no_response"]);
      expect((await auditRows(caseId)).map((r) => r.action)).toContain("case_status_changed");
    }
    const c = await createContactCase({ assigneeId: COORDINATOR, status: "in_review" });
    await staffWrote(c.caseId);
    // Nobody has written to this patient: waiting for their answer would e-mail them about a message that is not there.
    const d = await createContactCase({ assigneeId: COORDINATOR, status: "in_review" });
    const moved = await bulkPost("status", [a.caseId, c.caseId, d.caseId], { status: "awaiting_patient" });
    const toast = await landing(moved);
    expect(toast).toContain("1 case changed.");
    expect(toast).toContain(`${caseReference(a.caseId)}: A case cannot go from`);
    expect(toast).toContain(`${caseReference(d.caseId)}: Write to the patient first`);
    expect((await caseRow(d.caseId))!.status).toBe("in_review");
    expect((await caseRow(c.caseId))!.status).toBe("awaiting_patient");
    expect((await caseRow(a.caseId))!.status).toBe("closed");
  });

  it("refuses without a ticked case or a closing reason, next to the form, changing nothing", async () => {
    const a = await createContactCase({ assigneeId: COORDINATOR });
    const none = await bulkPost("close", [], { closingReason: "no_response" });
    expect(none.status).toBe(400);
    expect(unescapeHtml(await none.text())).toContain("Tick at least one case");
    const noReason = await bulkPost("close", [a.caseId], {});
    expect(noReason.status).toBe(400);
    expect(unescapeHtml(await noReason.text())).toContain("Choose why the cases are closed");
    expect((await caseRow(a.caseId))!.status).toBe("new");
  });
});
