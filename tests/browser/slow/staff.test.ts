import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn as signInPatient, signInAs } from "../auth";
import { violations } from "../axe";
import { closeBrowser, javaScriptModes, javaScriptOn, waitForHydration, withPage } from "../browser";
import { signInStaff } from "../journey-steps";
import { toast } from "../mail";

afterAll(closeBrowser);

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

describe.each(javaScriptModes)("staff console with $name", ({ javaScriptEnabled }) => {
  const mode = javaScriptEnabled ? "js" : "nojs";

  it("a contact message reaches the coordinator, who finds it under 'new', claims it, moves it on and notes it", async () => {
    const lastName = `Sender${mode}${Date.now()}`;
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/contact");
      if (javaScriptEnabled) await waitForHydration(page);
      const form = page.locator("#contact-form");
      await form.getByLabel("First Name").fill("Rania");
      await form.getByLabel("Last Name").fill(lastName);
      await form.getByLabel("Email").fill(`rania-${mode}@example.com`);
      await form.getByLabel("Message").fill("Could someone call me about a knee replacement?");
      await form.getByRole("button", { name: "Send Message" }).click();
      await toast(page, "Message Sent Successfully!").waitFor();
      // A visitor never sees the console.
      expect((await page.goto("/staff"))!.status()).toBe(404);
    });

    await withPage({ javaScriptEnabled }, async (page) => {
      await signInStaff(page, javaScriptEnabled);
      await page.locator("summary", { hasText: "Filters" }).click();
      await page.getByLabel("Status", { exact: true }).selectOption("new");
      await page.getByLabel("Search", { exact: true }).fill(lastName);
      await page.getByRole("button", { name: "Apply filters" }).click();
      await page.waitForURL((url) => url.searchParams.get("status") === "new" && url.searchParams.get("q") === lastName);
      const link = page.getByRole("link", { name: `Rania ${lastName}` });
      await link.waitFor();
      await expect.poll(() => page.getByRole("cell", { name: "Contact message" }).first().isVisible()).toBe(true);
      // axe runs as page script, so only where JavaScript runs; the markup is the same in both modes.
      if (javaScriptEnabled) expect(await violations(page)).toEqual([]);
      await link.click();
      await page.getByRole("heading", { level: 1, name: `Rania ${lastName}` }).waitFor();
      if (javaScriptEnabled) await waitForHydration(page);
      await expect.poll(() => page.getByText("Could someone call me about a knee replacement?").isVisible()).toBe(true);

      const documentLoads: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "document") documentLoads.push(r.url());
      });

      await page.getByRole("button", { name: "Claim this case" }).click();
      await toast(page, "You claimed this case.").waitFor();
      await page.getByText("Karim Coordinator (me)").waitFor();
      expect(await page.getByRole("button", { name: "Claim this case" }).count()).toBe(0);

      await page.getByLabel("Change status").selectOption("in_review");
      await page.getByRole("button", { name: "Change status" }).click();
      await toast(page, 'Status changed to "In review".').waitFor();
      await page.getByText("Now: In review").waitFor();

      const note = `Call back on Sunday (${mode}).`;
      await page.getByRole("textbox", { name: "Internal note" }).fill(note);
      await page.getByRole("button", { name: "Add note" }).click();
      await toast(page, "Note added.").waitFor();
      await page.locator("li").filter({ hasText: note }).first().waitFor();
      expect(await page.getByRole("textbox", { name: "Internal note" }).inputValue()).toBe("");
      await page.getByText("Karim Coordinator added an internal note").waitFor();
      if (javaScriptEnabled) expect(await violations(page)).toEqual([]);

      // With JavaScript every action updated the page in place; without it each was a post and a redirect.
      if (javaScriptEnabled) expect(documentLoads).toEqual([]);
      else expect(documentLoads.length).toBeGreaterThanOrEqual(3);
    });

    const [row] = d1<{ status: string; assignee_id: string }>(
      `SELECT c.status, c.assignee_id FROM cases c JOIN contact_messages m ON m.id = c.contact_message_id WHERE m.last_name = ${sqlText(lastName)}`,
    );
    expect(row).toEqual({ status: "in_review", assignee_id: "dev-staff-coordinator" });
  }, 120_000);

  it("a patient's intake document opened by the coordinator shows on the patient's dashboard", async () => {
    const lastName = `Patient${mode}${Date.now()}`;
    let patientEmail = "";
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/start-journey");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("First Name").fill("Lina");
      await page.getByLabel("Last Name").fill(lastName);
      for (let step = 1; step <= 3; step++) await nextStep(page, step + 1);
      await page.getByLabel("Choose passport file").setInputFiles({
        name: "passport.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5_000, 0x20)]),
      });
      if (javaScriptEnabled) await page.getByRole("button", { name: "Remove passport.pdf" }).waitFor();
      else {
        await page.getByRole("button", { name: "Upload Files" }).click();
        await page.getByText("1 file(s) uploaded").waitFor();
      }
      await nextStep(page, 5);
      await nextStep(page, 6);
      const { email } = await signInPatient(page.context());
      patientEmail = email;
      await page.goto("/start-journey?step=6");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel(/I consent to NileCare processing my health information/).check();
      await page.getByRole("button", { name: "Complete Registration" }).click();
      await page.waitForURL((url) => url.pathname === "/dashboard");
      await page.getByText("No one on our staff has opened your documents yet.").waitFor();

      await withPage({ javaScriptEnabled }, async (staff) => {
        await signInAs(staff.context(), "dev-staff-coordinator");
        await staff.goto(`/staff?type=intake&q=${encodeURIComponent(patientEmail)}`);
        await staff.getByRole("link", { name: `Lina ${lastName}` }).click();
        await staff.getByRole("heading", { level: 1, name: `Lina ${lastName}` }).waitFor();
        const [download] = await Promise.all([staff.waitForEvent("download"), staff.getByRole("link", { name: "passport.pdf" }).click()]);
        expect(download.suggestedFilename()).toBe("passport.pdf");
      });

      await page.goto("/dashboard");
      // The file name is isolated (FSI … PDI) inside the sentence.
      await page.getByText("Karim Coordinator opened \u2068passport.pdf\u2069").waitFor();
    });
  }, 120_000);
});

// The search itself is the server's (tests/worker/case-search.test.ts); the filter form it goes through is sent with and
// without JavaScript by the first walk above, so the search runs once, with JavaScript (and axe).
describe.each(javaScriptOn)("the case search box with $name", ({ javaScriptEnabled }) => {
  const mode = javaScriptEnabled ? "js" : "nojs";

  /** Types into the search box and applies the filters, as a coordinator does. */
  async function searchFor(page: Page, q: string) {
    await page.getByLabel("Search", { exact: true }).fill(q);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === q);
    if (javaScriptEnabled) await waitForHydration(page);
  }

  it("finds an Arabic message by the reference its sender was told, the phone number as typed another way and a word without its article; a colleague's case shows its holder", async () => {
    const lastName = `Search${mode}${Date.now()}`;
    const digits = String(Date.now()).slice(-6);
    let reference = "";
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/ar/contact");
      if (javaScriptEnabled) await waitForHydration(page);
      const form = page.locator("#contact-form");
      await form.getByLabel("الاسم الأول").fill("Pavla");
      await form.getByLabel("اسم العائلة").fill(lastName);
      await form.getByLabel("البريد الإلكتروني").fill(`pavla-${mode}-${digits}@example.com`);
      await form.getByLabel("رقم الهاتف").fill(`+420 603 ${digits.slice(0, 3)} ${digits.slice(3)}`);
      await form.getByLabel("رسالتك").fill("أحتاج إلى رأي ثانٍ في الصمام الأورطي قبل العملية.");
      await form.getByRole("button", { name: "إرسال الرسالة" }).click();
      const told = page.getByRole("status").filter({ hasText: "تم إرسال رسالتك بنجاح!" });
      await told.waitFor();
      reference = /C-[0-9A-F]{8}/.exec((await told.textContent()) ?? "")?.[0] ?? "";
      expect(reference).not.toBe("");
    });
    const colleagueName = `Held${mode}${Date.now()}`;
    d1(`INSERT INTO contact_messages (id, first_name, last_name, email, message) VALUES ('held-${mode}-${digits}', 'Dina', ${sqlText(colleagueName)}, 'dina-${mode}-${digits}@example.com', 'Private words of the patient.');
        INSERT INTO cases (id, type, contact_message_id, patient_name, patient_email, status, assignee_id, received_at, due_at, updated_at)
        VALUES ('${crypto.randomUUID()}', 'contact', 'held-${mode}-${digits}', ${sqlText(`Dina ${colleagueName}`)}, 'dina-${mode}-${digits}@example.com', 'in_review', 'dev-staff-admin', 0, 0, 0)`);

    await withPage({ javaScriptEnabled }, async (page) => {
      await signInStaff(page, javaScriptEnabled);
      for (const q of [reference.toLowerCase(), `00420603${digits}`, `603 ${digits.slice(0, 3)} ${digits.slice(3)}`, `صمام ${lastName}`]) {
        await searchFor(page, q);
        await page.getByRole("link", { name: `Pavla ${lastName}` }).waitFor();
      }
      await page.getByRole("link", { name: `Pavla ${lastName}` }).click();
      await page.getByText(`Case ${reference}`).first().waitFor();

      await page.goto("/staff");
      if (javaScriptEnabled) await waitForHydration(page);
      await searchFor(page, colleagueName);
      await page.getByText("No case you can open matches these filters.").waitFor();
      await page.getByText(/C-[0-9A-F]{8} · held by Amira Admin/).waitFor();
      expect(await page.getByText("Private words of the patient.").count()).toBe(0);
      if (javaScriptEnabled) expect(await violations(page)).toEqual([]);
    });
  }, 120_000);
});

async function nextStep(page: Page, step: number) {
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByText(`Step ${step} of 6`, { exact: true }).waitFor();
}
