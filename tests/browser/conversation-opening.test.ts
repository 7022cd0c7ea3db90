import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn, signInAs } from "./auth";
import { closeBrowser, javaScriptOn, withPage } from "./browser";
import { open, submitPlan } from "./journey-steps";

afterAll(closeBrowser);

// Once, with JavaScript: what opens the conversation is the server's page in either mode, the plan is sent both ways
// by the trip planner's walks and the coordinator's reply by slow/conversations.test.ts.
describe.each(javaScriptOn)("the request opens the conversation with $name", ({ javaScriptEnabled }) => {
  it("the patient's plan is their first message on their request page in English and Arabic and on the staff case page, before the coordinator's reply", async () => {
    await withPage({ javaScriptEnabled }, async (patient) => {
      const { userId } = await signIn(patient.context());
      await submitPlan(patient, javaScriptEnabled);
      const [{ id: caseId }] = d1<{ id: string }>(`SELECT id FROM cases WHERE patient_user_id = '${userId}'`) as [{ id: string }];

      await open(patient, `/requests/${caseId}`, javaScriptEnabled);
      const conversation = patient.getByRole("region", { name: "Conversation" });
      const first = conversation.getByRole("listitem").first();
      expect(await first.innerText()).toContain("Your request");
      expect(await first.innerText()).toContain("I sent a trip plan for Cardiac Surgery.");
      expect(await conversation.innerText()).not.toContain("No messages yet");
      // Its link leads to the plan's details at the top of the page.
      await first.getByRole("link", { name: "See what you sent" }).click();
      await patient.waitForURL((url) => url.hash === "#sent");
      expect(await patient.locator("#sent").innerText()).toContain("Cardiac Surgery");

      await open(patient, `/ar/requests/${caseId}`, javaScriptEnabled);
      const arabic = patient.getByRole("region", { name: "المحادثة" }).getByRole("listitem").first();
      expect(await arabic.innerText()).toContain("طلبك");
      expect(await arabic.innerText()).toContain("أرسلت خطة رحلة بخصوص");

      await withPage({ javaScriptEnabled }, async (staff) => {
        await signInAs(staff.context(), "dev-staff-coordinator");
        await open(staff, `/staff/cases/${caseId}`, javaScriptEnabled);
        const thread = staff.getByRole("region", { name: "Conversation" });
        expect(await thread.getByRole("listitem").first().innerText()).toContain("Their request");
        expect(await thread.getByRole("listitem").first().innerText()).toContain("I sent a trip plan for Cardiac Surgery.");
        expect(await thread.innerText()).not.toContain("No messages yet");
        await staff.getByLabel("Reply to the patient").fill("We have your plan and will write this week.");
        await staff.getByRole("button", { name: "Send reply" }).click();
        await thread.getByText("We have your plan and will write this week.").waitFor();
        expect(await thread.getByRole("listitem").count()).toBe(2);
        expect(await thread.getByRole("listitem").first().innerText()).toContain("Their request");
      });

      await open(patient, `/requests/${caseId}`, javaScriptEnabled);
      const items = patient.getByRole("region", { name: "Conversation" }).getByRole("listitem");
      expect(await items.count()).toBe(2);
      expect(await items.nth(0).innerText()).toContain("I sent a trip plan for Cardiac Surgery.");
      expect(await items.nth(1).innerText()).toContain("We have your plan and will write this week.");
    });
  });
});
