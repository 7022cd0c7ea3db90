import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signInAs } from "./auth";
import { baseURL, closeBrowser, javaScriptModes, screenshot, waitForHydration, withPage } from "./browser";

afterAll(closeBrowser);

/** An Egyptian mobile number nobody else in the suite writes from. */
const newNumber = () => `+2010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

type Marked = Window & { __marker?: string };

/** Marks the page, so a reload (which would clear the mark) shows. */
const mark = (page: Page) => page.evaluate(() => ((window as Marked).__marker = "still here"));
const marked = (page: Page) => page.evaluate(() => (window as Marked).__marker);

/** The case's reply address, from the acknowledgement e-mailed to the patient (its Reply-To). */
async function replyAddressOf(email: string) {
  let address: string | undefined;
  await expect
    .poll(() => {
      const [row] = d1<{ headers: string }>(`SELECT headers FROM email_outbox WHERE to_address = '${email}' AND template = 'contact-acknowledgement'`);
      address = row ? (JSON.parse(row.headers) as Record<string, string>)["Reply-To"] : undefined;
      return address;
    }, { timeout: 15_000 })
    .toMatch(/^reply\+/);
  return address!;
}

/** A reply as the patient's mail program sends it, handed to the worker's email() handler as Email Routing does. */
async function mailReply(from: string, to: string, text: string) {
  const raw = [`From: Tariq Osman <${from}>`, `To: ${to}`, "Subject: Re: We have your message", `Message-ID: <${crypto.randomUUID()}@mail.example.com>`, "Content-Type: text/plain; charset=utf-8", "", text, "", "On Tuesday NileCare wrote:", "> We have your message.", ""].join("\r\n");
  const response = await fetch(`${baseURL()}/cdn-cgi/handler/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { method: "POST", body: raw });
  expect(response.ok).toBe(true);
}

describe.each(javaScriptModes)("one conversation on every channel, with $name", ({ javaScriptEnabled }) => {
  it("puts a patient's e-mailed reply in the open case page's conversation (at once with JavaScript, at a reload without)", async () => {
    const email = `tariq-${crypto.randomUUID()}@example.com`;
    await withPage({ javaScriptEnabled }, async (patient) => {
      await patient.goto("/contact");
      const form = patient.locator("form").filter({ has: patient.getByRole("button", { name: "Send Message" }) });
      await form.getByLabel("First Name").fill("Tariq");
      await form.getByLabel("Last Name").fill("Osman");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Message").fill("How long is the recovery after a knee replacement?");
      await form.getByRole("button", { name: "Send Message" }).click();
      await patient.getByText("Thank you").first().waitFor();
    });
    const replyTo = await replyAddressOf(email);
    const [opened] = d1<{ id: string }>(`SELECT id FROM cases WHERE patient_email = '${email}'`);

    await withPage({ javaScriptEnabled }, async (staff) => {
      await signInAs(staff.context(), "dev-staff-coordinator");
      await staff.goto(`/staff/cases/${opened!.id}`);
      if (javaScriptEnabled) await waitForHydration(staff);
      await mark(staff);
      await mailReply(email, replyTo, "Thank you. I can travel in April with my wife.");
      const reply = staff.locator("#conversation").getByRole("listitem").filter({ hasText: "I can travel in April with my wife." });
      if (javaScriptEnabled) {
        await reply.waitFor();
        expect(await marked(staff)).toBe("still here");
      } else {
        await expect.poll(async () => (await staff.reload(), reply.count()), { timeout: 15_000 }).toBe(1);
      }
      expect(await reply.getByText("by e-mail").count()).toBe(1);
      // The quoted history stays out of the thread.
      expect(await staff.locator("#conversation").getByText("We have your message.").count()).toBe(0);
    });
  });

  it("opens a case from a WhatsApp message and file, shows it on the case list, and the coordinator's WhatsApp answer reaches the chat", async () => {
    const phone = newNumber();
    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (staff) => {
      await signInAs(staff.context(), "dev-staff-admin");
      await staff.goto(`/staff?q=${encodeURIComponent("Hana Idris")}&status=all`);
      if (javaScriptEnabled) await waitForHydration(staff);
      await mark(staff);

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
      });

      // The list shows the new case: live with JavaScript, at a reload without.
      const [opened] = d1<{ id: string }>(`SELECT id FROM cases WHERE patient_phone = '${phone}'`);
      const row = staff.locator("tbody tr").filter({ has: staff.locator(`a[href="/staff/cases/${opened!.id}"]`) });
      if (javaScriptEnabled) {
        await row.waitFor();
        expect(await marked(staff)).toBe("still here");
      } else {
        await expect.poll(async () => (await staff.reload(), row.count()), { timeout: 15_000 }).toBe(1);
      }
      await staff.setViewportSize({ width: 390, height: 844 });
      await staff.goto(`/staff/cases/${opened!.id}`);
      if (javaScriptEnabled) await waitForHydration(staff);
      const request = staff.locator("#conversation").getByRole("listitem").first();
      await request.getByText("Can you do implants in February?").waitFor();
      expect(await request.getByText("on WhatsApp").count()).toBe(1);
      // The file comes through the Graph API by a queue job: it is on the case once a reload shows it.
      await expect.poll(async () => (await staff.reload(), staff.getByRole("link", { name: "panoramic-x-ray.pdf" }).count()), { timeout: 15_000 }).toBe(1);
      if (javaScriptEnabled) await waitForHydration(staff);
      expect(await staff.getByLabel("Send the reply by").inputValue()).toBe("whatsapp");
      await staff.getByLabel("Reply to the patient").fill("Yes, February works. Dr Samir will look at the report today.");
      await staff.getByRole("button", { name: "Send reply" }).click();
      await staff.locator("#conversation").getByText("Dr Samir will look at the report today.").waitFor();
      if (process.env.SCREENSHOTS === "1") await screenshot(staff, `test-results/whatsapp-case-${javaScriptEnabled ? "js" : "nojs"}-390.png`);

      // The patient's chat: the acknowledgement with the time they will be answered by, then the coordinator's answer.
      await withPage({ javaScriptEnabled }, async (patient) => {
        const chat = patient.getByRole("list", { name: `Chat with ${phone}` });
        await expect
          .poll(async () => (await patient.goto(`/dev/whatsapp?phone=${encodeURIComponent(phone)}`), chat.getByText("Dr Samir will look at the report today.").count()), { timeout: 15_000 })
          .toBe(1);
        expect(await chat.getByText(/A coordinator will answer you here by .+ \(Cairo time\)/).count()).toBe(1);
      });
    });
  });
});
