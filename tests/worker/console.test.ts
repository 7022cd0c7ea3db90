import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "~/entry.worker";
import { caseReference } from "~/cases/case-reference";
import { fillSavedReply } from "~/cases/console/saved-replies.server";
import { sessionCookie } from "./auth-helpers";
import { cookiesFrom, officeMorning, postForm, randomIp, request } from "./helpers";
import { fetcherPost, outbox, settleQueue, unescapeHtml, waitForMail } from "./mail-helpers";
import { caseRow, createContactCase, createCoordinator, patientWithPlan } from "./staff-helpers";
import { quoteTermFields } from "./quote-helpers";

// A console a coordination team can live in. Each test is a coordinator's morning as they met it.
const COORDINATOR = "dev-staff-coordinator";
const ADMIN = "dev-staff-admin";
const HOUR = 60 * 60 * 1000;

const get = async (path: string, userId: string) => request(path, { headers: { Cookie: await sessionCookie(userId) } });
const post = async (path: string, fields: Record<string, string>, userId: string) =>
  postForm(path, fields, { headers: { Cookie: await sessionCookie(userId), "CF-Connecting-IP": randomIp() } });
const listHtml = async (query: string, userId = COORDINATOR) => unescapeHtml(await (await get(`/staff?${query}`, userId)).text());
const runCron = () => worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "*/5 * * * *" }));
const coordinatorEmail = async (userId: string) =>
  (await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(userId).first<string>("email"))!;

// The first request builds the app in this isolate; on a shared machine that alone can take a minute.
beforeAll(async () => {
  await get("/staff", COORDINATOR);
}, 120_000);
afterEach(() => vi.restoreAllMocks());

describe("reassigning a case", () => {
  it("goes back to the list with the toast (JavaScript off and on), never to the 404, and e-mails the new assignee", async () => {
    const colleague = await createCoordinator("Mona Saleh");
    for (const mode of ["plain", "fetcher"] as const) {
      const { caseId } = await createContactCase({ assigneeId: COORDINATOR });
      const fields = { intent: "assign", assigneeId: colleague.userId };
      const response =
        mode === "plain"
          ? await post(`/staff/cases/${caseId}`, fields, COORDINATOR)
          : await fetcherPost(`/staff/cases/${caseId}`, fields, { Cookie: await sessionCookie(COORDINATOR) });
      expect(response.status).not.toBe(404);
      if (mode === "plain") {
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toBe("/staff");
      } else {
        // A fetcher's redirect travels in the data answer; the page then loads the list.
        expect(await response.text()).toContain("/staff");
      }
      expect((await caseRow(caseId))!.assignee_id).toBe(colleague.userId);
      const mail = await waitForMail(colleague.email, "staff-case-alert", mode === "plain" ? 1 : 2);
      expect(mail.subject).toContain("gave you the contact message of Nadia Farouk");
      expect(mail.text).toContain(`/staff/cases/${caseId}`);
      expect(mail.text).not.toContain("I would like implants"); // what the patient wrote stays in the console
    }
  });

  it("lets a coordinator cover an absent colleague's cases until the cover ends", async () => {
    const away = await createCoordinator("Away Colleague");
    const { caseId } = await createContactCase({ assigneeId: away.userId, name: ["Hoda", "Covered"] });
    expect((await get(`/staff/cases/${caseId}`, COORDINATOR)).status).toBe(404);
    expect(await listHtml("q=Covered")).not.toContain(`/staff/cases/${caseId}`);

    const cover = await post("/staff?index", { intent: "cover", colleagueId: away.userId }, COORDINATOR);
    expect(cover.status).toBe(302);
    expect((await get(`/staff/cases/${caseId}`, COORDINATOR)).status).toBe(200);
    expect(await listHtml("q=Covered")).toContain(`/staff/cases/${caseId}`);
    // Nobody covers a colleague twice, and a patient cannot post the form at all.
    const taken = await post("/staff?index", { intent: "cover", colleagueId: away.userId }, ADMIN);
    expect(taken.status).toBe(409);
    // The page says why, beside the cover panel drawn again as it is now (the colleague is no longer offered).
    const coverPanel = (await taken.text()).split('aria-labelledby="cover"')[1]?.split("</section>")[0] ?? "";
    expect(coverPanel).toContain("Someone else covers that colleague now.");
    expect(coverPanel).toContain("Colleague who is away");
    expect(coverPanel).not.toContain(`value="${away.userId}"`);

    expect((await post("/staff?index", { intent: "uncover", colleagueId: away.userId }, COORDINATOR)).status).toBe(302);
    expect((await get(`/staff/cases/${caseId}`, COORDINATOR)).status).toBe(404);
  });
});

describe("patient replies reach their coordinator", () => {
  it("e-mails the assignee (the team inbox when unassigned); each staff member has their own unread mark and filter", async () => {
    const owner = await patientWithPlan("Yara Nabil");
    await post(`/staff/cases/${owner.caseId}`, { intent: "claim" }, COORDINATOR);
    await post(`/staff/cases/${owner.caseId}`, { intent: "message", body: "Hello Yara, which dates suit you?" }, COORDINATOR);
    const answer = await postForm(
      `/requests/${owner.caseId}`,
      { intent: "message", body: "March works for me." },
      { headers: { Cookie: owner.cookie, "CF-Connecting-IP": randomIp() } },
    );
    expect(answer.status).toBe(302);
    const mail = await waitForMail(await coordinatorEmail(COORDINATOR), "staff-case-alert");
    expect(mail.subject).toBe("Yara Nabil answered");
    // A second message before anyone replied answers nothing: the alert says they wrote.
    await postForm(`/requests/${owner.caseId}`, { intent: "message", body: "Or April." }, { headers: { Cookie: owner.cookie, "CF-Connecting-IP": randomIp() } });
    await settleQueue();
    const alerts = (await outbox(await coordinatorEmail(COORDINATOR))).filter((m) => m.template === "staff-case-alert" && m.subject.startsWith("Yara Nabil"));
    expect(alerts.map((m) => m.subject)).toEqual(["Yara Nabil answered", "Yara Nabil wrote"]);

    // The admin reads it; the coordinator's mark stays until they read it themselves.
    expect((await get(`/staff/cases/${owner.caseId}`, ADMIN)).status).toBe(200);
    const unread = await listHtml("unread=1&status=all");
    expect(unread).toContain(`/staff/cases/${owner.caseId}`);
    expect(unread).toContain("Unread reply");
    expect(await listHtml("unread=1&status=all", ADMIN)).not.toContain(`/staff/cases/${owner.caseId}`);
    await get(`/staff/cases/${owner.caseId}`, COORDINATOR);
    expect(await listHtml("unread=1&status=all")).not.toContain(`/staff/cases/${owner.caseId}`);
  });

  it("stores the first reply's time once: later replies leave it", async () => {
    const { caseId } = await createContactCase();
    await post(`/staff/cases/${caseId}`, { intent: "message", body: "First answer." }, COORDINATOR);
    const first = await env.DB.prepare("SELECT first_reply_at FROM cases WHERE id = ?").bind(caseId).first<number>("first_reply_at");
    expect(first).toBeGreaterThan(0);
    await post(`/staff/cases/${caseId}`, { intent: "message", body: "Second answer." }, COORDINATOR);
    expect(await env.DB.prepare("SELECT first_reply_at FROM cases WHERE id = ?").bind(caseId).first("first_reply_at")).toBe(first);
  });
});

describe("search", () => {
  it("finds a case by a message's words (Arabic too), a note, the case number and a partial address, only among cases the coordinator may open", async () => {
    const { caseId, email } = await createContactCase({ name: ["Samir", "Searchable"] });
    await post(`/staff/cases/${caseId}`, { intent: "message", body: "Your rhinoplasty consultation is confirmed. موعدك مؤكد" }, COORDINATOR);
    await post(`/staff/cases/${caseId}`, { intent: "note", body: "Prefers a female anaesthetist" }, COORDINATOR);
    for (const q of ["rhinoplasty", "مؤكد", "anaesthetist", caseReference(caseId), email.slice(0, 20), "samir search"]) {
      expect(await listHtml(`status=all&q=${encodeURIComponent(q)}`), q).toContain(`/staff/cases/${caseId}`);
    }
    expect(await listHtml("status=all&q=liposuction")).not.toContain(`/staff/cases/${caseId}`);
    // Quotes and FTS syntax in the box are words, not operators.
    expect((await get(`/staff?q=${encodeURIComponent('"NEAR( * OR')}`, COORDINATOR)).status).toBe(200);

    const colleague = await createCoordinator();
    const hidden = await createContactCase({ assigneeId: colleague.userId, name: ["Hidden", "Zephyrine"] });
    expect(await listHtml("status=all&q=Zephyrine")).not.toContain(`/staff/cases/${hidden.caseId}`);
    expect(await listHtml("status=all&q=Zephyrine", ADMIN)).toContain(`/staff/cases/${hidden.caseId}`);
  });

  it("forgets an erased case: its name, messages and notes leave the index with it", async () => {
    const { caseId } = await createContactCase({ name: ["Erased", "Quixotic"] });
    await post(`/staff/cases/${caseId}`, { intent: "note", body: "xylophonist patient" }, COORDINATOR);
    const indexed = () => env.DB.prepare("SELECT count(*) AS n FROM case_search WHERE case_id = ?").bind(caseId).first<number>("n");
    expect(await indexed()).toBe(2);
    await env.DB.prepare("DELETE FROM cases WHERE id = ?").bind(caseId).run();
    expect(await indexed()).toBe(0);
    expect(await listHtml("status=all&q=xylophonist", ADMIN)).not.toContain("Quixotic");
  });
});

describe("notes", () => {
  it("tell each colleague named with @ who may open the case, and say who could not be told", async () => {
    const mona = await createCoordinator("Zainab Kamel");
    const away = await createCoordinator("Hany Fouad");
    const { caseId } = await createContactCase({ assigneeId: mona.userId, name: ["Noted", "Patient"] });
    // An admin writes the note: Zainab holds the case; Hany, another coordinator, may not open it.
    const added = await post(`/staff/cases/${caseId}`, { intent: "note", body: "@zainab please call her back; cc @Hany and name@example.com" }, ADMIN);
    expect(added.status).toBe(302);
    const page = await (await request(added.headers.get("Location")!, { headers: { Cookie: `${await sessionCookie(ADMIN)}; ${cookiesFrom(added)}` } })).text();
    expect(unescapeHtml(page)).toContain("Note added. Zainab Kamel was told by e-mail. Hany Fouad cannot open this case, so was not told.");
    const mail = await waitForMail(mona.email, "staff-case-alert");
    expect(mail.subject).toBe("Amira Admin mentioned you on the contact message of Noted Patient");
    expect(mail.text).not.toContain("please call her back");
    await settleQueue();
    expect((await outbox(away.email)).filter((m) => m.template === "staff-case-alert")).toEqual([]);
  });
});

describe("saved replies", () => {
  it("fill the patient's first name, the coordinator's and the booking link in the reply's language", () => {
    const text = fillSavedReply("Dear {firstName}, I am {coordinatorName}. Book here: {bookingLink} {unknown}", "ar", {
      patientName: "Layla Mansour",
      coordinatorName: "Karim Nasser",
    });
    expect(text).toBe(`Dear Layla, I am Karim. Book here: ${env.SITE_URL}/ar/book {unknown}`);
  });

  it("are each staff member's own or, from an admin, the team's; edited in place; offered on a case page to whom they belong", async () => {
    const colleague = await createCoordinator("Other Coordinator");
    const suffix = crypto.randomUUID().slice(0, 6);
    const refused = await post("/staff/saved-replies", { intent: "add", title: "", locale: "fr", body: "" }, COORDINATOR);
    expect(refused.status).toBe(400);
    // A coordinator's reply is theirs even if they ask to share it; an admin's shared one is the team's.
    expect((await post("/staff/saved-replies", { intent: "add", title: `Mine ${suffix}`, locale: "en", body: "Hello {firstName}, mine.", shared: "on" }, COORDINATOR)).status).toBe(302);
    expect((await post("/staff/saved-replies", { intent: "add", title: `Team ${suffix}`, locale: "en", body: "Hello {firstName}, from the team.", shared: "on" }, ADMIN)).status).toBe(302);
    const idOf = async (title: string) => (await env.DB.prepare("SELECT id FROM saved_replies WHERE title = ?").bind(title).first<string>("id"))!;
    const [mine, team] = [await idOf(`Mine ${suffix}`), await idOf(`Team ${suffix}`)];
    const listed = async (userId: string) => unescapeHtml(await (await get("/staff/saved-replies", userId)).text());
    expect(await listed(COORDINATOR)).toContain(`Mine ${suffix}`);
    expect(await listed(colleague.userId)).not.toContain(`Mine ${suffix}`);
    expect(await listed(colleague.userId)).toContain(`Team ${suffix}`);

    // Edited in place by whom it belongs to; a colleague cannot change either (and sees no form to).
    const edit = (id: string, title: string, userId: string) => post("/staff/saved-replies", { intent: "edit", id, title, locale: "en", body: "Hello {firstName}, edited." }, userId);
    expect((await edit(mine, `Mine ${suffix} v2`, COORDINATOR)).status).toBe(302);
    expect((await edit(team, `Hacked ${suffix}`, colleague.userId)).status).toBe(302);
    expect((await edit(mine, `Hacked ${suffix}`, colleague.userId)).status).toBe(302);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM saved_replies WHERE title = ?").bind(`Hacked ${suffix}`).first("n")).toBe(0);
    expect(await listed(colleague.userId)).not.toContain(`Edit "Team ${suffix}"`);
    expect(await listed(ADMIN)).toContain(`Edit "Team ${suffix}"`);
    // A refused edit keeps what was typed in that reply's form.
    const bad = unescapeHtml(await (await post("/staff/saved-replies", { intent: "edit", id: mine, title: "", locale: "en", body: "Kept words" }, COORDINATOR)).text());
    expect(bad).toMatch(/<details open="">[\s\S]*?Kept words/);
    expect((await post("/staff/saved-replies", { intent: "remove", id: team }, colleague.userId)).status).toBe(302);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM saved_replies WHERE id = ?").bind(team).first("n")).toBe(1);

    // On a case page: the writer's own (marked) and the team's; a colleague is not offered another's own.
    const { caseId } = await createContactCase({ name: ["Dina", "Picker"] });
    const casePage = unescapeHtml(await (await get(`/staff/cases/${caseId}`, COORDINATOR)).text());
    expect(casePage).toContain(`Mine ${suffix} v2 (yours, English)`);
    expect(casePage).toContain(`Team ${suffix} (English)`);
    expect(unescapeHtml(await (await get(`/staff/cases/${caseId}`, ADMIN)).text())).not.toContain(`Mine ${suffix}`);

    // Inserted without JavaScript: the draft as typed, then the reply filled in for this patient; nothing is sent.
    const inserted = await post(`/staff/cases/${caseId}`, { intent: "message", body: "My own first line", after: "wait", savedReply: team, insert: "saved-reply", seenUpTo: String(Date.now()), teamSeenUpTo: "0" }, COORDINATOR);
    expect(inserted.status).toBe(200);
    expect(unescapeHtml(await inserted.text())).toMatch(/<textarea[^>]*name="body"[^>]*>My own first line\n\nHello Dina, from the team\.<\/textarea>/);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_messages WHERE case_id = ? AND author = 'staff'").bind(caseId).first("n")).toBe(0);
  });
});

describe("the promise", () => {
  it("lists overdue cases first, flagged, and e-mails the coordinator and the admins once when a reply goes overdue", async () => {
    const colleague = await createCoordinator("Late Coordinator");
    const late = await createContactCase({ assigneeId: colleague.userId, name: ["Overdue", "Patient"], receivedAt: Date.now() - 3 * HOUR });
    const list = await listHtml(`assignee=${colleague.userId}`, ADMIN);
    expect(list).toContain("Overdue");
    await runCron();
    const mail = await waitForMail(colleague.email, "staff-case-alert");
    expect(mail.subject).toBe("Overdue: the contact message of Overdue Patient");
    await runCron();
    await settleQueue();
    expect((await outbox(colleague.email)).filter((m) => m.template === "staff-case-alert")).toHaveLength(1);
    // Every admin is told too, once.
    const toAdmin = (await outbox("admin@nilecare.test")).filter((m) => m.subject === "Overdue: the contact message of Overdue Patient");
    expect(toAdmin).toHaveLength(1);
    expect((await caseRow(late.caseId))!.due_at).toBeLessThan(Date.now());
  });

  it("e-mails every overdue case on a morning with more alerts than a Queue takes in one batch (100 messages)", async () => {
    const colleague = await createCoordinator("Busy Coordinator");
    const late = await Promise.all(
      Array.from({ length: 101 }, (_, i) =>
        createContactCase({ assigneeId: colleague.userId, name: ["Waiting", `Patient ${i}`], receivedAt: Date.now() - 3 * HOUR }),
      ),
    );
    await runCron();
    // The alerts go in several batches, which the queue may deliver in any order: wait for the coordinator's inbox to
    // hold them all rather than for a marker queued after them.
    const alerts = async () => (await outbox(colleague.email)).filter((m) => m.template === "staff-case-alert").length;
    await expect.poll(alerts, { timeout: 30_000, interval: 200 }).toBe(late.length);
    await settleQueue();
    expect(await alerts()).toBe(late.length);
  });

  it("warns again on the next run when the Queue refused the overdue alert, then once", async () => {
    const colleague = await createCoordinator("Refused Coordinator");
    await createContactCase({ assigneeId: colleague.userId, name: ["Refused", "Patient"], receivedAt: Date.now() - 3 * HOUR });
    const refused = vi.spyOn(env.EMAIL_QUEUE, "sendBatch").mockRejectedValueOnce(new Error("queue unavailable"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await runCron();
    expect(refused).toHaveBeenCalled();
    expect((await outbox(colleague.email)).filter((m) => m.template === "staff-case-alert")).toHaveLength(0);
    await runCron();
    await waitForMail(colleague.email, "staff-case-alert");
    await runCron();
    await settleQueue();
    expect((await outbox(colleague.email)).filter((m) => m.template === "staff-case-alert")).toHaveLength(1);
  });

  it("sorts an overdue case above one due sooner but already answered", async () => {
    const colleague = await createCoordinator();
    const waiting = await createContactCase({ assigneeId: colleague.userId, status: "awaiting_patient", receivedAt: Date.now() - 5 * HOUR });
    const overdue = await createContactCase({ assigneeId: colleague.userId, receivedAt: Date.now() - 3 * HOUR });
    const list = await listHtml(`assignee=${colleague.userId}`, ADMIN);
    expect(list.indexOf(`/staff/cases/${overdue.caseId}`)).toBeLessThan(list.indexOf(`/staff/cases/${waiting.caseId}`));
  });
});

describe("quotes", () => {
  it("start a new version from the last one, and a contact message can be quoted", async () => {
    const { caseId } = await createContactCase();
    const sent = await post(
      `/staff/cases/${caseId}`,
      {
        ...quoteTermFields,
        intent: "quote",
        treatment: "cardiac-surgery",
        currency: "EUR",
        "items[0].kind": "procedure",
        "items[0].description": "Implants",
        "items[0].unitPrice": "2,400",
        included: "Two implants",
        excluded: "Flights",
        validUntil: new Date(Date.now() + 10 * 24 * HOUR).toISOString().slice(0, 10),
      },
      COORDINATOR,
    );
    expect(sent.status).toBe(302);
    const page = unescapeHtml(await (await get(`/staff/cases/${caseId}`, COORDINATOR)).text());
    expect(page).toContain("Write a new version (starts from the last one)");
    expect(page).toMatch(/name="items\[0\]\.unitPrice"[^>]*value="2400\.00"/);
    expect(page).toMatch(/<option value="EUR" selected/);
    // Every row's fields are named once.
    expect(page.match(/name="items\[0\]\.description"/g)).toHaveLength(1);
  });
});

describe("the staff report", () => {
  it("gives a coordinator their own median first reply and share within the promise; 404 to a patient", async () => {
    const coordinator = await createCoordinator("Report Coordinator");
    // A week ago in the office's hours, where the 2-hour promise is two hours of the clock.
    const weekAgo = officeMorning(Date.now() - 7 * 24 * HOUR);
    for (const minutes of [30, 90, 180]) {
      const { caseId } = await createContactCase({ assigneeId: coordinator.userId, status: "awaiting_patient", receivedAt: weekAgo });
      // The first reply is the coordinator's message and its stored time, as the reply form leaves them.
      await env.DB.batch([
        env.DB.prepare("UPDATE cases SET first_reply_at = ? WHERE id = ?").bind(weekAgo + minutes * 60_000, caseId),
        env.DB.prepare("INSERT INTO case_messages (id, case_id, author, author_id, body, created_at) VALUES (?, ?, 'staff', ?, 'We can help.', ?)").bind(
          crypto.randomUUID(),
          caseId,
          coordinator.userId,
          weekAgo + minutes * 60_000,
        ),
      ]);
    }
    const page = unescapeHtml(await (await get("/staff/reports", coordinator.userId)).text());
    expect(page).toContain("My report");
    expect(page).toContain("1.5 h"); // the median of 30, 90 and 180 minutes
    expect(page).toContain("67%"); // two of three within the 2-hour promise
    expect((await request("/staff/reports", { headers: { Cookie: (await patientWithPlan()).cookie } })).status).toBe(404);
  });
});

describe("the case list's views and rows", () => {
  const views = ["All open", "Mine", "Unassigned", "Overdue", "Snoozed", "Urgent"] as const;
  const viewsNav = (html: string) => html.split('aria-label="Views"')[1]!.split("</nav>")[0]!;
  /** The views' counts as the list's links show them. */
  const viewCounts = (html: string) => {
    const nav = viewsNav(html).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    return Object.fromEntries(views.map((view) => [view, Number(nav.match(new RegExp(`${view} (\\d+)`))?.[1])]));
  };
  const currentView = (html: string) => viewsNav(html).match(/<a [^>]*aria-current="page"[^>]*>([^<]+)/)?.[1]?.trim();

  it("count the open cases each view holds as the coordinator may see them, one click each, and each row shows its last message", async () => {
    const me = await createCoordinator("Views Coordinator");
    const colleague = await createCoordinator();
    const before = viewCounts(await listHtml("", me.userId));
    expect(before.Mine).toBe(0);

    const overdue = await createContactCase({ assigneeId: me.userId, receivedAt: Date.now() - 5 * HOUR, name: ["Overdue", "Olfat"] });
    const snoozed = await createContactCase({ assigneeId: me.userId, name: ["Snoozed", "Samia"] });
    const urgent = await createContactCase({ assigneeId: me.userId, status: "awaiting_patient", name: ["Urgent", "Umar"] });
    await createContactCase({ assigneeId: colleague.userId });
    await createContactCase({ assigneeId: me.userId, status: "closed", closingReason: "answered" });
    await env.DB.batch([
      env.DB.prepare("UPDATE cases SET remind_at = ? WHERE id = ?").bind(Date.now() + 24 * HOUR, snoozed.caseId),
      env.DB.prepare("INSERT INTO follow_up_checkins (id, case_id, day_offset, due_at, urgent) VALUES (?, ?, 14, ?, 1)").bind(crypto.randomUUID(), urgent.caseId, Date.now()),
    ]);
    await post(`/staff/cases/${urgent.caseId}`, { intent: "message", body: "Dear Umar, please tell us how the swelling looks today — a photo of the area in daylight helps us most." }, me.userId);

    const list = await listHtml("", me.userId);
    expect(viewCounts(list)).toEqual({
      ...before,
      "All open": before["All open"]! + 3,
      Mine: 3,
      Overdue: before.Overdue! + 1,
      Snoozed: before.Snoozed! + 1,
      Urgent: before.Urgent! + 1,
    });
    expect(currentView(list)).toBe("All open");

    // Each view is the list filtered to it, marked as the one shown.
    const mine = await listHtml("assignee=me", me.userId);
    expect(currentView(mine)).toBe("Mine");
    for (const { caseId } of [overdue, snoozed, urgent]) expect(mine).toContain(`/staff/cases/${caseId}`);
    const onlySnoozed = await listHtml("snoozed=1", me.userId);
    expect(currentView(onlySnoozed)).toBe("Snoozed");
    expect(onlySnoozed).toContain(`/staff/cases/${snoozed.caseId}`);
    expect(onlySnoozed).not.toContain(`/staff/cases/${overdue.caseId}`);
    const onlyUrgent = await listHtml("urgent=1", me.userId);
    expect(onlyUrgent).toContain(`/staff/cases/${urgent.caseId}`);
    expect(onlyUrgent).not.toContain(`/staff/cases/${snoozed.caseId}`);
    // A filter beside a view's is no view: nothing is marked, and the folded filters open to show it.
    const typed = await listHtml("assignee=me&type=contact", me.userId);
    expect(currentView(typed)).toBeUndefined();
    expect(typed).toMatch(/<details[^>]* open=""[^>]*><summary[^>]*>Filters</);
    expect(mine).not.toMatch(/<details[^>]* open=""[^>]*><summary[^>]*>Filters</);

    // The row's last message: the coordinator's reply, or the contact form's words the case opened with.
    const row = (caseId: string) => mine.split(`/staff/cases/${caseId}"`)[1]!.split("</tr>")[0]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(row(urgent.caseId)).toMatch(/Team on the site, \d+ min ago Dear Umar, please tell us how the swelling looks today — a photo of the area in daylight…/);
    expect(row(snoozed.caseId)).toMatch(/Patient on the site, \d+ min ago I would like implants next spring\./);
  });
});
