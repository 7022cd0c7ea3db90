import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { caseTripCanBePlanned } from "~/cases/itinerary/itinerary.server";
import { patientTripChanges, tripCanBePlanned } from "~/cases/itinerary/itinerary-rules";
import { sessionCookie } from "./auth-helpers";
import { postForm, randomIp, request } from "./helpers";
import { outbox, settleQueue } from "./mail-helpers";
import { auditRows, createCoordinator, patientWithPlan } from "./staff-helpers";

const COORDINATOR = "dev-staff-coordinator";
const post = async (caseId: string, fields: Record<string, string>, cookie?: string) =>
  postForm(`/staff/cases/${caseId}`, { intent: "trip", ...fields }, { headers: { Cookie: cookie ?? (await sessionCookie(COORDINATOR)), "CF-Connecting-IP": randomIp() } });

const trip = {
  // 14:30 in Cairo (UTC+2 in March) is 12:30 UTC.
  arrivalDate: "2027-03-02",
  arrivalTime: "14:30",
  admissionDate: "2027-03-04",
  admissionTime: "08:00",
  procedureDate: "2027-03-04",
  procedureTime: "11:00",
  dischargeDate: "2027-03-10",
  dischargeTime: "12:00",
  flightHomeDate: "2027-03-20",
  flightHomeTime: "16:45",
  hospital: "Cairo Heart Centre",
  doctor: "Dr. Ahmed Hassan",
  hotel: "Nile View Hotel",
  hotelFrom: "2027-03-02",
  hotelTo: "2027-03-10",
  arrivalFlight: "MS 986",
  meetBy: "Mona from our team, with a NileCare sign",
  car: "White Toyota Corolla",
  driverName: "Karim Fathy",
  driverPhone: "010 1234 5678",
  companions: "Sara Haddad (wife)",
  passportName: "OMAR HADDAD",
  passportNumber: "X1234567",
};

/** A case of the dev coordinator with an accepted quote, its deposit paid when `paid`. */
async function caseWithQuote({ paid }: { paid: boolean }) {
  const patient = await patientWithPlan();
  const quoteId = crypto.randomUUID();
  const number = (await env.DB.prepare("SELECT coalesce(max(number), 0) + 1 AS n FROM quotes").first<number>("n")) ?? 1;
  const invoice = (await env.DB.prepare("SELECT coalesce(max(invoice_number), 0) + 1 AS n FROM payments").first<number>("n")) ?? 1;
  await env.DB.batch([
    env.DB.prepare("UPDATE cases SET assignee_id = ? WHERE id = ?").bind(COORDINATOR, patient.caseId),
    env.DB.prepare(
      `INSERT INTO quotes (id, case_id, number, version, currency, total_minor, included, excluded, valid_until, status, decided_at, hospital, doctor)
       VALUES (?, ?, ?, 1, 'USD', 1000000, '', '', '2099-12-31', 'accepted', ?, 'Cairo Heart Institute', 'Dr. Karim Adel')`,
    ).bind(quoteId, patient.caseId, number, Date.now()),
    env.DB.prepare("INSERT INTO case_journeys (case_id, stage, updated_at) VALUES (?, 'schedule_treatment', ?)").bind(patient.caseId, Date.now()),
    env.DB.prepare(
      `INSERT INTO payments (id, case_id, quote_id, patient_user_id, kind, provider, currency, amount_minor, status, paid_at, invoice_number, invoice)
       VALUES (?, ?, ?, ?, 'deposit', 'stripe', 'USD', 200000, ?, ?, ?, '{}')`,
    ).bind(crypto.randomUUID(), patient.caseId, quoteId, patient.userId, paid ? "paid" : "open", paid ? Date.now() : null, paid ? invoice : null),
  ]);
  return patient;
}

const tripMails = async (email: string) => (await outbox(email)).filter((row) => row.template === "trip-changed");

describe("when the trip opens", () => {
  it("opens once the accepted quote's deposit is paid, not on acceptance alone", async () => {
    expect(tripCanBePlanned({ depositPaid: false })).toBe(false);
    expect(tripCanBePlanned({ depositPaid: true })).toBe(true);
    const unpaid = await caseWithQuote({ paid: false });
    expect(await caseTripCanBePlanned(unpaid.caseId)).toBe(false);
    const paid = await caseWithQuote({ paid: true });
    expect(await caseTripCanBePlanned(paid.caseId)).toBe(true);
    // A paid deposit of a version no longer accepted opens nothing.
    await env.DB.prepare("UPDATE quotes SET status = 'superseded' WHERE case_id = ?").bind(paid.caseId).run();
    expect(await caseTripCanBePlanned(paid.caseId)).toBe(false);
  });

  it("before the deposit the case page says why and refuses the form, writing nothing", { timeout: 90_000 }, async () => {
    const patient = await caseWithQuote({ paid: false });
    const page = await (await request(`/staff/cases/${patient.caseId}`, { headers: { Cookie: await sessionCookie(COORDINATOR) } })).text();
    expect(page).toContain("Not open yet: the trip is planned once the patient has paid the deposit");
    const refused = await post(patient.caseId, trip);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("The trip opens once the patient has paid the deposit");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_itineraries WHERE case_id = ?").bind(patient.caseId).first<number>("n")).toBe(0);
  });
});

describe("the trip form", () => {
  it("starts from the accepted quote's facility and doctor", async () => {
    const patient = await caseWithQuote({ paid: true });
    const page = await (await request(`/staff/cases/${patient.caseId}`, { headers: { Cookie: await sessionCookie(COORDINATOR) } })).text();
    expect(page).toContain('name="hospital" value="Cairo Heart Institute"');
    expect(page).toContain('name="doctor" value="Dr. Karim Adel"');
  });

  it("refuses half a moment, moments out of order, a bad date and a phone nobody can call, keeping what was typed", async () => {
    const patient = await caseWithQuote({ paid: true });
    const response = await post(patient.caseId, { ...trip, arrivalTime: "", dischargeDate: "2027-03-03", flightHomeDate: "2027-02-31", driverPhone: "12" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Arrival (landing): give both the date and the time (Cairo), or neither");
    expect(html).toContain("Discharge cannot come before admission");
    expect(html).toContain("Flight home date: enter a date as YYYY-MM-DD");
    expect(html).toContain("Driver&#x27;s phone: enter a number the patient can call");
    expect(html).toContain('value="Mona from our team, with a NileCare sign"');
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_itineraries WHERE case_id = ?").bind(patient.caseId).first<number>("n")).toBe(0);
  });

  it("stores the trip in its two homes, moves the journey on, audits, and e-mails the patient once per change", async () => {
    const patient = await caseWithQuote({ paid: true });
    expect((await post(patient.caseId, trip)).status).toBe(302);
    const row = await env.DB.prepare("SELECT * FROM case_itineraries WHERE case_id = ?").bind(patient.caseId).first<Record<string, unknown>>();
    expect(row).toMatchObject({ arrival_at: Date.UTC(2027, 2, 2, 12, 30), arrival_flight: "MS 986", driver_phone: "+201012345678", companions: '["Sara Haddad (wife)"]', passport_number: "X1234567" });
    const journey = await env.DB.prepare("SELECT stage, hospital, hotel, hotel_to FROM case_journeys WHERE case_id = ?").bind(patient.caseId).first();
    expect(journey).toEqual({ stage: "travel_arrangements", hospital: "Cairo Heart Centre", hotel: "Nile View Hotel", hotel_to: "2027-03-10" });
    const audit = await auditRows(patient.caseId);
    expect(audit.find((r) => r.detail?.startsWith("Trip recorded"))).toMatchObject({ action: "case_journey_updated", actor_id: COORDINATOR });
    expect(audit.some((r) => r.action === "case_stage_changed" && r.detail?.includes("Travel Arrangements"))).toBe(true);
    await settleQueue();
    expect(await tripMails(patient.email)).toHaveLength(1);

    // The same form again is a no-op: nothing written, nobody told.
    await post(patient.caseId, trip);
    // A change the patient does not read (the passport) is saved and audited, and tells them nothing.
    await post(patient.caseId, { ...trip, passportNumber: "X7654321" });
    // A later arrival and a new driver: one e-mail naming just those.
    await post(patient.caseId, { ...trip, arrivalTime: "18:10", driverName: "Hany Adel" });
    await settleQueue();
    const mails = await tripMails(patient.email);
    expect(mails).toHaveLength(2);
    const last = mails[1]!;
    expect(last.subject).toBe("Your itinerary was updated");
    expect(last.text).toContain("Arrival in Egypt: ");
    expect(last.text).toContain("6:10 PM");
    expect(last.text).toContain("Driver: Hany Adel");
    expect(last.text).not.toContain("Nile View Hotel");
    expect((await auditRows(patient.caseId)).filter((r) => r.detail?.startsWith("Trip recorded"))).toHaveLength(3);
  });

  it("e-mails an Arabic patient in Arabic", async () => {
    const patient = await caseWithQuote({ paid: true });
    await env.DB.prepare("UPDATE cases SET locale = 'ar' WHERE id = ?").bind(patient.caseId).run();
    await post(patient.caseId, { arrivalDate: "2027-03-02", arrivalTime: "14:30", arrivalFlight: "MS 986" });
    await settleQueue();
    const [mail] = await tripMails(patient.email);
    expect(mail?.subject).toBe("تم تحديث برنامج رحلتك");
    expect(mail?.text).toContain("الوصول إلى مصر");
    expect(mail?.text).not.toContain("Arrival");
  });

  it("goes on WhatsApp when the patient writes there: free text in the 24-hour window, the approved template after it, nothing after STOP", async () => {
    const whatsappMessages = async (caseId: string) =>
      (await env.DB.prepare("SELECT body FROM case_messages WHERE case_id = ? AND author = 'staff' AND channel = 'whatsapp' ORDER BY created_at").bind(caseId).all<{ body: string }>()).results.map((r) => r.body);
    const onWhatsapp = async (phone: string, lastMessageAt: number, optedOut = false) => {
      const patient = await caseWithQuote({ paid: true });
      await env.DB.batch([
        env.DB.prepare("UPDATE cases SET patient_phone = ? WHERE id = ?").bind(phone, patient.caseId),
        env.DB.prepare("INSERT INTO whatsapp_contacts (phone, opted_in_at, opt_in_method, last_message_at, opted_out_at) VALUES (?, ?, 'patient_message', ?, ?)").bind(phone, lastMessageAt, lastMessageAt, optedOut ? lastMessageAt : null),
        env.DB.prepare("INSERT INTO case_messages (id, case_id, author, patient_email, body, channel, created_at) VALUES (?, ?, 'patient', ?, 'When do I land?', 'whatsapp', ?)").bind(crypto.randomUUID(), patient.caseId, patient.email, lastMessageAt),
      ]);
      await post(patient.caseId, { arrivalDate: "2027-03-02", arrivalTime: "14:30", driverName: "Karim Fathy" });
      return whatsappMessages(patient.caseId);
    };
    const unique = () => `+2010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const [inWindow] = await onWhatsapp(unique(), Date.now() - 60_000);
    expect(inWindow).toMatch(/^Your itinerary was updated: Arrival in Egypt, Driver\. See it all: http.+#itinerary$/);
    expect(await onWhatsapp(unique(), Date.now() - 2 * 86_400_000)).toEqual([
      "Your coordinator has an answer for you. Please reply to this message to continue the conversation.",
    ]);
    expect(await onWhatsapp(unique(), Date.now() - 60_000, true)).toEqual([]);
  });

  it("answers 404 to a coordinator not on the case, and writes nothing", async () => {
    const patient = await caseWithQuote({ paid: true });
    const other = await createCoordinator();
    expect((await post(patient.caseId, trip, other.cookie)).status).toBe(404);
    expect((await request(`/staff/cases/${patient.caseId}`, { headers: { Cookie: other.cookie } })).status).toBe(404);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_itineraries WHERE case_id = ?").bind(patient.caseId).first<number>("n")).toBe(0);
  });
});

describe("the patient's itinerary", () => {
  it("shows each item on their clock and Cairo's, with a calendar file per item", async () => {
    const patient = await caseWithQuote({ paid: true });
    await env.DB.prepare("UPDATE profiles SET time_zone = 'Europe/London' WHERE user_id = ?").bind(patient.userId).run();
    await post(patient.caseId, trip);
    const page = await (await request(`/requests/${patient.caseId}?zone=Europe/London`, { headers: { Cookie: patient.cookie } })).text();
    expect(page).toContain("MS 986");
    expect(page).toContain("Karim Fathy");
    expect(page).toContain('href="tel:+201012345678"');
    expect(page).toContain("12:30 PM GMT+0 (London time)");
    expect(page).toContain("2:30 PM GMT+2 (Cairo time)");
    expect(page).toContain("item=arrival");
    const ics = await request(`/requests/${patient.caseId}/itinerary.ics?lang=en&item=arrival`, { headers: { Cookie: patient.cookie } });
    expect(ics.headers.get("Content-Disposition")).toContain("nilecare-arrival.ics");
    const calendar = await ics.text();
    expect(calendar).toContain("DTSTART:20270302T123000Z");
    expect(calendar).toContain("SUMMARY:Arrival in Egypt (MS 986)");
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const all = await (await request(`/requests/${patient.caseId}/itinerary.ics?lang=en`, { headers: { Cookie: patient.cookie } })).text();
    expect(all.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    const stranger = await patientWithPlan("Someone Else");
    expect((await request(`/requests/${patient.caseId}/itinerary.ics?item=arrival`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
  });

  it("counts only what the patient reads as a change", () => {
    const base = { arrival: 1, admission: null, procedure: null, discharge: null, flightHome: null, hospital: null, doctor: null, hotel: null, hotelFrom: "2027-03-02", hotelTo: null, arrivalFlight: null, meetBy: null, car: null, driverName: null, driverPhone: null, companions: [], passportName: null, passportNumber: null };
    expect(patientTripChanges(base, { ...base, passportNumber: "X1", companions: ["Sara"] })).toEqual([]);
    expect(patientTripChanges(base, { ...base, hotelTo: "2027-03-09", arrival: 2 })).toEqual(["arrival", "hotelNights"]);
  });
});
