import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn } from "./auth";
import { closeBrowser, javaScriptModes, screenshot, withPage } from "./browser";
import { open, signInStaff, submitPlan } from "./journey-steps";

afterAll(closeBrowser);

describe.each(javaScriptModes)("the journey on the request page with $name", ({ javaScriptEnabled }) => {
  it("the coordinator moves the stage and records the visa letter sent; the patient sees the stage in English and Arabic", async () => {
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

        await journey.getByLabel("Visa invitation letter").selectOption("sent");
        await journey.getByRole("button", { name: "Save journey facts" }).click();
        await staff
          .getByRole("region", { name: "History" })
          .getByText(/moved the journey stage: Free Consultation → Travel Arrangements/)
          .waitFor();
      });

      await open(patient, `/requests/${caseId}`, javaScriptEnabled);
      const stages = patient.locator("#journey");
      expect(await stages.locator('[aria-current="step"]').innerText()).toContain("Travel Arrangements");
      expect(await patient.locator("#sent").innerText()).toContain("Cardiac Surgery");
      // Travel facts and their calendar files are the Trip form's (tests/browser/trip.test.ts).
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
