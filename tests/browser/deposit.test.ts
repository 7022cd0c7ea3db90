import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import type { QuoteTerms } from "~/domain/quotes";
import { d1, signIn, signInAs } from "./auth";
import { closeBrowser, screenshot, withPage } from "./browser";
import { inDays, open } from "./journey-steps";
import { localeWalks, wordsIn } from "./locales";

afterAll(closeBrowser);

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

/** A signed-in patient's request with an accepted KWD quote (2,400.000, a 20% deposit), assigned to the dev coordinator. */
async function caseWithAcceptedQuote(page: Page, locale: "en" | "ar") {
  const { userId, email } = await signIn(page.context());
  const [messageId, caseId, quoteId] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  const now = Date.now();
  d1(
    [
      `INSERT INTO contact_messages (id, first_name, last_name, email, treatment, message, country, created_at) VALUES (${sqlText(messageId)}, 'Fahad', 'Al-Sabah', ${sqlText(email)}, 'cardiac-surgery', 'A bypass', 'Kuwait', ${now})`,
      `INSERT INTO cases (id, type, contact_message_id, patient_user_id, patient_name, patient_email, locale, treatment, status, assignee_id, received_at, due_at, updated_at) VALUES (${sqlText(caseId)}, 'contact', ${sqlText(messageId)}, ${sqlText(userId)}, 'Fahad Al-Sabah', ${sqlText(email)}, ${sqlText(locale)}, 'cardiac-surgery', 'in_review', 'dev-staff-coordinator', ${now}, ${now}, ${now})`,
      `INSERT INTO quotes (id, case_id, number, version, currency, total_minor, included, excluded, hospital, doctor, valid_until, status, decided_at, created_at, treatment, terms) VALUES (${sqlText(quoteId)}, ${sqlText(caseId)}, (SELECT coalesce(max(number), 0) + 1 FROM quotes), 1, 'KWD', 2400000, '', '', 'Cairo Heart Institute', 'Dr. Karim Adel', ${sqlText(inDays(14))}, 'accepted', ${now}, ${now}, 'cardiac-surgery', ${sqlText(JSON.stringify(terms))})`,
      `INSERT INTO quote_items (id, quote_id, position, kind, description, quantity, unit_minor, amount_minor) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(quoteId)}, 0, 'procedure', 'Coronary bypass', 1, 2400000, 2400000)`,
    ].join("; "),
  );
  return { caseId };
}

describe.each(localeWalks)("the deposit with $name", ({ javaScriptEnabled, locale }) => {
  const { t, at } = wordsIn(locale);

  it("the patient pays the deposit on the provider's page, sees 'Deposit paid' and the invoice; the coordinator sees it on the case", async () => {
    const { caseId } = await withPage({ javaScriptEnabled }, async (page) => {
      const made = await caseWithAcceptedQuote(page, locale);
      await open(page, at(`/requests/${made.caseId}`), javaScriptEnabled);
      const deposit = page.locator("#deposit");
      await deposit.getByRole("button", { name: t("payments.deposit.pay") }).click();
      await page.getByRole("heading", { name: "Checkout" }).waitFor();
      await page.getByRole("button", { name: "Complete the payment" }).click();
      await page.waitForURL((url) => url.pathname === at(`/requests/${made.caseId}`));
      await deposit.getByRole("heading", { name: t("payments.deposit.paid") }).waitFor();
      expect(await deposit.innerText()).toMatch(/480[.,٫]000|٤٨٠/);
      await screenshot(page, `test-results/screenshots/deposit-paid-${locale}.png`);
      await deposit.getByRole("link", { name: /INV-\d{6}/ }).click();
      await page.getByRole("heading", { name: new RegExp(t("payments.invoice.title")) }).waitFor();
      const invoice = await page.locator("article").innerText();
      expect(invoice).toContain("NileCare Medical Travel S.A.E.");
      expect(invoice).toContain("Fahad Al-Sabah");
      expect(invoice).toContain(t("payments.invoice.due"));
      await screenshot(page, `test-results/screenshots/invoice-${locale}.png`);
      // The page's PDF link answers the same invoice as a PDF file, with the patient's session.
      const href = await page.getByRole("link", { name: t("payments.invoice.downloadPdf") }).getAttribute("href");
      const pdf = await page.context().request.get(new URL(href ?? "", page.url()).href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      return made;
    });
    await withPage({ javaScriptEnabled }, async (page) => {
      await signInAs(page.context(), "dev-staff-coordinator");
      await open(page, `/staff/cases/${caseId}`, javaScriptEnabled);
      await page.getByText(/Deposit paid: KWD\s?480\.000/).first().waitFor();
      await page.getByRole("region", { name: "Payments" }).getByRole("link", { name: /Invoice INV-\d{6}/ }).waitFor();
    });
  });
});
