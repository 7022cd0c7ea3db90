import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createSession } from "~/auth/session.server";
import { listFreeStartTimes } from "~/booking/bookings.server";
import { consultationsOfCases } from "~/booking/schedule.server";
import { CLINIC_ZONE, wallClock } from "~/i18n/time";
import { GOOD_PASSWORD } from "./account-helpers";
import { createSignedInUser } from "./auth-helpers";
import { bookingRows, onlyCoordinator } from "./booking-helpers";
import { postForm, request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { unescapeHtml, waitForMail } from "./mail-helpers";
import { createCoordinator, devStaff } from "./staff-helpers";

const HOUR = 60 * 60 * 1000;

async function sessionCookie(userId: string) {
  return (await createSession(userId)).split(";")[0]!;
}

let coordinatorId: string;
let coordinator: string;

beforeEach(async () => {
  coordinatorId = await onlyCoordinator({ startMinute: 0, endMinute: 15 });
  coordinator = await sessionCookie(coordinatorId);
});

/** A confirmed booking with this coordinator, as a patient would have made it. */
async function confirmedBooking(startsAt: number, fields: Partial<Record<string, string | number | null>> = {}) {
  const { userId, email } = await createSignedInUser();
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO consultation_bookings (id, coordinator_id, starts_at, status, user_id, patient_zone, name, email, phone, topic, confirmed_at)
     VALUES (?, ?, ?, 'confirmed', ?, 'America/New_York', 'Amelia Hart', ?, '+1 212 555 0100', 'Knee replacement', ?)`,
  )
    .bind(id, (fields.coordinatorId as string) ?? coordinatorId, startsAt, userId, email, Date.now())
    .run();
  return { id, userId, email };
}

async function contactMessageId(email: string) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO contact_messages (id, first_name, last_name, email, message) VALUES (?, 'Amelia', 'Hart', ?, 'About my consultation')",
  )
    .bind(id, email)
    .run();
  return id;
}

describe("staff pages", () => {
  it("answer 404 to visitors and patients", async () => {
    const { cookie } = await createSignedInUser();
    for (const path of ["/staff/schedule", "/staff/availability"]) {
      expect((await request(path)).status).toBe(404);
      expect((await request(path, { headers: { Cookie: cookie } })).status).toBe(404);
    }
  });
});

describe("the coordinator's schedule", () => {
  it("shows the day's bookings in Cairo time with the patient's time, and records the view in the audit log", async () => {
    const startsAt = Date.now() + 3 * HOUR;
    await confirmedBooking(startsAt);
    const date = wallClock(startsAt, CLINIC_ZONE).date;
    const response = await request(`/staff/schedule?view=day&date=${date}`, { headers: { Cookie: coordinator } });
    expect(response.status).toBe(200);
    const html = mainOf(await pageHtml(response));
    const cairo = new Intl.DateTimeFormat("en-US", {
      timeZone: CLINIC_ZONE,
      hour: "numeric",
      minute: "2-digit",
    }).format(startsAt);
    expect(html).toContain(cairo);
    expect(html).toContain("Amelia Hart");
    expect(html).toContain("(America/New_York)");
    // The coordinator starts the call from here: the booking's room, the one its patient was sent.
    expect(html).toMatch(/<a href="https:\/\/meet\.jit\.si\/NileCare-[A-Za-z0-9]{24}"[^>]*>Join the video call<\/a>/);
    const week = mainOf(
      await pageHtml(await request(`/staff/schedule?view=week&date=${date}`, { headers: { Cookie: coordinator } })),
    );
    expect(week).toContain("Amelia Hart");
    const audit = await env.DB.prepare("SELECT action, detail FROM audit_log WHERE actor_id = ?")
      .bind(coordinatorId)
      .all();
    expect(audit.results.map((r) => r.action)).toEqual(["schedule_viewed", "schedule_viewed"]);
  });

  it("hides other coordinators' bookings from a coordinator", async () => {
    const other = await onlyCoordinator();
    await confirmedBooking(Date.now() + 3 * HOUR, { coordinatorId: other });
    const date = wallClock(Date.now() + 3 * HOUR, CLINIC_ZONE).date;
    const html = await pageHtml(await request(`/staff/schedule?date=${date}`, { headers: { Cookie: coordinator } }));
    expect(html).not.toContain("Amelia Hart");
  });

  it("marks a call done or a no-show once it has started, not before", async () => {
    const future = await confirmedBooking(Date.now() + 3 * HOUR);
    const early = await postForm(
      "/staff/schedule",
      { id: future.id, outcome: "done" },
      { headers: { Cookie: coordinator } },
    );
    expect(early.status).toBe(409);
    const past = await confirmedBooking(Date.now() - 5 * 60_000);
    const marked = await postForm(
      "/staff/schedule",
      { id: past.id, outcome: "no_show" },
      { headers: { Cookie: coordinator } },
    );
    expect(marked.status).toBe(302);
    const row = (await bookingRows()).find((b) => b.id === past.id)!;
    expect(row.status).toBe("no_show");
    const audit = await env.DB.prepare(
      "SELECT subject_user_id FROM audit_log WHERE action = 'booking_outcome_set'",
    ).first();
    expect(audit?.subject_user_id).toBe(past.userId);
    // The patient's case page shows it: a contact message from the same address opened the case it belongs to.
    const caseId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO cases (id, type, contact_message_id, patient_name, patient_email, status, received_at, due_at, updated_at)
       VALUES (?, 'contact', ?, 'Amelia Hart', ?, 'new', ?, ?, ?)`,
    )
      .bind(caseId, await contactMessageId(past.email), past.email, Date.now(), Date.now() + 2 * HOUR, Date.now())
      .run();
    await env.DB.prepare("UPDATE consultation_bookings SET case_id = ? WHERE id = ?").bind(caseId, past.id).run();
    expect(await consultationsOfCases([caseId])).toEqual([
      expect.objectContaining({ id: past.id, status: "no_show", topic: "Knee replacement" }),
    ]);
    const casePage = mainOf(
      await pageHtml(await request(`/staff/cases/${caseId}`, { headers: { Cookie: coordinator } })),
    );
    expect(casePage).toContain("Consultations");
    expect(casePage).toContain("No-show");
    expect(casePage).toContain("Knee replacement");
  });
});

describe("an admin moving a consultation", () => {
  // Posted from the day the booking is on, as the page's form does (it keeps the address it was shown at).
  const move = (fields: Record<string, string>, cookie: string, date = wallClock(Date.now() + 3 * HOUR, CLINIC_ZONE).date) =>
    postForm(`/staff/schedule?view=day&date=${date}`, { intent: "move", ...fields }, { headers: { Cookie: cookie } });

  it("gives an upcoming consultation to another coordinator, audited; the patient keeps the time", async () => {
    const admin = await devStaff("admin");
    const colleague = await createCoordinator("Salma Coordinator");
    const at = Date.now() + 3 * HOUR;
    const booking = await confirmedBooking(at);
    const date = wallClock(at, CLINIC_ZONE).date;
    const schedule = await pageHtml(await request(`/staff/schedule?date=${date}`, { headers: { Cookie: admin.cookie } }));
    expect(schedule).toContain("Move to");
    expect(schedule).toContain("Salma Coordinator");
    // Nobody is chosen in advance: a stray click on Move moves nothing.
    expect(schedule).toMatch(/<select[^>]*name="coordinatorId"[^>]*required[^>]*>\s*<option value="" selected="">Choose a colleague<\/option>/);

    // The colleague has no consultation hours then: the admin is asked first, and nothing moves until they confirm.
    const warned = await move({ id: booking.id, coordinatorId: colleague.userId }, admin.cookie);
    expect(warned.status).toBe(400);
    const warning = await pageHtml(warned);
    expect(warning).toMatch(new RegExp(`id="move-${booking.id}-error"[^>]*><p[^>]*>Salma Coordinator has no consultation hours at `));
    expect(warning).toMatch(new RegExp(`<button type="submit" value="${colleague.userId}"[^>]*name="anyway">Move anyway</button>`));
    expect((await bookingRows()).find((b) => b.id === booking.id)!.coordinator_id).toBe(coordinatorId);
    // "Move anyway" overrides the warning for that colleague only.
    const other = await createCoordinator("Omar Coordinator");
    expect((await move({ id: booking.id, coordinatorId: other.userId, anyway: colleague.userId }, admin.cookie)).status).toBe(400);
    const moved = await move({ id: booking.id, coordinatorId: colleague.userId, anyway: colleague.userId }, admin.cookie);
    expect(moved.status).toBe(302);
    const row = (await bookingRows()).find((b) => b.id === booking.id)!;
    expect(row).toMatchObject({ coordinator_id: colleague.userId, status: "confirmed", starts_at: at });
    const audit = await env.DB.prepare("SELECT subject_user_id, detail FROM audit_log WHERE action = 'booking_moved'").first();
    expect(audit).toEqual({ subject_user_id: booking.userId, detail: expect.stringContaining("→ Salma Coordinator") });
    // The colleague is told by e-mail, with the day's schedule a click away.
    const mail = await waitForMail(colleague.email, "staff-booking-moved");
    expect(mail.subject).toBe("Amira Admin gave you a consultation with Amelia Hart");
    expect(unescapeHtml(mail.text)).toContain(`/staff/schedule?view=day&date=${date}`);
    // The colleague now has it on their schedule; the coordinator it was taken from no longer does.
    const theirs = await pageHtml(await request(`/staff/schedule?date=${date}`, { headers: { Cookie: colleague.cookie } }));
    expect(theirs).toContain("Amelia Hart");
    const mine = await pageHtml(await request(`/staff/schedule?date=${date}`, { headers: { Cookie: coordinator } }));
    expect(mine).not.toContain("Amelia Hart");
  });

  it("moves a call at once to a colleague with hours then, and tells the coordinator of the consultation's case", async () => {
    const admin = await devStaff("admin");
    const colleague = await createCoordinator("Salma Coordinator");
    const caseOwner = await createCoordinator("Hoda Coordinator");
    await env.DB.batch(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
        env.DB.prepare("INSERT INTO consultation_hours (id, coordinator_id, weekday, start_minute, end_minute) VALUES (?, ?, ?, 0, 1440)").bind(
          crypto.randomUUID(),
          colleague.userId,
          weekday,
        ),
      ),
    );
    const booking = await confirmedBooking(Date.now() + 3 * HOUR);
    const caseId = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO cases (id, type, contact_message_id, patient_name, patient_email, status, assignee_id, received_at, due_at, updated_at)
         VALUES (?, 'contact', ?, 'Amelia Hart', ?, 'in_review', ?, ?, ?, ?)`,
      ).bind(caseId, await contactMessageId(booking.email), booking.email, caseOwner.userId, Date.now(), Date.now() + 2 * HOUR, Date.now()),
      env.DB.prepare("UPDATE consultation_bookings SET case_id = ? WHERE id = ?").bind(caseId, booking.id),
    ]);
    expect((await move({ id: booking.id, coordinatorId: colleague.userId }, admin.cookie)).status).toBe(302);
    expect((await bookingRows()).find((b) => b.id === booking.id)!.coordinator_id).toBe(colleague.userId);
    const told = await waitForMail(caseOwner.email, "staff-case-booking-moved");
    expect(told.subject).toBe("Amira Admin gave Amelia Hart's consultation to Salma Coordinator");
    expect(unescapeHtml(told.text)).toContain(`/staff/cases/${caseId}`);
  });

  it("refuses a colleague who has someone at that time, a call that has started, and anyone but an admin", async () => {
    const admin = await devStaff("admin");
    const colleague = await createCoordinator("Salma Coordinator");
    const at = Date.now() + 3 * HOUR;
    const booking = await confirmedBooking(at);
    await confirmedBooking(at, { coordinatorId: colleague.userId });
    // Past the hours warning ("Move anyway"), the colleague's own call at that time still refuses it.
    const clash = await move({ id: booking.id, coordinatorId: colleague.userId, anyway: colleague.userId }, admin.cookie);
    expect(clash.status).toBe(409);
    // The refusal stands beside that booking's choice, which keeps the colleague chosen.
    const refused = await pageHtml(clash);
    expect(refused).toMatch(
      new RegExp(`id="move-${booking.id}-error"[^>]*><p[^>]*>Salma Coordinator already has a consultation at that time\\.`),
    );
    expect(refused).toMatch(new RegExp(`<option value="${colleague.userId}" selected="">Salma Coordinator</option>`));
    expect((await bookingRows()).find((b) => b.id === booking.id)!.coordinator_id).toBe(coordinatorId);

    const started = await confirmedBooking(Date.now() - 5 * 60_000);
    expect((await move({ id: started.id, coordinatorId: admin.userId }, admin.cookie)).status).toBe(409);
    expect((await move({ id: booking.id }, admin.cookie)).status).toBe(400);

    expect((await move({ id: booking.id, coordinatorId: admin.userId }, coordinator)).status).toBe(404);
    expect((await bookingRows()).find((b) => b.id === booking.id)!.coordinator_id).toBe(coordinatorId);
    const audited = env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'booking_moved' AND detail LIKE ?");
    expect(await audited.bind(`booking ${booking.id}:%`).first()).toEqual({ n: 0 });
  });
});

describe("consultation hours", () => {
  it("an admin sets a colleague's hours, and the colleague is told; anyone else asking for a colleague's gets the 404", async () => {
    const admin = await devStaff("admin");
    const colleague = await createCoordinator("Salma Coordinator");
    const page = pageHtml(await request(`/staff/availability?for=${colleague.userId}`, { headers: { Cookie: admin.cookie } }));
    expect(await page).toContain("Salma Coordinator's consultation hours");
    // The page's forms post back to the colleague's page, with and without JavaScript.
    expect(await page).toMatch(new RegExp(`<form[^>]*action="/staff/availability\\?for=${colleague.userId}"[^>]*method="post"`));

    const added = await postForm(
      `/staff/availability?for=${colleague.userId}`,
      { intent: "add-hours", weekday: "2", startMinute: "540", endMinute: "600" },
      { headers: { Cookie: admin.cookie } },
    );
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(`/staff/availability?for=${colleague.userId}`);
    const rows = await env.DB.prepare("SELECT weekday, start_minute, end_minute FROM consultation_hours WHERE coordinator_id = ?").bind(colleague.userId).all();
    expect(rows.results).toEqual([{ weekday: 2, start_minute: 540, end_minute: 600 }]);
    const told = await waitForMail(colleague.email, "staff-hours-changed");
    expect(told.subject).toBe("Amira Admin changed your consultation hours");
    expect(told.text).toContain("Hours added: Tuesday 09:00–10:00");
    // The admin's own hours are untouched.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM consultation_hours WHERE coordinator_id = ?").bind(admin.userId).first("n")).toBe(0);

    // A coordinator cannot reach a colleague's hours, to read or to change them.
    expect((await request(`/staff/availability?for=${colleague.userId}`, { headers: { Cookie: coordinator } })).status).toBe(404);
    const refused = await postForm(
      `/staff/availability?for=${colleague.userId}`,
      { intent: "add-hours", weekday: "3", startMinute: "540", endMinute: "600" },
      { headers: { Cookie: coordinator } },
    );
    expect(refused.status).toBe(404);
    expect((await request(`/staff/availability?for=${crypto.randomUUID()}`, { headers: { Cookie: admin.cookie } })).status).toBe(404);
  });

  it("adds weekly hours in Cairo time that patients can book at once, and refuses overlaps", async () => {
    const before = (await listFreeStartTimes(Date.now())).length;
    const added = await postForm(
      "/staff/availability",
      { intent: "add-hours", weekday: "3", startMinute: "600", endMinute: "660" },
      { headers: { Cookie: coordinator } },
    );
    expect(added.status).toBe(302);
    const times = await listFreeStartTimes(Date.now());
    // Two Wednesdays fall in any 14 days: four 15-minute slots each, at 10:00-11:00 Cairo.
    const wednesday = times.filter(
      (t) => wallClock(t, CLINIC_ZONE).weekday === 3 && wallClock(t, CLINIC_ZONE).minute >= 600,
    );
    expect(wednesday.length).toBeGreaterThanOrEqual(4);
    expect(wednesday.every((t) => [600, 615, 630, 645].includes(wallClock(t, CLINIC_ZONE).minute))).toBe(true);
    expect(times.length).toBeGreaterThan(before);

    const overlap = await postForm(
      "/staff/availability",
      { intent: "add-hours", weekday: "3", startMinute: "630", endMinute: "720" },
      { headers: { Cookie: coordinator } },
    );
    expect(overlap.status).toBe(400);
    expect(await pageHtml(overlap)).toContain("Overlaps your hours 10:00–11:00 that day");
    const backwards = await postForm(
      "/staff/availability",
      { intent: "add-hours", weekday: "4", startMinute: "720", endMinute: "600" },
      { headers: { Cookie: coordinator } },
    );
    expect(await pageHtml(backwards)).toContain("End must be after the start");
  });

  it("takes a day off out of the patients' list", async () => {
    const [first] = await listFreeStartTimes(Date.now());
    const date = wallClock(first!, CLINIC_ZONE).date;
    const off = await postForm(
      "/staff/availability",
      { intent: "add-exception", date, kind: "day_off" },
      { headers: { Cookie: coordinator } },
    );
    expect(off.status).toBe(302);
    expect((await listFreeStartTimes(Date.now())).some((t) => wallClock(t, CLINIC_ZONE).date === date)).toBe(false);
    const extra = await postForm(
      "/staff/availability",
      { intent: "add-exception", date, kind: "extra" },
      { headers: { Cookie: coordinator } },
    );
    expect(await pageHtml(extra)).toContain("Start is required");
  });

  it("warns before a day off that has consultations booked, and adds it once the coordinator ticks that they will move them", async () => {
    const startsAt = Date.now() + 9 * 24 * HOUR;
    const date = wallClock(startsAt, CLINIC_ZONE).date;
    await confirmedBooking(startsAt);
    const offDays = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM availability_exceptions WHERE coordinator_id = ? AND date = ?").bind(coordinatorId, date).first<number>("n")) ?? 0;
    const warned = await postForm("/staff/availability", { intent: "add-exception", date, kind: "day_off" }, { headers: { Cookie: coordinator } });
    expect(warned.status).toBe(409);
    const html = await pageHtml(warned);
    expect(html).toContain("You have 1 consultation booked that day");
    expect(html).toContain("Amelia Hart, Cairo time");
    expect(html).toMatch(new RegExp(`<input[^>]*type="checkbox"[^>]*value="${date}"|<input[^>]*value="${date}"[^>]*type="checkbox"`));
    expect(html).toContain("Add the day off anyway: I will move or cancel those consultations");
    // The chosen date stays in the form, and nothing was added.
    expect(html).toMatch(new RegExp(`<input[^>]*value="${date}"`));
    expect(await offDays()).toBe(0);

    // The tick holds for the date it was warned about, not for another date chosen afterwards.
    const otherDate = wallClock(startsAt + 24 * HOUR, CLINIC_ZONE).date;
    await confirmedBooking(startsAt + 24 * HOUR);
    const movedOn = await postForm(
      "/staff/availability",
      { intent: "add-exception", date: otherDate, kind: "day_off", keepBookingsOn: date },
      { headers: { Cookie: coordinator } },
    );
    expect(movedOn.status).toBe(409);
    const added = await postForm(
      "/staff/availability",
      { intent: "add-exception", date, kind: "day_off", keepBookingsOn: date },
      { headers: { Cookie: coordinator } },
    );
    expect(added.status).toBe(302);
    expect(await offDays()).toBe(1);
    // The booking itself is untouched: the coordinator moves or cancels it.
    expect(await env.DB.prepare("SELECT status FROM consultation_bookings WHERE starts_at = ? AND coordinator_id = ?").bind(startsAt, coordinatorId).first<string>("status")).toBe("confirmed");
  });
});

describe("a coordinator leaving the staff", () => {
  it("is refused while patients still wait for their consultations, and past bookings outlive the account", async () => {
    const admin = await devStaff("admin");
    const leaving = await createCoordinator("Leaving Coordinator");
    const booking = await confirmedBooking(Date.now() + 48 * HOUR, { coordinatorId: leaving.userId });
    const remove = () =>
      postForm("/staff/admin/staff", { intent: "role", userId: leaving.userId, role: "user" }, { headers: { Cookie: admin.cookie } });

    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(await pageHtml(refused)).toContain("still has 1 upcoming consultation with patients");
    const ownDeletion = await postForm(
      "/account/delete",
      { intent: "verify-password", password: GOOD_PASSWORD },
      { headers: { Cookie: leaving.cookie } },
    );
    expect(ownDeletion.status).toBe(400);
    expect(await pageHtml(ownDeletion)).toContain("Ask an admin to remove you from the staff");
    expect(await env.DB.prepare("SELECT role FROM profiles WHERE user_id = ?").bind(leaving.userId).first("role")).toBe(
      "coordinator",
    );

    await env.DB.prepare("UPDATE consultation_bookings SET starts_at = ?, status = 'done' WHERE id = ?")
      .bind(Date.now() - 48 * HOUR, booking.id)
      .run();
    expect((await remove()).status).toBe(302);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(leaving.userId).run();
    const kept = await env.DB.prepare("SELECT status, coordinator_id, user_id FROM consultation_bookings WHERE id = ?")
      .bind(booking.id)
      .first();
    expect(kept).toEqual({ status: "done", coordinator_id: null, user_id: booking.userId });
  });
});
