import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn, signInAs } from "../auth";
import { closeBrowser, javaScriptModes, screenshot, waitForHydration, withPage } from "../browser";
import { inDays, open, submitPlan } from "../journey-steps";
import { openMail } from "../mail";

afterAll(closeBrowser);

type Marked = Window & { __marker?: string };
async function setMarker(page: Page) {
  await page.evaluate(() => ((window as Marked).__marker = "still here"));
}
async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as Marked).__marker)).toBe("still here");
}

/** A page opened as the journey steps open it, marked so that a reload would show. */
async function openMarked(page: Page, path: string, javaScriptEnabled: boolean) {
  await open(page, path, javaScriptEnabled);
  if (javaScriptEnabled) await setMarker(page);
}


async function staffReply(page: Page, text: string) {
  const thread = page.locator("#conversation");
  await thread.getByLabel("Reply to the patient").fill(text);
  await thread.getByRole("button", { name: "Send reply" }).click();
  await thread.getByRole("listitem").filter({ hasText: text }).waitFor();
}

describe.each(javaScriptModes)("conversations and quotes with $name", ({ javaScriptEnabled }) => {
  it("a patient submits a plan; the coordinator replies and quotes; the patient reads it on the dashboard, answers and accepts", async () => {
    await withPage({ javaScriptEnabled }, async (patient) => {
      const { userId } = await signIn(patient.context());
      await submitPlan(patient, javaScriptEnabled);
      const [{ id: caseId }] = d1<{ id: string }>(`SELECT id FROM cases WHERE patient_user_id = '${userId}'`) as [{ id: string }];

      await withPage({ javaScriptEnabled }, async (staff) => {
        // A fake clock that never moves keeps the 30-s poll away: what the open thread shows comes by its socket.
        if (javaScriptEnabled) await staff.context().clock.install();
        await signInAs(staff.context(), "dev-staff-coordinator");
        await openMarked(staff, `/staff/cases/${caseId}`, javaScriptEnabled);
        await staffReply(staff, "Hello! Dr. Hassan can see you on the 3rd. Does that suit you?");

        await staff.getByText("Write a quote", { exact: true }).click();
        const form = staff.locator("#quote-form");
        await form.getByLabel("Currency").selectOption("EUR");
        await form.getByLabel("Procedure: description").fill("Coronary bypass");
        await form.getByLabel("Procedure: unit price").fill("9,800");
        await form.getByLabel("Hospital stay: quantity").fill("7");
        await form.getByLabel("Hospital stay: unit price").fill("171.50");
        await form.getByLabel("Also not included").fill("Flights");
        await form.getByLabel("Facility").fill("Cairo Heart Centre");
        await form.getByLabel("Doctor").fill("Dr. Ahmed Fathy");
        await form.getByLabel("Valid until").fill(inDays(14));
        await form.getByRole("button", { name: "Send quote" }).click();
        await staff.locator("#quotes").getByText("€11,000.50").first().waitFor();
        if (javaScriptEnabled) await expectNoReload(staff);

        // The patient's dashboard lists the request with its status, last message and an unread mark.
        await openMarked(patient, "/dashboard", javaScriptEnabled);
        const requests = patient.locator("#my-requests");
        await requests.getByText("Waiting for your answer").waitFor();
        await requests.getByText("New reply").waitFor();
        expect(await requests.innerText()).toContain("Hello! Dr. Hassan can see you on the 3rd.");
        await requests.getByRole("link", { name: /Trip plan: Cardiac Surgery/ }).click();
        await patient.waitForURL((url) => url.pathname === `/requests/${caseId}`);
        if (javaScriptEnabled) await setMarker(patient);
        await patient.getByText("Karim, your coordinator").waitFor();
        expect(await patient.locator("#quotes").innerText()).toContain("Cairo Heart Centre");
        expect(await patient.locator("#quotes").innerText()).toContain("€11,000.50");

        // With JavaScript the coordinator's open thread shows the answer without a reload, told by the case's socket
        // (the poll's fallback: tests/browser/case-live.test.ts).
        const answer = "The 3rd is perfect, thank you.";
        await patient.getByLabel("Your message").fill(answer);
        await patient.getByRole("button", { name: "Send message" }).click();
        await patient.locator("#conversation").getByRole("listitem").filter({ hasText: answer }).waitFor();
        if (javaScriptEnabled) {
          await expectNoReload(patient);
          await staff.locator("#conversation").getByText(answer).waitFor();
          await expectNoReload(staff);
        }
        expect(d1<{ status: string }>(`SELECT status FROM cases WHERE id = '${caseId}'`)[0]!.status).toBe("in_review");

        await patient.getByRole("button", { name: /Accept quote Q-\d{4,} v1/ }).click();
        await patient.locator("#quotes").getByText("Accepted", { exact: true }).waitFor();
        // The yes moves the journey on; nothing claims a consultation that nobody booked.
        await patient.locator('#journey [aria-current="step"]').getByText("Schedule Treatment").waitFor();
        expect(await patient.locator("#status").getByText("Consultation scheduled").count()).toBe(0);
        expect(d1<{ status: string }>(`SELECT status FROM cases WHERE id = '${caseId}'`)[0]!.status).toBe("in_review");

        // Under the site's header, on a phone: no sideways scroll; screenshots for a reviewer (decision 0105).
        const mode = javaScriptEnabled ? "js" : "no-js";
        await patient.setViewportSize({ width: 390, height: 844 });
        for (const [name, path] of [["dashboard", "/dashboard"], ["thread", `/requests/${caseId}`]] as const) {
          await patient.goto(path);
          expect(await patient.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
          await screenshot(patient, `test-results/screenshots/conversations-${name}-390-${mode}.png`);
        }
        for (const [name, path] of [["case-list", "/staff"], ["case", `/staff/cases/${caseId}`]] as const) {
          await staff.goto(path);
          await screenshot(staff, `test-results/screenshots/conversations-staff-${name}-1280-${mode}.png`);
        }
      });
    });
  }, 150_000);

  it("an anonymous contact-form sender answers the coordinator through the e-mailed link", async () => {
    const email = `visitor-${crypto.randomUUID()}@example.com`;
    await withPage({ javaScriptEnabled }, async (visitor) => {
      await openMarked(visitor, "/contact", javaScriptEnabled);
      const contact = visitor.locator("form#contact-form");
      await contact.getByLabel("First Name").fill("Layla");
      await contact.getByLabel("Last Name").fill("Mansour");
      await contact.getByLabel("Email").fill(email);
      await contact.getByLabel("Message").fill("How long do dental implants take?");
      await contact.getByRole("button", { name: "Send Message" }).click();
      await visitor.getByText("Message Sent Successfully!").waitFor();
      const [{ id: caseId }] = d1<{ id: string }>(`SELECT id FROM cases WHERE patient_email = '${email}'`) as [{ id: string }];

      await withPage({ javaScriptEnabled }, async (staff) => {
        // The coordinator's thread polls every 30 s: a fake clock moves it on instead of waiting (see below).
        if (javaScriptEnabled) await staff.context().clock.install();
        await signInAs(staff.context(), "dev-staff-coordinator");
        await openMarked(staff, `/staff/cases/${caseId}`, javaScriptEnabled);
        await staffReply(staff, "Usually two visits, three months apart.");
      });

      await openMail(visitor, email, "Karim from NileCare replied to your request");
      expect(await visitor.locator("main").innerText()).toContain("Usually two visits, three months apart.");
      await visitor.getByRole("link", { name: new RegExp(`/requests/${caseId}\\?key=`) }).first().click();
      await visitor.waitForURL((url) => url.pathname === `/requests/${caseId}`);
      if (javaScriptEnabled) {
        await waitForHydration(visitor);
        await setMarker(visitor);
      }
      await visitor.getByText("Karim, your coordinator").waitFor();
      await visitor.getByLabel("Your message").fill("Thank you! Can I come in March?");
      await visitor.getByRole("button", { name: "Send message" }).click();
      await visitor.locator("#conversation").getByRole("listitem").filter({ hasText: "Can I come in March?" }).waitFor();
      if (javaScriptEnabled) await expectNoReload(visitor);
      expect(new URL(visitor.url()).searchParams.get("key")).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = d1<{ author: string }>(`SELECT author FROM case_messages WHERE case_id = '${caseId}' ORDER BY created_at`);
      expect(rows.map((r) => r.author)).toEqual(["staff", "patient"]);
    });
  });
});
