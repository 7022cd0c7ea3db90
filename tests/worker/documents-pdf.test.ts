import { env } from "cloudflare:workers";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { visaLetterModel, type VisaLetterFacts } from "~/cases/itinerary/visa-letter";
import { caseLinkPath } from "~/cases/case-link.server";
import { config } from "~/config.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { plainText } from "~/pdf/document";
import { request } from "./helpers";
import { auditRows, createCoordinator, devStaff, patientWithPlan } from "./staff-helpers";

const ARRIVAL = Date.UTC(2027, 2, 1, 9, 30);
const DAY = 86_400_000;

/** A patient whose case the dev coordinator holds, with the trip a coordinator recorded (passport details unless told). */
async function patientWithTrip({ passport = true } = {}) {
  const patient = await patientWithPlan("Omar Haddad");
  await env.DB.prepare("UPDATE cases SET assignee_id = 'dev-staff-coordinator' WHERE id = ?").bind(patient.caseId).run();
  await env.DB.prepare(
    `INSERT INTO case_itineraries (case_id, arrival_at, admission_at, procedure_at, discharge_at, flight_home_at, companions, passport_name, passport_number, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(patient.caseId, ARRIVAL, ARRIVAL + DAY, ARRIVAL + 2 * DAY, ARRIVAL + 6 * DAY, ARRIVAL + 12 * DAY, JSON.stringify(["LAYLA HADDAD"]), passport ? "OMAR K HADDAD" : null, passport ? "K1234567" : null, Date.now())
    .run();
  // The facility the trip names is one the console lists.
  await env.DB.prepare(
    `INSERT OR IGNORE INTO facilities (id, kind, name, name_ar, address, address_ar, is_active, created_at)
     VALUES ('cairo-heart-institute', 'hospital', 'Cairo Heart Institute', 'معهد القاهرة للقلب', '18 El Thawra Street, Heliopolis, Cairo', '18 شارع الثورة، مصر الجديدة، القاهرة', 1, ?)`,
  )
    .bind(Date.now())
    .run();
  await env.DB.prepare("INSERT INTO case_journeys (case_id, treatment, hospital, doctor, updated_at) VALUES (?, 'cardiac-surgery', 'Cairo Heart Institute', 'Dr Samir Nabil', ?)")
    .bind(patient.caseId, Date.now())
    .run();
  return patient;
}

async function pdfText(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { text, bytes };
}

/** A paid deposit of KWD 250.000 on a quote of KWD 1,250.000, with its invoice numbered as the webhook numbers it. */
async function paidDeposit(caseId: string, userId: string) {
  const paymentId = crypto.randomUUID();
  const number = (await env.DB.prepare("SELECT coalesce(max(invoice_number), 0) + 1 AS n FROM payments").first<number>("n")) ?? 1;
  const invoice = {
    billedTo: "Omar Haddad",
    email: "omar@example.com",
    quoteReference: "Q-0042",
    treatmentId: "cardiac-surgery",
    quoteTotalMinor: 1_250_000,
    lines: [{ kind: "deposit", quantity: 1, unitMinor: 250_000, amountMinor: 250_000 }],
    taxes: "included",
    balance: { place: "facility", time: "on_arrival" },
  };
  await env.DB.prepare(
    `INSERT INTO payments (id, case_id, patient_user_id, kind, provider, session_id, currency, amount_minor, refunded_minor, status, paid_at, invoice_number, invoice)
     VALUES (?, ?, ?, 'deposit', 'stripe', ?, 'KWD', 250000, 50000, 'paid', ?, ?, ?)`,
  )
    .bind(paymentId, caseId, userId, `cs_test_${paymentId}`, Date.UTC(2027, 1, 10, 12), number, JSON.stringify(invoice))
    .run();
  return { paymentId, number: `INV-${String(number).padStart(6, "0")}` };
}

/** The figures of the invoice page's totals, as the page prints them. */
function pageFigures(html: string) {
  return [...html.matchAll(/<dd><bdi dir="ltr">([^<]+)<\/bdi><\/dd>/g)].map((m) => m[1]!.replaceAll("&nbsp;", "\u00a0"));
}

const facts: VisaLetterFacts = {
  passportName: "OMAR K HADDAD",
  passportNumber: "K1234567",
  companions: ["LAYLA HADDAD", "Ömer Öztürk"],
  arrivalAt: new Date(ARRIVAL),
  admissionAt: new Date(ARRIVAL + DAY),
  dischargeAt: new Date(ARRIVAL + 6 * DAY),
  flightHomeAt: new Date(ARRIVAL + 12 * DAY),
  treatment: "cardiac-surgery",
  facility: "Cairo Heart Institute",
  facilityAddress: { en: "18 El Thawra Street, Heliopolis, Cairo", ar: "18 شارع الثورة، مصر الجديدة، القاهرة" },
  doctor: "Dr Samir Nabil",
  coordinatorName: "Dina Farouk",
};

describe("the visa invitation letter", () => {
  it.each(["en", "ar"] as const)("states the letterhead, date, passport, facility, dates, companions and signature (%s)", (locale) => {
    const t = translatorFor(locale);
    const model = visaLetterModel(facts, { locale, t, operator: config.operator, at: new Date(Date.UTC(2027, 0, 15, 8)) });
    const text = plainText(model);
    for (const fact of [env.OPERATOR_LEGAL_NAME, env.OPERATOR_PHONE, env.OPERATOR_EMAIL, env.OPERATOR_TAX_ID, "OMAR K HADDAD", "K1234567", "Cairo Heart Institute", "Dr Samir Nabil", "LAYLA HADDAD", "Ömer Öztürk", "Dina Farouk"]) {
      expect(text, fact).toContain(fact);
    }
    expect(text).toContain(locale === "en" ? env.OPERATOR_ADDRESS : env.OPERATOR_ADDRESS_AR);
    expect(text).toContain(facts.facilityAddress![locale]);
    const dates = locale === "en" ? ["January 15, 2027", "March 1, 2027", "March 2, 2027", "March 7, 2027", "March 13, 2027"] : ["15 يناير 2027", "1 مارس 2027", "2 مارس 2027", "7 مارس 2027", "13 مارس 2027"];
    for (const date of dates) expect(text.replace(/[\u200e\u200f\u061c]/g, "")).toContain(date);
    for (const key of ["visaLetter.title", "visaLetter.arrival", "visaLetter.admission", "visaLetter.discharge", "visaLetter.flightHome", "visaLetter.companions", "visaLetter.coordinator"] as const) {
      expect(text).toContain(t(key));
    }
    // Latin names inside Arabic lines are isolated, so the bidirectional algorithm keeps their order.
    if (locale === "ar") expect(text).toContain("\u2068OMAR K HADDAD\u2069");
    // No word of the other language's letter.
    expect(text).not.toContain(translatorFor(locale === "en" ? "ar" : "en")("visaLetter.title"));
  });

  it.each([
    ["", "en"],
    ["/ar", "ar"],
  ] as const)("downloads for the signed-in patient as a PDF in the page's language, audited (%s)", async (prefix, locale) => {
    const patient = await patientWithTrip();
    const page = await (await request(`${prefix}/requests/${patient.caseId}`, { headers: { Cookie: patient.cookie } })).text();
    expect(page).toContain(translatorFor(locale)("visaLetter.link.download"));
    expect(page).toContain(`href="${prefix}/requests/${patient.caseId}/visa-letter.pdf"`);
    const { text, bytes } = await pdfText(await request(`${prefix}/requests/${patient.caseId}/visa-letter.pdf`, { headers: { Cookie: patient.cookie } }));
    for (const fact of ["OMAR K HADDAD", "K1234567", "Cairo Heart Institute", "LAYLA HADDAD", env.OPERATOR_TAX_ID]) expect(text).toContain(fact);
    // The trip names a listed facility: the letter gives its address (the Arabic letter's words are checked on its
    // model above; a PDF's text extraction reorders Arabic letters).
    if (locale === "en") expect(text).toContain("18 El Thawra Street, Heliopolis, Cairo");
    // The fonts go in as subsets: a letter stays small.
    expect(bytes.byteLength).toBeLessThan(80_000);
    const audited = (await auditRows(patient.caseId)).filter((r) => r.document_id === "visa-letter");
    expect(audited).toEqual([expect.objectContaining({ action: "document_opened", actor_id: "(patient)", subject_user_id: patient.userId, detail: `Visa invitation letter (PDF, ${locale})` })]);
  });

  it("downloads for the case's coordinator and an admin, each audited; a stranger, another coordinator and a conversation link get 404", async () => {
    const patient = await patientWithTrip();
    const path = `/requests/${patient.caseId}/visa-letter.pdf`;
    for (const role of ["coordinator", "admin"] as const) {
      const staff = await devStaff(role);
      // The case page's trip panel links the letter in both languages.
      const casePage = await (await request(`/staff/cases/${patient.caseId}`, { headers: { Cookie: staff.cookie } })).text();
      expect(casePage).toContain(`href="${path}"`);
      expect(casePage).toContain(`href="/ar${path}"`);
      const { text } = await pdfText(await request(path, { headers: { Cookie: staff.cookie } }));
      expect(text).toContain("K1234567");
    }
    const opened = (await auditRows(patient.caseId)).filter((r) => r.document_id === "visa-letter");
    expect(opened.map((r) => [r.action, r.actor_id])).toEqual([
      ["document_opened", "dev-staff-coordinator"],
      ["document_opened", "dev-staff-admin"],
    ]);
    const stranger = await patientWithPlan("Someone Else");
    const other = await createCoordinator();
    for (const cookie of ["", stranger.cookie, other.cookie]) {
      const response = await request(path, { headers: cookie ? { Cookie: cookie } : {} });
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).not.toBe("application/pdf");
    }
    const link = await caseLinkPath(patient.caseId);
    expect((await request(`${path}?${link.split("?")[1]}`)).status).toBe(404);
  });

  it("is not offered and answers 404 until the trip has the passport's name and number", async () => {
    const patient = await patientWithTrip({ passport: false });
    const page = await (await request(`/requests/${patient.caseId}`, { headers: { Cookie: patient.cookie } })).text();
    expect(page).not.toContain("visa-letter.pdf");
    const casePage = await (await request(`/staff/cases/${patient.caseId}`, { headers: { Cookie: (await devStaff("coordinator")).cookie } })).text();
    expect(casePage).not.toContain("visa-letter.pdf");
    expect((await request(`/requests/${patient.caseId}/visa-letter.pdf`, { headers: { Cookie: patient.cookie } })).status).toBe(404);
    expect((await auditRows(patient.caseId)).filter((r) => r.document_id === "visa-letter")).toEqual([]);
  });
});

describe("the invoice as a PDF", () => {
  it("states the page's figures, for the patient in English and Arabic, linked from the page", async () => {
    const patient = await patientWithPlan("Omar Haddad");
    const { paymentId, number } = await paidDeposit(patient.caseId, patient.userId);
    for (const prefix of ["", "/ar"]) {
      const pagePath = `${prefix}/requests/${patient.caseId}/invoices/${paymentId}`;
      const page = await (await request(pagePath, { headers: { Cookie: patient.cookie } })).text();
      expect(page).toContain(`href="${pagePath}/invoice.pdf"`);
      const figures = pageFigures(page);
      // Paid, refunded and due, besides the quote's total: KWD 250.000, 50.000 and 1,050.000.
      expect(figures.length).toBe(5);
      const { text } = await pdfText(await request(`${pagePath}/invoice.pdf`, { headers: { Cookie: patient.cookie } }));
      const digits = (s: string) => s.replace(/[^\d.,]/g, "");
      for (const figure of figures.slice(1)) expect(digits(text), figure).toContain(digits(figure));
      expect(text).toContain(number);
      expect(text).toContain(env.OPERATOR_TAX_ID);
      if (prefix === "") for (const figure of figures.slice(1)) expect(text.replaceAll("\u00a0", " "), figure).toContain(figure.replaceAll("\u00a0", " "));
    }
  });

  it("answers the staff who may work the case, audited, and 404 to anyone else", async () => {
    const patient = await patientWithPlan("Omar Haddad");
    await env.DB.prepare("UPDATE cases SET assignee_id = 'dev-staff-coordinator' WHERE id = ?").bind(patient.caseId).run();
    const { paymentId, number } = await paidDeposit(patient.caseId, patient.userId);
    const path = `/requests/${patient.caseId}/invoices/${paymentId}/invoice.pdf`;
    const coordinator = await devStaff("coordinator");
    expect((await pdfText(await request(path, { headers: { Cookie: coordinator.cookie } }))).text).toContain(number);
    expect((await auditRows(patient.caseId)).filter((r) => r.document_id === paymentId).map((r) => [r.action, r.actor_id, r.detail])).toEqual([
      ["document_opened", "dev-staff-coordinator", `Invoice ${number} (PDF)`],
    ]);
    const stranger = await patientWithPlan("Someone Else");
    const other = await createCoordinator();
    for (const cookie of ["", stranger.cookie, other.cookie]) expect((await request(path, { headers: cookie ? { Cookie: cookie } : {} })).status).toBe(404);
    expect((await request(`/requests/${patient.caseId}/invoices/${crypto.randomUUID()}/invoice.pdf`, { headers: { Cookie: patient.cookie } })).status).toBe(404);
  });
});
