import { afterAll, describe, expect, it } from "vitest";
import { d1, signInAs } from "./auth";
import { closeBrowser, javaScriptModes, screenshot, waitForHydration, withPage } from "./browser";

afterAll(closeBrowser);

/** An Egyptian mobile number nobody else in the suite writes from. */
const newNumber = () => `+2010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

// A patient writes on WhatsApp (the development stand-in for Meta's side), with a scanned report; the coordinator
// reads it in the case's conversation and answers on WhatsApp, and the answer reaches the patient's chat.
describe.each(javaScriptModes)("a WhatsApp conversation with $name", ({ javaScriptEnabled }) => {
  it("opens a case from the patient's message and file, and the coordinator's WhatsApp answer reaches their chat", async () => {
    const phone = newNumber();
    await withPage({ javaScriptEnabled }, async (patient) => {
      await patient.goto("/dev/whatsapp");
      if (javaScriptEnabled) await waitForHydration(patient);
      await patient.getByLabel("Number").fill(phone);
      await patient.getByLabel("Profile name").fill("Hana Idris");
      await patient.getByRole("button", { name: "Send to the business" }).click();
      // Neither words nor a file: refused by the field, the number kept.
      await patient.getByText("Write a message or attach a file.").waitFor();
      expect(await patient.getByLabel("Number").inputValue()).toBe(phone);
      await patient.getByLabel("Message").fill("Here is my dentist's X-ray report. Can you do implants in February?");
      await patient.getByLabel("Attach").selectOption({ label: "A scanned X-ray report (PDF)" });
      await patient.getByRole("button", { name: "Send to the business" }).click();
      await patient.getByRole("heading", { name: `Chat with ${phone}` }).waitFor();

      const [opened] = d1<{ id: string }>(`SELECT id FROM cases WHERE patient_phone = '${phone}'`);
      expect(opened).toBeDefined();
      await withPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } }, async (staff) => {
        await signInAs(staff.context(), "dev-staff-admin");
        await staff.goto(`/staff/cases/${opened!.id}`);
        if (javaScriptEnabled) await waitForHydration(staff);
        const request = staff.locator("#conversation").getByRole("listitem").first();
        await request.getByText("Can you do implants in February?").waitFor();
        expect(await request.getByText("on WhatsApp").count()).toBe(1);
        // The file comes through the Graph API by a queue job: it is on the case once a reload shows it.
        await expect
          .poll(async () => {
            await staff.reload();
            return staff.getByRole("link", { name: "panoramic-x-ray.pdf" }).count();
          }, { timeout: 15_000 })
          .toBe(1);
        if (javaScriptEnabled) await waitForHydration(staff);
        expect(await staff.getByLabel("Send the reply by").inputValue()).toBe("whatsapp");
        await staff.getByLabel("Reply to the patient").fill("Yes, February works. Dr Samir will look at the report today.");
        await staff.getByRole("button", { name: "Send reply" }).click();
        await staff.locator("#conversation").getByText("Dr Samir will look at the report today.").waitFor();
        if (process.env.SCREENSHOTS === "1") await screenshot(staff, `test-results/whatsapp-case-${javaScriptEnabled ? "js" : "nojs"}-390.png`);
      });

      await expect
        .poll(async () => {
          await patient.goto(`/dev/whatsapp?phone=${encodeURIComponent(phone)}`);
          return patient.getByRole("list", { name: `Chat with ${phone}` }).getByText("Dr Samir will look at the report today.").count();
        }, { timeout: 15_000 })
        .toBe(1);
    });
  });
});
