/** A case with an accepted quote, as the deposit and the trip walks start from. */
import type { Page } from "playwright-core";
import type { QuoteTerms } from "~/domain/quotes";
import { d1, signIn } from "./auth";
import { inDays } from "./journey-steps";

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

const terms: QuoteTerms = {
  inclusions: { anaesthesia: true, tests: true, implants_materials: true, hospital_nights: true, hotel: false, transfers: true, interpreter: true, follow_up: true },
  rise: null,
  deposit: { kind: "percent", percent: 20 },
  depositDueDays: 7,
  balance: { place: "facility", time: "on_admission" },
  cancellation: { tiers: [{ daysBefore: 30, refundPercent: 100 }], laterPercent: 50 },
  taxes: "included",
  comparison: false,
};

/**
 * A signed-in patient's request with an accepted KWD quote (2,400.000, a 20% deposit), assigned to the dev
 * coordinator; with `depositPaid`, its deposit paid as the provider's webhook leaves it.
 */
export async function caseWithAcceptedQuote(page: Page, locale: "en" | "ar", { depositPaid = false } = {}) {
  const { userId, email } = await signIn(page.context());
  const [messageId, caseId, quoteId] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  const now = Date.now();
  d1(
    [
      `INSERT INTO contact_messages (id, first_name, last_name, email, treatment, message, country, created_at) VALUES (${sqlText(messageId)}, 'Fahad', 'Al-Sabah', ${sqlText(email)}, 'cardiac-surgery', 'A bypass', 'Kuwait', ${now})`,
      `INSERT INTO cases (id, type, contact_message_id, patient_user_id, patient_name, patient_email, locale, treatment, status, assignee_id, received_at, due_at, updated_at) VALUES (${sqlText(caseId)}, 'contact', ${sqlText(messageId)}, ${sqlText(userId)}, 'Fahad Al-Sabah', ${sqlText(email)}, ${sqlText(locale)}, 'cardiac-surgery', 'in_review', 'dev-staff-coordinator', ${now}, ${now}, ${now})`,
      `INSERT INTO quotes (id, case_id, number, version, currency, total_minor, included, excluded, hospital, doctor, valid_until, status, decided_at, created_at, treatment, terms) VALUES (${sqlText(quoteId)}, ${sqlText(caseId)}, (SELECT coalesce(max(number), 0) + 1 FROM quotes), 1, 'KWD', 2400000, '', '', 'Cairo Heart Institute', 'Dr. Karim Adel', ${sqlText(inDays(14))}, 'accepted', ${now}, ${now}, 'cardiac-surgery', ${sqlText(JSON.stringify(terms))})`,
      `INSERT INTO quote_items (id, quote_id, position, kind, description, quantity, unit_minor, amount_minor) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(quoteId)}, 0, 'procedure', 'Coronary bypass', 1, 2400000, 2400000)`,
      ...(depositPaid
        ? [
            `INSERT INTO case_journeys (case_id, stage, updated_at) VALUES (${sqlText(caseId)}, 'schedule_treatment', ${now})`,
            `INSERT INTO payments (id, case_id, quote_id, patient_user_id, kind, provider, currency, amount_minor, status, paid_at, invoice_number, invoice) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(caseId)}, ${sqlText(quoteId)}, ${sqlText(userId)}, 'deposit', 'stripe', 'KWD', 480000, 'paid', ${now}, (SELECT coalesce(max(invoice_number), 0) + 1 FROM payments), '{}')`,
          ]
        : []),
    ].join("; "),
  );
  return { caseId, userId };
}
