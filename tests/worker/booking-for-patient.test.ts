import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { SLOT_MS } from "~/booking/slots";
import { formatInstant } from "~/i18n/time";
import { bookingRows, onlyCoordinator } from "./booking-helpers";
import { postForm, request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { outbox, settleQueue, unescapeHtml, waitForMail } from "./mail-helpers";
import { sessionCookie, createSignedInUser } from "./auth-helpers";
import { auditRows, createContactCase, createCoordinator, devStaff } from "./staff-helpers";

const HOUR = 60 * 60 * 1000;
/** A slot start a few hours ahead, on the 15-minute grid. */
const slotIn = (hours: number) => Math.ceil((Date.now() + hours * HOUR) / SLOT_MS) * SLOT_MS;

let consultantId: string;
let consultantEmail: string;
let coordinator: Awaited<ReturnType<typeof devStaff>>;
let caseId: string;
let patientEmail: string;

beforeEach(async () => {
  // The consultant has hours all day; the dev coordinator works the case and books for its patient.
  consultantId = await onlyCoordinator();
  consultantEmail = `coordinator-${consultantId}@nilecare.example`;
  coordinator = await devStaff("coordinator");
  const created = await createContactCase({ assigneeId: coordinator.userId, name: ["Layla", "Mansour"] });
  caseId = created.caseId;
  patientEmail = created.email;
  // The patient wrote in Arabic, and is in Dubai.
  await env.DB.prepare("UPDATE cases SET locale = 'ar' WHERE id = ?").bind(caseId).run();
  await env.DB.prepare(
    "INSERT INTO consultation_bookings (id, coordinator_id, starts_at, status, patient_zone, email, cancelled_at) VALUES (?, ?, ?, 'cancelled', 'Asia/Dubai', ?, ?)",
  )
    .bind(crypto.randomUUID(), consultantId, Date.now() - 48 * HOUR, patientEmail, Date.now())
    .run();
});

const onCase = (fields: Record<string, string>, cookie = coordinator.cookie) =>
  postForm(`/staff/cases/${caseId}`, fields, { headers: { Cookie: cookie } });

const bookAt = (startsAt: number, note = "Knee replacement: second opinion", cookie = coordinator.cookie) =>
  onCase({ intent: "book-call", slot: `${consultantId}@${startsAt}`, note }, cookie);

const confirmedOfCase = async () => (await bookingRows()).filter((b) => b.status === "confirmed");

describe("staff booking a call for a patient", () => {
  it("books the chosen consultant's free slot on the case at once, e-mails the patient in their language and the consultant, audited", async () => {
    const page = mainOf(await pageHtml(await request(`/staff/cases/${caseId}`, { headers: { Cookie: coordinator.cookie } })));
    expect(page).toContain("Book a call for the patient");
    // Each free time names both readings and who holds it.
    expect(page).toMatch(new RegExp(`<option value="${consultantId}@\\d+">[^<]+Cairo · [^<]+ Dubai · Coordinator</option>`));

    const at = slotIn(3);
    const booked = await bookAt(at);
    expect(booked.status).toBe(302);
    expect(booked.headers.get("Location")).toBe(`/staff/cases/${caseId}#case-consultations`);
    const [row] = await confirmedOfCase();
    expect(row).toMatchObject({ coordinator_id: consultantId, starts_at: at, case_id: caseId, email: patientEmail, name: "Layla Mansour" });
    const stored = await env.DB.prepare("SELECT topic, patient_zone, locale FROM consultation_bookings WHERE id = ?").bind(row!.id).first();
    expect(stored).toEqual({ topic: "Knee replacement: second opinion", patient_zone: "Asia/Dubai", locale: "ar" });

    const confirmation = await waitForMail(patientEmail, "booking-confirmation");
    expect(confirmation.subject).toMatch(/استشارتك/);
    expect(unescapeHtml(confirmation.text)).toMatch(/\/ar\/book\/manage\/[^/\s]+\/calendar\.ics/);
    const told = await waitForMail(consultantEmail, "staff-call-changed");
    expect(told.subject).toBe(`${coordinator.name} booked a consultation with Layla Mansour`);
    // The one who booked is not told what they did.
    await settleQueue();
    expect((await outbox(coordinator.email)).filter((m) => m.template === "staff-call-changed")).toEqual([]);

    expect((await auditRows(caseId)).filter((a) => a.action === "booking_made")).toEqual([
      expect.objectContaining({ actor_id: coordinator.userId, detail: expect.stringMatching(/^Booked a call for the patient: .+ Cairo · .+ Dubai with Coordinator$/) }),
    ]);
    const after = mainOf(await pageHtml(await request(`/staff/cases/${caseId}`, { headers: { Cookie: coordinator.cookie } })));
    expect(after).toContain("Knee replacement: second opinion");
    expect(after).toContain("Move the call");
    // The time is no longer offered.
    expect(after).not.toContain(`value="${consultantId}@${at}"`);
  });

  it("refuses a time that has passed, is taken, is not offered or is not one, by the field and keeping the note", async () => {
    const past = await bookAt(slotIn(-1), "Keep this note");
    expect(past.status).toBe(400);
    const pastPage = await pageHtml(past);
    expect(pastPage).toMatch(/id="form-book-call-slot-error"[^>]*>That time has passed\. Choose another\./);
    expect(pastPage).toContain("Keep this note");

    const at = slotIn(4);
    expect((await bookAt(at)).status).toBe(302);
    const taken = await bookAt(at, "Second try");
    expect(taken.status).toBe(409);
    expect(await pageHtml(taken)).toMatch(/id="form-book-call-slot-error"[^>]*>Someone has just booked that time\. Choose another\./);

    const nobody = await onCase({ intent: "book-call", slot: `${coordinator.userId}@${slotIn(5)}` });
    expect(nobody.status).toBe(400);
    expect(await pageHtml(nobody)).toContain("That time is not offered");
    for (const slot of ["", "tomorrow", `${consultantId}@${"9".repeat(40)}`, "x".repeat(500)]) {
      expect((await onCase({ intent: "book-call", slot })).status).toBe(400);
    }
    expect(await confirmedOfCase()).toHaveLength(1);
  });

  it("gives exactly one booking when two staff book the same slot at once", async () => {
    const admin = await devStaff("admin");
    const at = slotIn(6);
    const answers = await Promise.all([bookAt(at, "From the coordinator"), bookAt(at, "From the admin", admin.cookie)]);
    expect(answers.map((a) => a.status).sort()).toEqual([302, 409]);
    expect(await confirmedOfCase()).toHaveLength(1);
  });

  it("answers 404 to a coordinator of another's case, and to patients, whatever they post", async () => {
    const colleague = await createCoordinator("Salma Coordinator");
    const patient = await createSignedInUser();
    const at = slotIn(3);
    expect((await bookAt(at)).status).toBe(302);
    const [row] = await confirmedOfCase();
    for (const cookie of [colleague.cookie, patient.cookie]) {
      expect((await bookAt(slotIn(5), "", cookie)).status).toBe(404);
      expect((await onCase({ intent: "move-call", id: row!.id, slot: `${consultantId}@${slotIn(5)}` }, cookie)).status).toBe(404);
      expect((await onCase({ intent: "cancel-call", id: row!.id, reason: "No" }, cookie)).status).toBe(404);
      expect((await postForm("/staff/schedule", { intent: "cancel-call", id: row!.id, reason: "No" }, { headers: { Cookie: cookie } })).status).toBe(404);
    }
    expect((await bookingRows()).filter((b) => b.status === "confirmed").map((b) => b.starts_at)).toEqual([at]);
  });
});

describe("staff moving and cancelling a patient's call", () => {
  it("moves it to a new slot on the same case, e-mails the patient both times and the consultant, audited", async () => {
    const from = slotIn(3);
    expect((await bookAt(from)).status).toBe(302);
    const [old] = await confirmedOfCase();
    await waitForMail(consultantEmail, "staff-call-changed");
    const to = slotIn(8);
    const moved = await onCase({ intent: "move-call", id: old!.id, slot: `${consultantId}@${to}` });
    expect(moved.status).toBe(302);
    const rows = await bookingRows();
    expect(rows.find((b) => b.id === old!.id)!.status).toBe("cancelled");
    const [now] = rows.filter((b) => b.status === "confirmed");
    expect(now).toMatchObject({ starts_at: to, case_id: caseId, email: patientEmail });

    const mail = await waitForMail(patientEmail, "booking-rescheduled");
    const text = unescapeHtml(mail.text);
    expect(mail.subject).toBe("لاستشارتك موعد جديد");
    const dubai = (at: number) => formatInstant(at, { zone: "Asia/Dubai", locale: "ar", preset: "dateTime" });
    expect(text).toContain("الموعد السابق (بتوقيتك)");
    expect(text).toContain(dubai(from));
    expect(text).toContain(dubai(to));
    const told = await waitForMail(consultantEmail, "staff-call-changed", 2);
    expect(told.subject).toBe(`${coordinator.name} moved Layla Mansour's consultation`);
    expect((await auditRows(caseId)).map((a) => a.action)).toContain("booking_rescheduled");

    // The case's history says who moved it, from when to when.
    const history = mainOf(await pageHtml(await request(`/staff/cases/${caseId}`, { headers: { Cookie: coordinator.cookie } })));
    expect(history).toContain(`${coordinator.name} moved the patient's call from`);
  });

  it("refuses a move to a taken slot, or of a call already cancelled, by its form", async () => {
    const other = await createSignedInUser();
    expect((await bookAt(slotIn(3))).status).toBe(302);
    const [call] = await confirmedOfCase();
    const busy = slotIn(7);
    await env.DB.prepare(
      "INSERT INTO consultation_bookings (id, coordinator_id, starts_at, status, user_id, patient_zone, name, email, confirmed_at) VALUES (?, ?, ?, 'confirmed', ?, 'UTC', 'Someone Else', ?, ?)",
    )
      .bind(crypto.randomUUID(), consultantId, busy, other.userId, other.email, Date.now())
      .run();
    const taken = await onCase({ intent: "move-call", id: call!.id, slot: `${consultantId}@${busy}` });
    expect(taken.status).toBe(409);
    expect(await pageHtml(taken)).toMatch(new RegExp(`id="form-move-call-${call!.id}-slot-error"[^>]*>Someone has just booked that time`));
    expect((await onCase({ intent: "cancel-call", id: call!.id, reason: "Doctor unavailable" })).status).toBe(302);
    const late = await onCase({ intent: "move-call", id: call!.id, slot: `${consultantId}@${slotIn(9)}` });
    expect(late.status).toBe(409);
    expect(await pageHtml(late)).toContain("This call was already moved or cancelled.");
  });

  it("cancels from the schedule with a reason the patient is told, with a link to book again; the case's coordinator hears of it", async () => {
    const at = slotIn(3);
    expect((await bookAt(at)).status).toBe(302);
    const [call] = await confirmedOfCase();
    // The consultant cancels it from their own schedule.
    const consultant = await sessionCookie(consultantId);
    const back = `/staff/schedule?view=day&date=${new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(at)}`;
    const schedule = await pageHtml(await request(`${back}&change=${call!.id}`, { headers: { Cookie: consultant } }));
    expect(schedule).toContain("Cancel the call");
    const noReason = await postForm(back, { intent: "cancel-call", id: call!.id, reason: " ", back }, { headers: { Cookie: consultant } });
    expect(noReason.status).toBe(400);
    expect(await pageHtml(noReason)).toContain("Say why the call is cancelled: the patient is told.");
    const cancelled = await postForm(back, { intent: "cancel-call", id: call!.id, reason: "The surgeon is abroad that week", back }, { headers: { Cookie: consultant } });
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("Location")).toBe(back);
    expect((await bookingRows()).find((b) => b.id === call!.id)!.status).toBe("cancelled");

    const mail = await waitForMail(patientEmail, "booking-cancelled");
    const text = unescapeHtml(mail.text);
    expect(text).toContain("The surgeon is abroad that week");
    expect(text).toContain("ألغى منسّقك استشارتك");
    expect(text).toMatch(/\/ar\/book(\s|$)/m);
    const told = await waitForMail(coordinator.email, "staff-call-changed");
    expect(told.subject).toBe("Coordinator cancelled Layla Mansour's consultation");
    const audit = (await auditRows(caseId)).filter((a) => a.action === "booking_cancelled");
    expect(audit).toEqual([expect.objectContaining({ actor_id: consultantId, detail: expect.stringContaining("The surgeon is abroad that week") })]);
    // A second cancel changes nothing and writes no second row.
    expect((await postForm(back, { intent: "cancel-call", id: call!.id, reason: "Again", back }, { headers: { Cookie: consultant } })).status).toBe(409);
    expect((await auditRows(caseId)).filter((a) => a.action === "booking_cancelled")).toHaveLength(1);
  });
});
