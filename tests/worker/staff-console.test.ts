import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "./auth-helpers";
import { mainOf, pageHtml } from "./html";
import { postForm, request } from "./helpers";
import { auditRows, caseRow, createContactCase, createCoordinator, createIntakeCase, devStaff } from "./staff-helpers";

const as = (cookie: string) => ({ headers: { Cookie: cookie } });
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  postForm(path, { _plain: "1", ...fields }, as(cookie));

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
    expect(await list("?overdue=1")).not.toContain("Yusuf Kamal");
    // Nonsense in the URL falls back to the defaults instead of failing.
    expect((await request("/staff?status=bogus&page=-3&type=x", as(admin.cookie))).status).toBe(200);
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
