import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createAccount } from "./account-helpers";
import { sessionCookie } from "./auth-helpers";
import { ORIGIN, postForm, randomIp, request } from "./helpers";
import { conversationKey } from "~/cases/case-link.server";
import { createContactCase, patientWithPlan } from "./staff-helpers";

const COORDINATOR = "dev-staff-coordinator";
const ADMIN = "dev-staff-admin";

type Notice = { type: string; caseId: string };

/** An open page's socket: the notices it received, and a wait for the n-th. */
async function openSocket(caseId: string, cookie: string, path = `/requests/${caseId}/live`) {
  const response = await upgrade(caseId, cookie, {}, path);
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  const notices: (Notice | "pong")[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  socket.addEventListener("message", (event) => {
    const text = String(event.data);
    notices.push(text === "pong" ? text : (JSON.parse(text) as Notice));
    for (const wait of waiting.filter((w) => notices.length >= w.count)) wait.resolve();
  });
  const received = (count: number) =>
    notices.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }));
  return { socket, notices, received };
}

const upgrade = (caseId: string, cookie: string, headers: Record<string, string> = {}, path = `/requests/${caseId}/live`) =>
  request(path, { headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: cookie, ...headers } });

const post = (path: string, body: string, cookie: string) =>
  postForm(path, { intent: "message", body }, { headers: { Cookie: cookie, "CF-Connecting-IP": randomIp() } });

type Polled = { messages: { body: string; sentAt: string }[] };
const messagesAfter = async (caseId: string, cookie: string, after: string) =>
  ((await (await request(`/requests/${caseId}/messages?after=${encodeURIComponent(after)}`, { headers: { Cookie: cookie } })).json()) as Polled).messages;

describe("the case's open pages are told of a new message", () => {
  it("two staff pages and the patient's page each get one notice per message, and nothing that is in it", async () => {
    const patient = await patientWithPlan();
    const [admin, coordinator, own] = await Promise.all([
      openSocket(patient.caseId, await sessionCookie(ADMIN)),
      openSocket(patient.caseId, await sessionCookie(COORDINATOR)),
      openSocket(patient.caseId, patient.cookie),
    ]);

    expect((await post(`/requests/${patient.caseId}`, "Is March still possible?", patient.cookie)).status).toBe(302);
    await Promise.all([admin.received(1), coordinator.received(1), own.received(1)]);
    // A second message: had the first been told twice, its copy would have arrived before this one.
    expect((await post(`/staff/cases/${patient.caseId}`, "Yes, March works.", await sessionCookie(COORDINATOR))).status).toBe(302);
    await Promise.all([admin.received(2), coordinator.received(2), own.received(2)]);

    for (const page of [admin, coordinator, own]) {
      expect(page.notices).toEqual([
        expect.objectContaining({ type: "message", caseId: patient.caseId }),
        expect.objectContaining({ type: "message", caseId: patient.caseId }),
      ]);
      expect(JSON.stringify(page.notices)).not.toMatch(/March/);
      page.socket.close(1000, "done");
    }
  });

  it("a page that reconnects fetches what it missed after the last message it shows, and hears the next one", async () => {
    const patient = await patientWithPlan();
    const staff = await sessionCookie(COORDINATOR);
    await post(`/staff/cases/${patient.caseId}`, "Welcome, we have your plan.", staff);
    const [shown] = await messagesAfter(patient.caseId, patient.cookie, "");
    const first = await openSocket(patient.caseId, patient.cookie);
    // The page's keep-alive is answered, and is no notice.
    first.socket.send("ping");
    await first.received(1);
    expect(first.notices).toEqual(["pong"]);
    first.socket.close(1000, "tab asleep");

    await post(`/staff/cases/${patient.caseId}`, "The hospital confirmed the 3rd.", staff);
    await post(`/staff/cases/${patient.caseId}`, "Your visa letter is attached.", staff);

    const again = await openSocket(patient.caseId, patient.cookie);
    expect((await messagesAfter(patient.caseId, patient.cookie, shown!.sentAt)).map((m) => m.body)).toEqual([
      "The hospital confirmed the 3rd.",
      "Your visa letter is attached.",
    ]);
    await post(`/staff/cases/${patient.caseId}`, "See you in Cairo.", staff);
    await again.received(1);
    expect(first.notices).toEqual(["pong"]);
    again.socket.close(1000, "done");
  });
});

describe("who may open a case's socket", () => {
  it("the case's own people only: anyone else gets the ordinary 404", async () => {
    const patient = await patientWithPlan();
    const other = await patientWithPlan("Someone Else");
    expect((await upgrade(patient.caseId, other.cookie)).status).toBe(404);
    expect((await upgrade(patient.caseId, "")).status).toBe(404);
    expect((await upgrade(crypto.randomUUID(), patient.cookie)).status).toBe(404);
    // Assigned to a colleague: the dev coordinator no longer works the case.
    const colleague = await createAccount({ username: "Nour Colleague" });
    await env.DB.prepare("UPDATE profiles SET role = 'coordinator' WHERE user_id = ?").bind(colleague.userId).run();
    await env.DB.prepare("UPDATE cases SET assignee_id = ? WHERE id = ?").bind(colleague.userId, patient.caseId).run();
    expect((await upgrade(patient.caseId, await sessionCookie(COORDINATOR))).status).toBe(404);
    const allowed = await upgrade(patient.caseId, await sessionCookie(colleague.userId));
    expect(allowed.status).toBe(101);
    allowed.webSocket!.accept();
    allowed.webSocket!.close(1000, "done");
  });

  it("a conversation link's holder, while the link is valid; a forged key gets the 404", async () => {
    const { caseId } = await createContactCase();
    const holder = await openSocket(caseId, "", `/requests/${caseId}/live?key=${await conversationKey(caseId)}`);
    expect((await upgrade(caseId, "", {}, `/requests/${caseId}/live?key=${"0".repeat(43)}`)).status).toBe(404);
    await post(`/staff/cases/${caseId}`, "Implants take two visits.", await sessionCookie(COORDINATOR));
    await holder.received(1);
    holder.socket.close(1000, "done");
  });

  it("refuses a socket opened from another site with the visitor's cookies, and a plain request", async () => {
    const patient = await patientWithPlan();
    expect((await upgrade(patient.caseId, patient.cookie, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await request(`/requests/${patient.caseId}/live`, { headers: { Cookie: patient.cookie } })).status).toBe(426);
  });
});

describe("the staff's open case list is told when a case appears or moves", () => {
  const titleCount = async (cookie: string) => {
    const title = /<title>(?:\((\d+)\) )?Staff console/.exec(await (await request("/staff", { headers: { Cookie: cookie } })).text());
    expect(title).not.toBeNull();
    return Number(title![1] ?? 0);
  };

  it("a new case, a patient's reply and a status change each reach it; the tab title counts what waits", async () => {
    const admin = await sessionCookie(ADMIN);
    const list = await openSocket("", admin, "/staff/live");
    const before = await titleCount(admin);

    const patient = await patientWithPlan();
    await list.received(1);
    expect(await titleCount(admin)).toBe(before + 1);

    const coordinator = await sessionCookie(COORDINATOR);
    await post(`/staff/cases/${patient.caseId}`, "We have your plan.", coordinator);
    await list.received(2);
    expect(await titleCount(admin)).toBe(before);
    await post(`/requests/${patient.caseId}`, "Thank you, when can I come?", patient.cookie);
    await list.received(3);
    expect(await titleCount(admin)).toBe(before + 1);

    const moved = await postForm(`/staff/cases/${patient.caseId}`, { intent: "status", status: "scheduled" }, { headers: { Cookie: coordinator } });
    expect(moved.status).toBe(302);
    await list.received(4);
    expect(list.notices.every((notice) => notice !== "pong" && notice.type === "cases")).toBe(true);
    list.socket.close(1000, "done");
  });

  it("answers 404 to anyone but staff", async () => {
    const patient = await patientWithPlan();
    expect((await upgrade("", patient.cookie, {}, "/staff/live")).status).toBe(404);
    expect((await upgrade("", "", {}, "/staff/live")).status).toBe(404);
  });
});
