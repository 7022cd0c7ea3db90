import { afterAll, describe, expect, it } from "vitest";
import { caseWithAcceptedQuote } from "./accepted-quote";
import { d1, signInAs } from "./auth";
import { closeBrowser, downloadedBytes, layoutThemes, screenshot, withPage } from "./browser";
import { open } from "./journey-steps";
import { localeWalks, wordsIn } from "./locales";

afterAll(closeBrowser);

describe.each(localeWalks)("the trip with $name", ({ javaScriptEnabled, locale }) => {
  const { t, at, zone } = wordsIn(locale);

  it("a coordinator records the arrival once the deposit is paid; the patient reads it on both clocks with its calendar file", async () => {
    const { caseId, userId } = await withPage({ javaScriptEnabled }, (page) => caseWithAcceptedQuote(page, locale, { depositPaid: true }));
    d1(`UPDATE profiles SET time_zone = 'Europe/London' WHERE user_id = '${userId}'`);
    await withPage({ javaScriptEnabled }, async (page) => {
      await signInAs(page.context(), "dev-staff-coordinator");
      await open(page, `/staff/cases/${caseId}`, javaScriptEnabled);
      const trip = page.getByRole("region", { name: "Trip" });
      await trip.getByLabel("Arrival (landing): date").fill("2027-03-02");
      await trip.getByLabel("Arrival (landing): time").fill("14:30");
      await trip.getByLabel("Arrival flight").fill("MS 986");
      await trip.getByLabel("Who meets the patient").fill("Mona, with a NileCare sign");
      await trip.getByLabel("Driver's name").fill("Karim Fathy");
      await trip.getByLabel("Driver's phone").fill("12");
      await trip.getByRole("button", { name: "Save trip" }).click();
      // Refused by the field, what was typed kept.
      await trip.getByText("Driver's phone: enter a number the patient can call").waitFor();
      expect(await trip.getByLabel("Arrival flight").inputValue()).toBe("MS 986");
      await trip.getByLabel("Driver's phone").fill("010 1234 5678");
      await trip.getByRole("button", { name: "Save trip" }).click();
      await page.getByText("Trip saved. The patient is told what changed.").waitFor();
      await page.getByText("Journey stage", { exact: true }).locator("..").getByText("Travel Arrangements").waitFor();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page, `test-results/screenshots/staff-trip-${locale}-${width}.png`);
      }
    });
    // A phone first: the patient opens the page at 390 px.
    await withPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } }, async (page) => {
      await signInAs(page.context(), userId);
      await open(page, at(`/requests/${caseId}`), javaScriptEnabled);
      const arrival = page.locator("#trip-arrival");
      await arrival.getByRole("heading", { name: t("requests.itinerary.arrival") }).waitFor();
      const text = await arrival.innerText();
      for (const words of ["MS 986", "Mona, with a NileCare sign", "Karim Fathy", "+20 10 12345678", zone("Europe/London"), zone("Africa/Cairo")]) expect(text).toContain(words);
      expect(await arrival.getByRole("link", { name: "+20 10 12345678" }).getAttribute("href")).toBe("tel:+201012345678");
      const [download] = await Promise.all([page.waitForEvent("download"), arrival.getByRole("link", { name: new RegExp(t("requests.itinerary.calendarItem").replace(/[().]/g, "\\$&")) }).click()]);
      expect(download.suggestedFilename()).toBe("nilecare-arrival.ics");
      expect(new TextDecoder().decode(await downloadedBytes(download))).toContain("DTSTART:20270302T123000Z");
      // For a reviewer: phone and desktop, light and dark.
      for (const theme of layoutThemes) {
        await page.emulateMedia({ colorScheme: theme });
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await screenshot(page, `test-results/screenshots/itinerary-${locale}-${width}-${theme}.png`);
        }
      }
      // On a phone nothing in the itinerary is wider than its card.
      await page.setViewportSize({ width: 390, height: 844 });
      const card = page.locator("#itinerary");
      expect(await card.evaluate((section) => section.scrollWidth <= section.clientWidth)).toBe(true);
    });
  });
});
