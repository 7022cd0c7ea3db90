import { afterAll, describe, expect, it } from "vitest";
import { caseWithAcceptedQuote } from "./accepted-quote";
import { signInAs } from "./auth";
import { closeBrowser, screenshot, withPage } from "./browser";
import { open } from "./journey-steps";
import { localeWalks, wordsIn } from "./locales";

afterAll(closeBrowser);

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
      // On a phone, the quote's lines and the invoice's fit the width: nothing scrolls sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of [page.url(), at(`/requests/${made.caseId}`)]) {
        await page.goto(path);
        await screenshot(page, `test-results/screenshots/${path.includes("invoices") ? "invoice" : "request-quote"}-390-${locale}.png`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll on ${path}`).toBe(true);
      }
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
