import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn, signInAs } from "./auth";
import { closeBrowser, javaScriptModes, withPage } from "./browser";
import { fitsPhoneAndDesktop, open, submitPlan } from "./journey-steps";

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
        await signInAs(staff.context(), "dev-staff-coordinator");
        await open(staff, `/staff/cases/${caseId}`, javaScriptEnabled);
        const journey = staff
          .locator("section")
          .filter({ has: staff.getByRole("heading", { name: "Journey", exact: true }) });
        await journey.getByLabel("Move the stage to").selectOption("travel_arrangements");
        await journey.getByRole("button", { name: "Move stage" }).click();
        await journey.getByText("Stage 3 of 6: Travel Arrangements").waitFor();

        await journey.getByLabel("Visa invitation letter").selectOption("sent");
        await staff
          .getByRole("region", { name: "History" })
          .getByText(/moved the journey stage: Free Consultation → Travel Arrangements/)
          .waitFor();
        await journey.getByRole("button", { name: "Save journey facts" }).click();
        await staff.getByText("Journey facts saved. The patient sees them on their request page.").first().waitFor();
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

      // Phones and desktops, English and Arabic: no sideways scroll; screenshots for a reviewer.
      await fitsPhoneAndDesktop(
        patient,
        [
          ["en", `/requests/${caseId}`],
          ["ar", `/ar/requests/${caseId}`],
        ],
        "journey-request",
        javaScriptEnabled ? "js" : "no-js",
      );
    });
  }, 180_000);
});
