import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { formatInstant, zoneDescription } from "~/i18n/time";
import { d1, signIn, signInAs } from "./auth";
import { closeBrowser, fixedNow, screenshot, waitForHydration, withPage } from "./browser";
import { localeWalks, wordsIn } from "./locales";

afterAll(closeBrowser);

/** A Wednesday morning in Cairo months ahead, so the local coordinator's times then are this file's alone. */
const NOW = "2027-05-12T07:00:00Z";
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const shots = "test-results/staff-booking";

/** Where each language's patient lives. */
const zones = { en: "America/New_York", ar: "Asia/Riyadh" } as const;

/** A signed-in patient's contact request, in their language, worked by the local coordinator. */
function patientCase(userId: string, email: string, locale: "en" | "ar") {
  const caseId = crypto.randomUUID();
  const messageId = crypto.randomUUID();
  const at = Date.now();
  d1(
    [
      `UPDATE profiles SET time_zone = ${quote(zones[locale])} WHERE user_id = ${quote(userId)}`,
      `INSERT INTO contact_messages (id, first_name, last_name, email, message, created_at) VALUES (${quote(messageId)}, 'Nour', 'Haddad', ${quote(email)}, 'I would like to talk about a knee replacement.', ${at})`,
      `INSERT INTO cases (id, type, contact_message_id, patient_user_id, patient_name, patient_email, status, assignee_id, locale, received_at, due_at, updated_at)
       VALUES (${quote(caseId)}, 'contact', ${quote(messageId)}, ${quote(userId)}, 'Nour Haddad', ${quote(email)}, 'in_review', 'dev-staff-coordinator', ${quote(locale)}, ${at}, ${at + 7_200_000}, ${at})`,
    ].join("; "),
  );
  return caseId;
}

const calls = (caseId: string) =>
  d1<{ id: string; starts_at: number; status: string }>(`SELECT id, starts_at, status FROM consultation_bookings WHERE case_id = ${quote(caseId)} ORDER BY starts_at`);

/** Elements within `scope` that stick out sideways. */
function overflowingIn(page: Page, scope: string) {
  return page.evaluate((selector) =>
    Array.from(document.querySelectorAll(`${selector} *`))
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((e) => `${e.tagName} ${e.textContent?.slice(0, 40)}`),
  scope);
}

const startOf = (value: string | null) => Number(value!.split("@")[1]);
/** The case page's consultations panel (the page's section menu scrolls sideways by design). */
const CONSULTATIONS = 'section[aria-labelledby="case-consultations"]';

describe.each(localeWalks)("a coordinator books a call for a patient, $name", ({ javaScriptEnabled, locale }) => {
  const { t, at } = wordsIn(locale);
  const zone = zones[locale];
  const patientTime = (ms: number) => `${formatInstant(ms, { zone, locale, preset: "dateTime" })} (${zoneDescription(zone, locale)})`;

  it("books on a phone, moves and cancels on a desk from the case page; the patient's request page follows", async () => {
    const options = { javaScriptEnabled, viewport: { width: 390, height: 844 }, extraHTTPHeaders: fixedNow(NOW) };
    const desk = { width: 1280, height: 900 };
    await withPage(options, async (patientPage) => {
      const { userId, email } = await signIn(patientPage.context());
      const caseId = patientCase(userId, email, locale);
      await withPage(options, async (page) => {
        await signInAs(page.context(), "dev-staff-coordinator");
        await page.goto(`/staff/cases/${caseId}#case-consultations`);
        if (javaScriptEnabled) await waitForHydration(page);
        const panel = page.locator('section[aria-labelledby="case-consultations"]');
        await panel.getByText("No consultations booked.").waitFor();

        // Book: the first free time, with a note.
        const bookSlot = panel.locator("#form-book-call-slot");
        const first = await bookSlot.locator("option:not([value=''])").first().getAttribute("value");
        await bookSlot.selectOption(first!);
        await panel.locator("#form-book-call-note").fill("Knee replacement: what to prepare");
        await screenshot(page, `${shots}-book-${locale}-390.png`);
        await panel.getByRole("button", { name: "Book the call" }).click();
        await panel.getByRole("listitem").filter({ hasText: "Knee replacement: what to prepare" }).waitFor();
        await expect.poll(() => calls(caseId)).toEqual([expect.objectContaining({ starts_at: startOf(first), status: "confirmed" })]);
        const [booked] = calls(caseId);
        expect(await overflowingIn(page, CONSULTATIONS)).toEqual([]);
        await page.setViewportSize(desk);

        await patientPage.goto(at(`/requests/${caseId}`));
        const theirs = patientPage.locator("#consultations");
        await theirs.getByText(patientTime(startOf(first))).waitFor();
        await theirs.getByText(t("requests.consultations.status.confirmed"), { exact: true }).waitFor();

        // Move it: the fifth free time.
        const moveSlot = panel.locator(`#form-move-call-${booked!.id}-slot`);
        const later = await moveSlot.locator("option:not([value=''])").nth(4).getAttribute("value");
        await moveSlot.selectOption(later!);
        await panel.getByRole("button", { name: "Move the call" }).click();
        await panel.getByRole("listitem").filter({ hasText: "Cancelled" }).waitFor();
        const moved = calls(caseId).find((c) => c.status === "confirmed")!;
        expect(moved.starts_at).toBe(startOf(later));
        await screenshot(page, `${shots}-moved-${locale}-1280.png`);
        expect(await overflowingIn(page, CONSULTATIONS)).toEqual([]);

        await patientPage.reload();
        await theirs.getByText(patientTime(startOf(later))).waitFor();
        await expect.poll(() => theirs.getByText(t("requests.consultations.status.cancelled"), { exact: true }).count()).toBe(1);
        await screenshot(patientPage, `${shots}-patient-${locale}-390.png`);
        expect(await overflowingIn(patientPage, "#consultations")).toEqual([]);
        await patientPage.setViewportSize(desk);

        // Cancel it, saying why.
        await panel.locator(`#form-cancel-call-${moved.id}-reason`).fill("The surgeon is away that week");
        await panel.getByRole("button", { name: "Cancel the call" }).click();
        await expect.poll(() => panel.getByRole("listitem").filter({ hasText: "Cancelled" }).count()).toBe(2);
        expect(calls(caseId).map((c) => c.status)).toEqual(["cancelled", "cancelled"]);
        await panel.getByRole("button", { name: "Book the call" }).waitFor();

        await patientPage.reload();
        await expect.poll(() => theirs.getByText(t("requests.consultations.status.cancelled"), { exact: true }).count()).toBe(2);
      });
    });
  });
});

describe.each(localeWalks)("a coordinator moves a patient's call from the schedule, $name", ({ javaScriptEnabled, locale }) => {
  it("opens the call's forms from its card, moves it to another free time, and the day shows the new one", async () => {
    await withPage({ javaScriptEnabled, viewport: { width: 390, height: 844 }, extraHTTPHeaders: fixedNow(NOW) }, async (page) => {
      const { userId, email } = await signIn(page.context());
      const caseId = patientCase(userId, email, locale);
      await signInAs(page.context(), "dev-staff-coordinator");
      await page.goto(`/staff/cases/${caseId}`);
      if (javaScriptEnabled) await waitForHydration(page);
      const bookSlot = page.locator("#form-book-call-slot");
      // A time late in the day, clear of the case-page walks' first times.
      const chosen = await bookSlot.locator("option:not([value=''])").nth(20).getAttribute("value");
      await bookSlot.selectOption(chosen!);
      await page.getByRole("button", { name: "Book the call" }).click();
      await expect.poll(() => calls(caseId).length).toBe(1);
      const [call] = calls(caseId);

      await page.goto("/staff/schedule?view=day&date=2027-05-12");
      if (javaScriptEnabled) await waitForHydration(page);
      const card = page.locator("article").filter({ hasText: email });
      await card.getByRole("link", { name: "Move to a new time or cancel" }).click();
      const moveSlot = card.locator(`#form-move-call-${call!.id}-slot`);
      await moveSlot.waitFor();
      const later = await moveSlot.locator("option:not([value=''])").nth(22).getAttribute("value");
      await moveSlot.selectOption(later!);
      await screenshot(page, `${shots}-schedule-${locale}-390.png`);
      expect(await overflowingIn(page, "main")).toEqual([]);
      await card.getByRole("button", { name: "Move the call" }).click();
      await expect.poll(() => calls(caseId).map((c) => [c.starts_at, c.status])).toEqual([
        [startOf(chosen), "cancelled"],
        [startOf(later), "confirmed"],
      ]);
      await card.getByRole("link", { name: "Move to a new time or cancel" }).waitFor();
    });
  });
});

mkdirSync("test-results", { recursive: true });
