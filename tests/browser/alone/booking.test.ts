import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { createCookie } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { d1 } from "../auth";
import { signIn } from "../auth";
import { violationsInBothThemes } from "../axe";
import { baseURL, closeBrowser, javaScriptModes, screenshot, waitForHydration, withPage } from "../browser";
import { openMail } from "../mail";

afterAll(closeBrowser);

const HOUR = 60 * 60 * 1000;
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const sessionCookie = createCookie("nilecare-session", { secrets: ["dev-session-secret-not-for-production"] });

/** Signs an existing account (here the local coordinator) into the context with a fresh session row. */
async function signInAs(context: BrowserContext, userId: string) {
  const sessionId = crypto.randomUUID();
  d1(
    `INSERT INTO sessions (id, user_id, expires_at) VALUES (${quote(sessionId)}, ${quote(userId)}, ${Date.now() + 30 * 24 * HOUR})`,
  );
  const serialized = await sessionCookie.serialize(sessionId);
  const value = serialized.slice(serialized.indexOf("=") + 1, serialized.indexOf(";"));
  await context.addCookies([{ name: "nilecare-session", value, url: baseURL(), httpOnly: true, sameSite: "Lax" }]);
}

/** Runs the worker's Cron Trigger as Cloudflare would at that moment (wrangler dev's local endpoint). */
async function runCron(at: number) {
  const response = await fetch(
    `${baseURL()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}&time=${at}`,
  );
  expect(response.status).toBe(200);
}

const cairoDate = (at: number) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Cairo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);

/** Elements of the page's own content (the shell is another module's) that stick out sideways. */
function overflowingInMain(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("main *"))
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((e) => `${e.tagName} ${e.textContent?.slice(0, 40)}`),
  );
}

describe.each(javaScriptModes)("booking a consultation with $name", ({ javaScriptEnabled }) => {
  it("a patient in New York books, gets the confirmation and calendar entry, sees it on the dashboard; the coordinator sees it; both reminders arrive", async () => {
    await withPage({ javaScriptEnabled, timezoneId: "America/New_York" }, async (page) => {
      const { userId, email } = await signIn(page.context());
      const documentLoads: string[] = [];
      page.on("request", (r) => {
        if (r.isNavigationRequest()) documentLoads.push(r.url());
      });

      await page.goto("/dashboard");
      await expect.poll(() => page.getByText("No upcoming appointments").isVisible()).toBe(true);
      await page.locator("#main").getByRole("link", { name: "Get Free Consultation", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/book");

      if (javaScriptEnabled) {
        await waitForHydration(page);
        // The zone comes from the browser.
        await page.getByText("Showing times for New York").waitFor();
      } else {
        await page.getByLabel("Your time zone").selectOption("America/New_York");
        await page.getByRole("button", { name: "Show Times" }).click();
        await page.getByText("Showing times for New York").waitFor();
      }

      // A day at least two days ahead, so the 24-hour reminder is due later.
      const days = page.getByRole("navigation", { name: "Days with free times" }).getByRole("link");
      const loadsBeforeDay = documentLoads.length;
      await days.nth(2).click();
      await page.waitForURL((url) => url.searchParams.has("day"));
      // The times below are that day's only once it is marked as the chosen one.
      await days.nth(2).and(page.locator('[aria-current="date"]')).waitFor();
      if (javaScriptEnabled) expect(documentLoads.length).toBe(loadsBeforeDay);

      const slot = page.locator("form button[name=startsAt]").first();
      const startsAtIso = (await slot.getAttribute("value"))!;
      const startsAt = Date.parse(startsAtIso);
      const label = (await slot.textContent())!;
      const nyTime = new Intl.DateTimeFormat("en-US", {
        timeZone: "America/New_York",
        hour: "numeric",
        minute: "2-digit",
      }).format(startsAt);
      const cairoTime = new Intl.DateTimeFormat("en-US", {
        timeZone: "Africa/Cairo",
        hour: "numeric",
        minute: "2-digit",
      }).format(startsAt);
      expect(label).toBe(`${nyTime} your time, Cairo ${cairoTime}`);
      await slot.click();

      await page.waitForURL((url) => url.pathname.startsWith("/book/hold/"));
      await page.getByText("We are holding this time for you until").waitFor();
      const details = page.locator("form#booking-details");
      expect(await details.getByLabel("Email").inputValue()).toBe(email);
      await details.getByLabel("Full name").fill("Amelia Hart");
      await details.getByLabel("Phone or WhatsApp number").fill("+1 212 555 0100");
      await details.getByLabel("What would you like to discuss?").fill("Knee replacement: what should I prepare?");
      await details.getByRole("button", { name: "Confirm Booking" }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/book/manage/"));
      await page.getByRole("heading", { name: "Your consultation" }).waitFor();
      await expect.poll(() => page.getByText("Booked", { exact: true }).isVisible()).toBe(true);
      // The call itself: its room, one click away.
      expect(await page.getByRole("link", { name: "Join the video call" }).getAttribute("href")).toMatch(
        /^https:\/\/meet\.jit\.si\/NileCare-[A-Za-z0-9]{24}$/,
      );

      // The confirmation e-mail: New York and Cairo time, and a calendar file with the right UTC time.
      await openMail(page, email, "Your NileCare consultation is booked");
      const mail = (await page.locator("main").textContent())!;
      expect(mail).toContain("(America/New_York)");
      expect(mail).toContain("(Africa/Cairo)");
      expect(mail).toContain(nyTime);
      expect(mail).toContain(cairoTime);
      const calendarPath = mail.match(/\/book\/manage\/[\w-]+\/calendar\.ics\?key=[\w-]{43}/)![0];
      const ics = await (await page.request.get(calendarPath)).text();
      const utc = startsAtIso.replace(/[-:]/g, "").replace(".000", "");
      expect(ics).toContain(`DTSTART:${utc}`);

      await page.goto("/dashboard");
      const appointments = page.getByRole("region", { name: "Upcoming Appointments" });
      await expect.poll(() => appointments.getByText("Video consultation").isVisible()).toBe(true);
      expect(await appointments.textContent()).toContain(nyTime);
      // Their first contact opened a request of its own (decision 0159): what they booked and asked is on it.
      await page.getByRole("region", { name: "My requests" }).getByRole("link", { name: "Consultation booking" }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/requests/"));
      const whatTheySent = page.getByRole("region", { name: "What you sent" });
      await expect.poll(() => whatTheySent.textContent()).toContain(nyTime);
      // What they asked opens the conversation, as their own message.
      const conversation = page.getByRole("region", { name: "Conversation" });
      expect(await conversation.getByRole("listitem").first().textContent()).toContain("Knee replacement: what should I prepare?");

      // The coordinator sees it on their day, and opens the case it opened from there.
      await withPage({ javaScriptEnabled }, async (staffPage) => {
        await signInAs(staffPage.context(), "dev-staff-coordinator");
        await staffPage.goto(`/staff/schedule?view=day&date=${cairoDate(startsAt)}`);
        const card = staffPage.getByRole("article").filter({ hasText: "Amelia Hart" }).filter({ hasText: cairoTime });
        expect(await card.count()).toBeGreaterThanOrEqual(1);
        await card.first().getByRole("link", { name: "Open their case" }).click();
        await staffPage.waitForURL((url) => url.pathname.startsWith("/staff/cases/"));
        // What the patient sent, under its own summary on the case page; their words open the conversation (and are on the schedule).
        await staffPage.locator("summary", { hasText: "Consultation booking" }).waitFor();
        expect(await staffPage.locator("main").textContent()).toContain("Knee replacement: what should I prepare?");
      });

      // The reminders, each once, from the scheduled handler.
      await runCron(startsAt - 24 * HOUR + 60_000);
      await runCron(startsAt - 24 * HOUR + 6 * 60_000);
      await openMail(page, email, "Reminder: your consultation tomorrow");
      await runCron(startsAt - 2 * HOUR + 60_000);
      await runCron(startsAt - 2 * HOUR + 6 * 60_000);
      await openMail(page, email, "Reminder: your consultation in 2 hours");
      const sent = d1<{ subject: string }>(
        `SELECT subject FROM email_outbox WHERE to_address = ${quote(email)} AND template = 'booking-reminder' ORDER BY created_at`,
      );
      expect(sent.map((r) => r.subject)).toEqual([
        "Reminder: your consultation tomorrow",
        "Reminder: your consultation in 2 hours",
      ]);
      expect(
        d1(`SELECT id FROM consultation_bookings WHERE user_id = ${quote(userId)} AND status = 'confirmed'`),
      ).toHaveLength(1);
    });
  });
});

describe("booking pages look right", () => {
  const shots = "tests/browser/screenshots";
  // Each page loads once and is resized and switched to the dark theme by media emulation (twelve loads
  // in four contexts before); every rule in the light theme and contrast in the dark one, at both widths.
  it("booking page and coordinator schedule at 390 and 1280 px, light and dark", async () => {
    if (process.env.SCREENSHOTS === "1") mkdirSync(shots, { recursive: true });
    await withPage({ viewport: { width: 390, height: 900 }, timezoneId: "Australia/Sydney" }, async (page) => {
      const check = async (name: string) => {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          expect(await overflowingInMain(page), `${name} at ${width}px`).toEqual([]);
          expect(await violationsInBothThemes(page), `${name} at ${width}px`).toEqual([]);
          for (const colorScheme of ["light", "dark"] as const) {
            if (process.env.SCREENSHOTS !== "1") break;
            await page.emulateMedia({ colorScheme });
            await screenshot(page, `${shots}/${name}-${width}-${colorScheme}.png`);
          }
          await page.emulateMedia({ colorScheme: "light" });
        }
        await page.setViewportSize({ width: 390, height: 900 });
      };
      await page.goto("/book?zone=Australia/Sydney");
      await check("book");

      await signInAs(page.context(), "dev-staff-coordinator");
      await page.goto("/staff/schedule?view=week");
      await check("schedule");

      await page.goto("/staff/availability");
      await check("availability");

      // An admin's schedule: every coordinator's bookings, each upcoming one with its "Move to" form. The
      // booking is the coordinator's, two days ahead at an instant no slot starts at (the slot index is unique).
      const startsAt = Date.now() + 49 * HOUR + 7_919;
      d1(
        `INSERT INTO consultation_bookings (id, coordinator_id, starts_at, status, patient_zone, name, email, phone, topic, confirmed_at)
         VALUES (${quote(crypto.randomUUID())}, 'dev-staff-coordinator', ${startsAt}, 'confirmed', 'Europe/London', 'Grace Whitfield', 'grace@example.com', '+44 20 7946 0000', 'Hip replacement', ${Date.now()})`,
      );
      await page.context().clearCookies();
      await signInAs(page.context(), "dev-staff-admin");
      await page.goto(`/staff/schedule?view=day&date=${cairoDate(startsAt)}`);
      await page.getByRole("button", { name: "Move" }).first().waitFor();
      await check("schedule-admin");

      // Moving it to someone who has a patient then is refused beside the choice, which stays made.
      d1(
        `INSERT INTO consultation_bookings (id, coordinator_id, starts_at, status, patient_zone, name, email, confirmed_at)
         VALUES (${quote(crypto.randomUUID())}, 'dev-staff-admin', ${startsAt}, 'confirmed', 'Europe/Paris', 'Louis Martin', 'louis@example.com', ${Date.now()})`,
      );
      const grace = page.getByRole("article").filter({ hasText: "Grace Whitfield" });
      await grace.getByLabel("Move to").selectOption({ label: "Amira Admin" });
      await grace.getByRole("button", { name: "Move" }).click();
      await grace.getByText("Amira Admin already has a consultation at that time.").waitFor();
      await expect.poll(() => grace.getByLabel("Move to").inputValue()).toBe("dev-staff-admin");
      // The schedule reloads, as it does without JavaScript: the consultation that was in the way now shows.
      await page.getByRole("article").filter({ hasText: "Louis Martin" }).waitFor();
      await check("schedule-admin-refused");
    });
  });
});
