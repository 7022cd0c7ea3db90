import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdSlot, listFreeStartTimes } from "~/booking/bookings.server";
import { queueDueReminders } from "~/booking/reminders.server";
import { zoneDescription } from "~/i18n/time";
import { locales } from "~/i18n/locales";
import { site } from "~content/site";
import { zoneNames as arabicZoneNames } from "~content/ar/time-zones";
import { zoneNames as englishZoneNames } from "~content/time-zones";
import { createSignedInUser } from "./auth-helpers";
import { statementsOnTheBinding } from "./d1-helpers";
import { bookingLinkIn, bookingRows, onlyCoordinator } from "./booking-helpers";
import { cookiesFrom, postForm, request } from "./helpers";
import { createContactCase, createCoordinator, devStaff, patientWithPlan } from "./staff-helpers";
import { mainOf, pageHtml } from "./html";
import { eachLocale } from "./locale-helpers";
import { outbox, settleQueue, unescapeHtml, waitForMail } from "./mail-helpers";

const HOUR = 60 * 60 * 1000;

/** Runs the worker's Cron Trigger handler as Cloudflare would at that time. */
function runCron(scheduledTime: number) {
  const worker = exports.default as unknown as {
    scheduled(o: { scheduledTime: Date; cron: string }): Promise<unknown>;
  };
  return worker.scheduled({ scheduledTime: new Date(scheduledTime), cron: "*/5 * * * *" });
}
const DAY = 24 * HOUR;

const patient = {
  name: "Amelia Hart",
  phone: "+1 212 555 0100",
  topic: "Knee replacement: what should I prepare?",
};

async function firstFreeTime() {
  const [first] = await listFreeStartTimes(Date.now());
  if (first === undefined) throw new Error("no free time");
  return first;
}

beforeEach(async () => {
  await onlyCoordinator();
});
afterEach(() => vi.restoreAllMocks());

describe("booking without JavaScript, signed out", () => {
  it("lists times in the patient's zone with Cairo beside them, holds, confirms by e-mail and sends the calendar entry", async () => {
    const list = await request("/book?zone=America/New_York");
    expect(list.status).toBe(200);
    expect(list.headers.getSetCookie().join()).toContain("nilecare-zone=");
    const html = mainOf(await pageHtml(list));
    expect(html).toContain("Showing times for <strong>New York</strong>");
    expect(html).toMatch(/Cairo \d{1,2}:\d{2} [AP]M/);

    const at = await firstFreeTime();
    const held = await postForm("/book?zone=America/New_York", {
      zone: "America/New_York",
      startsAt: new Date(at).toISOString(),
    });
    expect(held.status).toBe(302);
    const holdPath = held.headers.get("Location")!;
    expect(holdPath).toMatch(/^\/book\/hold\/[\w-]+\?key=/);
    expect(await pageHtml(await request(holdPath))).toContain("We are holding this time for you until");

    // A bad address keeps what was typed and says what is wrong next to the field.
    const invalid = await postForm(holdPath, { ...patient, email: "not-an-address" });
    expect(invalid.status).toBe(400);
    const invalidHtml = await pageHtml(invalid);
    expect(invalidHtml).toContain("Please enter a valid email address");
    expect(invalidHtml).toContain(patient.topic);

    const email = `ny-${crypto.randomUUID()}@example.com`;
    const submitted = await postForm(holdPath, { ...patient, email });
    expect(submitted.status).toBe(302);
    expect(await pageHtml(await request(submitted.headers.get("Location")!))).toContain(
      `confirmation link to <strong>${email}</strong>`,
    );
    expect((await bookingRows())[0]!.status).toBe("awaiting_email");

    const verification = await waitForMail(email, "booking-verification");
    const verifyPath = bookingLinkIn(verification, "verify");
    // Opening the link does not confirm (mail scanners open links); the button does.
    await request(verifyPath);
    expect((await bookingRows())[0]!.status).toBe("awaiting_email");
    const verified = await postForm(verifyPath, {});
    expect(verified.status).toBe(302);
    expect(verified.headers.get("Location")).toMatch(/^\/book\/manage\//);
    expect((await bookingRows())[0]!.status).toBe("confirmed");

    const confirmation = await waitForMail(email, "booking-confirmation");
    const ny = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      hour: "numeric",
      minute: "2-digit",
    }).format(at);
    const cairo = new Intl.DateTimeFormat("en-US", {
      timeZone: "Africa/Cairo",
      hour: "numeric",
      minute: "2-digit",
    }).format(at);
    expect(confirmation.text).toContain(`Your time: `);
    expect(confirmation.text).toContain(`${ny} `);
    expect(confirmation.text).toContain("(America/New_York)");
    expect(confirmation.text).toContain(`${cairo} `);
    expect(confirmation.text).toContain("(Africa/Cairo)");

    const ics = await request(bookingLinkIn(confirmation, "manage", "/calendar.ics"));
    expect(ics.headers.get("Content-Type")).toContain("text/calendar");
    const body = await ics.text();
    const utc = new Date(at).toISOString().replace(/[-:]/g, "").replace(".000", "");
    expect(body).toContain(`DTSTART:${utc}`);
    expect(body).toContain(
      `DTEND:${new Date(at + 15 * 60 * 1000).toISOString().replace(/[-:]/g, "").replace(".000", "")}`,
    );
    expect(body.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    // The video call: one room for this booking, the same in the e-mail, on the manage page and in the calendar.
    const video = confirmation.text.match(/https:\/\/meet\.jit\.si\/NileCare-[A-Za-z0-9]{24}/)?.[0];
    expect(video, "a video link in the confirmation").toBeDefined();
    expect(confirmation.text).toContain("Join the video call");
    expect(body.replace(/\r\n /g, "")).toContain(`LOCATION:${video}`);
    const manage = await pageHtml(await request(bookingLinkIn(confirmation, "manage")));
    expect(manage).toMatch(new RegExp(`<a href="${video}"[^>]*>Join the video call</a>`));

    // A first contact with no case opens one (decision 0159), held by the staff member who holds the call, who hears
    // of it; the team inbox hears of a new case, as of any other.
    const [booking] = await bookingRows();
    const opened = await env.DB.prepare("SELECT id, type, status, assignee_id, patient_email, received_at, due_at FROM cases WHERE booking_id = ?")
      .bind(booking!.id)
      .first<{ id: string; type: string; status: string; assignee_id: string; patient_email: string; received_at: number; due_at: number }>();
    expect(opened).toMatchObject({ type: "booking", status: "new", assignee_id: booking!.coordinator_id, patient_email: email });
    // Answered within the day, and before the call when that is sooner.
    expect(opened!.due_at).toBe(Math.min(opened!.received_at + DAY, at));
    const holder = `coordinator-${booking!.coordinator_id}@nilecare.example`;
    const alert = await waitForMail(holder, "staff-case-alert");
    expect(alert.subject).toBe("New request: Amelia Hart booked a consultation");
    expect(alert.text).toContain("and had no open request with us: what they want to discuss is on the case it opened");
    expect(alert.text).toContain(`/staff/cases/${opened!.id}`);
    const team = await vi.waitFor(async () => {
      const row = (await outbox(env.CONTACT_INBOX)).find((m) => m.template === "case-notification" && m.text.includes(`/staff/cases/${opened!.id}`));
      expect(row).toBeDefined();
      return row!;
    });
    expect(team.subject).toBe("New consultation booking from Amelia Hart");
    expect(team.text).toMatch(/Consultation: .+ \(Cairo time\)/);
    expect(JSON.parse(team.headers)).not.toHaveProperty("Reply-To");
  });

  it("a first booking's case shows the staff who booked, when, and what they want to discuss", async () => {
    const at = await firstFreeTime();
    const held = await postForm("/book", { zone: "Asia/Tokyo", startsAt: new Date(at).toISOString() });
    const email = `first-${crypto.randomUUID()}@example.com`;
    await postForm(held.headers.get("Location")!, { ...patient, email });
    await postForm(bookingLinkIn(await waitForMail(email, "booking-verification"), "verify"), {});
    const caseId = await env.DB.prepare("SELECT id FROM cases WHERE patient_email = ?").bind(email).first<string>("id");
    const { cookie } = await devStaff("admin");
    const page = mainOf(await pageHtml(await request(`/staff/cases/${caseId}`, { headers: { Cookie: cookie } })));
    expect(page).toContain("Consultation booking");
    expect(page).toContain(patient.topic);
    expect(page).toContain(patient.phone);
    expect(page).toContain("(Asia/Tokyo)");
    const list = mainOf(await pageHtml(await request("/staff?type=booking", { headers: { Cookie: cookie } })));
    expect(list).toContain(`/staff/cases/${caseId}`);
  });

  it("books a time whose hold lapsed while the patient typed, if it is still free", async () => {
    const at = await firstFreeTime();
    const held = await postForm("/book", { zone: "Europe/London", startsAt: new Date(at).toISOString() });
    await env.DB.prepare("UPDATE consultation_bookings SET hold_expires_at = ?")
      .bind(Date.now() - 1000)
      .run();
    const late = await postForm(held.headers.get("Location")!, { ...patient, email: "late@example.com" });
    expect(late.status).toBe(302);
    const rows = await bookingRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "awaiting_email", starts_at: at, email: "late@example.com" });
    expect(late.headers.get("Location")).toContain(rows[0]!.id);
  });

  it("answers 404 to a hold, manage or calendar link with a wrong key", async () => {
    const at = await firstFreeTime();
    const held = await postForm("/book", { zone: "Europe/London", startsAt: new Date(at).toISOString() });
    const id = held.headers.get("Location")!.split("/")[3]!.split("?")[0]!;
    for (const path of [
      `/book/hold/${id}?key=x`,
      `/book/manage/${id}?key=${"a".repeat(43)}`,
      `/book/manage/${id}/calendar.ics`,
    ]) {
      expect((await request(path)).status).toBe(404);
    }
  });
});

describe("one slot, one patient", () => {
  it("gives a contested slot to exactly one of many simultaneous patients", async () => {
    const at = await firstFreeTime();
    const answers = await Promise.all(
      // Eight different patients (networks), so the hold budgets stay out of the race.
      Array.from({ length: 8 }, (_, i) =>
        postForm(
          "/book",
          { zone: "Australia/Sydney", startsAt: new Date(at).toISOString() },
          { headers: { "CF-Connecting-IP": `10.${90 + i}.${Math.floor(Math.random() * 250)}.${i + 1}` } },
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 302)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(7);
    const loser = answers.find((r) => r.status === 409)!;
    expect(await pageHtml(loser)).toMatch(/someone has just booked that time|no longer available/);
    expect((await bookingRows()).filter((b) => b.starts_at === at)).toHaveLength(1);
  });

  it("refuses a second booking of a slot in D1 itself", async () => {
    const coordinatorId = (await bookingRows())[0]?.coordinator_id ?? (await onlyCoordinator());
    const insert = () =>
      env.DB.prepare(
        "INSERT INTO consultation_bookings (id, coordinator_id, starts_at, status, patient_zone) VALUES (?, ?, ?, 'confirmed', 'UTC')",
      )
        .bind(crypto.randomUUID(), coordinatorId, Date.UTC(2030, 0, 1, 9))
        .run();
    await insert();
    await expect(insert()).rejects.toThrow(/UNIQUE constraint failed/);
  });

  it("releases a hold after 10 minutes, and the time is listed again", async () => {
    const now = Date.now();
    // Far enough ahead to be bookable still 11 minutes later.
    const at = (await listFreeStartTimes(now)).find((t) => t > now + 3 * HOUR)!;
    const first = await holdSlot({
      startsAt: at,
      patientZone: "UTC",
      userId: null,
      doctorId: null,
      replacesId: null,
      now,
    });
    expect("held" in first).toBe(true);
    expect(await listFreeStartTimes(now)).not.toContain(at);
    expect(
      await holdSlot({
        startsAt: at,
        patientZone: "UTC",
        userId: null,
        doctorId: null,
        replacesId: null,
        now: now + 9 * 60_000,
      }),
    ).toEqual({ error: "taken" });
    expect(await listFreeStartTimes(now + 10 * 60_000 + 1)).toContain(at);
    const second = await holdSlot({
      startsAt: at,
      patientZone: "UTC",
      userId: null,
      doctorId: null,
      replacesId: null,
      now: now + 11 * 60_000,
    });
    expect("held" in second).toBe(true);
    expect(await bookingRows()).toHaveLength(1);
  });

  it("refuses times that are not offered, too soon or beyond 14 days", async () => {
    const now = Date.now();
    const hold = (startsAt: number) =>
      holdSlot({ startsAt, patientZone: "UTC", userId: null, doctorId: null, replacesId: null, now });
    const at = await firstFreeTime();
    expect(await hold(at + 60_000)).toEqual({ error: "unavailable" });
    expect(await hold(now + 30 * 60_000)).toEqual({ error: "unavailable" });
    expect(await hold(now + 15 * DAY)).toEqual({ error: "unavailable" });
  });
});

/** Books as a signed-in patient for the account's own (confirmed) address, which is booked at once. */
async function bookSignedIn(
  { cookie, email }: { cookie: string; email: string },
  zone = "Australia/Sydney",
  pick = firstFreeTime,
) {
  const at = await pick();
  const held = await postForm("/book", { zone, startsAt: new Date(at).toISOString() }, { headers: { Cookie: cookie } });
  const holdPath = held.headers.get("Location")!;
  const done = await postForm(
    holdPath,
    { ...patient, email },
    { headers: { Cookie: cookie } },
  );
  expect(done.status).toBe(302);
  return { at, managePath: done.headers.get("Location")! };
}

describe("signed-in patients", () => {
  it("are booked at once, keep their zone, and see the booking on the dashboard", async () => {
    const account = await createSignedInUser();
    const { cookie, userId } = account;
    await request("/book?zone=Australia/Sydney", { headers: { Cookie: cookie } });
    const profile = await env.DB.prepare("SELECT time_zone FROM profiles WHERE user_id = ?")
      .bind(userId)
      .first<{ time_zone: string }>();
    expect(profile?.time_zone).toBe("Australia/Sydney");
    // Without a cookie or a choice, the saved zone is the default.
    expect(await pageHtml(await request("/book", { headers: { Cookie: cookie } }))).toContain("(Australia/Sydney)");

    const { at, managePath } = await bookSignedIn(account);
    expect(managePath).toMatch(/^\/book\/manage\//);
    expect((await bookingRows())[0]!.status).toBe("confirmed");

    const dashboard = mainOf(await pageHtml(await request("/dashboard", { headers: { Cookie: cookie } })));
    const sydney = new Intl.DateTimeFormat("en-US", {
      timeZone: "Australia/Sydney",
      hour: "numeric",
      minute: "2-digit",
    }).format(at);
    expect(dashboard).toContain("Video consultation");
    expect(dashboard).toContain(sydney);
    expect(dashboard).not.toContain("No upcoming appointments");
    expect(dashboard).not.toContain("(sample)");
  });

  it("find their first booking among their requests, in English and Arabic, with its time and what they asked", async () => {
    const account = await createSignedInUser();
    const { cookie } = account;
    const { at } = await bookSignedIn(account, "Europe/Berlin");
    const caseId = await env.DB.prepare("SELECT id FROM cases WHERE patient_user_id = ? AND type = 'booking'")
      .bind(account.userId)
      .first<string>("id");
    expect(caseId).not.toBeNull();
    const berlin = (locale: string) =>
      new Intl.DateTimeFormat(locale, { timeZone: "Europe/Berlin", hour: "numeric", minute: "2-digit" }).format(at);
    const english = mainOf(await pageHtml(await request(`/requests/${caseId}`, { headers: { Cookie: cookie } })));
    expect(english).toContain("Consultation booking");
    expect(english).toContain("Your video consultation: ");
    expect(english).toContain(berlin("en-US"));
    expect(english).toContain(patient.topic);
    const arabic = mainOf(await pageHtml(await request(`/ar/requests/${caseId}`, { headers: { Cookie: cookie } })));
    expect(arabic).toContain("حجز استشارة");
    expect(arabic).toContain("استشارتك بالفيديو: ");
    expect(arabic).toContain(patient.topic);
    const dashboard = mainOf(await pageHtml(await request("/dashboard", { headers: { Cookie: cookie } })));
    expect(dashboard).toContain(`/requests/${caseId}`);
  });

  it("show the empty state with Get Free Consultation (to /book) when nothing is booked", async () => {
    const { cookie } = await createSignedInUser();
    const dashboard = mainOf(await pageHtml(await request("/dashboard", { headers: { Cookie: cookie } })));
    expect(dashboard).toContain("No upcoming appointments");
    expect(dashboard).toMatch(/<a[^>]+href="\/book"[^>]*>Get Free Consultation<\/a>/);
  });

  it("can reschedule: the new time is booked and the old one released in one step", async () => {
    const account = await createSignedInUser();
    const { cookie } = account;
    const first = await bookSignedIn(account);
    const manage = await pageHtml(await request(first.managePath, { headers: { Cookie: cookie } }));
    const reschedule = manage.match(/href="(\/book\?reschedule=[^"]+)"/)![1]!;
    const later = async () => (await listFreeStartTimes(Date.now())).find((t) => t > first.at)!;
    const next = await later();
    const held = await postForm(
      reschedule,
      {
        zone: "UTC",
        startsAt: new Date(next).toISOString(),
        reschedule: new URL(reschedule, "http://x").searchParams.get("reschedule")!,
        key: new URL(reschedule, "http://x").searchParams.get("key")!,
      },
      { headers: { Cookie: cookie } },
    );
    const done = await postForm(
      held.headers.get("Location")!,
      { ...patient, email: account.email },
      { headers: { Cookie: cookie } },
    );
    expect(done.status).toBe(302);
    const rows = await bookingRows();
    expect(rows.map((r) => [r.starts_at, r.status])).toEqual([
      [first.at, "cancelled"],
      [next, "confirmed"],
    ]);
    // The staff member holding it (and the case the first booking opened) hears of a move, not of a second booking.
    const moved = await waitForMail(`coordinator-${rows[1]!.coordinator_id}@nilecare.example`, "staff-case-alert", 2);
    expect(moved.subject).toBe("Amelia Hart moved a consultation");
    expect(moved.text).toContain("moved their video consultation to a new time on ");
  });

  it("can cancel until 2 hours before, and the time is free again", async () => {
    const { at, managePath } = await bookSignedIn(await createSignedInUser());
    const cancelled = await postForm(managePath, { intent: "cancel" });
    expect(cancelled.status).toBe(302);
    expect((await bookingRows())[0]!.status).toBe("cancelled");
    expect(await listFreeStartTimes(Date.now())).toContain(at);
    const holder = `coordinator-${(await bookingRows())[0]!.coordinator_id}@nilecare.example`;
    expect((await waitForMail(holder, "staff-case-alert", 2)).subject).toBe("Amelia Hart cancelled a consultation");
    await env.DB.prepare("UPDATE consultation_bookings SET status = 'confirmed', starts_at = ?")
      .bind(Date.now() + HOUR)
      .run();
    const late = await postForm(managePath, { intent: "cancel" });
    expect(late.status).toBe(409);
    expect(await pageHtml(late)).toContain("can no longer be cancelled online");
  });
});

describe("a patient with a case", () => {
  it("booking and cancelling tell the coordinator who has the case, not the one holding the call", async () => {
    const owner = await patientWithPlan("Rana Case");
    const assignee = await createCoordinator("Case Owner");
    await env.DB.prepare("UPDATE cases SET assignee_id = ? WHERE id = ?").bind(assignee.userId, owner.caseId).run();
    const { managePath } = await bookSignedIn(owner);
    const booked = await waitForMail(assignee.email, "staff-case-alert");
    expect(booked.subject).toBe("Rana Case booked a consultation");
    expect(booked.text).toMatch(/booked a video consultation on .+ \(Cairo time\)/);
    expect((await postForm(managePath, { intent: "cancel" })).status).toBe(302);
    const cancelled = await waitForMail(assignee.email, "staff-case-alert", 2);
    expect(cancelled.subject).toBe("Rana Case cancelled a consultation");
    expect(cancelled.text).toContain(`/staff/cases/${owner.caseId}`);
    const holder = `coordinator-${(await bookingRows())[0]!.coordinator_id}@nilecare.example`;
    await settleQueue();
    expect((await outbox(holder)).filter((m) => m.template.startsWith("staff-"))).toEqual([]);
    // The booking belongs to the case the patient has: it opens no second one.
    const theirs = await env.DB.prepare("SELECT type FROM cases WHERE patient_user_id = ?").bind(owner.userId).all<{ type: string }>();
    expect(theirs.results).toEqual([{ type: "trip_plan" }]);
  });

  it("after a closed case, a booking is a new enquiry with a case of its own, and its holder hears of it", async () => {
    const owner = await patientWithPlan("Back Again");
    await env.DB.prepare("UPDATE cases SET status = 'closed', closing_reason = 'answered' WHERE id = ?").bind(owner.caseId).run();
    await bookSignedIn(owner);
    const theirs = await env.DB.prepare("SELECT type, status, assignee_id FROM cases WHERE patient_user_id = ? ORDER BY received_at").bind(owner.userId).all();
    const [booking] = await bookingRows();
    expect(theirs.results).toEqual([
      { type: "trip_plan", status: "closed", assignee_id: null },
      { type: "booking", status: "new", assignee_id: booking!.coordinator_id },
    ]);
    const told = await waitForMail(`coordinator-${booking!.coordinator_id}@nilecare.example`, "staff-case-alert");
    expect(told.subject).toBe("New request: Amelia Hart booked a consultation");
  });

  it("a confirmation cut short before its case is opened is mended by a scheduled run, once", async () => {
    const account = await createSignedInUser();
    await bookSignedIn(account);
    const confirmedAt = Date.now();
    const booking = (await env.DB.prepare("SELECT id, case_id FROM consultation_bookings WHERE user_id = ? AND status = 'confirmed'")
      .bind(account.userId)
      .first<{ id: string; case_id: string }>())!;
    // As if the Worker had stopped between confirming the booking and opening its case.
    await env.DB.batch([
      env.DB.prepare("UPDATE consultation_bookings SET case_id = NULL WHERE id = ?").bind(booking.id),
      env.DB.prepare("DELETE FROM cases WHERE id = ?").bind(booking.case_id),
    ]);
    const theirCases = async () =>
      (await env.DB.prepare("SELECT id, type FROM cases WHERE patient_user_id = ?").bind(account.userId).all<{ id: string; type: string }>()).results;
    const caseOfBooking = () => env.DB.prepare("SELECT case_id FROM consultation_bookings WHERE id = ?").bind(booking.id).first<string | null>("case_id");

    // A minute later the confirmation may still be running: left alone.
    await runCron(confirmedAt + 60_000);
    expect(await caseOfBooking()).toBeNull();
    await runCron(confirmedAt + 10 * 60_000);
    const [mended] = await theirCases();
    expect(mended?.type).toBe("booking");
    expect(await caseOfBooking()).toBe(mended!.id);
    await runCron(confirmedAt + 15 * 60_000);
    expect(await theirCases()).toHaveLength(1);
  });

  it("a request closed while the booking is confirmed is not joined: the booking opens a case of its own", async () => {
    const owner = await patientWithPlan("Closing Race");
    statementsOnTheBinding();
    const prepare = env.DB.prepare.bind(env.DB);
    let closed = false;
    // The coordinator closes the patient's request just before the booking is put on a case.
    const closeTheRequestFirst = async () => {
      if (closed) return;
      closed = true;
      await prepare("UPDATE cases SET status = 'closed', closing_reason = 'answered' WHERE id = ?").bind(owner.caseId).run();
    };
    vi.spyOn(env.DB, "prepare").mockImplementation((query) => {
      const statement = prepare(query);
      if (closed || !/^update "consultation_bookings" set "case_id"/i.test(query)) return statement;
      return {
        bind: (...values: unknown[]) => {
          const bound = statement.bind(...values);
          const after = <T>(run: () => Promise<T>) => async () => (await closeTheRequestFirst(), run());
          return { run: after(() => bound.run()), all: after(() => bound.all()), raw: after(() => bound.raw()), first: after(() => bound.first()) };
        },
      } as unknown as D1PreparedStatement;
    });
    await bookSignedIn(owner);
    expect(closed).toBe(true);
    const theirs = await env.DB.prepare("SELECT id, type, status FROM cases WHERE patient_user_id = ? ORDER BY received_at").bind(owner.userId).all<{ id: string; type: string; status: string }>();
    expect(theirs.results.map(({ type, status }) => ({ type, status }))).toEqual([
      { type: "trip_plan", status: "closed" },
      { type: "booking", status: "new" },
    ]);
    expect((await bookingRows())[0]!.case_id).toBe(theirs.results[1]!.id);
  });

  it("asked whether it is about a request they sent, a booking joins the one they chose or opens a new one", async () => {
    const owner = await patientWithPlan("Asked Patient");
    const assignee = await createCoordinator("Plan Holder");
    await env.DB.prepare("UPDATE cases SET assignee_id = ? WHERE id = ?").bind(assignee.userId, owner.caseId).run();
    const hold = async () => {
      const at = (await listFreeStartTimes(Date.now())).at(-1)!;
      const held = await postForm("/book", { zone: "UTC", startsAt: new Date(at).toISOString() }, { headers: { Cookie: owner.cookie } });
      return held.headers.get("Location")!;
    };
    const page = await pageHtml(await request(await hold(), { headers: { Cookie: owner.cookie } }));
    expect(page).toContain("Is this about a request you already sent?");
    expect(page).toMatch(new RegExp(`name="aboutRequest"[^>]*value="${owner.caseId}"|value="${owner.caseId}"[^>]*name="aboutRequest"`));

    // About their plan: no new case, and the plan's coordinator hears of it.
    const about = await postForm(await hold(), { ...patient, email: owner.email, aboutRequest: owner.caseId }, { headers: { Cookie: owner.cookie } });
    expect(about.status).toBe(302);
    expect((await waitForMail(assignee.email, "staff-case-alert")).subject).toBe("Asked Patient booked a consultation");
    // A new request: a case of its own, though the plan's is open.
    const fresh = await postForm(await hold(), { ...patient, email: owner.email, aboutRequest: "new" }, { headers: { Cookie: owner.cookie } });
    expect(fresh.status).toBe(302);
    const theirs = await env.DB.prepare("SELECT type FROM cases WHERE patient_user_id = ? ORDER BY received_at").bind(owner.userId).all<{ type: string }>();
    expect(theirs.results).toEqual([{ type: "trip_plan" }, { type: "booking" }]);
  });

  it("a consultation stays on the request it is about: listed on that request's page alone, moved with it, its cancellation told to that case's coordinator", async () => {
    const owner = await patientWithPlan("Two Requests");
    const planHolder = await createCoordinator("Plan Keeper");
    const newerHolder = await createCoordinator("Newer Keeper");
    await env.DB.prepare("UPDATE cases SET assignee_id = ? WHERE id = ?").bind(planHolder.userId, owner.caseId).run();
    // A newer open request of theirs: until bookings knew their case, the newest one heard of every cancellation.
    const newer = await createContactCase({ email: owner.email, assigneeId: newerHolder.userId, receivedAt: Date.now() + 60_000 });
    const at = (await listFreeStartTimes(Date.now())).at(-1)!;
    const held = await postForm("/book", { zone: "UTC", startsAt: new Date(at).toISOString() }, { headers: { Cookie: owner.cookie } });
    const booked = await postForm(held.headers.get("Location")!, { ...patient, email: owner.email, aboutRequest: owner.caseId }, { headers: { Cookie: owner.cookie } });
    expect(booked.status).toBe(302);
    const [first] = await bookingRows();
    expect(first!.case_id).toBe(owner.caseId);

    const requestPage = async (caseId: string) => mainOf(await pageHtml(await request(`/requests/${caseId}`, { headers: { Cookie: owner.cookie } })));
    const planPage = await requestPage(owner.caseId);
    expect(planPage).toContain("Your video consultations");
    expect(planPage).toContain("Booked");
    expect(planPage).toMatch(/<a[^>]+href="\/book\/manage\/[^"]+"[^>]*>Join, reschedule or cancel<\/a>/);
    expect(await requestPage(newer.caseId)).not.toContain("Your video consultations");
    const arabic = mainOf(await pageHtml(await request(`/ar/requests/${owner.caseId}`, { headers: { Cookie: owner.cookie } })));
    expect(arabic).toContain("استشاراتك بالفيديو");
    expect(arabic).toMatch(/<a[^>]+href="\/ar\/book\/manage\/[^"]+"[^>]*>الانضمام أو تغيير الموعد أو الإلغاء<\/a>/);

    // Moved to a new time, it stays on the plan's request.
    const manage = await pageHtml(await request(booked.headers.get("Location")!, { headers: { Cookie: owner.cookie } }));
    const reschedule = new URL(unescapeHtml(manage.match(/href="(\/book\?reschedule=[^"]+)"/)![1]!), "http://x");
    const next = (await listFreeStartTimes(Date.now())).filter((t) => t !== at).at(-1)!;
    const reheld = await postForm(
      reschedule.pathname + reschedule.search,
      { zone: "UTC", startsAt: new Date(next).toISOString(), reschedule: reschedule.searchParams.get("reschedule")!, key: reschedule.searchParams.get("key")! },
      { headers: { Cookie: owner.cookie } },
    );
    const moved = await postForm(reheld.headers.get("Location")!, { ...patient, email: owner.email }, { headers: { Cookie: owner.cookie } });
    expect(moved.status).toBe(302);
    expect((await bookingRows()).map((r) => [r.status, r.case_id])).toEqual([
      ["cancelled", owner.caseId],
      ["confirmed", owner.caseId],
    ]);

    expect((await postForm(moved.headers.get("Location")!, { intent: "cancel" })).status).toBe(302);
    const told = await waitForMail(planHolder.email, "staff-case-alert", 3);
    expect(told.subject).toBe("Two Requests cancelled a consultation");
    await settleQueue();
    expect((await outbox(newerHolder.email)).filter((m) => m.template === "staff-case-alert")).toEqual([]);
    // What became of each shows on the request's page: no longer a link to a call that will not happen.
    const after = await requestPage(owner.caseId);
    expect(after.match(/Cancelled/g)).toHaveLength(2);
    expect(after).not.toContain("Join, reschedule or cancel");
  });

  it("a booking made before first bookings opened cases still reaches the staff member holding it when cancelled", async () => {
    const { managePath } = await bookSignedIn(await createSignedInUser());
    const [booking] = await bookingRows();
    await env.DB.prepare("DELETE FROM cases WHERE booking_id = ?").bind(booking!.id).run();
    expect((await postForm(managePath, { intent: "cancel" })).status).toBe(302);
    const alert = await waitForMail(`coordinator-${booking!.coordinator_id}@nilecare.example`, "staff-booking-alert");
    expect(alert.subject).toBe("Amelia Hart cancelled a consultation");
    expect(alert.text).toMatch(/\/staff\/schedule\?view=day&date=\d{4}-\d{2}-\d{2}/);
  });
});

describe("reminders", () => {
  it("sends the 24-hour and the 2-hour reminder once each, from the scheduled handler", async () => {
    const pick = async () => (await listFreeStartTimes(Date.now())).find((t) => t > Date.now() + 3 * DAY)!;
    const { at } = await bookSignedIn(await createSignedInUser(), "America/New_York", pick);
    const [booking] = await bookingRows();
    const to = booking!.email!;
    const reminders = async () => (await outbox(to)).filter((r) => r.template === "booking-reminder");

    await runCron(at - 25 * HOUR);
    await settleQueue();
    expect(await reminders()).toHaveLength(0);

    for (const minutesLate of [1, 6]) {
      await runCron(at - 24 * HOUR + minutesLate * 60_000);
    }
    const first = await waitForMail(to, "booking-reminder");
    expect(first.subject).toBe("Reminder: your consultation tomorrow");
    expect(first.text).toContain("(America/New_York)");

    await Promise.all([
      queueDueReminders(new Date(at - 2 * HOUR + 60_000)),
      queueDueReminders(new Date(at - 2 * HOUR + 60_000)),
    ]);
    await runCron(at - HOUR);
    const second = await waitForMail(to, "booking-reminder", 2);
    expect(second.subject).toBe("Reminder: your consultation in 2 hours");
    await settleQueue();
    expect((await reminders()).map((r) => r.subject)).toEqual([
      "Reminder: your consultation tomorrow",
      "Reminder: your consultation in 2 hours",
    ]);
  });

  it("skips the 24-hour reminder of a booking made less than a day ahead", async () => {
    const { at } = await bookSignedIn(await createSignedInUser());
    await queueDueReminders(new Date(at - 23 * HOUR));
    expect((await bookingRows())[0]!.reminder_24h_queued_at).toBeNull();
    await queueDueReminders(new Date(at - 2 * HOUR));
    expect((await bookingRows())[0]!.reminder_2h_queued_at).not.toBeNull();
  });
});

describe("hold limit", () => {
  it("refuses a visitor a fourth open hold, with a message and the wait", async () => {
    const ip = `10.77.${Math.floor(Math.random() * 250)}.9`;
    const times = await listFreeStartTimes(Date.now());
    const statuses: number[] = [];
    for (const at of times.slice(0, 4)) {
      const r = await postForm(
        "/book",
        { zone: "UTC", startsAt: new Date(at).toISOString() },
        { headers: { "CF-Connecting-IP": ip } },
      );
      statuses.push(r.status);
      if (r.status === 429) {
        expect(await pageHtml(r)).toContain("You are already holding several times, the most we keep for one visitor. Please confirm one, try again in 10 minutes");
        // The page says the wait, and so does the header a client or proxy reads.
        expect(Number(r.headers.get("Retry-After"))).toBeGreaterThan(9 * 60);
      }
    }
    expect(statuses).toEqual([302, 302, 302, 429]);
  });
});

describe("the zone list without JavaScript", () => {
  it("defaults from CF-IPCountry and keeps the chosen zone in a cookie", async () => {
    expect(await pageHtml(await request("/book", { headers: { "CF-IPCountry": "AE" } }))).toContain("(Asia/Dubai)");
    const chosen = await request("/book?zone=America/Los_Angeles", { headers: { "CF-IPCountry": "AE" } });
    const cookie = cookiesFrom(chosen);
    expect(await pageHtml(await request("/book", { headers: { Cookie: cookie, "CF-IPCountry": "AE" } }))).toContain(
      "(America/Los_Angeles)",
    );
    // An unknown zone is ignored, not an error.
    expect((await request("/book?zone=Mars/Olympus")).status).toBe(200);
  });

  it("gives Libya, Sudan and Yemen their own zones, not Cairo's summer time", async () => {
    for (const [country, zone] of [
      ["LY", "Africa/Tripoli"],
      ["SD", "Africa/Khartoum"],
      ["YE", "Asia/Aden"],
    ]) {
      const html = await pageHtml(await request("/book", { headers: { "CF-IPCountry": country! } }));
      expect(html).toContain(`Showing times for <strong>${zone!.slice(zone!.indexOf("/") + 1)}</strong> (${zone})`);
    }
  });
});

describe.each(eachLocale)("a signed-in patient books in $locale without JavaScript", ({ locale, t, at }) => {
  const zoneNamesIn = { en: englishZoneNames, ar: arabicZoneNames };
  const zone = "Asia/Riyadh";
  it("gets the server's messages beside the fields with what was typed kept, and the booking, e-mail and calendar entry in that language", async () => {
    const account = await createSignedInUser();
    const as = { headers: { Cookie: account.cookie } };
    const list = unescapeHtml(await pageHtml(await request(`${at("/book")}?zone=${zone}`, as)));
    expect(list).toContain(t("booking.title"));
    expect(list).toMatch(new RegExp(`${t("booking.showingTimesBefore")}\\s*<strong>${zoneNamesIn[locale][zone]}</strong>`));

    const [free] = await listFreeStartTimes(Date.now());
    const held = await postForm(`${at("/book")}?zone=${zone}`, { zone, startsAt: new Date(free!).toISOString() }, as);
    expect(held.status).toBe(302);
    const holdPath = held.headers.get("Location")!;
    expect(holdPath.startsWith(at("/book/hold/"))).toBe(true);
    const holdingUntil = t("booking.hold.until", { time: "|" }).split("|")[0]!;
    expect(unescapeHtml(await pageHtml(await request(holdPath, as)))).toContain(holdingUntil);

    const refused = await postForm(holdPath, { name: "فاطمة الزهراني", phone: "abc", topic: "", email: account.email }, as);
    expect(refused.status).toBe(400);
    const refusedHtml = unescapeHtml(await pageHtml(refused));
    expect(refusedHtml).toContain(t("booking.errors.phoneFormat"));
    expect(refusedHtml).toContain(t("booking.errors.topicRequired"));
    expect(refusedHtml).toContain('value="فاطمة الزهراني"');

    const booked = await postForm(
      holdPath,
      { name: "فاطمة الزهراني", phone: "+966 50 123 4567", topic: "عملية الركبة: ما الذي أحتاج إلى تحضيره؟", email: account.email },
      as,
    );
    expect(booked.status).toBe(302);
    const managePath = booked.headers.get("Location")!;
    expect(managePath.startsWith(at("/book/manage/"))).toBe(true);
    const manage = unescapeHtml(await pageHtml(await request(managePath, as)));
    expect(manage).toContain(t("booking.manage.title"));
    expect(manage).toContain(t("booking.status.confirmed"));

    const [booking] = await bookingRows();
    expect(booking?.status).toBe("confirmed");
    const mail = await waitForMail(account.email, "booking-confirmation");
    expect(mail.subject).toBe(t("booking.email.confirmed.subject", { site: site.name }));
    expect(mail.text).toContain(t("booking.email.hello", { name: "فاطمة الزهراني" }));
    expect(mail.text).toContain(t("booking.email.cairoTime"));
    // The zone as the language names it, in the e-mail and on the page; never as another language does.
    expect(mail.text).toContain(`(${zoneDescription(zone, locale)})`);
    for (const other of locales.filter((other) => zoneDescription(zone, other) !== zoneDescription(zone, locale))) {
      expect(mail.text).not.toContain(zoneDescription(zone, other));
      expect(manage).not.toContain(zoneDescription(zone, other));
    }
    expect(mail.text).toContain(`${env.SITE_URL}${at("/book/manage/")}`);
    const calendarPath = mail.text.match(/\/book\/manage\/[\w-]+\/calendar\.ics\?key=[\w-]{43}/)![0];
    const ics = await (await request(calendarPath)).text();
    expect(ics).toContain(`SUMMARY:${t("booking.ics.summary", { site: site.name })}`);
  });
});
