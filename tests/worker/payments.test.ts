import { env } from "cloudflare:workers";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { eraseAccount } from "~/privacy/erase.server";
import { postForm, request } from "./helpers";
import { settleQueue } from "./mail-helpers";
import { devStaff, patientWithPlan } from "./staff-helpers";

const LOOPBACK = { "CF-Connecting-IP": "127.0.0.1" };
const terms = (tiers: { daysBefore: number; refundPercent: number }[] = [{ daysBefore: 30, refundPercent: 100 }], laterPercent = 50) => ({
  inclusions: {},
  rise: null,
  deposit: { kind: "percent", percent: 20 },
  depositDueDays: 7,
  balance: { place: "facility", time: "on_arrival" },
  cancellation: { tiers, laterPercent },
  taxes: "included",
  comparison: false,
});

/** A signed-in patient whose case has an accepted quote (KWD 1,250.000, deposit 20%) and optionally an older version. */
async function patientWithAcceptedQuote(options: { laterPercent?: number; tiers?: { daysBefore: number; refundPercent: number }[] } = {}) {
  const patient = await patientWithPlan();
  const quoteId = crypto.randomUUID();
  const number = ((await env.DB.prepare("SELECT coalesce(max(number), 0) + 1 AS n FROM quotes").first<number>("n")) ?? 1);
  await env.DB.prepare(
    `INSERT INTO quotes (id, case_id, number, version, currency, total_minor, included, excluded, valid_until, status, decided_at, terms, treatment)
     VALUES (?, ?, ?, 1, 'KWD', 1250000, '', '', '2099-12-31', 'accepted', ?, ?, 'cardiac-surgery')`,
  )
    .bind(quoteId, patient.caseId, number, Date.now(), JSON.stringify(terms(options.tiers, options.laterPercent)))
    .run();
  return { ...patient, quoteId };
}

/** "Pay the deposit": the stand-in's checkout session the patient is sent to. */
async function startCheckout(patient: { caseId: string; cookie: string }, prefix = "") {
  const response = await postForm(`${prefix}/requests/${patient.caseId}`, { intent: "deposit" }, { headers: { Cookie: patient.cookie } });
  expect(response.status).toBe(302);
  const to = response.headers.get("Location") ?? "";
  expect(to).toMatch(/^\/dev\/payments\/cs_test_\w+$/);
  return to.split("/").pop()!;
}

const finish = (sessionId: string, choice: "complete" | "fail" | "cancel") => postForm(`/dev/payments/${sessionId}`, { choice }, { headers: LOOPBACK });

async function signed(event: Record<string, unknown>, secret: string = env.STRIPE_WEBHOOK_SECRET ?? "") {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider: Stripe.createSubtleCryptoProvider() });
  return request("/webhooks/stripe", { method: "POST", body: payload, headers: { "Content-Type": "application/json", "Stripe-Signature": signature } });
}

const completedEvent = (sessionId: string, amount: number, id = `evt_${crypto.randomUUID()}`) => ({
  id,
  object: "event",
  type: "checkout.session.completed",
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: sessionId, object: "checkout.session", amount_total: amount, payment_status: "paid", payment_intent: `pi_${sessionId.slice(8, 20)}` } },
});

const paymentOf = (caseId: string) => env.DB.prepare("SELECT * FROM payments WHERE case_id = ? ORDER BY created_at DESC").bind(caseId).first<Record<string, unknown>>();

describe("the deposit through the payment provider", () => {
  it("a patient pays the accepted quote's deposit on the stand-in and sees 'Deposit paid' and the invoice, in English and Arabic", async () => {
    const patient = await patientWithAcceptedQuote();
    const before = await (await request(`/requests/${patient.caseId}`, { headers: { Cookie: patient.cookie } })).text();
    expect(before).toContain("Pay the deposit");
    expect(before).toContain("KWD");
    const sessionId = await startCheckout(patient);
    const checkout = await (await request(`/dev/payments/${sessionId}`, { headers: LOOPBACK })).text();
    expect(checkout).toContain("Deposit, quote Q-");
    const back = await finish(sessionId, "complete");
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe(`/requests/${patient.caseId}?deposit=paid#deposit`);
    const after = await (await request(`/requests/${patient.caseId}`, { headers: { Cookie: patient.cookie } })).text();
    expect(after).toContain("Deposit paid");
    expect(after).toContain("250.000");
    expect(after).not.toContain("Pay the deposit");
    const payment = (await paymentOf(patient.caseId))!;
    expect(payment.status).toBe("paid");
    const invoice = await (await request(`/requests/${patient.caseId}/invoices/${String(payment.id)}`, { headers: { Cookie: patient.cookie } })).text();
    expect(invoice).toContain(`INV-${String(payment.invoice_number).padStart(6, "0")}`);
    expect(invoice).toContain(env.OPERATOR_LEGAL_NAME);
    expect(invoice).toContain(env.OPERATOR_TAX_ID);
    expect(invoice).toContain("Omar Haddad");
    const arabic = await (await request(`/ar/requests/${patient.caseId}`, { headers: { Cookie: patient.cookie } })).text();
    expect(arabic).toContain("تم دفع العربون");
    const arabicInvoice = await (await request(`/ar/requests/${patient.caseId}/invoices/${String(payment.id)}`, { headers: { Cookie: patient.cookie } })).text();
    expect(arabicInvoice).toContain("رقم التسجيل الضريبي");
    // The coordinator sees it on the case, and in its history.
    const coordinator = await devStaff("admin");
    const casePage = await (await request(`/staff/cases/${patient.caseId}`, { headers: { Cookie: coordinator.cookie } })).text();
    expect(casePage).toContain("Deposit paid: KWD");
  });

  it("a failed card and a left checkout take nothing and say so; the patient can start again", async () => {
    const patient = await patientWithAcceptedQuote();
    expect((await finish(await startCheckout(patient), "fail")).status).toBe(302);
    expect((await paymentOf(patient.caseId))!.status).toBe("failed");
    expect(await (await request(`/requests/${patient.caseId}`, { headers: { Cookie: patient.cookie } })).text()).toContain("did not go through");
    const again = await startCheckout(patient);
    expect((await finish(again, "cancel")).headers.get("Location")).toBe(`/requests/${patient.caseId}?deposit=cancelled#deposit`);
    expect((await paymentOf(patient.caseId))!.status).toBe("expired");
  });

  it("a patient back from paying before the provider's confirmation arrives is told it is on its way, not asked to pay again", async () => {
    const patient = await patientWithAcceptedQuote();
    await startCheckout(patient);
    const page = async (prefix: string) =>
      (await request(`${prefix}/requests/${patient.caseId}?deposit=paid`, { headers: { Cookie: patient.cookie } })).text();
    expect(await page("")).toContain("we are waiting for its confirmation");
    expect(await page("/ar")).toContain("وننتظر تأكيده");
    expect(await page("")).not.toContain("Deposit paid");
  });

  it("refuses a webhook without Stripe's signature with 400 and stores nothing", async () => {
    const patient = await patientWithAcceptedQuote();
    const sessionId = await startCheckout(patient);
    const forged = await signed(completedEvent(sessionId, 250000), "whsec_someone_else");
    expect(forged.status).toBe(400);
    const unsigned = await request("/webhooks/stripe", { method: "POST", body: JSON.stringify(completedEvent(sessionId, 250000)) });
    expect(unsigned.status).toBe(400);
    const payment = (await paymentOf(patient.caseId))!;
    expect(payment.status).toBe("open");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM payment_events WHERE payment_id = ?").bind(payment.id).first("n")).toBe(0);
  });

  it("stores a replayed event once, even when both deliveries arrive together", async () => {
    const patient = await patientWithAcceptedQuote();
    const sessionId = await startCheckout(patient);
    const event = completedEvent(sessionId, 250000, `evt_replay_${crypto.randomUUID()}`);
    const answers = await Promise.all([signed(event), signed(event), signed(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM payment_events WHERE id = ?").bind(event.id).first("n")).toBe(1);
    const numbered = await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE invoice_number IS NOT NULL AND case_id = ?").bind(patient.caseId).first("n");
    expect(numbered).toBe(1);
  });

  it("ignores a completed session of a version that is no longer the accepted one", async () => {
    const patient = await patientWithAcceptedQuote();
    const sessionId = await startCheckout(patient);
    await env.DB.prepare("UPDATE quotes SET status = 'superseded' WHERE id = ?").bind(patient.quoteId).run();
    const event = completedEvent(sessionId, 250000);
    expect((await signed(event)).status).toBe(200);
    expect((await paymentOf(patient.caseId))!.status).toBe("open");
    expect(await env.DB.prepare("SELECT outcome FROM payment_events WHERE id = ?").bind(event.id).first("outcome")).toBe("ignored");
  });

  it("numbers invoices without gaps when many checkouts complete at once", async () => {
    const patients = [];
    for (let i = 0; i < 6; i++) patients.push(await patientWithAcceptedQuote());
    const sessions = await Promise.all(patients.map((p) => startCheckout(p)));
    const before = (await env.DB.prepare("SELECT coalesce(max(invoice_number), 0) AS n FROM payments").first<number>("n")) ?? 0;
    const answers = await Promise.all(sessions.map((id) => signed(completedEvent(id, 250000))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const { results } = await env.DB.prepare("SELECT invoice_number FROM payments WHERE invoice_number > ? ORDER BY invoice_number").bind(before).all<{ invoice_number: number }>();
    expect(results.map((r) => r.invoice_number)).toEqual(Array.from({ length: 6 }, (_, i) => before + i + 1));
  });

  it("refunds from the case within the quote's cancellation rules, audited, and e-mails the patient", async () => {
    // 50% later than 30 days before arrival; arrival in 10 days.
    const patient = await patientWithAcceptedQuote({ tiers: [{ daysBefore: 30, refundPercent: 100 }], laterPercent: 50 });
    await env.DB.prepare("INSERT INTO case_itineraries (case_id, arrival_at, updated_at) VALUES (?, ?, ?)").bind(patient.caseId, Date.now() + 10 * 86_400_000, Date.now()).run();
    await finish(await startCheckout(patient), "complete");
    const payment = (await paymentOf(patient.caseId))!;
    const staff = await devStaff("admin");
    const refund = (amount: string) =>
      postForm(`/staff/cases/${patient.caseId}`, { intent: "refund", paymentId: String(payment.id), amount, reason: "Dates moved" }, { headers: { Cookie: staff.cookie } });
    const over = await refund("125.001");
    expect(over.status).toBe(400);
    expect(await over.text()).toContain("At most KWD");
    expect((await refund("abc")).status).toBe(400);
    expect((await refund("100.000")).status).toBe(302);
    const tooMuchNow = await refund("25.010");
    expect(tooMuchNow.status).toBe(400);
    expect((await refund("25.000")).status).toBe(302);
    expect((await paymentOf(patient.caseId))!.refunded_minor).toBe(125000);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE case_id = ? AND action = 'payment_refunded'").bind(patient.caseId).first("n")).toBe(2);
    await settleQueue();
    const mail = await env.DB.prepare("SELECT subject FROM email_outbox WHERE template = 'payment-refunded' AND case_id = ?").bind(patient.caseId).all<{ subject: string }>();
    expect(mail.results.map((m) => m.subject).join(" ")).toContain("Your refund of");
  });

  it("counts a refund made at Stripe's dashboard from charge.refunded, never beyond what was paid", async () => {
    const patient = await patientWithAcceptedQuote();
    await finish(await startCheckout(patient), "complete");
    const payment = (await paymentOf(patient.caseId))!;
    const refunded = (amount: number) => ({
      id: `evt_${crypto.randomUUID()}`,
      object: "event",
      type: "charge.refunded",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: "ch_test", object: "charge", amount: 250000, amount_refunded: amount, payment_intent: payment.provider_payment_id } },
    });
    expect((await signed(refunded(50000))).status).toBe(200);
    expect((await paymentOf(patient.caseId))!.refunded_minor).toBe(50000);
    expect((await signed(refunded(999999))).status).toBe(200);
    expect((await paymentOf(patient.caseId))!.refunded_minor).toBe(250000);
    const page = await (await request(`/requests/${patient.caseId}`, { headers: { Cookie: patient.cookie } })).text();
    expect(page).toContain("was refunded to you");
  });

  it("keeps an anonymised invoice when the patient's account is erased, with its number", async () => {
    const patient = await patientWithAcceptedQuote();
    await finish(await startCheckout(patient), "complete");
    const payment = (await paymentOf(patient.caseId))!;
    const exported = await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE patient_user_id = ?").bind(patient.userId).first("n");
    expect(exported).toBe(1);
    expect(await eraseAccount(patient.userId)).toBe(true);
    const kept = (await env.DB.prepare("SELECT * FROM payments WHERE id = ?").bind(payment.id).first<Record<string, unknown>>())!;
    expect(kept.invoice_number).toBe(payment.invoice_number);
    expect(kept.amount_minor).toBe(payment.amount_minor);
    expect(kept.case_id).toBeNull();
    expect(kept.patient_user_id).toBeNull();
    expect(String(kept.invoice)).not.toContain("Omar Haddad");
    expect(String(kept.invoice)).not.toContain(patient.email);
    expect(JSON.parse(String(kept.invoice)).billedTo).toBe("(erased)");
  });
});
