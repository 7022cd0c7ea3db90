import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { conversationKey } from "~/cases/case-link.server";
import { treatmentName } from "~/treatments/treatment-name";
import { site } from "~content/site";
import { parseAmountToMinor, quoteTotalMinor } from "~/cases/quotes/quote-rules";
import { createAccount, randomIp } from "./account-helpers";
import { sessionCookie } from "./auth-helpers";
import { postForm, request } from "./helpers";
import { ANY, eachLocale, matching } from "./locale-helpers";
import { outbox, settleQueue, waitForMail } from "./mail-helpers";
import { patientWithPlan, staffWrote } from "./staff-helpers";
import { quoteTermFields } from "./quote-helpers";
import { offeredSpecialty } from "~/treatments/catalogue-data.server";
import { cheapestProcedure } from "~/treatments/catalogue-figures";

const COORDINATOR = "dev-staff-coordinator";
const ADMIN = "dev-staff-admin";
const DAY = 24 * 60 * 60 * 1000;

async function contactCase(email = `visitor-${crypto.randomUUID()}@example.com`) {
  const response = await postForm(
    "/contact",
    { firstName: "Layla", lastName: "Mansour", email, message: "Can you help with dental implants?" },
    { headers: { "CF-Connecting-IP": randomIp() } },
  );
  expect(response.status).toBe(302);
  const caseId = (await env.DB.prepare("SELECT id FROM cases WHERE patient_email = ?").bind(email).first<string>("id"))!;
  return { email, caseId };
}

const get = (path: string, cookie = "") => request(path, { headers: cookie ? { Cookie: cookie } : {} });
const post = (path: string, fields: Record<string, string>, cookie = "") =>
  postForm(path, fields, { headers: { Cookie: cookie, "CF-Connecting-IP": randomIp() } });

const staffPath = (caseId: string) => `/staff/cases/${caseId}`;
const messageCount = async (caseId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM case_messages WHERE case_id = ?").bind(caseId).first<number>("n"))!;
const caseRow = (caseId: string) =>
  env.DB.prepare("SELECT status, closing_reason FROM cases WHERE id = ?").bind(caseId).first<{ status: string; closing_reason: string | null }>();

async function sendQuote(caseId: string, fields: Record<string, string> = {}) {
  return post(
    staffPath(caseId),
    {
      ...quoteTermFields,
      intent: "quote",
      treatment: "cardiac-surgery",
      currency: "USD",
      "items[0].kind": "procedure",
      "items[0].description": "Coronary bypass",
      "items[0].unitPrice": "12,500.50",
      "items[1].kind": "hospital_stay",
      "items[1].unitPrice": "1500",
      "items[2].kind": "accommodation",
      "items[3].kind": "transfers",
      "items[3].unitPrice": "0.99",
      "items[4].kind": "concierge",
      "items[5].kind": "other",
      // A total typed into the form is never read.
      total: "1",
      totalMinor: "1",
      included: "Surgery, 7 nights in hospital, airport pick-up",
      excluded: "Flights, visa fees",
      hospital: "Cairo Heart Centre",
      doctor: "Dr. Ahmed Hassan",
      validUntil: new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10),
      ...fields,
    },
    await sessionCookie(COORDINATOR),
  );
}

describe("who may read and write a thread", () => {
  it("the patient, the coordinators who may work the case and admins; nobody else, not even with a guessed id", async () => {
    const owner = await patientWithPlan();
    const other = await patientWithPlan("Someone Else");
    expect((await get(`/requests/${owner.caseId}`, owner.cookie)).status).toBe(200);
    expect((await get(`/requests/${owner.caseId}`, other.cookie)).status).toBe(404);
    expect((await get(`/requests/${owner.caseId}`)).status).toBe(404);
    expect((await get(`/requests/${crypto.randomUUID()}`, owner.cookie)).status).toBe(404);
    expect((await get(`/requests/${owner.caseId}/messages`, other.cookie)).status).toBe(404);
    expect((await get(staffPath(owner.caseId), owner.cookie)).status).toBe(404);
    expect((await get(staffPath(owner.caseId))).status).toBe(404);
    expect((await get(staffPath(owner.caseId), await sessionCookie(COORDINATOR))).status).toBe(200);
    expect((await get(staffPath(owner.caseId), await sessionCookie(ADMIN))).status).toBe(200);

    // Assigned to another coordinator: the dev coordinator no longer sees it, the admin still does.
    const colleague = await createAccount({ username: "Nour Colleague" });
    await env.DB.prepare("UPDATE profiles SET role = 'coordinator' WHERE user_id = ?").bind(colleague.userId).run();
    await env.DB.prepare("UPDATE cases SET assignee_id = ? WHERE id = ?").bind(colleague.userId, owner.caseId).run();
    expect((await get(staffPath(owner.caseId), await sessionCookie(COORDINATOR))).status).toBe(404);
    expect((await get(staffPath(owner.caseId), await sessionCookie(colleague.userId))).status).toBe(200);
    expect((await get(staffPath(owner.caseId), await sessionCookie(ADMIN))).status).toBe(200);
    // Their reply from the page they had open is not sent: they are told why on the case list, not shown a 404.
    const lostReply = await post(staffPath(owner.caseId), { intent: "message", body: "Hi" }, await sessionCookie(COORDINATOR));
    expect([lostReply.status, lostReply.headers.get("Location")]).toEqual([302, "/staff"]);
    // A coordinator who never opened the case learns nothing of it.
    const stranger = await createAccount({ username: "Sami Stranger" });
    await env.DB.prepare("UPDATE profiles SET role = 'coordinator' WHERE user_id = ?").bind(stranger.userId).run();
    expect((await post(staffPath(owner.caseId), { intent: "message", body: "Hi" }, await sessionCookie(stranger.userId))).status).toBe(404);

    // Another patient posting into the thread stores nothing.
    expect((await post(`/requests/${owner.caseId}`, { intent: "message", body: "Let me in" }, other.cookie)).status).toBe(404);
    expect(await messageCount(owner.caseId)).toBe(0);
  });

  it("internal notes never reach the patient's page", async () => {
    const owner = await patientWithPlan();
    await env.DB.prepare("INSERT INTO case_notes (id, case_id, author_id, body) VALUES (?, ?, ?, ?)")
      .bind(crypto.randomUUID(), owner.caseId, COORDINATOR, "INTERNAL: patient sounded unsure about cost")
      .run();
    await post(staffPath(owner.caseId), { intent: "message", body: "Welcome, we have your plan." }, await sessionCookie(COORDINATOR));
    const page = await (await get(`/requests/${owner.caseId}`, owner.cookie)).text();
    expect(page).toContain("Welcome, we have your plan.");
    expect(page).not.toContain("INTERNAL");
  });
});

describe("a coordinator's reply and the patient's answer", () => {
  it("stores the reply, waits for the patient, e-mails the text with the coordinator's first name and a link; the answer returns the case to review and shows as unread", async () => {
    const owner = await patientWithPlan();
    const reply = await post(
      staffPath(owner.caseId),
      { intent: "message", body: "Hello Omar,\nwe can offer a consultation next week." },
      await sessionCookie(COORDINATOR),
    );
    expect(reply.status).toBe(302);
    expect((await caseRow(owner.caseId))!.status).toBe("awaiting_patient");
    const mail = await waitForMail(owner.email, "case-reply");
    expect(mail.text).toContain("we can offer a consultation next week.");
    expect(mail.subject).toContain("Karim");
    expect(mail.text).not.toContain("Coordinator"); // the first name only
    expect(mail.text).toContain(`${env.SITE_URL}/requests/${owner.caseId}`);
    await settleQueue();
    // The reply is the notice that the case waits for the patient: no second e-mail on top of it.
    expect((await outbox(owner.email)).map((row) => row.template)).toEqual(["case-reply"]);

    const dashboard = await (await get("/dashboard", owner.cookie)).text();
    expect(dashboard).toContain("My requests");
    expect(dashboard).toContain("Waiting for your answer");
    expect(dashboard).toContain("New reply");

    const page = await (await get(`/requests/${owner.caseId}`, owner.cookie)).text();
    expect(page).toContain("Karim, your coordinator");
    expect(await (await get("/dashboard", owner.cookie)).text()).not.toContain("New reply");

    const answer = await post(`/requests/${owner.caseId}`, { intent: "message", body: "Next Tuesday works for me." }, owner.cookie);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/requests/${owner.caseId}#conversation`);
    expect((await caseRow(owner.caseId))!.status).toBe("in_review");
    const listRow = async () => {
      // The search box takes part of the address (D1 refuses LIKE patterns over 50 characters).
      const list = await (await get(`/staff?status=all&q=${owner.email.slice(0, 30)}`, await sessionCookie(COORDINATOR))).text();
      return list.slice(list.indexOf(`/staff/cases/${owner.caseId}`), list.indexOf(owner.email, list.indexOf(`/staff/cases/${owner.caseId}`)));
    };
    expect(await listRow()).toContain("Unread reply");
    const staffPage = await (await get(staffPath(owner.caseId), await sessionCookie(COORDINATOR))).text();
    expect(staffPage).toContain("Next Tuesday works for me.");
    expect(await listRow()).not.toContain("Unread reply");
  });

  it("refuses empty, too long and control-character messages with a message, storing nothing", async () => {
    const owner = await patientWithPlan();
    for (const body of ["   ", "x".repeat(5001), "bad\u0000byte"]) {
      const response = await post(`/requests/${owner.caseId}`, { intent: "message", body }, owner.cookie);
      expect(response.status, JSON.stringify(body.slice(0, 10))).toBe(400);
    }
    const longPage = await (await post(`/requests/${owner.caseId}`, { intent: "message", body: "x".repeat(5001) }, owner.cookie)).text();
    expect(longPage).toContain("Message must be at most 5,000 characters");
    expect((await post(`/requests/${owner.caseId}`, { intent: "message", body: "x".repeat(5000) }, owner.cookie)).status).toBe(302);
    expect(await messageCount(owner.caseId)).toBe(1);
  });

  it("lets a patient send 20 messages an hour and no more, even in parallel", async () => {
    const owner = await patientWithPlan();
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => post(`/requests/${owner.caseId}`, { intent: "message", body: `Message ${i}` }, owner.cookie)),
    );
    expect(results.filter((r) => r.status === 302)).toHaveLength(20);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(4);
    // The oldest of the twenty leaves the hour in about an hour: that is the wait the patient is told.
    expect(await refused[0]!.text()).toMatch(/Please try again in (1 hour|5\d minutes)/);
    expect(await messageCount(owner.caseId)).toBe(20);
  });

  it("lets the patient cancel a submitted trip plan; the case closes and the coordinator sees why", async () => {
    const owner = await patientWithPlan();
    expect((await post(`/requests/${owner.caseId}`, { intent: "cancel-plan" }, owner.cookie)).status).toBe(302);
    expect(await env.DB.prepare("SELECT status FROM trip_plans WHERE id = ?").bind(owner.planId).first("status")).toBe("cancelled");
    expect(await caseRow(owner.caseId)).toEqual({ status: "closed", closing_reason: "patient_declined" });
    const event = await env.DB.prepare("SELECT actor_id, to_status FROM case_events WHERE case_id = ? AND kind = 'status_changed'")
      .bind(owner.caseId)
      .first();
    expect(event).toEqual({ actor_id: owner.userId, to_status: "closed" });
    expect((await post(`/requests/${owner.caseId}`, { intent: "cancel-plan" }, owner.cookie)).status).toBe(409);
  });
});

describe("status e-mails", () => {
  it("tell the patient when the case page moves their case to awaiting their answer or scheduled, and not otherwise", async () => {
    const owner = await patientWithPlan();
    const staff = await sessionCookie(COORDINATOR);
    // Nothing asks the patient anything yet: "Awaiting patient" is refused and nothing is e-mailed.
    expect((await post(staffPath(owner.caseId), { intent: "status", status: "in_review" }, staff)).status).toBe(302);
    const early = await post(staffPath(owner.caseId), { intent: "status", status: "awaiting_patient" }, staff);
    expect(early.status).toBe(400);
    expect(await early.text()).toContain("Write to the patient first");
    await staffWrote(owner.caseId);
    for (const status of ["awaiting_patient", "scheduled"]) {
      expect((await post(staffPath(owner.caseId), { intent: "status", status }, staff)).status, status).toBe(302);
    }
    const scheduled = await waitForMail(owner.email, "case-status", 2);
    expect(scheduled.subject).toBe("Your request: Consultation scheduled");
    expect(scheduled.text).toContain(`${env.SITE_URL}/requests/${owner.caseId}`);
    const awaiting = (await outbox(owner.email)).find((row) => row.subject === "Your request: Waiting for your answer");
    expect(awaiting).toBeTruthy();
    await settleQueue();
    expect((await outbox(owner.email)).filter((row) => row.template === "case-status")).toHaveLength(2);
    const page = await (await get(`/requests/${owner.caseId}`, owner.cookie)).text();
    for (const words of ["Received", "A coordinator is reviewing your plan", "Waiting for your answer", "Consultation scheduled"]) {
      expect(page).toContain(words);
    }
  });
});

describe("a contact-form sender without an account", () => {
  it("gets a conversation link by e-mail that reads and answers the thread; a forged, altered or expired link answers 404 and stores nothing", async () => {
    const { email, caseId } = await contactCase();
    const ack = await waitForMail(email, "contact-acknowledgement");
    const link = ack.text.match(new RegExp(`${env.SITE_URL.replaceAll(".", "\\.")}(/requests/${caseId}\\?key=[A-Za-z0-9_-]{43})`))?.[1];
    expect(link).toBeTruthy();

    await post(staffPath(caseId), { intent: "message", body: "Implants take two visits." }, await sessionCookie(COORDINATOR));
    const replyMail = await waitForMail(email, "case-reply");
    expect(replyMail.text).toContain(link!);

    const page = await get(link!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Implants take two visits.");
    const answer = await post(link!, { intent: "message", body: "Thank you, what does it cost?" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`${link}#conversation`);
    expect(await messageCount(caseId)).toBe(2);

    const otherCase = await contactCase();
    const forged = [
      `/requests/${caseId}?key=${"A".repeat(43)}`,
      `/requests/${otherCase.caseId}?key=${link!.split("key=")[1]}`,
      `/requests/${caseId}?key=`,
    ];
    for (const path of forged) {
      expect((await get(path)).status, path).toBe(404);
      expect((await post(path, { intent: "message", body: "sneaky" })).status, path).toBe(404);
    }
    expect(await messageCount(caseId)).toBe(2);
    expect(await messageCount(otherCase.caseId)).toBe(0);

    // 30 days after the last message the link stops working; nothing can be posted through it.
    await env.DB.batch([
      env.DB.prepare("UPDATE cases SET received_at = ? WHERE id = ?").bind(Date.now() - 40 * DAY, caseId),
      env.DB.prepare("UPDATE case_messages SET created_at = ? WHERE case_id = ?").bind(Date.now() - 31 * DAY, caseId),
    ]);
    expect((await get(link!)).status).toBe(404);
    expect((await post(link!, { intent: "message", body: "too late" })).status).toBe(404);
    expect(await messageCount(caseId)).toBe(2);
    expect(await conversationKey(caseId)).toBe(link!.split("key=")[1]);
  });

  it("a new message renews the link for another 30 days", async () => {
    const { caseId } = await contactCase();
    const link = `/requests/${caseId}?key=${await conversationKey(caseId)}`;
    await env.DB.prepare("UPDATE cases SET received_at = ? WHERE id = ?").bind(Date.now() - 29 * DAY, caseId).run();
    expect((await post(link, { intent: "message", body: "Still interested" })).status).toBe(302);
    await env.DB.prepare("UPDATE cases SET received_at = ? WHERE id = ?").bind(Date.now() - 45 * DAY, caseId).run();
    expect((await get(link)).status).toBe(200);
  });

  it("finds the earlier cases on the dashboard after signing up with the same confirmed address, not before confirming", async () => {
    const email = `later-${crypto.randomUUID()}@example.com`;
    const { caseId } = await contactCase(email);
    const unconfirmed = await createAccount({ email, confirmed: false });
    const cookie = await sessionCookie(unconfirmed.userId);
    expect(await (await get("/dashboard", cookie)).text()).not.toContain(`/requests/${caseId}`);
    expect((await get(`/requests/${caseId}`, cookie)).status).toBe(404);
    await env.DB.prepare("UPDATE users SET email_confirmed_at = ? WHERE id = ?").bind(Date.now(), unconfirmed.userId).run();
    expect(await (await get("/dashboard", cookie)).text()).toContain(`/requests/${caseId}`);
    expect((await get(`/requests/${caseId}`, cookie)).status).toBe(200);
  });
});

describe("quotes", () => {
  it("parse amounts into integer minor units and sum them", () => {
    expect(parseAmountToMinor("12,500.50", "USD")).toBe(1250050);
    expect(parseAmountToMinor("0.5", "USD")).toBe(50);
    expect(parseAmountToMinor("1500", "USD")).toBe(150000);
    for (const bad of ["", "-1", "1.234", "abc", "1e5"]) expect(parseAmountToMinor(bad, "USD"), bad).toBeNull();
    expect(quoteTotalMinor([{ amountMinor: 10 }, { amountMinor: 20 }])).toBe(30);
  });

  it("are itemised with a server-computed total, numbered and versioned: a new version supersedes the old and the patient sees both", async () => {
    const owner = await patientWithPlan();
    expect((await sendQuote(owner.caseId)).status).toBe(302);
    const first = await env.DB.prepare("SELECT * FROM quotes WHERE case_id = ?").bind(owner.caseId).first<Record<string, unknown>>();
    expect(first).toMatchObject({ version: 1, currency: "USD", total_minor: 1250050 + 150000 + 99, status: "sent" });
    const items = await env.DB.prepare("SELECT kind, amount_minor FROM quote_items WHERE quote_id = ? ORDER BY position").bind(first!.id).all();
    expect(items.results).toEqual([
      { kind: "procedure", amount_minor: 1250050 },
      { kind: "hospital_stay", amount_minor: 150000 },
      { kind: "transfers", amount_minor: 99 },
    ]);
    expect((await caseRow(owner.caseId))!.status).toBe("awaiting_patient");
    await waitForMail(owner.email, "quote-sent");

    expect((await sendQuote(owner.caseId, { "items[1].unitPrice": "2000" })).status).toBe(302);
    const versions = await env.DB.prepare("SELECT number, version, status, total_minor FROM quotes WHERE case_id = ? ORDER BY version")
      .bind(owner.caseId)
      .all<{ number: number; version: number; status: string; total_minor: number }>();
    expect(versions.results.map((q) => [q.version, q.status, q.total_minor])).toEqual([
      [1, "superseded", 1400149],
      [2, "sent", 1450149],
    ]);
    expect(versions.results[0]!.number).toBe(versions.results[1]!.number);

    const page = await (await get(`/requests/${owner.caseId}`, owner.cookie)).text();
    const reference = `Q-${String(versions.results[0]!.number).padStart(4, "0")}`;
    expect(page).toContain(`${reference} v1`);
    expect(page).toContain(`${reference} v2`);
    expect(page).toContain("Replaced by a newer version");
    expect(page).toContain("$14,501.49");
    // Home-country prices of the catalogue's cardiac surgery.
    expect(page).toContain("United Kingdom");
    expect(page).toContain("you save");
    // Each country with its drawn flag: the catalogue's flag is a code ("gb") for the Flag drawing, not text.
    expect(page).toMatch(/<\/svg> (<!-- -->)?United Kingdom/);

    const other = await patientWithPlan();
    expect((await sendQuote(other.caseId)).status).toBe(302);
    const otherNumber = await env.DB.prepare("SELECT number FROM quotes WHERE case_id = ?").bind(other.caseId).first("number");
    expect(otherNumber).not.toBe(versions.results[0]!.number);
  });

  it("refuses a quote without any amount or with an unknown currency; a contact message can be quoted", async () => {
    const owner = await patientWithPlan();
    const noAmounts = await sendQuote(owner.caseId, { "items[0].unitPrice": "", "items[1].unitPrice": "", "items[3].unitPrice": "", "items[0].description": "" });
    expect(noAmounts.status).toBe(400);
    expect(await noAmounts.text()).toContain("Give at least one line an amount");
    expect((await sendQuote(owner.caseId, { currency: "JPY" })).status).toBe(400);
    const { caseId } = await contactCase();
    expect((await sendQuote(caseId)).status).toBe(302);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM quotes WHERE case_id IN (?, ?)").bind(owner.caseId, caseId).first("n")).toBe(1);
  });

  it("can be accepted once while open: the journey moves to Schedule treatment, the coordinator and the patient are told what comes next; a superseded or expired quote cannot be", async () => {
    const owner = await patientWithPlan();
    await sendQuote(owner.caseId);
    await sendQuote(owner.caseId);
    const [v1, v2] = (await env.DB.prepare("SELECT id FROM quotes WHERE case_id = ? ORDER BY version").bind(owner.caseId).all<{ id: string }>()).results;
    expect((await post(`/requests/${owner.caseId}`, { intent: "accept", quoteId: v1!.id }, owner.cookie)).status).toBe(409);
    const other = await patientWithPlan();
    expect((await post(`/requests/${other.caseId}`, { intent: "accept", quoteId: v2!.id }, other.cookie)).status).toBe(409);

    expect((await post(`/requests/${owner.caseId}`, { intent: "accept", quoteId: v2!.id }, owner.cookie)).status).toBe(302);
    expect(await env.DB.prepare("SELECT status FROM quotes WHERE id = ?").bind(v2!.id).first("status")).toBe("accepted");
    // The patient's yes is the team's next step: the case owes an answer again, and nothing claims a consultation.
    expect((await caseRow(owner.caseId))!.status).toBe("in_review");
    expect(await env.DB.prepare("SELECT stage FROM case_journeys WHERE case_id = ?").bind(owner.caseId).first("stage")).toBe("schedule_treatment");
    const told = await waitForMail(env.CONTACT_INBOX, "quote-decided");
    expect(told.subject).toContain("accepted");
    expect(told.text).toContain("the journey is at Schedule Treatment");
    const accepted = await waitForMail(owner.email, "quote-accepted");
    expect(accepted.subject).toMatch(/^You accepted quote Q-\d{4} v2$/);
    expect(accepted.text).toContain("Nothing is booked or charged until they confirm it");
    // Answering it writes in the case's thread, as every e-mail to the patient about the case does.
    expect(JSON.parse(accepted.headers)["Reply-To"]).toMatch(/^reply\+[0-9a-f]{32}-/);
    await settleQueue();
    expect((await outbox(owner.email)).map((m) => m.template)).not.toContain("case-status");
    expect((await post(`/requests/${owner.caseId}`, { intent: "accept", quoteId: v2!.id }, owner.cookie)).status).toBe(409);

    const late = await patientWithPlan();
    await sendQuote(late.caseId, { validUntil: new Date(Date.now() + DAY).toISOString().slice(0, 10) });
    const lateId = (await env.DB.prepare("SELECT id FROM quotes WHERE case_id = ?").bind(late.caseId).first<string>("id"))!;
    await env.DB.prepare("UPDATE quotes SET valid_until = ? WHERE id = ?").bind(new Date(Date.now() - DAY).toISOString().slice(0, 10), lateId).run();
    expect((await post(`/requests/${late.caseId}`, { intent: "accept", quoteId: lateId }, late.cookie)).status).toBe(409);
    expect(await env.DB.prepare("SELECT status FROM quotes WHERE id = ?").bind(lateId).first("status")).toBe("sent");
    expect((await caseRow(late.caseId))!.status).toBe("awaiting_patient");
    expect(await (await get(`/requests/${late.caseId}`, late.cookie)).text()).toContain("Expired");
  });

  it("tells the coordinator where the journey is when the patient accepts after it moved on, and leaves it there", async () => {
    const owner = await patientWithPlan("Layla Moved-On");
    await sendQuote(owner.caseId);
    const quoteId = (await env.DB.prepare("SELECT id FROM quotes WHERE case_id = ?").bind(owner.caseId).first<string>("id"))!;
    await env.DB.prepare("INSERT INTO case_journeys (case_id, stage, updated_at) VALUES (?, 'travel_arrangements', ?)").bind(owner.caseId, Date.now()).run();
    expect((await post(`/requests/${owner.caseId}`, { intent: "accept", quoteId }, owner.cookie)).status).toBe(302);
    expect(await env.DB.prepare("SELECT stage FROM case_journeys WHERE case_id = ?").bind(owner.caseId).first("stage")).toBe("travel_arrangements");
    const told = await vi.waitFor(async () => {
      const mail = (await outbox(env.CONTACT_INBOX)).find((m) => m.template === "quote-decided" && m.status === "sent" && m.subject.startsWith("Layla Moved-On"));
      expect(mail).toBeDefined();
      return mail!;
    });
    expect(told.text).toContain("the journey is at Travel Arrangements");
    expect(told.text).not.toContain("Schedule Treatment");
  });

  describe.each(eachLocale)("accepted in $locale", ({ locale, t, at }) => {
    it("keeps a question asked before the yes due at the same time, and tells the patient in their language what comes next", async () => {
      const owner = await patientWithPlan();
      await sendQuote(owner.caseId);
      const quoteId = (await env.DB.prepare("SELECT id FROM quotes WHERE case_id = ?").bind(owner.caseId).first<string>("id"))!;
      expect((await post(at(`/requests/${owner.caseId}`), { intent: "message", body: "Does the price include the hotel nights?" }, owner.cookie)).status).toBe(302);
      const due = () => env.DB.prepare("SELECT status, due_at FROM cases WHERE id = ?").bind(owner.caseId).first<{ status: string; due_at: number }>();
      const asked = (await due())!;
      expect(asked.status).toBe("in_review");

      expect((await post(at(`/requests/${owner.caseId}`), { intent: "accept", quoteId }, owner.cookie)).status).toBe(302);
      expect(await due()).toEqual(asked);
      const accepted = await waitForMail(owner.email, "quote-accepted");
      expect(accepted.subject).toMatch(matching(t("requests.email.accepted.subject", { reference: ANY })));
      expect(accepted.text).toContain(t("requests.email.accepted.next"));
      expect(accepted.html).toContain(`lang="${locale}"`);
    });
  });

  it("can be declined with a reason the coordinator sees", async () => {
    const owner = await patientWithPlan();
    await sendQuote(owner.caseId);
    const quoteId = (await env.DB.prepare("SELECT id FROM quotes WHERE case_id = ?").bind(owner.caseId).first<string>("id"))!;
    const response = await post(`/requests/${owner.caseId}`, { intent: "decline", quoteId, reason: "Too expensive for me" }, owner.cookie);
    expect(response.status).toBe(302);
    expect(await env.DB.prepare("SELECT status, decline_reason FROM quotes WHERE id = ?").bind(quoteId).first()).toEqual({
      status: "declined",
      decline_reason: "Too expensive for me",
    });
    expect((await caseRow(owner.caseId))!.status).toBe("awaiting_patient");
    expect(await (await get(staffPath(owner.caseId), await sessionCookie(COORDINATOR))).text()).toContain("Too expensive for me");
  });

  it("have a printable page for the patient, the staff and the link holder only", async () => {
    const owner = await patientWithPlan();
    await sendQuote(owner.caseId);
    const quoteId = (await env.DB.prepare("SELECT id FROM quotes WHERE case_id = ?").bind(owner.caseId).first<string>("id"))!;
    const path = `/requests/${owner.caseId}/quotes/${quoteId}`;
    const page = await get(path, owner.cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Cairo Heart Centre");
    expect((await get(path, await sessionCookie(ADMIN))).status).toBe(200);
    expect((await get(path, (await patientWithPlan()).cookie)).status).toBe(404);
    expect((await get(path)).status).toBe(404);
    expect((await get(`/requests/${owner.caseId}/quotes/${crypto.randomUUID()}`, owner.cookie)).status).toBe(404);
  });
});

describe("polling for new messages", () => {
  it("answers only the messages after the last one shown", async () => {
    const owner = await patientWithPlan();
    await post(staffPath(owner.caseId), { intent: "message", body: "First" }, await sessionCookie(COORDINATOR));
    const all = (await (await get(`/requests/${owner.caseId}/messages`, owner.cookie)).json()) as { messages: { body: string; sentAt: string }[] };
    expect(all.messages.map((m) => m.body)).toEqual(["First"]);
    await post(staffPath(owner.caseId), { intent: "message", body: "Second" }, await sessionCookie(COORDINATOR));
    const after = encodeURIComponent(all.messages[0]!.sentAt);
    const newer = (await (await get(`/requests/${owner.caseId}/messages?after=${after}`, owner.cookie)).json()) as { messages: { body: string }[] };
    expect(newer.messages.map((m) => m.body)).toEqual(["Second"]);
  });
});

describe.each(eachLocale)("a patient's request in $locale", ({ locale, t, at, htmlTag, elsewhere }) => {
  const COORDINATOR = "dev-staff-coordinator";
  const DAY = 24 * 60 * 60 * 1000;
  // How each language writes the quote's amount (left to right inside Arabic) and names the first home country.
  const amount = { en: /\$12,500\.00/, ar: /12,500\.00\sUS\$<\/bdi>/ }[locale];
  const homeCountry = { en: "United States", ar: "الولايات المتحدة" }[locale];
  const post = (path: string, fields: Record<string, string>, cookie: string) =>
    postForm(path, fields, { headers: { Cookie: cookie, "CF-Connecting-IP": randomIp() } });

  it("reads in its language in the patient's zone, answers its validation messages there, and the case's e-mails follow the language it was written in", async () => {
    const owner = await patientWithPlan("Yousef Al-Amin");
    const requestPath = at(`/requests/${owner.caseId}`);
    const treatment = treatmentName("cardiac-surgery", locale)!;
    const page = await (await request(requestPath, { headers: { Cookie: owner.cookie, "CF-IPCountry": "IQ" } })).text();
    expect(page).toContain(htmlTag);
    expect(page).toContain(t("requests.type.trip_plan.about", { treatment }));
    expect(page).toContain(t("requests.status.new"));
    // The plan opens the conversation as the patient's own message, summed up in the page's language.
    expect(page).toContain(t("requests.opening.trip_plan", { treatment }));
    expect(page).not.toContain(t("requests.conversation.empty"));
    expect(page).toContain(`action="${requestPath}#conversation"`);
    for (const other of elsewhere) expect(page).not.toContain(other("requests.conversation.messageLabel"));

    // An empty message: the message next to the field, nothing stored.
    const empty = await post(requestPath, { intent: "message", body: "  ", _plain: "1" }, owner.cookie);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(t("requests.conversation.errors.bodyRequired"));

    // Writing from a language's page makes it the case's language; the answer stays on that page.
    const sent = await post(requestPath, { intent: "message", body: "متى يمكنني السفر؟", _plain: "1" }, owner.cookie);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`${requestPath}#conversation`);
    const stored = (await env.DB.prepare("SELECT locale FROM cases WHERE id = ?").bind(owner.caseId).first<{ locale: string }>())!;
    expect(stored.locale).toBe(locale);

    await post(`/staff/cases/${owner.caseId}`, { intent: "message", body: "Dear Yousef, next week works." }, await sessionCookie(COORDINATOR));
    const reply = await waitForMail(owner.email, "case-reply");
    expect(reply.subject).toMatch(matching(t("requests.email.reply.subject", { name: ANY, site: site.name })));
    // The coordinator greets the patient; the e-mail does not greet them a second time.
    expect(reply.text).not.toContain(t("requests.email.hello", { name: "Yousef Al-Amin" }));
    expect(reply.text).toContain("Dear Yousef, next week works.");
    expect(reply.text).toContain(`${env.SITE_URL}${requestPath}`);
    expect(reply.html).toContain(`${htmlTag}>`);

    // The quote e-mail too, with the amount and the date written for the language's reader.
    const validUntil = new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10);
    await post(
      `/staff/cases/${owner.caseId}`,
      {
        ...quoteTermFields,
        intent: "quote",
        treatment: "cardiac-surgery",
        currency: "USD",
        "items[0].kind": "procedure",
        "items[0].unitPrice": "12500",
        included: "Surgery and 7 nights in hospital",
        excluded: "Flights",
        validUntil,
      },
      await sessionCookie(COORDINATOR),
    );
    const quote = await waitForMail(owner.email, "quote-sent");
    expect(quote.subject).toMatch(matching(t("requests.email.quote.subject", { site: site.name, reference: ANY })));
    expect(quote.subject).toMatch(/Q-\d{4} v1/);
    expect(quote.text).toContain("12,500.00");
    expect(quote.text).not.toContain(t("requests.email.quote.replaces", { previous: ANY }).split(ANY)[0]!);
    const quotePage = await (await request(requestPath, { headers: { Cookie: owner.cookie } })).text();
    expect(quotePage).toContain(t("quotes.accept", { reference: ANY }).split(ANY)[0]);
    expect(quotePage).toMatch(amount);
    expect(quotePage).toContain(homeCountry);
    expect(quotePage).toContain(t("quotes.comparison.caption", { quantity: 1, procedure: cheapestProcedure((await offeredSpecialty("cardiac-surgery", locale))!).name }));

    // A second version says which one it replaces, so the patient does not weigh two prices.
    await post(
      `/staff/cases/${owner.caseId}`,
      { ...quoteTermFields, intent: "quote", treatment: "cardiac-surgery", currency: "USD", "items[0].kind": "procedure", "items[0].unitPrice": "11800", validUntil },
      await sessionCookie(COORDINATOR),
    );
    const second = await waitForMail(owner.email, "quote-sent", 2);
    const first = quote.subject.match(/Q-\d{4} v1/)![0];
    expect(second.subject).toContain(first.replace("v1", "v2"));
    expect(second.text).toContain(t("requests.email.quote.replaces", { previous: first }));
  });
});
