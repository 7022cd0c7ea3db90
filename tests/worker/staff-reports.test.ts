import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadReport } from "~/cases/console/reports.server";
import { reportFilters } from "~/cases/console/report-query";
import { sessionCookie } from "./auth-helpers";
import { atInstant, postForm, randomIp, request } from "./helpers";
import { unescapeHtml } from "./mail-helpers";
import { createContactCase, createCoordinator, createIntakeCase, patientWithPlan } from "./staff-helpers";

// The report's figures on a fixed set of cases with known answers, across Cairo's DST change
// (clocks went back at the end of Thursday 29 October 2026) and the team's working hours (Monday to Saturday,
// 09:00–18:00 Cairo time).
const NOW = new Date("2026-11-04T10:00:00Z");
const at = (iso: string) => new Date(iso).getTime();

let coordinator: Awaited<ReturnType<typeof createCoordinator>>;
const staffOf = (c: typeof coordinator) => ({ id: c.userId, email: c.email, displayName: c.name, role: "coordinator" as const });

/** The report's default range on NOW's day: this Cairo week (to its Sunday) and the seven before it. */
const defaultRange = reportFilters({}, "2026-11-04");

/** A case as it stands once its coordinator wrote its first reply (the message and the stored time), or none yet. */
async function answered(caseId: string, receivedAt: number, firstReplyAt: number | null) {
  await env.DB.batch([
    env.DB.prepare("UPDATE cases SET assignee_id = ?, received_at = ?, first_reply_at = ?, status = 'awaiting_patient' WHERE id = ?").bind(
      coordinator.userId,
      receivedAt,
      firstReplyAt,
      caseId,
    ),
    ...(firstReplyAt === null
      ? []
      : [
          env.DB.prepare("INSERT INTO case_messages (id, case_id, author, author_id, body, created_at) VALUES (?, ?, 'staff', ?, 'Thank you, we are on it.', ?)").bind(
            crypto.randomUUID(),
            caseId,
            coordinator.userId,
            firstReplyAt,
          ),
        ]),
  ]);
}

async function quote(caseId: string, status: "sent" | "accepted", number: number) {
  await env.DB.prepare(
    "INSERT INTO quotes (id, case_id, number, version, currency, total_minor, included, excluded, valid_until, status) VALUES (?, ?, ?, 1, 'USD', 100000, 'All', 'Flights', '2026-12-31', ?)",
  )
    .bind(crypto.randomUUID(), caseId, number, status)
    .run();
}

async function booking(startsAt: string, status: string) {
  await env.DB.prepare("INSERT INTO consultation_bookings (id, coordinator_id, starts_at, status, patient_zone) VALUES (?, ?, ?, ?, 'UTC')")
    .bind(crypto.randomUUID(), coordinator.userId, at(startsAt), status)
    .run();
}

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM team_hours"),
    ...[1, 2, 3, 4, 5, 6].map((weekday) =>
      env.DB.prepare("INSERT INTO team_hours (weekday, start_minute, end_minute) VALUES (?, 540, 1080)").bind(weekday),
    ),
  ]);
  coordinator = await createCoordinator("Report Keeper");
  // Monday 26 October 00:30 in Cairo (UTC+3): that week, not the one before; answered at 10:00, within 2 working hours.
  const a = await createContactCase();
  await answered(a.caseId, at("2026-10-25T21:30:00Z"), at("2026-10-26T07:00:00Z"));
  await quote(a.caseId, "sent", 9001);
  // An intake nobody answered.
  const b = await createIntakeCase();
  await answered(b.caseId, at("2026-10-27T10:00:00Z"), null);
  // A trip plan answered after 25 hours, across the clock change: not within 24 hours.
  const c = await patientWithPlan("Plan Patient");
  await answered(c.caseId, at("2026-10-29T19:30:00Z"), at("2026-10-30T20:30:00Z"));
  // Saturday 20:00 in Cairo (UTC+2 now), after hours; answered Monday 10:30: 38.5 hours, but within 2 working hours.
  const d = await createContactCase();
  await answered(d.caseId, at("2026-10-31T18:00:00Z"), at("2026-11-02T08:30:00Z"));
  // Monday 08:00 in Cairo, answered in 30 minutes; its quote accepted.
  const e = await createContactCase();
  await answered(e.caseId, at("2026-11-02T06:00:00Z"), at("2026-11-02T06:30:00Z"));
  await quote(e.caseId, "accepted", 9002);
  // Before the report's eight weeks.
  const old = await createContactCase();
  await answered(old.caseId, at("2026-08-01T10:00:00Z"), at("2026-08-01T10:10:00Z"));
  // A colleague whose only case arrived before the window and is overdue today.
  const late = await createCoordinator("Late Colleague");
  await createContactCase({ assigneeId: late.userId, receivedAt: at("2026-08-03T10:00:00Z") });

  await booking("2026-10-28T10:00:00Z", "done");
  await booking("2026-10-29T10:00:00Z", "no_show");
  await booking("2026-10-30T10:00:00Z", "cancelled");
  await booking("2026-11-05T10:00:00Z", "confirmed");
}, 120_000);

describe("the staff report", () => {
  it("counts each Cairo week, kind and coordinator with first reply p50 and p90 against promises in working hours", async () => {
    const report = await loadReport(staffOf(coordinator), defaultRange, NOW);
    expect(report.filters).toMatchObject({ from: "2026-09-14", to: "2026-11-08" });
    expect(report.byWeek).toHaveLength(8);
    const [thisWeek, lastWeek] = report.byWeek;
    expect(thisWeek).toMatchObject({ label: "2026-11-02", received: 1, answered: 1, medianMinutes: 30, p90Minutes: 30, withinPromise: 1, quoted: 1, accepted: 1, booked: 1, held: 0, noShows: 0 });
    expect(lastWeek).toMatchObject({
      label: "2026-10-26",
      received: 4,
      answered: 3,
      medianMinutes: 1500,
      p90Minutes: 2310,
      withinPromise: 0.5,
      quoted: 1,
      accepted: 0,
      booked: 2,
      held: 1,
      noShows: 1,
    });
    expect(report.total).toMatchObject({ received: 5, answered: 4, medianMinutes: 1035, p90Minutes: 2310, withinPromise: 0.6 });
    expect(report.byType).toEqual([
      expect.objectContaining({ label: "Contact message", received: 3, answered: 3, withinPromise: 1, medianMinutes: 570, booked: null }),
      expect.objectContaining({ label: "Trip plan", received: 1, answered: 1, withinPromise: 0 }),
      expect.objectContaining({ label: "Intake", received: 1, answered: 0, medianMinutes: null, withinPromise: 0 }),
      // Every kind has its row, a week without first bookings too, with no share of nothing.
      expect.objectContaining({ label: "Consultation booking", received: 0, answered: 0, medianMinutes: null, withinPromise: null }),
    ]);
    expect(report.byCoordinator).toEqual([expect.objectContaining({ label: "Report Keeper", received: 5, booked: 3, held: 1, noShows: 1, overdueNow: 0 })]);
  });

  it("holds a booking's case to its call when the call comes before the day is out", async () => {
    const caller = await createCoordinator("Call Keeper");
    const kept = async (receivedAt: string, callAt: string, firstReplyAt: string) => {
      const [bookingId, caseId] = [crypto.randomUUID(), crypto.randomUUID()];
      await env.DB.batch([
        env.DB.prepare("INSERT INTO consultation_bookings (id, coordinator_id, starts_at, status, patient_zone, name, email) VALUES (?, ?, ?, 'done', 'UTC', 'Caller', 'caller@example.com')").bind(
          bookingId,
          caller.userId,
          at(callAt),
        ),
        env.DB.prepare(
          "INSERT INTO cases (id, type, booking_id, patient_name, patient_email, status, assignee_id, received_at, due_at, first_reply_at, updated_at) VALUES (?, 'booking', ?, 'Caller', 'caller@example.com', 'awaiting_patient', ?, ?, ?, ?, ?)",
        ).bind(caseId, bookingId, caller.userId, at(receivedAt), at(callAt), at(firstReplyAt), at(firstReplyAt)),
        env.DB.prepare("INSERT INTO case_messages (id, case_id, author, author_id, body, created_at) VALUES (?, ?, 'staff', ?, 'See you on the call.', ?)").bind(
          crypto.randomUUID(),
          caseId,
          caller.userId,
          at(firstReplyAt),
        ),
      ]);
    };
    // Booked at 09:00 for a call at 11:00: a reply at 10:00 is before the call; one at 12:00 is within 24 hours, not before the call.
    await kept("2026-11-03T07:00:00Z", "2026-11-03T09:00:00Z", "2026-11-03T08:00:00Z");
    await kept("2026-11-03T07:30:00Z", "2026-11-03T09:30:00Z", "2026-11-03T10:00:00Z");
    const report = await loadReport(staffOf(caller), defaultRange, NOW);
    expect(report.byType.find((t) => t.label === "Consultation booking")).toMatchObject({ received: 2, answered: 2, withinPromise: 0.5 });
  });

  it("gives an admin every coordinator, one with only an old overdue case too", async () => {
    const report = await loadReport({ id: "dev-staff-admin", email: "admin@nilecare.test", displayName: "Amira Admin", role: "admin" }, defaultRange, NOW);
    expect(report.byCoordinator).toContainEqual(expect.objectContaining({ label: "Late Colleague", received: 0, overdueNow: 1 }));
    expect(report.byCoordinator).toContainEqual(expect.objectContaining({ label: "Report Keeper", received: 5, overdueNow: 0 }));
  });

  it("shows a coordinator their own figures and their CSV; 404 to a patient", async () => {
    const cookie = await sessionCookie(coordinator.userId);
    const [page, csv] = await atInstant(NOW.getTime(), async () => [
      unescapeHtml(await (await request("/staff/reports", { headers: { Cookie: cookie } })).text()),
      await request("/staff/reports.csv", { headers: { Cookie: cookie } }),
    ] as const);
    expect(page).toContain("My report");
    expect(page).toContain("First reply, p90");
    expect(page).toContain("Per kind of request");
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="nilecare-report-mine-2026-09-14-to-2026-11-08.csv"');
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(
      "breakdown,group,received,answered,median_first_reply_min,p90_first_reply_min,promises_due,promises_kept,within_promise,quoted,accepted,consultations_booked,consultations_held,no_shows",
    );
    expect(lines).toContain('"coordinator","Report Keeper","5","4","1035","2310","5","3","0.600","2","1","3","1","1"');
    const patient = await patientWithPlan();
    expect((await request("/staff/reports", { headers: { Cookie: patient.cookie } })).status).toBe(404);
    expect((await request("/staff/reports.csv", { headers: { Cookie: patient.cookie } })).status).toBe(404);
  });
});

// Who a case counts for, which promises count, which channels: two coordinators' week, 2–4 November 2026 (Cairo
// UTC+2, the team's hours Monday to Saturday 09:00–18:00), read at NOW (Wednesday 12:00 in Cairo).
describe("the report credits, promises and channels", () => {
  let replier: Awaited<ReturnType<typeof createCoordinator>>;
  let holder: Awaited<ReturnType<typeof createCoordinator>>;
  const caseIds = { whatsapp: "", emailed: "" };
  const admin = { id: "dev-staff-admin", email: "admin@nilecare.test", displayName: "Amira Admin", role: "admin" as const };
  const week = (query: Parameters<typeof reportFilters>[0] = {}) => reportFilters(query, "2026-11-04");
  const message = (caseId: string, author: "patient" | "staff", channel: string, createdAt: string, authorId: string | null = null, patientEmail: string | null = null) =>
    env.DB.prepare("INSERT INTO case_messages (id, case_id, author, author_id, patient_email, body, channel, created_at) VALUES (?, ?, ?, ?, ?, 'Hello', ?, ?)")
      .bind(crypto.randomUUID(), caseId, author, authorId, patientEmail, channel, at(createdAt))
      .run();

  beforeAll(async () => {
    // A name a spreadsheet must read as one field: a comma and quotes.
    replier = await createCoordinator('Farida "Fifi" Nasser, RN');
    holder = await createCoordinator("Later Holder");
    // Tuesday 09:00: the replier answers on the site in 20 minutes (claiming it), then an admin gives it to a colleague.
    const reassigned = await createContactCase({ receivedAt: at("2026-11-03T07:00:00Z") });
    const reply = await atInstant(at("2026-11-03T07:20:00Z"), async () =>
      postForm(`/staff/cases/${reassigned.caseId}`, { intent: "message", body: "We can help, here is what we need." }, { headers: { Cookie: replier.cookie, "CF-Connecting-IP": randomIp() } }),
    );
    expect(reply.status).toBe(302);
    await env.DB.prepare("UPDATE cases SET assignee_id = ? WHERE id = ?").bind(holder.userId, reassigned.caseId).run();
    // Tuesday 09:30: spam, closed as such, never answered: no enquiry.
    await createContactCase({ receivedAt: at("2026-11-03T07:30:00Z"), assigneeId: replier.userId, status: "closed", closingReason: "spam" });
    // Wednesday 11:30: held by the replier, due at 13:30, after NOW: received, not (yet) a missed promise.
    await createContactCase({ receivedAt: at("2026-11-04T09:30:00Z"), assigneeId: replier.userId });
    // Monday 10:00: a WhatsApp message from an unknown number opened it; the first answer went on WhatsApp, in 45 minutes.
    const whatsapp = await createContactCase({ receivedAt: at("2026-11-02T08:00:00Z"), assigneeId: replier.userId, email: "201001234567@whatsapp.invalid" });
    caseIds.whatsapp = whatsapp.caseId;
    await message(whatsapp.caseId, "patient", "whatsapp", "2026-11-02T08:05:00Z", null, "201001234567@whatsapp.invalid");
    await message(whatsapp.caseId, "staff", "whatsapp", "2026-11-02T08:45:00Z", replier.userId);
    await env.DB.prepare("UPDATE cases SET first_reply_at = ?, status = 'awaiting_patient' WHERE id = ?").bind(at("2026-11-02T08:45:00Z"), whatsapp.caseId).run();
    // Monday 09:00: held by the replier and never answered: due at 11:00, missed.
    await createContactCase({ receivedAt: at("2026-11-02T07:00:00Z"), assigneeId: replier.userId });
    // Tuesday 14:00 from the site; the patient then wrote by e-mail; answered on the site an hour after the request.
    const emailed = await createContactCase({ receivedAt: at("2026-11-03T12:00:00Z"), assigneeId: replier.userId, email: "mail-patient@example.com" });
    caseIds.emailed = emailed.caseId;
    await message(emailed.caseId, "patient", "email", "2026-11-03T12:10:00Z", null, "mail-patient@example.com");
    await message(emailed.caseId, "staff", "site", "2026-11-03T13:00:00Z", replier.userId);
    await env.DB.prepare("UPDATE cases SET first_reply_at = ?, status = 'awaiting_patient' WHERE id = ?").bind(at("2026-11-03T13:00:00Z"), emailed.caseId).run();
  }, 120_000);

  it("credits the first reply to who wrote it, leaves spam out and counts only promises kept or passed", async () => {
    const mine = await loadReport(staffOf(replier), week(), NOW);
    // Five enquiries (not the spam); three answered in 20, 45 and 60 minutes; four promises decided, three kept.
    expect(mine.total).toMatchObject({ received: 5, answered: 3, medianMinutes: 45, p90Minutes: 60, promisesDue: 4, promisesKept: 3, withinPromise: 0.75 });
    expect(mine.firstReplies).toEqual([
      { channel: "site", count: 2 },
      { channel: "email", count: 0 },
      { channel: "whatsapp", count: 1 },
    ]);
    expect(mine.open).toBe(4);
    expect(mine.overdue).toBe(1);
    // The colleague who holds the reassigned case now is not credited with its reply; it is open on their desk.
    const theirs = await loadReport(staffOf(holder), week(), NOW);
    expect(theirs.total).toMatchObject({ received: 0, answered: 0, withinPromise: null });
    expect(theirs.open).toBe(1);
    const team = await loadReport(admin, week(), NOW);
    expect(team.byCoordinator).toContainEqual(expect.objectContaining({ label: 'Farida "Fifi" Nasser, RN', received: 5, answered: 3, promisesDue: 4, overdueNow: 1 }));
    expect(team.byCoordinator).toContainEqual(expect.objectContaining({ label: "Later Holder", received: 0, overdueNow: 0 }));
  });

  it("narrows to a range of Cairo days, one staff member and one channel", async () => {
    const tuesday = await loadReport(admin, week({ from: "2026-11-03", to: "2026-11-03", coordinator: replier.userId }), NOW);
    expect(tuesday.total).toMatchObject({ received: 2, answered: 2, medianMinutes: 40, promisesDue: 2, promisesKept: 2 });
    expect(tuesday.byWeek.map((w) => w.label)).toEqual(["2026-11-02"]);
    expect(tuesday.byCoordinator.map((c) => c.label)).toEqual(['Farida "Fifi" Nasser, RN']);
    const onWhatsapp = await loadReport(admin, week({ coordinator: replier.userId, channel: "whatsapp" }), NOW);
    expect(onWhatsapp.total).toMatchObject({ received: 1, answered: 1, medianMinutes: 45, withinPromise: 1, booked: null });
    const byEmail = await loadReport(admin, week({ coordinator: replier.userId, channel: "email" }), NOW);
    expect(byEmail.total).toMatchObject({ received: 1, answered: 1, medianMinutes: 60 });
    const mine = await loadReport(staffOf(replier), week(), NOW);
    expect(mine.byChannel).toEqual([
      expect.objectContaining({ label: "The site", received: 4, answered: 2 }),
      expect.objectContaining({ label: "E-mail", received: 1, answered: 1 }),
      expect.objectContaining({ label: "WhatsApp", received: 1, answered: 1 }),
    ]);
    // A coordinator's own report is theirs whatever the URL names.
    const asked = await loadReport(staffOf(holder), week({ coordinator: replier.userId }), NOW);
    expect(asked.total.received).toBe(0);
    expect(asked.filters.coordinator).toBeNull();
  });

  it("answers a filtered page and its CSV with the same figures, the CSV escaped and its download audited", async () => {
    const adminCookie = await sessionCookie(admin.id);
    const query = `?from=2026-11-02&to=2026-11-04&coordinator=${replier.userId}`;
    const [page, csv] = await atInstant(NOW.getTime(), async () => [
      unescapeHtml(await (await request(`/staff/reports${query}`, { headers: { Cookie: adminCookie } })).text()),
      await request(`/staff/reports.csv${query}`, { headers: { Cookie: adminCookie } }),
    ] as const);
    expect(page).toContain("Team report");
    expect(page).toContain("75% (3 of 4)");
    expect(page).toContain('value="2026-11-02"');
    expect(page).toContain(`From November 2, 2026 to November 4, 2026 (Cairo days), cases credited to Farida "Fifi" Nasser, RN.`);
    const onWhatsapp = unescapeHtml(await (await atInstant(NOW.getTime(), () => request(`/staff/reports${query}&channel=whatsapp`, { headers: { Cookie: adminCookie } }))).text());
    expect(onWhatsapp).toContain("cases credited to Farida \"Fifi\" Nasser, RN and where the patient wrote on WhatsApp.");
    expect(page).toContain(`href="/staff/reports.csv${query}"`);
    expect(csv.headers.get("Content-Disposition")).toBe(`attachment; filename="nilecare-report-${replier.userId}-2026-11-02-to-2026-11-04.csv"`);
    const lines = (await csv.text()).split("\r\n");
    expect(lines).toContain('"coordinator","Farida ""Fifi"" Nasser, RN","5","3","45","60","4","3","0.750","0","0","0","0","0"');
    expect(lines).toContain('"week","2026-11-02","5","3","45","60","4","3","0.750","0","0","0","0","0"');
    expect(lines).toContain('"channel","WhatsApp","1","1","45","45","1","1","1.000","0","0","","",""');
    const audit = await env.DB.prepare("SELECT detail FROM audit_log WHERE actor_id = ? AND action = 'report_exported' ORDER BY created_at DESC LIMIT 1")
      .bind(admin.id)
      .first<string>("detail");
    expect(audit).toBe(`Report ${replier.userId}-2026-11-02-to-2026-11-04`);
  });

  it("says in the case's history which channel the request and each message came by", async () => {
    const historyOf = async (caseId: string) => {
      const page = unescapeHtml(await (await request(`/staff/cases/${caseId}`, { headers: { Cookie: replier.cookie } })).text());
      return page.slice(page.indexOf(">History<"));
    };
    const whatsapp = await historyOf(caseIds.whatsapp);
    expect(whatsapp).toContain("Contact message received on WhatsApp");
    expect(whatsapp).toContain("Nadia Farouk wrote on WhatsApp");
    expect(whatsapp).toContain('Farida "Fifi" Nasser, RN replied to Nadia Farouk on WhatsApp');
    const emailed = await historyOf(caseIds.emailed);
    expect(emailed).toContain("Contact message received on the site");
    expect(emailed).toContain("Nadia Farouk wrote by e-mail");
    expect(emailed).toContain('Farida "Fifi" Nasser, RN replied to Nadia Farouk on the site');
  });

  it("answers a wrong query with its messages beside the fields and the default report, never an error", async () => {
    const cookie = await sessionCookie(replier.userId);
    const response = await atInstant(NOW.getTime(), () => request("/staff/reports?from=2026-02-30&to=2026-11-01&channel=fax", { headers: { Cookie: cookie } }));
    expect(response.status).toBe(200);
    const page = unescapeHtml(await response.text());
    expect(page).toContain("Give the first day as a date (YYYY-MM-DD)");
    expect(page).toContain("Choose a channel from the list");
    // The last day, which was right, is kept: the report runs to it from its default first day.
    expect(page).toContain("From September 7, 2026 to November 1, 2026");
    const reversed = unescapeHtml(await (await atInstant(NOW.getTime(), () => request("/staff/reports?from=2026-11-04&to=2026-11-02", { headers: { Cookie: cookie } }))).text());
    expect(reversed).toContain("The last day comes before the first");
    // A first day after this week: a report of that one day, empty.
    const future = await atInstant(NOW.getTime(), () => request("/staff/reports?from=2027-01-10", { headers: { Cookie: cookie } }));
    expect(future.status).toBe(200);
    expect(unescapeHtml(await future.text())).toContain("From January 10, 2027 to January 10, 2027");
  });
});
