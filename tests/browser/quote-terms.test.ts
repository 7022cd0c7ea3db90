import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import type { QuoteTerms } from "~/domain/quotes";
import { formatNumber } from "~/i18n/format";
import type { MessageKey } from "~/i18n/message-key";
import { d1, signIn } from "./auth";
import { closeBrowser, screenshot, withPage } from "./browser";
import { inDays, open } from "./journey-steps";
import { localeWalks, wordsIn } from "./locales";

afterAll(closeBrowser);

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
/** Text as the reader sees it: without the isolates that keep amounts left to right. */
const readable = (text: string) => text.replace(/[\u2066-\u2069]/g, "").replace(/\u00a0/g, " ");

const terms: QuoteTerms = {
  inclusions: {
    anaesthesia: true,
    tests: true,
    implants_materials: true,
    hospital_nights: false,
    hotel: true,
    transfers: true,
    interpreter: true,
    follow_up: true,
  },
  rise: { maxMinor: 60000, condition: "If the CT shows bone loss, a bone graft is needed" },
  deposit: { kind: "percent", percent: 20 },
  depositDueDays: 7,
  balance: { place: "facility", time: "on_arrival" },
  cancellation: { tiers: [{ daysBefore: 30, refundPercent: 100 }, { daysBefore: 14, refundPercent: 50 }], laterPercent: 0 },
  taxes: "included",
  comparison: true,
};

/**
 * A signed-in patient's dental request with an open quote as a coordinator sends it: two implants (2 × $1,150) and
 * seven hotel nights (7 × $80), a 20% deposit, refunds by notice; $2,860 in all.
 */
async function caseWithQuote(page: Page, locale: "en" | "ar") {
  const { userId, email } = await signIn(page.context());
  const [messageId, caseId, quoteId] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  const now = Date.now();
  d1(
    [
      `INSERT INTO contact_messages (id, first_name, last_name, email, treatment, message, country, created_at) VALUES (${sqlText(messageId)}, 'Noura', 'Salem', ${sqlText(email)}, 'dental-care', 'Two implants', 'United Kingdom', ${now})`,
      `INSERT INTO cases (id, type, contact_message_id, patient_user_id, patient_name, patient_email, locale, treatment, status, received_at, due_at, updated_at) VALUES (${sqlText(caseId)}, 'contact', ${sqlText(messageId)}, ${sqlText(userId)}, 'Noura Salem', ${sqlText(email)}, ${sqlText(locale)}, 'dental-care', 'awaiting_patient', ${now}, ${now}, ${now})`,
      `INSERT INTO quotes (id, case_id, number, version, currency, total_minor, included, excluded, hospital, doctor, valid_until, status, created_at, treatment, terms) VALUES (${sqlText(quoteId)}, ${sqlText(caseId)}, (SELECT coalesce(max(number), 0) + 1 FROM quotes), 1, 'USD', 286000, '', '', 'Nile Dental Clinic', 'Dr. Salma Youssef', ${sqlText(inDays(14))}, 'sent', ${now}, 'dental-care', ${sqlText(JSON.stringify(terms))})`,
      `INSERT INTO quote_items (id, quote_id, position, kind, description, quantity, unit_minor, amount_minor) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(quoteId)}, 0, 'procedure', 'Implant with crown', 2, 115000, 230000), (${sqlText(crypto.randomUUID())}, ${sqlText(quoteId)}, 1, 'accommodation', '', 7, 8000, 56000)`,
    ].join("; "),
  );
  return { caseId, quoteId };
}

describe.each(localeWalks)("a quote's terms with $name", ({ javaScriptEnabled, locale }) => {
  const { t, at, direction } = wordsIn(locale);
  // As the page's one money formatter writes dollars with cents.
  const money = (minor: number) => readable(formatNumber(locale, minor / 100, { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }));

  it("the patient reads what is included, the most it can rise, the deposit, balance, refunds and taxes, accepts, and the accepted version keeps what they read", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const { caseId, quoteId } = await caseWithQuote(page, locale);
      await open(page, at(`/requests/${caseId}`), javaScriptEnabled);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(direction);
      const quotes = page.locator("#quotes");
      await quotes.getByRole("heading", { name: /Q-\d{4,} v1/ }).waitFor();
      const read = readable(await quotes.innerText());
      const inclusion = (key: string) => t(`quotes.inclusion.${key}` as MessageKey);
      for (const words of [
        `2 × ${money(115000)}`,
        `7 × ${money(8000)}`,
        money(286000),
        inclusion("implants_materials"),
        inclusion("hospital_nights"),
        readable(t("quotes.terms.rise", { amount: money(60000), condition: "If the CT shows bone loss, a bone graft is needed" })),
        readable(t("quotes.terms.depositPercent", { percent: 20, amount: money(57200), due: t("quotes.terms.dueWithin", { days: 7 }) })),
        readable(
          t("quotes.terms.balance", {
            amount: money(228800),
            time: t("quotes.terms.balanceTime.on_arrival"),
            place: t("quotes.terms.balancePlace.facility"),
          }),
        ),
        t("quotes.terms.cancellationTier", { days: 30, percent: 100 }),
        t("quotes.terms.cancellationTier", { days: 14, percent: 50 }),
        t("quotes.terms.cancellationLater", { percent: 0 }),
        t("quotes.terms.taxes.included"),
        "Nile Dental Clinic",
        "Dr. Salma Youssef",
        t("quotes.terms.liability"),
        t("quotes.terms.agreement"),
      ]) {
        expect(read, words).toContain(words);
      }
      // The home prices are for the same two implants, the patient's own country first.
      const comparison = quotes.locator("caption").filter({ hasText: "2 ×" });
      expect(readable(await comparison.innerText())).toContain(money(230000));
      const firstCountry = await quotes.locator("table").nth(1).locator("tbody tr").first().innerText();
      expect(firstCountry).toContain(locale === "en" ? "United Kingdom" : "المملكة المتحدة");
      if (locale === "ar") {
        for (const english of ["Cancelled at least", "The total includes all taxes", "Accepting means"]) expect(read).not.toContain(english);
      }
      await screenshot(page, `test-results/screenshots/quote-terms-${locale}.png`);

      const accept = t("quotes.accept", { reference: "\u0000" }).split("\u0000")[0]!;
      await quotes.getByRole("button", { name: new RegExp(`^${accept}`) }).click();
      await quotes.getByText(t("quotes.status.accepted"), { exact: true }).waitFor();
      await quotes.getByText(t("quotes.terms.acceptedOn", { date: "\u0000" }).split("\u0000")[0]!).waitFor();
      // What the patient read is what the accepted version keeps, in their language.
      const [{ copy }] = d1<{ copy: string }>(`SELECT accepted_copy AS copy FROM quotes WHERE id = ${sqlText(quoteId)}`) as [{ copy: string }];
      const stored = JSON.parse(copy) as { locale: string; statements: { label: string; text: string }[] };
      expect(stored.locale).toBe(locale);
      const deposit = stored.statements.find((s) => s.label === t("quotes.terms.depositLabel"))!;
      expect(read).toContain(readable(deposit.text));
    });
  });
});
