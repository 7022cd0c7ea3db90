import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadReport } from "~/cases/console/reports.server";
import { sessionCookie } from "./auth-helpers";
import { request } from "./helpers";
import { unescapeHtml } from "./mail-helpers";
import { createContactCase, createCoordinator, createIntakeCase, patientWithPlan } from "./staff-helpers";

// The report's figures on a fixed set of cases with known answers, across Cairo's DST change
// (clocks went back at the end of Thursday 29 October 2026) and the team's working hours (Monday to Saturday,
// 09:00–18:00 Cairo time).
const NOW = new Date("2026-11-04T10:00:00Z");
const at = (iso: string) => new Date(iso).getTime();

let coordinator: Awaited<ReturnType<typeof createCoordinator>>;
const staffOf = (c: typeof coordinator) => ({ id: c.userId, email: c.email, displayName: c.name, role: "coordinator" as const });

async function answered(caseId: string, receivedAt: number, firstReplyAt: number | null) {
  await env.DB.prepare("UPDATE cases SET assignee_id = ?, received_at = ?, first_reply_at = ?, status = 'awaiting_patient' WHERE id = ?")
    .bind(coordinator.userId, receivedAt, firstReplyAt, caseId)
    .run();
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
    const report = await loadReport(staffOf(coordinator), NOW);
    expect(report.since).toBe("2026-09-14");
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
      ]);
    };
    // Booked at 09:00 for a call at 11:00: a reply at 10:00 is before the call; one at 12:00 is within 24 hours, not before the call.
    await kept("2026-11-03T07:00:00Z", "2026-11-03T09:00:00Z", "2026-11-03T08:00:00Z");
    await kept("2026-11-03T07:30:00Z", "2026-11-03T09:30:00Z", "2026-11-03T10:00:00Z");
    const report = await loadReport(staffOf(caller), NOW);
    expect(report.byType.find((t) => t.label === "Consultation booking")).toMatchObject({ received: 2, answered: 2, withinPromise: 0.5 });
  });

  it("gives an admin every coordinator, one with only an old overdue case too", async () => {
    const report = await loadReport({ id: "dev-staff-admin", email: "admin@nilecare.test", displayName: "Amira Admin", role: "admin" }, NOW);
    expect(report.byCoordinator).toContainEqual(expect.objectContaining({ label: "Late Colleague", received: 0, overdueNow: 1 }));
    expect(report.byCoordinator).toContainEqual(expect.objectContaining({ label: "Report Keeper", received: 5, overdueNow: 0 }));
  });

  it("shows a coordinator their own figures and their CSV; 404 to a patient", async () => {
    const cookie = await sessionCookie(coordinator.userId);
    const page = unescapeHtml(await (await request("/staff/reports", { headers: { Cookie: cookie } })).text());
    expect(page).toContain("My report");
    expect(page).toContain("First reply, p90");
    expect(page).toContain("Per kind of request");
    const csv = await request("/staff/reports.csv", { headers: { Cookie: cookie } });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(
      "breakdown,group,received,answered,median_first_reply_min,p90_first_reply_min,within_promise,quoted,accepted,consultations_booked,consultations_held,no_shows",
    );
    expect(lines).toContain('"coordinator","Report Keeper","5","4","1035","2310","0.600","2","1","3","1","1"');
    const patient = await patientWithPlan();
    expect((await request("/staff/reports", { headers: { Cookie: patient.cookie } })).status).toBe(404);
    expect((await request("/staff/reports.csv", { headers: { Cookie: patient.cookie } })).status).toBe(404);
  });
});
