import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signInAs } from "./auth";
import { violations } from "./axe";
import { closeBrowser, javaScriptModes, screenshot, waitForHydration, withPage } from "./browser";
import { signInStaff } from "./journey-steps";
import { toast } from "./mail";

afterAll(closeBrowser);

const HOUR = 60 * 60 * 1000;
const COORDINATOR = "dev-staff-coordinator";

/** A contact message from three hours ago (its 2-hour promise passed), on the coordinator's desk, with a patient message. */
function overdueCase(word: string) {
  const caseId = crypto.randomUUID();
  const messageId = crypto.randomUUID();
  const email = `${word.toLowerCase()}@example.com`;
  const at = Date.now() - 3 * HOUR;
  d1(`INSERT INTO contact_messages (id, first_name, last_name, email, message, created_at) VALUES ('${messageId}', 'Laila', '${word}', '${email}', 'I need a price for veneers.', ${at});
      INSERT INTO cases (id, type, contact_message_id, patient_name, patient_email, status, assignee_id, received_at, due_at, updated_at)
        VALUES ('${caseId}', 'contact', '${messageId}', 'Laila ${word}', '${email}', 'new', '${COORDINATOR}', ${at}, ${at + 2 * HOUR}, ${at});
      INSERT INTO case_messages (id, case_id, author, patient_email, body, created_at)
        VALUES ('${crypto.randomUUID()}', '${caseId}', 'patient', '${email}', 'Also, is the ${word.toLowerCase()}clinic near the airport?', ${at + HOUR})`);
  return caseId;
}

/** A coordinator's first reply in a case's thread, as the reply form stores it (SQL for `d1`). */
const firstReply = (caseId: string, staffId: string, at: number) =>
  `INSERT INTO case_messages (id, case_id, author, author_id, body, created_at) VALUES ('${crypto.randomUUID()}', '${caseId}', 'staff', '${staffId}', 'We can help.', ${at})`;

async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== "1") return;
  const viewport = page.viewportSize();
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `test-results/console-${name}-${width}-${colorScheme}.png`);
    }
  }
  // The walk goes on as it was, at its own width.
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: "light" });
}

describe.each(javaScriptModes)("a coordinator's morning with $name", ({ javaScriptEnabled }) => {
  it("finds a case by a message's words, sees it overdue, answers with a saved reply, quotes the contact message and reassigns it", async () => {
    const word = `Zebu${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
    const caseId = overdueCase(word);
    const title = `Price on its way ${word}`;
    d1(`INSERT INTO saved_replies (id, title, locale, body) VALUES ('${crypto.randomUUID()}', '${title}', 'en', 'Dear {firstName}, your price follows today.')`);

    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (page) => {
      await signInStaff(page, javaScriptEnabled);
      await page.getByLabel("Search", { exact: true }).fill(`${word.toLowerCase()}clinic`);
      await page.getByRole("button", { name: "Apply filters" }).click();
      const link = page.getByRole("link", { name: `Laila ${word}` });
      await link.waitFor();
      await expect.poll(() => page.getByRole("row", { name: new RegExp(word) }).getByText("Overdue").isVisible()).toBe(true);
      // The morning's work on the first screen: the first case's name and due time show in it on a desk and a phone.
      for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
        await page.setViewportSize(viewport);
        const top = await page.locator("tbody tr").first().evaluate((row) => row.getBoundingClientRect().top + window.scrollY);
        expect(top, `the first case's top at ${viewport.width} px`).toBeLessThan(viewport.height - 120);
      }
      await shoot(page, `list-${javaScriptEnabled ? "js" : "nojs"}`);

      await link.click();
      await page.getByRole("heading", { level: 1, name: `Laila ${word}` }).waitFor();
      if (javaScriptEnabled) await waitForHydration(page);
      await shoot(page, `case-${javaScriptEnabled ? "js" : "nojs"}`);

      // The saved reply goes into the reply box after what was typed (at the cursor with JavaScript, by a post
      // that sends nothing without).
      const box = page.getByLabel("Reply to the patient");
      await box.fill("Thank you for the X-ray.\n\n");
      await page.getByLabel("Saved reply").selectOption({ label: `${title} (English)` });
      await page.getByRole("button", { name: "Insert reply" }).click();
      await expect.poll(() => box.inputValue()).toBe("Thank you for the X-ray.\n\nDear Laila, your price follows today.");
      // The post's answer is checked first, so a refusal or an error says which instead of a wait running out.
      const [sent] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(`/staff/cases/${caseId}`)),
        page.getByRole("button", { name: "Send reply" }).click(),
      ]);
      expect(sent.status(), "the reply's post").toBeLessThan(400);
      await page.locator("#conversation").getByText(/Thank you for the X-ray\.\s+Dear Laila, your price follows today\./).waitFor();

      // A contact message can be quoted.
      await page.getByText("Write a quote", { exact: true }).click();
      const form = page.locator("#quote-form");
      await form.getByLabel("Treatment").selectOption("Dental Care");
      await form.getByLabel("Procedure: unit price").fill("3,200");
      await form.getByLabel("Also included").fill("Ten veneers");
      await form.getByLabel("Also not included").fill("Flights");
      await form.getByLabel("Facility").fill("Nile Dental Clinic");
      await form.getByLabel("Doctor").fill("Dr. Salma Youssef");
      await form.getByLabel("Valid until").fill(new Date(Date.now() + 10 * 24 * HOUR).toISOString().slice(0, 10));
      await form.getByRole("button", { name: "Send quote" }).click();
      await page.locator("#quotes").getByText("$3,200.00").first().waitFor();
      // The new version's form has each row once, prefilled from the last one.
      await expect.poll(() => page.locator('#quote-form [name="items[0].unitPrice"]').count()).toBe(1);
      await expect.poll(() => page.locator('#quote-form [name="items[0].unitPrice"]').inputValue()).toBe("3200.00");

      // With JavaScript a folded panel stays folded on the next visit (without it, every panel is drawn open).
      const history = page.locator("section", { has: page.getByRole("heading", { name: "History", exact: true }) }).locator("details").first();
      await history.locator("summary").click();
      expect(await history.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
      await page.reload();
      if (javaScriptEnabled) await waitForHydration(page);
      await expect.poll(() => history.evaluate((d: HTMLDetailsElement) => d.open)).toBe(!javaScriptEnabled);

      // Giving the case to the admin goes back to the list with the toast, not to the 404.
      await page.getByLabel("Assign to").selectOption({ label: "Amira Admin (admin)" });
      await page.getByRole("button", { name: "Assign", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/staff");
      await toast(page, "Assigned to Amira Admin.").waitFor();
      expect(await page.getByText("Oops! Page not found").count()).toBe(0);
    });
    expect(d1<{ assignee_id: string }>(`SELECT assignee_id FROM cases WHERE id = '${caseId}'`)[0]!.assignee_id).not.toBe(COORDINATOR);
  });

  it("chooses which e-mails come at once, in the morning digest or not at all, reads their own figures and moves through a case by its menu; an admin reads a colleague's first reply in the team report and filters it to their day on the site", async () => {
    // A coordinator of this test's own: the dev coordinator's alerts are awaited by other files.
    const userId = crypto.randomUUID();
    await withPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } }, async (page) => {
      await signInAs(page.context(), userId, [
        `INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES ('${userId}', '${userId}@example.com', 'unusable', ${Date.now()})`,
        `INSERT INTO profiles (user_id, username, role) VALUES ('${userId}', 'Nour Choices', 'coordinator')`,
      ]);
      await page.goto("/staff");
      if (javaScriptEnabled) await waitForHydration(page);
      // On a phone the console's pages are in the header's menu, every one of them in view once it opens; the
      // header itself is two short rows.
      expect(await page.locator("body > header, header").first().evaluate((h) => h.getBoundingClientRect().height)).toBeLessThan(130);
      await page.getByText("Menu", { exact: true }).click();
      await shoot(page, `console-menu-${javaScriptEnabled ? "js" : "nojs"}`);
      const menuLinks = page.getByRole("navigation", { name: "Staff" }).getByRole("link");
      for (const link of await menuLinks.all()) expect(await link.isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByRole("link", { name: "Your e-mails" }).click();
      await page.getByRole("heading", { name: "Your e-mails", level: 1 }).waitFor();
      if (javaScriptEnabled) await waitForHydration(page);
      const answers = page.getByRole("group", { name: "Your patient answers" });
      await answers.getByLabel("In the morning digest (07:00 Cairo time)").check();
      await page.getByRole("group", { name: "A colleague gives you a case" }).getByLabel("Not at all").check();
      // axe runs as page script, so only where JavaScript runs; the markup is the same in both modes.
      if (javaScriptEnabled) expect(await violations(page)).toEqual([]);
      await shoot(page, `notifications-${javaScriptEnabled ? "js" : "nojs"}`);
      await page.getByRole("button", { name: "Save my choices" }).click();
      await toast(page, "Your e-mail choices are saved.").waitFor();
      await expect.poll(() => answers.getByLabel("In the morning digest (07:00 Cairo time)").isChecked()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Their report: a case answered in 30 minutes this week, in their figures, as cards on a phone.
      const caseId = overdueCase(`Report${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`);
      const received = Date.now() - HOUR;
      d1(`UPDATE cases SET assignee_id = '${userId}', received_at = ${received}, first_reply_at = ${received + 30 * 60_000}, status = 'awaiting_patient' WHERE id = '${caseId}';
          ${firstReply(caseId, userId, received + 30 * 60_000)}`);
      await page.getByText("Menu", { exact: true }).click();
      await page.getByRole("link", { name: "Reports" }).click();
      await page.getByRole("heading", { name: "My report", level: 1 }).waitFor();
      const summary = page.getByRole("region", { name: "Summary" });
      await expect.poll(() => summary.getByText("30 min").count()).toBe(2); // the median and p90 of one reply
      await expect.poll(() => summary.getByText("100% (1 of 1)").count()).toBe(1);
      expect(await page.getByRole("link", { name: "Download these figures (CSV)" }).getAttribute("href")).toMatch(/^\/staff\/reports\.csv\?from=\d{4}-\d{2}-\d{2}&to=/);
      if (javaScriptEnabled) expect(await violations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shoot(page, `report-${javaScriptEnabled ? "js" : "nojs"}`);

      // A case nobody has: its menu leads to its sections and on to the next case; with JavaScript, keys do too.
      const waiting = overdueCase(`Menu${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`);
      d1(`UPDATE cases SET assignee_id = NULL WHERE id = '${waiting}'`);
      await page.goto(`/staff/cases/${waiting}`);
      if (javaScriptEnabled) await waitForHydration(page);
      const menu = page.getByRole("navigation", { name: "This case" });
      await menu.getByRole("link", { name: "History" }).click();
      await page.waitForURL((url) => url.hash === "#history");
      // On a phone the sections fold away by their titles, and open again.
      const notes = page.getByRole("region", { name: "Internal notes" });
      const tall = await page.evaluate(() => document.documentElement.scrollHeight);
      await notes.getByRole("heading", { name: "Internal notes" }).click();
      await expect.poll(() => notes.getByText("Only staff see these notes.").isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(tall);
      if (javaScriptEnabled) expect(await violations(page)).toEqual([]);
      await notes.getByRole("heading", { name: "Internal notes" }).click();
      await expect.poll(() => notes.getByText("Only staff see these notes.").isVisible()).toBe(true);
      if (javaScriptEnabled) {
        await page.keyboard.press("r");
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("body");
        await page.locator("h1").click();
        await page.keyboard.press("a");
        await toast(page, "You claimed this case.").waitFor();
        expect(d1<{ a: string }>(`SELECT assignee_id AS a FROM cases WHERE id = '${waiting}'`)[0]!.a).toBe(userId);
        // Turned off, a letter is only a letter.
        await menu.getByRole("button", { name: /^Shortcuts on/ }).click();
        await menu.getByRole("button", { name: "Shortcuts off" }).waitFor();
        await page.locator("h1").click();
        await page.keyboard.press("n");
        expect(new URL(page.url()).pathname).toBe(`/staff/cases/${waiting}`);
        await menu.getByRole("button", { name: "Shortcuts off" }).click();
        await page.keyboard.press("n");
      } else {
        await menu.getByRole("link", { name: "Next case →" }).click();
      }
      await page.waitForURL((url) => url.pathname.startsWith("/staff/cases/") && !url.pathname.endsWith(waiting));
      await shoot(page, `case-menu-${javaScriptEnabled ? "js" : "nojs"}`);
    });
    // The admin reads the team's week: a colleague's one first reply, 45 minutes after the patient wrote (within the
    // 2 working hours whenever it was sent).
    const colleague = crypto.randomUUID();
    const colleagueName = `Team Figures ${javaScriptEnabled ? "JS" : "HTML"}`;
    const answered = overdueCase(`Team${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`);
    const received = Date.now() - 2 * HOUR;
    d1(`INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES ('${colleague}', '${colleague}@example.com', 'unusable', ${Date.now()});
        INSERT INTO profiles (user_id, username, role) VALUES ('${colleague}', '${colleagueName}', 'coordinator');
        UPDATE cases SET assignee_id = '${colleague}', received_at = ${received}, first_reply_at = ${received + 45 * 60_000}, status = 'awaiting_patient' WHERE id = '${answered}';
        ${firstReply(answered, colleague, received + 45 * 60_000)}`);
    const receivedDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(received);
    await withPage({ javaScriptEnabled }, async (page) => {
      await signInAs(page.context(), "dev-staff-admin");
      await page.goto("/staff");
      await page.getByRole("link", { name: "Reports" }).click();
      await page.getByRole("heading", { name: "Team report", level: 1 }).waitFor();
      if (javaScriptEnabled) await waitForHydration(page);
      const row = page.getByRole("region", { name: "Per staff member" }).getByRole("row", { name: new RegExp(`^${colleagueName}`) });
      await expect.poll(() => row.getByRole("cell").allTextContents()).toEqual(["1", "1", "45 min", "45 min", "100% (1 of 1)", "0", "0", "0", "0", "0", "0"]);
      await expect.poll(() => page.getByRole("region", { name: "Per week" }).getByRole("row").count()).toBeGreaterThan(1);

      // Filtered to the colleague's day on the site: a URL to share, the same with and without JavaScript.
      const filters = page.getByRole("region", { name: "Filter" });
      await filters.getByLabel("From (Cairo date)").fill(receivedDay);
      await filters.getByLabel("To (Cairo date)").fill(receivedDay);
      await filters.getByLabel("Staff member").selectOption({ label: colleagueName });
      await filters.getByLabel("Channel the patient wrote on").selectOption({ label: "The site" });
      await filters.getByRole("button", { name: "Apply filters" }).click();
      await page.waitForURL((url) => url.searchParams.get("coordinator") === colleague);
      const search = new URL(page.url()).searchParams;
      expect([search.get("from"), search.get("to"), search.get("channel")]).toEqual([receivedDay, receivedDay, "site"]);
      const filtered = page.getByRole("region", { name: "Per staff member" });
      await expect.poll(() => filtered.getByRole("row").count()).toBe(2); // the heading row and the colleague's
      await expect.poll(() => filtered.getByRole("row", { name: new RegExp(`^${colleagueName}`) }).getByRole("cell").allTextContents()).toEqual(["1", "1", "45 min", "45 min", "100% (1 of 1)", "0", "0", "—", "—", "—", "0"]);
      expect(await filters.getByLabel("Staff member").inputValue()).toBe(colleague);
      expect(await page.getByRole("link", { name: "Download these figures (CSV)" }).getAttribute("href")).toBe(`/staff/reports.csv${new URL(page.url()).search}`);
      if (javaScriptEnabled) expect(await violations(page)).toEqual([]);
      // On a phone the filters and the tables fit the screen's width.
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        await filters.getByRole("button", { name: "Apply filters" }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${width} px`).toBe(true);
      }
      await shoot(page, `report-filtered-${javaScriptEnabled ? "js" : "nojs"}`);
    });
    expect(d1<{ event: string; delivery: string }>(`SELECT event, delivery FROM staff_alert_settings WHERE user_id = '${userId}' AND delivery != 'now' ORDER BY event`)).toEqual([
      { event: "assigned", delivery: "off" },
      { event: "patient-replied", delivery: "digest" },
    ]);
  });
});
