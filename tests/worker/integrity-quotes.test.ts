import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { homeComparison } from "~/cases/quotes/home-prices";
import { offeredCatalogue } from "~/treatments/catalogue-data.server";
import { isCalendarDate, isValidUntilAllowed, parseAmountToMinor } from "~/cases/quotes/quote-rules";
import type { QuoteLine } from "~/cases/quotes/quotes.server";
import { currencies, quoteCurrencies, type AcceptedQuoteCopy, type QuoteTerms } from "~/domain/quotes";
import { translatorFor } from "~/i18n/catalogue.server";
import { formatMoney } from "~/i18n/money";
import { sessionCookie } from "./auth-helpers";
import { postForm, randomIp, request } from "./helpers";
import { pageHtml } from "./html";
import { outbox, settleQueue, waitForMail } from "./mail-helpers";
import { createIntakeCase, patientWithPlan } from "./staff-helpers";
import { quoteTermFields } from "./quote-helpers";

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const post = (path: string, fields: Record<string, string>, cookie: string) =>
  postForm(path, fields, { headers: { Cookie: cookie, "CF-Connecting-IP": randomIp() } });
const fetchPage = (path: string, cookie: string) => request(path, { headers: { Cookie: cookie } });
/** Text as a reader sees it: without the isolates that keep amounts left to right, spaces plain. */
const readable = (text: string) => text.replace(/[\u2066-\u2069]/g, "").replace(/\u00a0/g, " ");

async function sendQuote(caseId: string, fields: Record<string, string> = {}) {
  return post(
    `/staff/cases/${caseId}`,
    {
      ...quoteTermFields,
      intent: "quote",
      treatment: "cardiac-surgery",
      currency: "USD",
      "items[0].kind": "procedure",
      "items[0].unitPrice": "12500",
      included: "",
      excluded: "Flights",
      validUntil: inDays(14),
      ...fields,
    },
    await sessionCookie("dev-staff-coordinator"),
  );
}

const quotesOf = async (caseId: string) =>
  (
    await env.DB.prepare("SELECT id, version, status FROM quotes WHERE case_id = ? ORDER BY version")
      .bind(caseId)
      .all<{ id: string; version: number; status: string }>()
  ).results;
const accept = (owner: { caseId: string; cookie: string }, quoteId: string) =>
  post(`/requests/${owner.caseId}`, { intent: "accept", quoteId }, owner.cookie);

describe("accepting a quote", () => {
  it("is refused once the case is closed: the quote stays open and nobody is mailed", async () => {
    const owner = await patientWithPlan();
    expect((await sendQuote(owner.caseId)).status).toBe(302);
    await env.DB.prepare("UPDATE cases SET status = 'closed', closing_reason = 'answered' WHERE id = ?").bind(owner.caseId).run();
    await settleQueue();
    const mailsBefore = (await outbox()).length;
    const [quote] = await quotesOf(owner.caseId);
    const refused = await accept(owner, quote!.id);
    expect(refused.status).toBe(409);
    expect(await pageHtml(refused)).toContain("This request is closed, so its quotes can no longer be accepted");
    expect((await quotesOf(owner.caseId))[0]!.status).toBe("sent");
    expect(await env.DB.prepare("SELECT status FROM cases WHERE id = ?").bind(owner.caseId).first("status")).toBe("closed");
    await settleQueue();
    expect((await outbox()).length).toBe(mailsBefore);
  });

  it("says so in Arabic on the Arabic page", async () => {
    const owner = await patientWithPlan();
    await sendQuote(owner.caseId);
    await env.DB.prepare("UPDATE cases SET status = 'closed', closing_reason = 'answered' WHERE id = ?").bind(owner.caseId).run();
    const [quote] = await quotesOf(owner.caseId);
    const refused = await post(`/ar/requests/${owner.caseId}`, { intent: "accept", quoteId: quote!.id }, owner.cookie);
    expect(refused.status).toBe(409);
    expect(await pageHtml(refused)).toContain("هذا الطلب مغلق");
  });

  it("leaves one accepted quote: a new version after acceptance is refused with a message to the coordinator", async () => {
    const owner = await patientWithPlan();
    await sendQuote(owner.caseId);
    const [v1] = await quotesOf(owner.caseId);
    expect((await accept(owner, v1!.id)).status).toBe(302);
    const refused = await sendQuote(owner.caseId, { "items[0].unitPrice": "9000" });
    expect(refused.status).toBe(409);
    expect(await pageHtml(refused)).toContain("The patient has already accepted a quote for this case");
    expect((await quotesOf(owner.caseId)).map((q) => q.status)).toEqual(["accepted"]);
  });

  it("cannot accept two versions even when the new version and the acceptance race", async () => {
    for (let round = 0; round < 4; round++) {
      const owner = await patientWithPlan();
      await sendQuote(owner.caseId);
      const [v1] = await quotesOf(owner.caseId);
      const [, sent] = await Promise.all([accept(owner, v1!.id), sendQuote(owner.caseId, { "items[0].unitPrice": "9000" })]);
      const rows = await quotesOf(owner.caseId);
      const accepted = rows.filter((q) => q.status === "accepted");
      expect(accepted.length).toBeLessThanOrEqual(1);
      // Either the acceptance came first (the new version was refused) or the new version did (v1 was superseded).
      if (accepted.length === 1) {
        expect(sent.status).toBe(409);
        expect(rows).toHaveLength(1);
      } else {
        expect(rows.map((q) => q.status)).toEqual(["superseded", "sent"]);
        // The patient may still accept the current version, and only once.
        const [a, b] = await Promise.all([accept(owner, rows[1]!.id), accept(owner, rows[1]!.id)]);
        expect([a.status, b.status].sort()).toEqual([302, 409]);
      }
    }
  });

  it("refuses a quote whose stored date is not a real date, or lies in the past", async () => {
    const owner = await patientWithPlan();
    await sendQuote(owner.caseId);
    const [quote] = await quotesOf(owner.caseId);
    for (const stored of ["2026-02-31", inDays(-1), "0000-01-01"]) {
      await env.DB.prepare("UPDATE quotes SET valid_until = ? WHERE id = ?").bind(stored, quote!.id).run();
      expect((await accept(owner, quote!.id)).status, stored).toBe(409);
    }
    await env.DB.prepare("UPDATE quotes SET valid_until = ? WHERE id = ?").bind(inDays(0), quote!.id).run();
    expect((await accept(owner, quote!.id)).status).toBe(302);
  });
});

describe("sending a quote", () => {
  it("refuses validity dates that are not real or not between today and one year ahead", async () => {
    const owner = await patientWithPlan();
    for (const validUntil of ["2020-01-01", "0000-01-01", "9999-12-31", "2026-02-31", inDays(-1), inDays(367), "14/03/2027", ""]) {
      const refused = await sendQuote(owner.caseId, { validUntil });
      expect(refused.status, validUntil).toBe(400);
      expect(await pageHtml(refused), validUntil).toMatch(/Choose a real date from today to one year ahead|Choose the last day/);
    }
    expect(await quotesOf(owner.caseId)).toHaveLength(0);
    expect((await sendQuote(owner.caseId, { validUntil: inDays(0) })).status).toBe(302);
    expect((await sendQuote(owner.caseId, { validUntil: inDays(364) })).status).toBe(302);
  });

  it("refuses a total of zero", async () => {
    const owner = await patientWithPlan();
    for (const amount of ["0", "0.00"]) {
      const refused = await sendQuote(owner.caseId, { "items[0].unitPrice": amount });
      expect(refused.status).toBe(400);
      expect(await pageHtml(refused)).toContain("The total must be above zero");
    }
    expect(await quotesOf(owner.caseId)).toHaveLength(0);
  });

  it("knows a calendar date when it sees one", () => {
    for (const good of ["2026-02-28", "2028-02-29", "2027-12-31"]) expect(isCalendarDate(good), good).toBe(true);
    for (const bad of ["2026-02-29", "2026-02-31", "2026-13-01", "0000-01-01", "2026-1-1", "2026-01-01T00:00"]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
    const now = new Date(Date.UTC(2026, 10, 26, 12));
    expect(isValidUntilAllowed("2026-11-26", now)).toBe(true);
    expect(isValidUntilAllowed("2027-11-26", now)).toBe(true);
    expect(isValidUntilAllowed("2027-11-27", now)).toBe(false);
    expect(isValidUntilAllowed("2026-11-25", now)).toBe(false);
  });
});

/** The message shown under one field of the staff's quote form ("" when none). */
function fieldError(html: string, name: string) {
  const at = html.indexOf(`id="quote-form-${name}-error"`);
  return at === -1 ? "" : html.slice(at, html.indexOf("</div>", at)).replace(/<[^>]+>/g, " ");
}

const storedTerms = async (quoteId: string) =>
  JSON.parse((await env.DB.prepare("SELECT terms FROM quotes WHERE id = ?").bind(quoteId).first<string>("terms"))!) as QuoteTerms;

describe("a quote's terms", () => {
  it("are stored with each version: a new version carries its own and the old one keeps what it said", async () => {
    const owner = await patientWithPlan();
    const rise = { riseMax: "600", riseCondition: "If the CT shows bone loss, a graft is needed", riseConditionAr: "إذا أظهرت الأشعة المقطعية فقدانًا في العظم واحتجت إلى ترقيع" };
    expect((await sendQuote(owner.caseId, rise)).status).toBe(302);
    expect(
      (
        await sendQuote(owner.caseId, {
          depositKind: "amount",
          depositValue: "1,000",
          depositDueDays: "0",
          balanceTime: "before_arrival",
          balancePlace: "bank_transfer",
          taxes: "exempt",
          "inclusions.hotel": "on",
          "cancellation[1].daysBefore": "",
          "cancellation[1].refundPercent": "",
          cancellationLater: "0",
        })
      ).status,
    ).toBe(302);
    const [v1, v2] = await quotesOf(owner.caseId);
    expect(await storedTerms(v1!.id)).toEqual({
      inclusions: {
        anaesthesia: true,
        tests: true,
        implants_materials: false,
        hospital_nights: true,
        hotel: false,
        transfers: true,
        interpreter: true,
        follow_up: true,
      },
      rise: { maxMinor: 60000, condition: rise.riseCondition, conditionAr: rise.riseConditionAr },
      deposit: { kind: "percent", percent: 20 },
      depositDueDays: 7,
      balance: { place: "facility", time: "on_admission" },
      cancellation: { tiers: [{ daysBefore: 30, refundPercent: 100 }, { daysBefore: 14, refundPercent: 50 }], laterPercent: 0 },
      taxes: "included",
      comparison: true,
    } satisfies QuoteTerms);
    expect(await storedTerms(v2!.id)).toMatchObject({
      rise: null,
      deposit: { kind: "amount", amountMinor: 100000 },
      depositDueDays: 0,
      balance: { place: "bank_transfer", time: "before_arrival" },
      cancellation: { tiers: [{ daysBefore: 30, refundPercent: 100 }], laterPercent: 0 },
      taxes: "exempt",
      inclusions: { hotel: true },
    });

    // The patient reads both versions' terms in full, each as it was sent.
    const page = readable(await pageHtml(await fetchPage(`/requests/${owner.caseId}`, owner.cookie)));
    for (const words of [
      "Anaesthesia, Tests and scans, Hospital nights, Transfers, Interpreter, and Follow-up",
      "By at most $600.00, and only on this condition: If the CT shows bone loss, a graft is needed",
      "20% of the total ($2,500.00), due within 7 days of accepting. It is part of the total, not a fee on top.",
      "$10,000.00, paid on admission, at the facility.",
      "Cancelled at least 30 days before arrival: 100% of what you paid is refunded.",
      "Cancelled at least 14 days before arrival: 50% of what you paid is refunded.",
      "Cancelled later: 0% of what you paid is refunded.",
      "The total includes all taxes.",
      "$1,000.00, due when you accept.",
      "$11,500.00, paid before you arrive, by bank transfer.",
      "No taxes apply: the total is what you pay.",
      "The total will not rise.",
      "Cairo Heart Centre",
      "Dr. Ahmed Fathy",
      "Nothing in this quote limits the facility's or the doctor's responsibility for your care.",
      "Accepting means you agree to the price and the terms above.",
    ]) {
      expect(page, words).toContain(words);
    }

    // And in Arabic: the catalogue's words, the amounts left to right, the coordinator's names as written.
    const arabic = readable(await pageHtml(await fetchPage(`/ar/requests/${owner.caseId}`, owner.cookie)));
    for (const words of [
      "التخدير والتحاليل والأشعة",
      "وفي هذه الحالة فقط: إذا أظهرت الأشعة المقطعية فقدانًا في العظم واحتجت إلى ترقيع",
      "الإلغاء قبل الوصول بما لا يقل عن 30 يومًا: يُردّ 100% مما دفعته.",
      "يُستحق خلال 7 أيام من قبولك العرض",
      "يشمل الإجمالي جميع الضرائب.",
      "لا يحدّ أيّ شيء في هذا العرض من مسؤولية المنشأة الطبية أو الطبيب عن رعايتك.",
      "قبولك يعني موافقتك على السعر والشروط أعلاه.",
    ]) {
      expect(arabic, words).toContain(words);
    }
    for (const english of ["Cancelled at least", "The total includes all taxes", "Most the total can rise"]) expect(arabic).not.toContain(english);
  });

  it("refuses bad terms with each message under its field, and stores nothing", async () => {
    const owner = await patientWithPlan();
    const cases: [Record<string, string>, string, string][] = [
      [{ depositValue: "150" }, "depositValue", "Enter a deposit percentage from 1 to 100"],
      [{ depositKind: "amount", depositValue: "20000" }, "depositValue", "The deposit must be above zero and at most the total"],
      [{ riseMax: "600" }, "riseCondition", "Say on what condition the total can rise"],
      [{ riseCondition: "If a graft is needed" }, "riseMax", "Give the most the total can rise under this condition"],
      [{ riseMax: "600", riseConditionAr: "إذا احتجت إلى ترقيع" }, "riseCondition", "Say the condition in English too"],
      [{ "cancellation[1].refundPercent": "" }, "cancellation[1].refundPercent", "Give both the days and the refund, or neither"],
      [{ "cancellation[1].refundPercent": "100", "cancellation[0].refundPercent": "50" }, "cancellation", "A later cancellation cannot refund more than an earlier one"],
      [{ cancellationLater: "101" }, "cancellationLater", "Enter the refund as a percentage from 0 to 100"],
      [{ hospital: "" }, "hospital", "Name the facility"],
      [{ doctor: "" }, "doctor", "Name the doctor"],
      [{ balancePlace: "cash" }, "balancePlace", "Choose where the balance is paid"],
      [{ "items[0].quantity": "0" }, "items[0].quantity", "Enter a quantity from 1 to 999"],
      [{ "items[0].unitPrice": "12.505" }, "items[0].unitPrice", "with at most the decimals of USD"],
      [{ currency: "KWD", "items[0].unitPrice": "12.5055" }, "items[0].unitPrice", "Enter an amount like 1250 or 1,250.50"],
      [{ currency: "SAR", "items[0].unitPrice": "12.505" }, "items[0].unitPrice", "with at most the decimals of SAR"],
      [{ excluded: "The patient waives any claim against the hospital" }, "excluded", "Remove the wording that waives liability"],
      [{ riseMax: "600", riseCondition: "Complications are at your own risk" }, "riseCondition", "Remove the wording that waives liability"],
      [{ included: "إخلاء مسؤولية المستشفى عن المضاعفات" }, "included", "Remove the wording that waives liability"],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await sendQuote(owner.caseId, fields);
      const label = JSON.stringify(fields);
      expect(refused.status, label).toBe(400);
      expect(fieldError(await pageHtml(refused), field), label).toContain(message);
    }
    expect(await quotesOf(owner.caseId)).toHaveLength(0);
  });
});

describe("the staff's quote form", () => {
  it("starts a first quote from the default terms, the checklist from the treatment's catalogue procedure", async () => {
    const coordinator = await sessionCookie("dev-staff-coordinator");
    const control = (html: string, name: string) => new RegExp(`<input[^>]*name="${name.replace(/[.[\]]/g, "\\$&")}"[^>]*>`).exec(html)?.[0] ?? "";
    const cardiac = await patientWithPlan();
    const page = await pageHtml(await request(`/staff/cases/${cardiac.caseId}`, { headers: { Cookie: coordinator } }));
    expect(control(page, "inclusions.hospital_nights")).toContain("checked");
    expect(control(page, "inclusions.anaesthesia")).toContain("checked");
    expect(control(page, "inclusions.hotel")).not.toContain("checked");
    expect(control(page, "showComparison")).toContain("checked");
    expect(control(page, "depositValue")).toContain('value="20"');
    expect(control(page, "cancellation[0].daysBefore")).toContain('value="30"');
    // Dental implants keep nobody in hospital overnight.
    await env.DB.prepare("UPDATE cases SET treatment = 'dental-care' WHERE id = ?").bind(cardiac.caseId).run();
    const dental = await pageHtml(await request(`/staff/cases/${cardiac.caseId}`, { headers: { Cookie: coordinator } }));
    expect(control(dental, "inclusions.hospital_nights")).not.toContain("checked");
  });
});

describe("accepting a quote's terms", () => {
  it("stores a copy of what the patient read, in their language; the other versions keep none", async () => {
    const owner = await patientWithPlan();
    await sendQuote(owner.caseId, { "items[0].quantity": "2", "items[0].unitPrice": "6,250", "items[0].description": "Coronary bypass" });
    await sendQuote(owner.caseId, { "items[0].quantity": "2", "items[0].unitPrice": "6,000", "items[0].description": "Coronary bypass" });
    const [v1, v2] = await quotesOf(owner.caseId);
    expect((await post(`/ar/requests/${owner.caseId}`, { intent: "accept", quoteId: v2!.id }, owner.cookie)).status).toBe(302);
    const rows = (
      await env.DB.prepare("SELECT id, accepted_copy FROM quotes WHERE case_id = ? ORDER BY version").bind(owner.caseId).all<{ id: string; accepted_copy: string | null }>()
    ).results;
    expect(rows[0]!.accepted_copy).toBeNull();
    const copy = JSON.parse(rows[1]!.accepted_copy!) as AcceptedQuoteCopy;
    const t = translatorFor("ar");
    expect(copy).toMatchObject({
      locale: "ar",
      currency: "USD",
      totalMinor: 1200000,
      hospital: "Cairo Heart Centre",
      doctor: "Dr. Ahmed Fathy",
      lines: [{ kind: "procedure", description: "Coronary bypass", quantity: 2, unitMinor: 600000, amountMinor: 1200000 }],
      terms: { deposit: { kind: "percent", percent: 20 } },
    });
    expect(copy.reference).toMatch(/^Q-\d{4} v2$/);
    const said = Object.fromEntries(copy.statements.map((s) => [s.label, s.text]));
    expect(said[t("quotes.terms.depositLabel")]).toContain(formatMoney("ar", 240000, "USD", { minor: true, inText: true }));
    expect(said[t("quotes.terms.cancellationLabel")]).toContain("الإلغاء قبل الوصول بما لا يقل عن 30 يومًا");
    expect(said[t("quotes.terms.liabilityLabel")]).toBe(t("quotes.terms.liability"));
    expect(copy.comparison?.caption).toContain("2 ×");
    expect(copy.comparison?.rates).toContain("2026");
    // The accepted version shows the copy and says when it was accepted.
    const page = readable(await pageHtml(await fetchPage(`/ar/requests/${owner.caseId}`, owner.cookie)));
    expect(page).toContain("قبلت هذه النسخة في");
    expect(v1).toBeDefined();
  });
});

describe("the accepted-quote e-mail", () => {
  it("repeats the terms the patient committed to, as their page said them", async () => {
    const owner = await patientWithPlan();
    await sendQuote(owner.caseId, { riseMax: "600", riseCondition: "If a second graft is needed" });
    const [quote] = await quotesOf(owner.caseId);
    expect((await accept(owner, quote!.id)).status).toBe(302);
    const mail = readable((await waitForMail(owner.email, "quote-accepted")).text);
    expect(mail).toContain("Deposit: 20% of the total ($2,500.00), due within 7 days of accepting.");
    expect(mail).toContain("Balance: $10,000.00, paid on admission, at the facility.");
    expect(mail).toContain("Most the total can rise: By at most $600.00, and only on this condition: If a second graft is needed");
    expect(mail).toContain("Cancelled at least 30 days before arrival: 100% of what you paid is refunded.");
  });
});

describe("quote currencies", () => {
  it("include SAR, AED, KWD and EGP for quotes while the trip planner keeps its five", () => {
    expect(quoteCurrencies).toEqual(["USD", "EUR", "GBP", "CAD", "AUD", "SAR", "AED", "KWD", "EGP"]);
    expect(currencies).toEqual(["USD", "EUR", "GBP", "CAD", "AUD"]);
  });

  it("write the Kuwaiti dinar with three decimals and the others with two, in both languages", () => {
    expect(parseAmountToMinor("1,250.125", "KWD")).toBe(1250125);
    expect(parseAmountToMinor("1,250.5", "KWD")).toBe(1250500);
    expect(parseAmountToMinor("1,250.125", "SAR")).toBeNull();
    expect(parseAmountToMinor("45,000.50", "EGP")).toBe(4500050);
    expect(readable(formatMoney("en", 1250125, "KWD", { minor: true }))).toBe("KWD 1,250.125");
    expect(readable(formatMoney("en", 4500050, "EGP", { minor: true }))).toBe("EGP 45,000.50");
    expect(readable(formatMoney("en", 1250050, "USD", { minor: true }))).toBe("$12,500.50");
    expect(readable(formatMoney("ar", 1250125, "KWD", { minor: true }))).toContain("1,250.125");
    expect(readable(formatMoney("ar", 375000, "SAR", { minor: true }))).toContain("3,750.00");
  });

  it("a quote in Kuwaiti dinars is stored in fils and read with three decimals; one in riyals with two", async () => {
    const owner = await patientWithPlan();
    expect((await sendQuote(owner.caseId, { currency: "KWD", "items[0].unitPrice": "3,800.250" })).status).toBe(302);
    const [quote] = await quotesOf(owner.caseId);
    expect(await env.DB.prepare("SELECT total_minor FROM quotes WHERE id = ?").bind(quote!.id).first("total_minor")).toBe(3800250);
    const page = readable(await pageHtml(await fetchPage(`/requests/${owner.caseId}`, owner.cookie)));
    expect(page).toContain("KWD 3,800.250");
    expect(page).toContain("KWD 760.050"); // the 20% deposit
    const other = await patientWithPlan();
    expect((await sendQuote(other.caseId, { currency: "SAR", "items[0].unitPrice": "46,875" })).status).toBe(302);
    expect(readable(await pageHtml(await fetchPage(`/requests/${other.caseId}`, other.cookie)))).toContain("SAR 46,875.00");
  });
});

describe("the home comparison", () => {
  const line = (kind: QuoteLine["kind"], quantity: number, unitMinor: number): QuoteLine => ({ kind, description: "", quantity, unitMinor, amountMinor: quantity * unitMinor });
  const twoImplants = { treatmentId: "dental-care", currency: "USD" as const, items: [line("procedure", 2, 115000), line("accommodation", 7, 8000)], terms: null };

  it("prices the same procedure and quantity against the procedure line alone, the patient's country first, with savings in every currency", async () => {
    const catalogue = await offeredCatalogue("en");
    const comparison = homeComparison(catalogue, twoImplants, { homeCountry: "uk" })!;
    expect(comparison).toMatchObject({ procedure: "Dental Implants", quantity: 2, egyptMinor: 230000, ratesDate: "2026-11-02" });
    expect(comparison.prices.map((p) => [p.country, p.currency, p.price])).toEqual([
      ["United Kingdom", "GBP", 5600],
      ["United States", "USD", 9000],
      ["Germany", "EUR", 5400],
      ["Canada", "CAD", 10000],
    ]);
    // £5,600 at 1.27 is $7,112 against $2,300: the hotel nights are not in it.
    expect(comparison.prices[0]!.savingPercent).toBe(68);
    expect(comparison.prices.every((p) => p.savingPercent !== null)).toBe(true);
    expect(homeComparison(catalogue, { ...twoImplants, currency: "SAR", items: [line("procedure", 2, 431300)] })!.prices[0]!.savingPercent).toBe(74);
  });

  it("compares the procedure the patient chose in their intake, not the treatment's cheapest, in both languages", async () => {
    const owner = await createIntakeCase();
    await env.DB.batch([
      env.DB.prepare("UPDATE intakes SET treatment_type = 'cardiac-surgery', procedure_id = 'heart-valve-replacement' WHERE id = ?").bind(owner.intakeId),
      env.DB.prepare("UPDATE cases SET treatment = 'cardiac-surgery' WHERE id = ?").bind(owner.caseId),
    ]);
    expect((await sendQuote(owner.caseId)).status).toBe(302);
    for (const locale of ["en", "ar"] as const) {
      const procedures = (await offeredCatalogue(locale)).find((s) => s.id === "cardiac-surgery")!.procedures;
      const name = (id: string) => procedures.find((p) => p.id === id)!.name;
      const page = readable(await pageHtml(await fetchPage(`${locale === "ar" ? "/ar" : ""}/requests/${owner.caseId}`, owner.patient.cookie)));
      expect(page).toContain(translatorFor(locale)("quotes.comparison.caption", { quantity: 1, procedure: name("heart-valve-replacement") }));
      expect(page).not.toContain(name("coronary-artery-bypass-cabg"));
    }
  });

  it("is left out when the coordinator unticks it, and when the quote has no procedure line", async () => {
    expect(homeComparison(await offeredCatalogue("en"), { ...twoImplants, items: [line("accommodation", 7, 8000)] })).toBeNull();
    const owner = await patientWithPlan();
    await sendQuote(owner.caseId, { showComparison: "" });
    const [quote] = await quotesOf(owner.caseId);
    expect((await storedTerms(quote!.id)).comparison).toBe(false);
    expect(readable(await pageHtml(await fetchPage(`/requests/${owner.caseId}`, owner.cookie)))).not.toContain("from our treatment catalogue");
  });
});
