import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionCookie } from "./auth-helpers";
import { cookiesFrom, postForm, randomIp, request } from "./helpers";
import { fetcherPost, unescapeHtml } from "./mail-helpers";
import { auditRows, caseRow, createContactCase, createCoordinator, patientWithPlan, staffWrote } from "./staff-helpers";
import { quoteTermFields } from "./quote-helpers";

// A reply claims an unassigned case; the audit trail names replies, quotes, answers and e-mails; two
// coordinators never answer the same patient blind (the reply collision and who else opened the case).
const COORDINATOR = "dev-staff-coordinator";
const ADMIN = "dev-staff-admin";
const DAY = 24 * 60 * 60 * 1000;

const get = async (path: string, userId: string) => request(path, { headers: { Cookie: await sessionCookie(userId) } });
const html = async (path: string, userId: string) => unescapeHtml(await (await get(path, userId)).text());
const post = async (path: string, fields: Record<string, string>, cookie: string) =>
  postForm(path, fields, { headers: { Cookie: cookie, "CF-Connecting-IP": randomIp() } });
const staffPost = async (path: string, fields: Record<string, string>, userId: string) =>
  post(path, fields, await sessionCookie(userId));
const messagesOf = async (caseId: string) =>
  (
    await env.DB.prepare("SELECT author, body FROM case_messages WHERE case_id = ? ORDER BY created_at")
      .bind(caseId)
      .all<{ author: string; body: string }>()
  ).results;
/** The hidden "newest message shown" of the reply form, as the page drew it. */
const seenUpToOf = (page: string) => /name="seenUpTo" value="(\d+)"/.exec(page)?.[1];
/** The hidden "newest team reply the page was drawn with". */
const teamSeenUpToOf = (page: string) => /name="teamSeenUpTo" value="(\d+)"/.exec(page)?.[1];
/** The two hidden fields of a page's reply form, as the browser posts them. */
const seenOf = (page: string) => ({ seenUpTo: seenUpToOf(page)!, teamSeenUpTo: teamSeenUpToOf(page)! });
const staffBodies = async (caseId: string) => (await messagesOf(caseId)).filter((m) => m.author === "staff").map((m) => m.body);

beforeAll(async () => {
  await get("/staff", COORDINATOR);
}, 120_000);

describe("a reply claims an unassigned case", () => {
  it("makes the replier the assignee, with a history line and audit rows naming the patient", async () => {
    const { caseId } = await createContactCase({ name: ["Lina", "Claimed"] });
    const sent = await staffPost(
      `/staff/cases/${caseId}`,
      { intent: "message", body: "Hello Lina, we can help." },
      COORDINATOR,
    );
    expect(sent.status).toBe(302);
    expect((await caseRow(caseId))!.assignee_id).toBe(COORDINATOR);
    const actions = (await auditRows(caseId)).map((r) => [r.action, r.detail]);
    expect(actions).toContainEqual(["case_claimed", expect.stringContaining("by replying")]);
    expect(actions).toContainEqual(["case_replied", "Replied to Lina Claimed"]);
    const page = await html(`/staff/cases/${caseId}`, COORDINATOR);
    expect(page).toContain("claimed the case");
    expect(page).toContain("replied to Lina Claimed");
  });

  it("leaves a case assigned to someone else with them", async () => {
    const { caseId } = await createContactCase({ assigneeId: COORDINATOR });
    expect(
      (await staffPost(`/staff/cases/${caseId}`, { intent: "message", body: "An admin's word." }, ADMIN)).status,
    ).toBe(302);
    expect((await caseRow(caseId))!.assignee_id).toBe(COORDINATOR);
    expect((await auditRows(caseId)).map((r) => r.action)).not.toContain("case_claimed");
  });
});

describe("the audit trail and the history", () => {
  it("records the quote sent and its acceptance as readable lines, and the admin filters by the patient's name or e-mail", async () => {
    const owner = await patientWithPlan("Karim Audited");
    const quote = await staffPost(
      `/staff/cases/${owner.caseId}`,
      {
        ...quoteTermFields,
        intent: "quote",
        treatment: "cardiac-surgery",
        currency: "USD",
        "items[0].kind": "procedure",
        "items[0].unitPrice": "12500",
        included: "Surgery",
        excluded: "Flights",
        validUntil: new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10),
      },
      COORDINATOR,
    );
    expect(quote.status).toBe(302);
    const quoteId = (await env.DB.prepare("SELECT id FROM quotes WHERE case_id = ?")
      .bind(owner.caseId)
      .first<string>("id"))!;
    expect((await post(`/requests/${owner.caseId}`, { intent: "accept", quoteId }, owner.cookie)).status).toBe(302);

    const rows = await auditRows(owner.caseId);
    expect(rows.find((r) => r.action === "quote_sent")?.detail).toMatch(/^Sent quote Q-\d{4} v1 to Karim Audited$/);
    const accepted = rows.find((r) => r.action === "quote_accepted")!;
    expect(accepted.detail).toMatch(/^Accepted quote Q-\d{4} v1$/);
    // The patient's answer names no staff member and copies none of the patient's details.
    expect(accepted.actor_id).toBe("(patient)");
    expect(accepted.subject_user_id).toBe(owner.userId);
    // The history says who did it: the acceptance, and the move it made by "The patient", not "User".
    const page = await html(`/staff/cases/${owner.caseId}`, COORDINATOR);
    expect(page).toMatch(/Patient accepted quote Q-\d{4} v1/);
    expect(page).toContain("The patient changed the status");

    const byName = await html("/staff/admin/audit?patient=karim+audit", ADMIN);
    expect(byName).toContain("patient Karim Audited");
    expect(byName).toMatch(/Sent quote Q-\d{4} v1 to Karim Audited/);
    expect(byName).toMatch(/Accepted quote Q-\d{4} v1/);
    const byEmail = await html(`/staff/admin/audit?patient=${encodeURIComponent(owner.email.toUpperCase())}`, ADMIN);
    expect(byEmail).toContain("patient Karim Audited");
    const nobody = await html("/staff/admin/audit?patient=nobody-of-that-name", ADMIN);
    expect(nobody).not.toContain("Karim Audited");
  });

  it("records a status change that e-mails the patient", async () => {
    const { caseId } = await createContactCase({
      assigneeId: COORDINATOR,
      status: "in_review",
      name: ["Mai", "Mailed"],
    });
    await staffWrote(caseId);
    expect(
      (await staffPost(`/staff/cases/${caseId}`, { intent: "status", status: "awaiting_patient" }, COORDINATOR)).status,
    ).toBe(302);
    expect((await auditRows(caseId)).map((r) => [r.action, r.detail])).toContainEqual([
      "patient_emailed",
      'E-mailed Mai Mailed: "Awaiting patient"',
    ]);
  });
});

describe("no two people answering the same patient", () => {
  it("refuses a reply when the patient wrote after the page was opened, shows the message and keeps the draft; the next send goes", async () => {
    const owner = await patientWithPlan("Rana Collision");
    await staffPost(`/staff/cases/${owner.caseId}`, { intent: "claim" }, COORDINATOR);
    const opened = await html(`/staff/cases/${owner.caseId}`, COORDINATOR);
    const seenUpTo = seenUpToOf(opened);
    expect(seenUpTo).toBe("0");
    expect(
      (
        await post(
          `/requests/${owner.caseId}`,
          { intent: "message", body: "Actually, I changed my dates to May." },
          owner.cookie,
        )
      ).status,
    ).toBe(302);

    const refused = await staffPost(
      `/staff/cases/${owner.caseId}`,
      { intent: "message", body: "Great, March it is.", seenUpTo: seenUpTo! },
      COORDINATOR,
    );
    expect(refused.status).toBe(409);
    const page = unescapeHtml(await refused.text());
    // Drawn on the page next to the reply box (not only in the page's data).
    expect(page).toMatch(/role="alert"[^>]*><p[^>]*>Not sent: the patient wrote a new message since you opened this case/);
    expect(page).toMatch(/aria-label="The patient's new messages"[^]*Actually, I changed my dates to May\./);
    expect(page).toContain("Great, March it is.</textarea>");
    expect((await messagesOf(owner.caseId)).map((m) => m.author)).toEqual(["patient"]);
    expect((await auditRows(owner.caseId)).map((r) => r.action)).not.toContain("case_replied");

    // The refused page now shows the message, so the same draft sent from it goes through.
    const again = await staffPost(
      `/staff/cases/${owner.caseId}`,
      { intent: "message", body: "Great, May it is.", seenUpTo: seenUpToOf(page)! },
      COORDINATOR,
    );
    expect(again.status).toBe(302);
    expect((await messagesOf(owner.caseId)).map((m) => m.body)).toEqual([
      "Actually, I changed my dates to May.",
      "Great, May it is.",
    ]);
  });

  it("says who else opened the case in the last ten minutes, from the audit log", async () => {
    const { caseId } = await createContactCase({ assigneeId: COORDINATOR });
    expect(await html(`/staff/cases/${caseId}`, COORDINATOR)).not.toContain("Also opened in the last 10 minutes");
    const colleague = await createCoordinator("Mona Present");
    await env.DB.prepare("UPDATE cases SET assignee_id = NULL WHERE id = ?").bind(caseId).run();
    expect((await get(`/staff/cases/${caseId}`, colleague.userId)).status).toBe(200);
    const page = await html(`/staff/cases/${caseId}`, COORDINATOR);
    expect(page).toContain("Also opened in the last 10 minutes: Mona Present");
    // An old view is not presence.
    const { caseId: quiet } = await createContactCase({ assigneeId: COORDINATOR });
    await env.DB.prepare(
      "INSERT INTO audit_log (id, actor_id, actor_email, actor_name, action, case_id, created_at) VALUES (?, ?, 'x@example.com', 'Old Viewer', 'case_viewed', ?, ?)",
    )
      .bind(crypto.randomUUID(), colleague.userId, quiet, Date.now() - 11 * 60_000)
      .run();
    expect(await html(`/staff/cases/${quiet}`, COORDINATOR)).not.toContain("Old Viewer");
  });
});

describe("a colleague's reply while you write", () => {
  it("asks before sending when a colleague answered after the page was opened, keeps the draft, and sends once confirmed", async () => {
    const { caseId } = await createContactCase({ assigneeId: COORDINATOR, status: "in_review", name: ["Salma", "Asked"] });
    const opened = await html(`/staff/cases/${caseId}`, COORDINATOR);
    // An admin answers while the coordinator writes.
    expect((await staffPost(`/staff/cases/${caseId}`, { intent: "message", body: "We have a slot on Monday.", ...seenOf(opened) }, ADMIN)).status).toBe(302);

    const asked = await staffPost(`/staff/cases/${caseId}`, { intent: "message", body: "Implants start at 900 USD.", ...seenOf(opened) }, COORDINATOR);
    expect(asked.status).toBe(409);
    const page = unescapeHtml(await asked.text());
    expect(page).toMatch(/role="alert"[^>]*><p[^>]*>A colleague replied while you were writing — send anyway\?/);
    expect(page).toContain("Implants start at 900 USD.</textarea>");
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*>Send anyway</);
    // The colleague's reply is in the conversation the page draws again.
    expect(page).toMatch(/id="conversation"[^]*We have a slot on Monday\./);
    expect(await staffBodies(caseId)).toEqual(["We have a slot on Monday."]);
    expect((await auditRows(caseId)).filter((r) => r.action === "case_replied")).toHaveLength(1);

    // Confirmed from the page that asked: it goes.
    const confirmed = await staffPost(`/staff/cases/${caseId}`, { intent: "message", body: "Implants start at 900 USD.", ...seenOf(page) }, COORDINATOR);
    expect(confirmed.status).toBe(302);
    expect(await staffBodies(caseId)).toEqual(["We have a slot on Monday.", "Implants start at 900 USD."]);
  });

  it("asks the same with JavaScript: the fetcher's answer keeps the draft and carries the question", async () => {
    const { caseId } = await createContactCase({ assigneeId: COORDINATOR, status: "in_review" });
    const opened = await html(`/staff/cases/${caseId}`, COORDINATOR);
    await staffWrote(caseId, ADMIN, "Your consultation is on Monday.");
    const asked = await fetcherPost(`/staff/cases/${caseId}`, { intent: "message", body: "See you soon.", ...seenOf(opened) }, { Cookie: await sessionCookie(COORDINATOR) });
    expect(asked.status).toBe(409);
    const answer = await asked.text();
    expect(answer).toContain("A colleague replied while you were writing — send anyway?");
    expect(answer).toContain("See you soon.");
    expect(await staffBodies(caseId)).toEqual(["Your consultation is on Monday."]);
  });

  it("sends at once when no colleague answered since the page was opened: an earlier reply and the writer's own do not ask", async () => {
    const { caseId } = await createContactCase({ assigneeId: COORDINATOR, status: "in_review" });
    await staffWrote(caseId, ADMIN, "An admin's earlier word.");
    const opened = await html(`/staff/cases/${caseId}`, COORDINATOR);
    expect(teamSeenUpToOf(opened)).not.toBe("0");
    // The coordinator's own reply from another tab.
    await staffWrote(caseId, COORDINATOR, "From my other tab.");
    const sent = await staffPost(`/staff/cases/${caseId}`, { intent: "message", body: "And one more thing.", ...seenOf(opened) }, COORDINATOR);
    expect(sent.status).toBe(302);
    expect(await staffBodies(caseId)).toEqual(["An admin's earlier word.", "From my other tab.", "And one more thing."]);
  });

  it("never takes the case from the coordinator who holds it or is writing to it", async () => {
    const { caseId } = await createContactCase({ name: ["Wael", "Writing"] });
    const writer = await createCoordinator("Hoda Writing");
    // Hoda's page says she is writing a reply to this unassigned case now.
    await env.DB.prepare("INSERT INTO case_presence (case_id, staff_id, writing, seen_at) VALUES (?, ?, 1, ?)").bind(caseId, writer.userId, Date.now()).run();
    const opened = await html(`/staff/cases/${caseId}`, COORDINATOR);
    expect((await staffPost(`/staff/cases/${caseId}`, { intent: "message", body: "Hello Wael.", ...seenOf(opened) }, COORDINATOR)).status).toBe(302);
    expect((await caseRow(caseId))!.assignee_id).toBeNull();
    expect((await auditRows(caseId)).map((r) => r.action)).not.toContain("case_claimed");
    // So Hoda may still answer it (asked first), and her reply claims it: nobody else is writing now.
    const hodaPage = await html(`/staff/cases/${caseId}`, writer.userId);
    expect(hodaPage).toContain("Hello Wael.");
    expect((await staffPost(`/staff/cases/${caseId}`, { intent: "message", body: "Hoda here too.", ...seenOf(hodaPage) }, writer.userId)).status).toBe(302);
    expect((await caseRow(caseId))!.assignee_id).toBe(writer.userId);

    // A case someone holds stays theirs when a colleague who may work it (an admin) replies.
    const { caseId: held } = await createContactCase({ assigneeId: writer.userId });
    expect((await staffPost(`/staff/cases/${held}`, { intent: "message", body: "Admin's note to the patient." }, ADMIN)).status).toBe(302);
    expect((await caseRow(held))!.assignee_id).toBe(writer.userId);
  });

  it("tells a coordinator whose case was given to a colleague while they wrote, instead of a 404, and sends nothing", async () => {
    const { caseId } = await createContactCase({ assigneeId: COORDINATOR, status: "in_review" });
    const opened = await html(`/staff/cases/${caseId}`, COORDINATOR);
    const colleague = await createCoordinator("Rasha Given");
    await env.DB.prepare("UPDATE cases SET assignee_id = ? WHERE id = ?").bind(colleague.userId, caseId).run();
    const cookie = await sessionCookie(COORDINATOR);

    // Without JavaScript: to the case list, with the reason.
    const plain = await staffPost(`/staff/cases/${caseId}`, { intent: "message", body: "My late draft.", ...seenOf(opened) }, COORDINATOR);
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe("/staff");
    const list = unescapeHtml(await (await request("/staff", { headers: { Cookie: cookiesFrom(plain, cookie) } })).text());
    expect(list).toContain("This case was given to a colleague (or merged) while you were writing");
    // With JavaScript: the page stays, the draft in its box, the reason above it.
    const fetched = await fetcherPost(`/staff/cases/${caseId}`, { intent: "message", body: "My late draft.", ...seenOf(opened) }, { Cookie: cookie });
    expect(fetched.status).toBe(409);
    expect(await fetched.text()).toContain("My late draft.");
    // The open page's poll is told, with nothing of the case.
    const poll = await request(`/requests/${caseId}/messages?after=`, { headers: { Cookie: cookie } });
    expect(poll.status).toBe(200);
    expect(await poll.json()).toEqual({ messages: [], lost: true });
    expect(await staffBodies(caseId)).toEqual([]);

    // Someone who never had the case open still gets the 404.
    const stranger = await createCoordinator("Never Opened");
    expect((await staffPost(`/staff/cases/${caseId}`, { intent: "message", body: "Probing." }, stranger.userId)).status).toBe(404);
    expect((await get(`/requests/${caseId}/messages`, stranger.userId)).status).toBe(404);
  });

  it("sends a coordinator whose case was merged into one they work to the kept case, with the reason", async () => {
    const { caseId: kept } = await createContactCase({ assigneeId: COORDINATOR, status: "in_review" });
    const { caseId: merged } = await createContactCase({ assigneeId: COORDINATOR, status: "in_review" });
    const opened = await html(`/staff/cases/${merged}`, COORDINATOR);
    const colleague = await createCoordinator("Merged Holder");
    await env.DB.batch([
      env.DB.prepare("INSERT INTO case_merges (id, kept_case_id, merged_case_id, created_at) VALUES (?, ?, ?, ?)").bind(crypto.randomUUID(), kept, merged, Date.now()),
      env.DB.prepare("UPDATE cases SET assignee_id = ? WHERE id = ?").bind(colleague.userId, merged),
    ]);
    const sent = await staffPost(`/staff/cases/${merged}`, { intent: "message", body: "Late.", ...seenOf(opened) }, COORDINATOR);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/staff/cases/${kept}`);
    expect(await staffBodies(merged)).toEqual([]);
  });
});

describe("the patient's page for staff", () => {
  it("gathers every case of the patient (by account or address) with their quotes, is linked from each case, audited, and 404 to others", async () => {
    const owner = await patientWithPlan("Hana Whole");
    const { caseId: contactCase } = await createContactCase({ email: owner.email, name: ["Hana", "Whole"] });
    await staffPost(`/staff/cases/${owner.caseId}`, { intent: "claim" }, COORDINATOR);
    await staffPost(
      `/staff/cases/${owner.caseId}`,
      {
        ...quoteTermFields,
        intent: "quote",
        treatment: "cardiac-surgery",
        currency: "USD",
        "items[0].kind": "procedure",
        "items[0].unitPrice": "9000",
        included: "Surgery",
        excluded: "Flights",
        validUntil: new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10),
      },
      COORDINATOR,
    );
    expect(await html(`/staff/cases/${contactCase}`, COORDINATOR)).toContain(
      `href="/staff/cases/${contactCase}/patient"`,
    );
    const page = await html(`/staff/cases/${contactCase}/patient`, COORDINATOR);
    expect(page).toContain("<h1");
    expect(page).toContain("Hana Whole");
    expect(page).toContain(`href="/staff/cases/${owner.caseId}"`);
    expect(page).toContain(`href="/staff/cases/${contactCase}"`);
    expect(page).toMatch(/Q-\d{4} v1/);
    expect((await auditRows(contactCase)).map((r) => r.action)).toContain("patient_viewed");

    // A coordinator who may not work the case gets the 404, as for the case itself; so does the patient.
    const stranger = await createCoordinator("Not Theirs");
    expect((await get(`/staff/cases/${owner.caseId}/patient`, stranger.userId)).status).toBe(404);
    expect((await request(`/staff/cases/${owner.caseId}/patient`, { headers: { Cookie: owner.cookie } })).status).toBe(
      404,
    );
  });
});
