import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn, signInAs } from "./auth";
import { open } from "./journey-steps";
import { baseURL, closeBrowser, javaScriptModes, javaScriptOn, screenshot, withPage } from "./browser";

afterAll(closeBrowser);

const DAY = 24 * 60 * 60 * 1000;
const shots = "test-results/aftercare";
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Runs the worker's Cron Trigger now (wrangler dev's local endpoint). */
async function runCron() {
  const response = await fetch(`${baseURL()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}&time=${Date.now()}`);
  expect(response.status).toBe(200);
}

/** A signed-in patient's case (cardiac unless said) at Recovery Support, written as the earlier steps leave it. */
async function caseInRecovery(page: Page, locale: "en" | "ar", treatment = "cardiac-surgery") {
  const { userId, email } = await signIn(page.context());
  const messageId = crypto.randomUUID();
  const caseId = crypto.randomUUID();
  const now = Date.now();
  d1(
    [
      `INSERT INTO contact_messages (id, first_name, last_name, email, treatment, message, created_at) VALUES (${quote(messageId)}, 'Layla', 'Aziz', ${quote(email)}, ${quote(treatment)}, 'Bypass', ${now})`,
      `INSERT INTO cases (id, type, contact_message_id, patient_user_id, patient_name, patient_email, locale, treatment, status, received_at, due_at, updated_at) VALUES (${quote(caseId)}, 'contact', ${quote(messageId)}, ${quote(userId)}, 'Layla Aziz', ${quote(email)}, ${quote(locale)}, ${quote(treatment)}, 'in_review', ${now - 30 * DAY}, ${now}, ${now})`,
      `INSERT INTO case_journeys (case_id, stage, updated_at) VALUES (${quote(caseId)}, 'recovery_support', ${now})`,
    ].join("; "),
  );
  return { caseId, email };
}

/** The check-in link of the newest check-in e-mail to this address, from the local outbox. */
function checkinLink(email: string) {
  const [row] = d1<{ text: string }>(`SELECT text FROM email_outbox WHERE to_address = ${quote(email)} AND template = 'aftercare-checkin' ORDER BY created_at DESC LIMIT 1`);
  return row?.text.match(/https?:\/\/[^/\s]+(\/(?:ar\/)?aftercare\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]{43})/)?.[1] ?? null;
}

describe.each(javaScriptModes)("aftercare with $name", ({ javaScriptEnabled }) => {
  it("the coordinator plans the follow-up, the patient answers from the e-mail's link with a warning sign and is told what to do; the coordinator sees the urgent case", async () => {
    await withPage({ javaScriptEnabled }, async (patient) => {
      const { caseId, email } = await caseInRecovery(patient, "en");
      await withPage({ javaScriptEnabled }, async (staff) => {
        await signInAs(staff.context(), "dev-staff-coordinator");
        await open(staff, `/staff/cases/${caseId}`, javaScriptEnabled);
        const panel = staff.locator("section").filter({ has: staff.getByRole("heading", { name: "Aftercare", exact: true }) });
        await panel.getByLabel("Discharge date (confirmed)").fill(new Date(Date.now() - 5 * DAY).toISOString().slice(0, 10));
        await panel.getByLabel("Check-ins, days after discharge").fill("3, 14, 30, 90");
        await panel.getByRole("button", { name: "Save follow-up plan" }).click();
        await panel.getByText("Day 90").waitFor();

        await runCron();
        await expect.poll(() => checkinLink(email), { timeout: 20_000, interval: 200 }).not.toBeNull();
        // Signed out: the link alone opens the form.
        await patient.context().clearCookies();
        await open(patient, checkinLink(email)!, javaScriptEnabled);
        await patient.getByRole("heading", { name: "How are you recovering?" }).waitFor();
        await patient.getByLabel("How do you feel overall today?").selectOption("6");
        await patient.getByLabel("How much pain do you have?").selectOption("4");
        await patient.getByLabel("Chest pain or pressure").check();
        await patient.getByLabel("I would like a call from my coordinator").check();
        await patient.getByRole("button", { name: "Send my answers" }).click();
        await patient.getByRole("heading", { name: "Please act now" }).waitFor();
        await expect.poll(() => patient.getByText("call your local emergency number now").count()).toBe(1);

        await open(staff, `/staff/cases/${caseId}`, javaScriptEnabled);
        await staff.getByText("URGENT: day-3 check-in").waitFor();
        await staff.getByRole("button", { name: /mark handled/ }).click();
        await staff.getByText("Urgent (handled)").waitFor();
        expect(await staff.getByText("URGENT: day-3 check-in").count()).toBe(0);
      });
    });
  });

});

// The check-in form is posted with and without JavaScript by the walk above; which questions it asks and when an answer
// is urgent are the server's (tests/worker/aftercare-checkins.test.ts), so these walks run once, with JavaScript, as
// an Arabic walk does beside its English one.
describe.each(javaScriptOn)("aftercare's questions and Arabic form with $name", ({ javaScriptEnabled }) => {
  it("an orthopaedic patient's check-in asks about a swollen leg, not the general signs, in English and Arabic", async () => {
    await withPage({ javaScriptEnabled }, async (patient) => {
      const { caseId, email } = await caseInRecovery(patient, "en", "orthopedic-surgery");
      d1(`INSERT INTO follow_up_checkins (id, case_id, day_offset, due_at) VALUES (${quote(crypto.randomUUID())}, ${quote(caseId)}, 3, ${Date.now() - DAY})`);
      await runCron();
      await expect.poll(() => checkinLink(email), { timeout: 20_000, interval: 200 }).not.toBeNull();
      await open(patient, checkinLink(email)!, javaScriptEnabled);
      await patient.getByRole("heading", { name: "How are you recovering?" }).waitFor();
      await patient.getByLabel("Pain or swelling in one calf or leg").check();
      expect(await patient.getByLabel("New or growing swelling").count()).toBe(0);
      await open(patient, `/ar${checkinLink(email)!}`, javaScriptEnabled);
      await patient.getByLabel("ألم أو تورم في ساق أو ربلة واحدة").waitFor();
      await patient.getByLabel("كيف تشعر بشكل عام اليوم؟").selectOption("7");
      await patient.getByLabel("ما مقدار الألم الذي تشعر به؟").selectOption("3");
      await patient.getByLabel("ألم أو تورم في ساق أو ربلة واحدة").check();
      await patient.getByRole("button", { name: "أرسل إجاباتي" }).click();
      await patient.getByRole("heading", { name: "يرجى التصرف الآن" }).waitFor();
      expect(d1<{ warning_signs: string }>(`SELECT warning_signs FROM follow_up_checkins WHERE case_id = ${quote(caseId)}`)).toEqual([
        { warning_signs: '["leg_swelling"]' },
      ]);
    });
  });

  it("in Arabic: the check-in e-mail's link opens the Arabic form, a low score is urgent", async () => {
    await withPage({ javaScriptEnabled }, async (patient) => {
      const { caseId, email } = await caseInRecovery(patient, "ar");
      d1(`INSERT INTO follow_up_checkins (id, case_id, day_offset, due_at) VALUES (${quote(crypto.randomUUID())}, ${quote(caseId)}, 3, ${Date.now() - DAY})`);
      await runCron();
      await expect.poll(() => checkinLink(email), { timeout: 20_000, interval: 200 }).not.toBeNull();
      const link = checkinLink(email)!;
      expect(link.startsWith("/ar/aftercare/")).toBe(true);
      await open(patient, link, javaScriptEnabled);
      await patient.getByRole("heading", { name: "كيف تسير فترة تعافيك؟" }).waitFor();
      for (const width of [390, 1280]) {
        await patient.setViewportSize({ width, height: 900 });
        expect(await patient.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(patient, `${shots}/checkin-ar-${width}-${javaScriptEnabled ? "js" : "nojs"}.png`);
      }
      await patient.getByLabel("كيف تشعر بشكل عام اليوم؟").selectOption("2");
      await patient.getByLabel("ما مقدار الألم الذي تشعر به؟").selectOption("3");
      await patient.getByRole("button", { name: "أرسل إجاباتي" }).click();
      await patient.getByRole("heading", { name: "يرجى التصرف الآن" }).waitFor();
      for (const width of [390, 1280]) {
        await patient.setViewportSize({ width, height: 900 });
        expect(await patient.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(patient, `${shots}/urgent-ar-${width}-${javaScriptEnabled ? "js" : "nojs"}.png`);
      }
      expect(d1<{ urgent: number }>(`SELECT urgent FROM follow_up_checkins WHERE case_id = ${quote(caseId)}`)[0]!.urgent).toBe(1);
    });
  });
});

describe("screenshots of the aftercare pages", () => {
  it.skipIf(process.env.SCREENSHOTS !== "1")("at 390 and 1280, light and dark, English and Arabic", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      await withPage({ colorScheme }, async (page) => {
        const { caseId, email } = await caseInRecovery(page, "en");
        d1(`INSERT INTO follow_up_checkins (id, case_id, day_offset, due_at) VALUES (${quote(crypto.randomUUID())}, ${quote(caseId)}, 14, ${Date.now() - DAY})`);
        await runCron();
        await expect.poll(() => checkinLink(email), { timeout: 20_000, interval: 200 }).not.toBeNull();
        const link = checkinLink(email)!;
        for (const path of [link, "/outcomes", "/ar/outcomes"]) {
          for (const width of [390, 1280]) {
            await page.setViewportSize({ width, height: 900 });
            await page.goto(path);
            const name = path.includes("aftercare") ? "checkin-en" : path.startsWith("/ar") ? "outcomes-ar" : "outcomes-en";
            await screenshot(page, `${shots}/${name}-${width}-${colorScheme}.png`);
          }
        }
      });
    }
  });
});
