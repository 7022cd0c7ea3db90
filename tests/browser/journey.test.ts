import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn } from "./auth";
import { closeBrowser, javaScriptModes, screenshot, withPage } from "./browser";
import { inDays, open, signInStaff, submitPlan } from "./journey-steps";

afterAll(closeBrowser);

describe.each(javaScriptModes)("the journey on the request page with $name", ({ javaScriptEnabled }) => {
  it("the coordinator moves the stage and records the travel; the patient sees the stage, the itinerary and the .ics in English and Arabic", async () => {
    await withPage({ javaScriptEnabled }, async (patient) => {
      const { userId } = await signIn(patient.context());
      await submitPlan(patient, javaScriptEnabled);
      const [{ id: caseId }] = d1<{ id: string }>(`SELECT id FROM cases WHERE patient_user_id = '${userId}'`) as [
        { id: string },
      ];

      await withPage({ javaScriptEnabled }, async (staff) => {
        await signInStaff(staff, javaScriptEnabled);
        await open(staff, `/staff/cases/${caseId}`, javaScriptEnabled);
        const journey = staff
          .locator("section")
          .filter({ has: staff.getByRole("heading", { name: "Journey", exact: true }) });
        await journey.getByLabel("Move the stage to").selectOption("travel_arrangements");
        await journey.getByRole("button", { name: "Move stage" }).click();
        await journey.getByText("Stage 3 of 6: Travel Arrangements").waitFor();

        await journey.getByLabel("Arrival date").fill(inDays(30));
        await journey.getByLabel("Flight").fill("MS 778");
        await journey.getByLabel("Airport pickup date (Cairo)").fill(inDays(30));
        await journey.getByLabel("Airport pickup time (Cairo)").fill("14:30");
        await journey.getByLabel("Hotel", { exact: true }).fill("Nile View Hotel");
        await journey.getByLabel("Visa invitation letter").selectOption("sent");
        await journey.getByRole("button", { name: "Save journey facts" }).click();
        await journey.getByText("Nile View Hotel").last().waitFor();
        await staff
          .getByRole("region", { name: "History" })
          .getByText(/moved the journey stage: Free Consultation → Travel Arrangements/)
          .waitFor();
      });

      await open(patient, `/requests/${caseId}`, javaScriptEnabled);
      const stages = patient.locator("#journey");
      expect(await stages.locator('[aria-current="step"]').innerText()).toContain("Travel Arrangements");
      expect(await patient.locator("#sent").innerText()).toContain("Cardiac Surgery");
      const itinerary = patient.locator("#itinerary");
      expect(await itinerary.innerText()).toContain("Nile View Hotel");
      expect(await itinerary.innerText()).toContain("MS 778");
      expect(await itinerary.innerText()).toContain("Sent to you");
      const icsHref = (await itinerary
        .getByRole("link", { name: /Add these dates to your calendar/ })
        .getAttribute("href"))!;
      const ics = await patient.request.get(icsHref);
      expect(ics.status()).toBe(200);
      expect(await ics.text()).toContain("SUMMARY:Arrival in Egypt");

      // The dashboard tells the same story: the plan counts as a started journey, the stage move is in the activity.
      await open(patient, "/dashboard", javaScriptEnabled);
      await patient.getByText("Your journey moved to: Travel Arrangements").waitFor();
      expect(await patient.content()).not.toContain("You have not registered for treatment yet.");

      await open(patient, `/ar/requests/${caseId}`, javaScriptEnabled);
      expect(await patient.locator("#journey").locator('[aria-current="step"]').innerText()).toContain("ترتيبات السفر");
      expect(await patient.locator("#itinerary").innerText()).toContain("أُرسل إليك");

      // Phones and desktops, light and dark, English and Arabic: no sideways scroll; screenshots for a reviewer.
      const mode = javaScriptEnabled ? "js" : "no-js";
      for (const width of [390, 1280]) {
        await patient.setViewportSize({ width, height: 900 });
        for (const colorScheme of ["light", "dark"] as const) {
          await patient.emulateMedia({ colorScheme });
          for (const [lang, path] of [
            ["en", `/requests/${caseId}`],
            ["ar", `/ar/requests/${caseId}`],
          ] as const) {
            await patient.goto(path);
            expect(
              await patient.evaluate(() => document.documentElement.scrollWidth),
              `${path} ${width}`,
            ).toBeLessThanOrEqual(width);
            await screenshot(
              patient,
              `test-results/screenshots/journey-request-${lang}-${width}-${colorScheme}-${mode}.png`,
            );
          }
        }
      }
    });
  }, 180_000);
});
