import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { parseCaseFilters } from "~/cases/console/case-filters";
import { caseCounts, loadCaseList } from "~/cases/console/case-list.server";
import { createSignedInUser } from "./auth-helpers";
import { mainOf, pageHtml } from "./html";
import { ORIGIN, postForm, request } from "./helpers";
import { auditRows, caseRow, createContactCase, createCoordinator, createIntakeCase, devStaff, staffWrote } from "./staff-helpers";

const as = (cookie: string) => ({ headers: { Cookie: cookie } });
const post = (path: string, fields: Record<string, string>, cookie: string) => postForm(path, fields, as(cookie));

describe("who reaches the staff console", () => {
  it("answers 404 to anonymous visitors and patients on every staff page, action and document", async () => {
    const { caseId, documentId, patient } = await createIntakeCase();
    const pages = ["/staff", "/staff?status=new", `/staff/cases/${caseId}`, `/staff/cases/${caseId}/documents/${documentId}`];
    for (const cookie of ["", patient.cookie]) {
      for (const path of pages) {
        const response = await request(path, as(cookie));
        expect(response.status, `${path} as ${cookie ? "patient" : "anonymous"}`).toBe(404);
        const html = await response.text();
        expect(html).not.toContain("Sara Lind");
        expect(html).not.toMatch(/staff console/i);
      }
      for (const intent of ["claim", "assign", "status", "note"]) {
        const response = await post(`/staff/cases/${caseId}`, { intent, status: "in_review", body: "x", assigneeId: "" }, cookie);
        expect(response.status, intent).toBe(404);
      }
    }
    expect(await caseRow(caseId)).toMatchObject({ status: "new", assignee_id: null });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_notes").first("n")).toBe(0);
    expect(await auditRows(caseId)).toEqual([]);
  });

  it("answers 404 to a coordinator for another coordinator's case, its actions and documents", async () => {
    const other = await createCoordinator();
    const { caseId, documentId } = await createIntakeCase({ assigneeId: other.userId });
    const coordinator = await devStaff("coordinator");
    for (const path of [`/staff/cases/${caseId}`, `/staff/cases/${caseId}/documents/${documentId}`]) {
      expect((await request(path, as(coordinator.cookie))).status, path).toBe(404);
    }
    for (const intent of ["claim", "assign", "status", "note"]) {
      const response = await post(`/staff/cases/${caseId}`, { intent, status: "in_review", body: "x", assigneeId: coordinator.userId }, coordinator.cookie);
      expect(response.status, intent).toBe(404);
    }
    // ...and leaves it out of their list.
    const list = await pageHtml(await request("/staff?status=all", as(coordinator.cookie)));
    expect(list).not.toContain(`/staff/cases/${caseId}`);
    expect(await caseRow(caseId)).toMatchObject({ status: "new", assignee_id: other.userId });
  });

  it("lets an admin open every case, its document and act on it", async () => {
    const other = await createCoordinator();
    const { caseId, documentId } = await createIntakeCase({ assigneeId: other.userId });
    const admin = await devStaff("admin");
    const page = await request(`/staff/cases/${caseId}`, as(admin.cookie));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const html = await pageHtml(page);
    expect(html).toContain("Cataract in the left eye");
    expect(html).toContain('content="noindex, nofollow"');
    const document = await request(`/staff/cases/${caseId}/documents/${documentId}`, as(admin.cookie));
    expect(document.status).toBe(200);
    expect(document.headers.get("Content-Disposition")).toMatch(/^attachment; filename="passport.pdf"/);
    expect(await document.text()).toBe("%PDF-1.4 passport scan");
    const note = await post(`/staff/cases/${caseId}`, { intent: "note", body: "Called the clinic." }, admin.cookie);
    expect(note.status).toBe(302);
  });
});

describe("the staff area stays private", () => {
  it("is neither in the sitemap nor in robots.txt, and its 404 carries no staff headers", async () => {
    expect(await (await request("/sitemap.xml")).text()).not.toContain("/staff");
    expect(await (await request("/robots.txt")).text()).not.toContain("/staff");
    const refused = await request("/staff");
    expect(refused.status).toBe(404);
    expect(refused.headers.get("X-Robots-Tag")).toBeNull();
    expect(refused.headers.get("Server-Timing")).toBeNull();
  });
});

describe("the case list", () => {
  it("shows a coordinator the unassigned cases and their own, soonest due first, with the header counts", async () => {
    const coordinator = await devStaff("coordinator");
    const other = await createCoordinator();
    const headerCounts = async () => {
      const html = await pageHtml(await request("/staff", as(coordinator.cookie)));
      return { newCases: Number(/>(\d+) new</.exec(html)?.[1]), overdue: Number(/>(\d+) overdue</.exec(html)?.[1]) };
    };
    const before = await headerCounts();
    await createContactCase({ name: ["Late", "Sender"], receivedAt: Date.now() - 3 * 60 * 60 * 1000 });
    await createContactCase({ name: ["Mine", "Patient"], assigneeId: coordinator.userId, status: "in_review" });
    await createContactCase({ name: ["Their", "Patient"], assigneeId: other.userId });
    const response = await request("/staff", as(coordinator.cookie));
    expect(response.status).toBe(200);
    const html = mainOf(await pageHtml(response));
    expect(html).toContain("Late Sender");
    expect(html).toContain("Mine Patient");
    expect(html).not.toContain("Their Patient");
    expect(html.indexOf("Late Sender")).toBeLessThan(html.indexOf("Mine Patient"));
    expect(html).toContain("Overdue");
    // The late contact message is new and overdue; the coordinator's own case is neither; theirs is not counted.
    expect(await headerCounts()).toEqual({ newCases: before.newCases + 1, overdue: before.overdue + 1 });
  });

  it("filters by status, type, assignee, overdue and name or e-mail, as a shareable GET", async () => {
    const admin = await devStaff("admin");
    await createContactCase({ name: ["Yusuf", "Kamal"], email: "yusuf@example.com" });
    await createContactCase({ name: ["Hana", "Saleh"], status: "in_review", assigneeId: admin.userId });
    await createIntakeCase();
    const list = async (query: string) => mainOf(await pageHtml(await request(`/staff${query}`, as(admin.cookie))));
    expect(await list("?status=new&type=contact")).toContain("Yusuf Kamal");
    expect(await list("?status=new&type=contact")).not.toContain("Hana Saleh");
    expect(await list("?status=in_review")).toContain("Hana Saleh");
    expect(await list("?assignee=me")).toContain("Hana Saleh");
    expect(await list("?assignee=me")).not.toContain("Yusuf Kamal");
    expect(await list("?assignee=unassigned&type=intake")).toContain("Sara Lind");
    expect(await list("?q=YUSUF@example")).toContain("Yusuf Kamal");
    expect(await list("?q=kam")).toContain("Yusuf Kamal");
    expect(await list("?q=kam")).not.toContain("Hana Saleh");
    expect(await list("?q=%25")).toContain("No case matches");
    // A whole long address works too (D1 refuses LIKE patterns over 50 bytes; the search does not use LIKE).
    const long = `a-very-long-address-${crypto.randomUUID()}@example.com`;
    await createContactCase({ name: ["Long", "Address"], email: long });
    expect(await list(`?q=${encodeURIComponent(long)}`)).toContain("Long Address");
    expect(await list("?overdue=1")).not.toContain("Yusuf Kamal");
    // Nonsense in the URL falls back to the defaults instead of failing.
    expect((await request("/staff?status=bogus&page=-3&type=x", as(admin.cookie))).status).toBe(200);
  });

  it("reads a filtered page in one D1 batch and the header counts in one query", async () => {
    const coordinator = await devStaff("coordinator");
    const staff = { id: coordinator.userId, email: coordinator.email, displayName: coordinator.name, role: "coordinator" as const };
    const batch = vi.spyOn(env.DB, "batch");
    const prepare = vi.spyOn(env.DB, "prepare");
    await loadCaseList(parseCaseFilters(new URLSearchParams("status=new&type=contact&q=a&overdue=1")), staff);
    expect(batch).toHaveBeenCalledTimes(1);
    batch.mockClear();
    prepare.mockClear();
    await caseCounts(staff);
    expect(batch).toHaveBeenCalledTimes(0);
    expect(prepare).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it("pages through the cases 25 at a time", async () => {
    const admin = await devStaff("admin");
    const start = Date.now() - 60_000;
    for (let i = 0; i < 27; i++) await createContactCase({ name: ["Page", `Patient${String(i).padStart(2, "0")}`], receivedAt: start + i });
    const first = mainOf(await pageHtml(await request("/staff?q=page%20patient", as(admin.cookie))));
    expect(first).toContain("27 cases");
    expect(first).toContain("Page Patient00");
    expect(first).not.toContain("Page Patient25");
    expect(first).toContain("Page 1 of 2");
    const second = mainOf(await pageHtml(await request("/staff?q=page%20patient&page=2", as(admin.cookie))));
    expect(second).toContain("Page Patient25");
    expect(second).toContain("Page Patient26");
    expect(second).not.toContain("Page Patient00");
  });
});

describe("working a case", () => {
  it("claims an unassigned case once: a second claim is refused and nothing more is recorded", async () => {
    const coordinator = await devStaff("coordinator");
    const other = await createCoordinator();
    const { caseId } = await createContactCase();
    const claimed = await post(`/staff/cases/${caseId}`, { intent: "claim" }, coordinator.cookie);
    expect(claimed.status).toBe(302);
    expect(claimed.headers.get("Location")).toBe(`/staff/cases/${caseId}`);
    expect((await caseRow(caseId))!.assignee_id).toBe(coordinator.userId);
    // The other coordinator can no longer see it at all.
    expect((await post(`/staff/cases/${caseId}`, { intent: "claim" }, other.cookie)).status).toBe(404);
    // An admin claiming it is told it is taken.
    const admin = await devStaff("admin");
    const refused = await post(`/staff/cases/${caseId}`, { intent: "claim" }, admin.cookie);
    expect(refused.status).toBe(409);
    expect(await pageHtml(refused)).toContain("already assigned");
    expect((await auditRows(caseId)).filter((r) => r.action === "case_claimed")).toHaveLength(1);
    const events = await env.DB.prepare("SELECT kind, actor_id, assignee_id FROM case_events WHERE case_id = ?").bind(caseId).all();
    expect(events.results).toEqual([{ kind: "claimed", actor_id: coordinator.userId, assignee_id: coordinator.userId }]);
  });

  it("records nothing when the case changed between reading and writing (two claims at once)", async () => {
    const coordinator = await devStaff("coordinator");
    const admin = await devStaff("admin");
    const { caseId } = await createContactCase();
    const answers = await Promise.all([
      post(`/staff/cases/${caseId}`, { intent: "claim" }, coordinator.cookie),
      post(`/staff/cases/${caseId}`, { intent: "claim" }, admin.cookie),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([302, 409]);
    const claims = (await auditRows(caseId)).filter((r) => r.action === "case_claimed");
    expect(claims).toHaveLength(1);
    expect(claims[0]!.actor_id).toBe((await caseRow(caseId))!.assignee_id);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_events WHERE case_id = ?").bind(caseId).first("n")).toBe(1);
  });

  it("assigns to a staff member or back to the queue, and refuses anyone who is not on the staff", async () => {
    const admin = await devStaff("admin");
    const coordinator = await devStaff("coordinator");
    const patient = await createSignedInUser();
    const { caseId } = await createContactCase();
    expect((await post(`/staff/cases/${caseId}`, { intent: "assign", assigneeId: coordinator.userId }, admin.cookie)).status).toBe(302);
    expect((await caseRow(caseId))!.assignee_id).toBe(coordinator.userId);
    const refused = await post(`/staff/cases/${caseId}`, { intent: "assign", assigneeId: patient.userId }, admin.cookie);
    expect(refused.status).toBe(400);
    expect(await pageHtml(refused)).toContain("Choose a staff member from the list");
    expect((await post(`/staff/cases/${caseId}`, { intent: "assign", assigneeId: "" }, admin.cookie)).status).toBe(302);
    expect((await caseRow(caseId))!.assignee_id).toBeNull();
    const details = (await auditRows(caseId)).filter((r) => r.action === "case_assigned").map((r) => r.detail);
    expect(details).toEqual([`Assigned to ${coordinator.name}`, "Returned to the unassigned queue"]);
  });

  it("moves along the workflow, refuses an invalid transition with a message, needs a reason to close, reopens", async () => {
    const coordinator = await devStaff("coordinator");
    const { caseId } = await createContactCase({ assigneeId: coordinator.userId });
    const move = (fields: Record<string, string>) => post(`/staff/cases/${caseId}`, { intent: "status", ...fields }, coordinator.cookie);

    const skipped = await move({ status: "scheduled" });
    expect(skipped.status).toBe(400);
    expect(await pageHtml(skipped)).toContain('A case cannot go from "New" to "Scheduled".');
    expect((await caseRow(caseId))!.status).toBe("new");

    await staffWrote(caseId, coordinator.userId);
    for (const status of ["in_review", "awaiting_patient", "scheduled"]) {
      expect((await move({ status })).status, status).toBe(302);
      expect((await caseRow(caseId))!.status).toBe(status);
    }
    const noReason = await move({ status: "closed" });
    expect(noReason.status).toBe(400);
    expect(await pageHtml(noReason)).toContain("Choose why the case is closed");
    expect((await move({ status: "closed", closingReason: "treatment_booked" })).status).toBe(302);
    expect(await caseRow(caseId)).toMatchObject({ status: "closed", closing_reason: "treatment_booked" });
    // A closed case owes nobody an answer: its page and the list say so instead of a due time.
    const dueFact = (html: string) => /Reply due \(Cairo\)<\/dt><dd[^>]*>([^<]*)</.exec(html)?.[1];
    expect(dueFact(await pageHtml(await request(`/staff/cases/${caseId}`, as(coordinator.cookie))))).toBe("No reply owed");
    const closedList = await pageHtml(await request(`/staff?status=closed`, as(coordinator.cookie)));
    expect(closedList).toContain("No reply owed");

    expect((await move({ status: "awaiting_patient" })).status).toBe(400);
    const before = Date.now();
    expect((await move({ status: "in_review" })).status).toBe(302);
    const reopened = (await caseRow(caseId))!;
    expect(reopened).toMatchObject({ status: "in_review", closing_reason: null });
    // A reopened contact case is owed an answer within 2 hours again.
    expect(reopened.due_at).toBeGreaterThanOrEqual(before + 2 * 60 * 60 * 1000);

    const history = await env.DB.prepare("SELECT from_status, to_status FROM case_events WHERE case_id = ? ORDER BY created_at").bind(caseId).all();
    expect(history.results.map((r) => `${r.from_status}→${r.to_status}`)).toEqual([
      "new→in_review",
      "in_review→awaiting_patient",
      "awaiting_patient→scheduled",
      "scheduled→closed",
      "closed→in_review",
    ]);
    const page = await pageHtml(await request(`/staff/cases/${caseId}`, as(coordinator.cookie)));
    expect(page).toContain("changed the status: Scheduled → Closed (Treatment booked)");
    expect(dueFact(page)).toMatch(/\(in \d/);
  });

  it("answers a fetcher (JavaScript on) with data and a toast instead of a redirect", async () => {
    const coordinator = await devStaff("coordinator");
    const { caseId } = await createContactCase();
    // A fetcher's post carries no `_plain` field (the marker is gone once React runs).
    const response = await request(`/staff/cases/${caseId}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "claim" }),
      headers: { Cookie: coordinator.cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    expect((await caseRow(caseId))!.assignee_id).toBe(coordinator.userId);
  });
});

describe("internal notes", () => {
  it("are stored with their author, audited without their text, and shown on the case page", async () => {
    const coordinator = await devStaff("coordinator");
    const { caseId } = await createContactCase();
    const empty = await post(`/staff/cases/${caseId}`, { intent: "note", body: "   " }, coordinator.cookie);
    expect(empty.status).toBe(400);
    expect(await pageHtml(empty)).toContain("Write the note first");
    const tooLong = await post(`/staff/cases/${caseId}`, { intent: "note", body: "x".repeat(5001) }, coordinator.cookie);
    expect(tooLong.status).toBe(400);
    expect((await post(`/staff/cases/${caseId}`, { intent: "note", body: "Prefers WhatsApp.\nSpeaks French." }, coordinator.cookie)).status).toBe(302);
    const page = await pageHtml(await request(`/staff/cases/${caseId}`, as(coordinator.cookie)));
    expect(page).toContain("Prefers WhatsApp.\nSpeaks French.");
    const audit = (await auditRows(caseId)).find((r) => r.action === "case_note_added");
    expect(audit).toMatchObject({ actor_email: coordinator.email });
    expect(JSON.stringify(await auditRows(caseId))).not.toContain("WhatsApp");
  });

  it("never reach the patient's pages or any e-mail", async () => {
    const coordinator = await devStaff("coordinator");
    const { caseId, patient } = await createIntakeCase({ assigneeId: coordinator.userId });
    const secret = `Internal-${crypto.randomUUID()}`;
    expect((await post(`/staff/cases/${caseId}`, { intent: "note", body: secret }, coordinator.cookie)).status).toBe(302);
    expect((await post(`/staff/cases/${caseId}`, { intent: "status", status: "in_review" }, coordinator.cookie)).status).toBe(302);
    for (const path of ["/dashboard", "/start-journey", "/plan", "/"]) {
      const html = await (await request(path, as(patient.cookie))).text();
      expect(html, path).not.toContain(secret);
    }
    const mails = await env.DB.prepare("SELECT html, text, subject FROM email_outbox").all();
    expect(JSON.stringify(mails.results)).not.toContain(secret);
  });
});

describe("the audit log", () => {
  it("records every view of a case and every document opened, with who, what and when", async () => {
    const coordinator = await devStaff("coordinator");
    const { caseId, documentId, patient } = await createIntakeCase();
    await request(`/staff/cases/${caseId}`, as(coordinator.cookie));
    await request(`/staff/cases/${caseId}`, as(coordinator.cookie));
    await request(`/staff/cases/${caseId}/documents/${documentId}`, as(coordinator.cookie));
    const rows = await auditRows(caseId);
    expect(rows.map((r) => r.action)).toEqual(["case_viewed", "case_viewed", "document_opened"]);
    for (const row of rows) expect(row).toMatchObject({ actor_id: coordinator.userId, actor_email: coordinator.email, subject_user_id: patient.userId });
    expect(rows[2]).toMatchObject({ document_id: documentId, detail: "passport.pdf" });
  });

  it("shows the patient on their dashboard who on the staff opened their documents", async () => {
    const coordinator = await devStaff("coordinator");
    const { caseId, documentId, patient } = await createIntakeCase();
    const before = await pageHtml(await request("/dashboard", as(patient.cookie)));
    expect(before).toContain("No one on our staff has opened your documents yet.");
    await request(`/staff/cases/${caseId}/documents/${documentId}`, as(coordinator.cookie));
    const after = mainOf(await pageHtml(await request("/dashboard", as(patient.cookie))));
    // The file name is isolated (FSI … PDI) so a right-to-left name cannot turn the sentence around.
    expect(after).toContain(`${coordinator.name} opened \u2068passport.pdf\u2069`);
  });
});
