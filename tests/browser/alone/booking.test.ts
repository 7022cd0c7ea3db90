import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { createCookie } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { d1 } from "../auth";
import { signIn } from "../auth";
import { violationsInBothThemes } from "../axe";
import { baseURL, closeBrowser, screenshot, waitForHydration, withPage } from "../browser";
import { formatInstant, zoneDescription } from "~/i18n/time";
import { ANY, localeWalks, within, wordsIn } from "../locales";
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

/** Who books in each language: a patient in New York in English, one in Riyadh in Arabic. */
const patients = {
  en: { zone: "America/New_York", name: "Amelia Hart", phone: "+1 212 555 0100", topic: "Knee replacement: what should I prepare?" },
  ar: { zone: "Asia/Riyadh", name: "فاطمة الزهراني", phone: "+966 50 123 4567", topic: "عملية الركبة: ما الذي أحتاج إلى تحضيره؟" },
} as const;

describe.each(localeWalks)("booking a consultation with $name", ({ javaScriptEnabled, locale }) => {
  const { t, at, zone: zoneName, direction } = wordsIn(locale);
  const patient = patients[locale];
  const expectLanguage = async (page: Page) =>
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(direction);

  it("a patient books in their zone and language, is answered by the field, gets the confirmation and calendar entry, sees it on the dashboard; the coordinator sees it; both reminders arrive", async () => {
    await withPage({ javaScriptEnabled, timezoneId: patient.zone }, async (page) => {
      const { userId, email } = await signIn(page.context());
      const documentLoads: string[] = [];
      page.on("request", (r) => {
        if (r.isNavigationRequest()) documentLoads.push(r.url());
      });

      await page.goto(at("/dashboard"));
      await expect.poll(() => page.getByText(t("dashboard.appointments.none")).isVisible()).toBe(true);
      await page.locator("#main").getByRole("link", { name: t("dashboard.appointments.schedule"), exact: true }).click();
      await page.waitForURL((url) => url.pathname === at("/book"));
      await expectLanguage(page);

      const showingTimes = page.getByText(`${t("booking.showingTimesBefore")} ${zoneName(patient.zone)}`);
      if (javaScriptEnabled) {
        await waitForHydration(page);
        // The zone comes from the browser.
        await showingTimes.waitFor();
      } else {
        await page.getByLabel(t("booking.zone.label")).selectOption(patient.zone);
        await page.getByRole("button", { name: t("booking.zone.show") }).click();
        await showingTimes.waitFor();
      }

      // A day at least two days ahead, so the 24-hour reminder is due later.
      const days = page.getByRole("navigation", { name: t("booking.daysNav") }).getByRole("link");
      const loadsBeforeDay = documentLoads.length;
      await days.nth(2).click();
      await page.waitForURL((url) => url.searchParams.has("day"));
      // The times below are that day's only once it is marked as the chosen one.
      await days.nth(2).and(page.locator('[aria-current="date"]')).waitFor();
      if (javaScriptEnabled) expect(documentLoads.length).toBe(loadsBeforeDay);

      const slot = page.locator("form button[name=startsAt]").first();
      const startsAtIso = (await slot.getAttribute("value"))!;
      const startsAt = Date.parse(startsAtIso);
      const timeIn = (timeZone: string) => formatInstant(new Date(startsAt), { zone: timeZone, locale, preset: "time" });
      const [localTime, cairoTime] = [timeIn(patient.zone), timeIn("Africa/Cairo")];
      expect((await slot.textContent())!.replace(/\s+/g, " ").trim()).toBe(`${localTime} ${t("booking.yourTime")} ${t("booking.cairoSlot", { time: cairoTime })}`);
      await slot.click();

      await page.waitForURL((url) => url.pathname.startsWith(at("/book/hold/")));
      await expectLanguage(page);
      await page.getByText(within(t("booking.hold.until", { time: ANY }))).waitFor();
      const details = page.locator("form#booking-details");
      expect(await details.getByLabel(t("booking.form.email")).inputValue()).toBe(email);
      await details.getByLabel(t("booking.form.name")).fill(patient.name);
      await details.getByLabel(t("booking.form.phone")).fill("abc");
      await details.getByRole("button", { name: t("booking.form.submit") }).click();
      // The server's messages next to their fields; what was typed stays.
      await details.getByText(t("booking.errors.phoneFormat")).waitFor();
      await details.getByText(t("booking.errors.topicRequired")).waitFor();
      expect(await details.getByLabel(t("booking.form.name")).inputValue()).toBe(patient.name);
      await details.getByLabel(t("booking.form.phone")).fill(patient.phone);
      await details.getByLabel(t("booking.form.topic")).fill(patient.topic);
      await details.getByRole("button", { name: t("booking.form.submit") }).click();
      await page.waitForURL((url) => url.pathname.startsWith(at("/book/manage/")));
      await expectLanguage(page);
      await page.getByRole("heading", { level: 1, name: t("booking.manage.title") }).waitFor();
      await expect.poll(() => page.getByText(t("booking.status.confirmed"), { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: t("booking.manage.reschedule") }).getAttribute("href")).toMatch(
        new RegExp(`^${at("/book")}\\?`),
      );
      // The call itself: its room, one click away.
      expect(await page.getByRole("link", { name: t("booking.manage.videoCall") }).getAttribute("href")).toMatch(
        /^https:\/\/meet\.jit\.si\/NileCare-[A-Za-z0-9]{24}$/,
      );
      // The booking remembers the language, so its e-mails and reminders are in it.
      expect(d1(`SELECT locale FROM consultation_bookings WHERE user_id = ${quote(userId)}`)).toEqual([{ locale }]);

      // The confirmation e-mail: the patient's and Cairo's time, each zone named in the e-mail's language (no Latin
      // zone id in Arabic), and a calendar file with the right UTC time.
      await openMail(page, email, t("booking.email.confirmed.subject", { site: "NileCare" }));
      const mail = (await page.locator("main").textContent())!;
      expect(mail).toContain(t("patientEmails.common.hello", { name: patient.name }).replace(/[,،]$/, ""));
      expect(mail).toContain(`(${zoneDescription(patient.zone, locale)})`);
      expect(mail).toContain(`(${zoneDescription("Africa/Cairo", locale)})`);
      expect(mail).toContain(localTime);
      expect(mail).toContain(cairoTime);
      expect(mail).toContain(at("/book/manage/"));
      const calendarPath = mail.match(/\/book\/manage\/[\w-]+\/calendar\.ics\?key=[\w-]{43}/)![0];
      const ics = await (await page.request.get(calendarPath)).text();
      const utc = startsAtIso.replace(/[-:]/g, "").replace(".000", "");
      expect(ics).toContain(`DTSTART:${utc}`);
      expect(ics).toContain(`SUMMARY:${t("booking.ics.summary", { site: "NileCare" })}`);

      await page.goto(at("/dashboard"));
      const appointments = page.getByRole("region", { name: t("dashboard.appointments.heading") });
      await expect.poll(() => appointments.getByText(t("dashboard.appointments.item")).isVisible()).toBe(true);
      expect(await appointments.textContent()).toContain(localTime);
      // Their first contact opened a request of its own: what they booked and asked is on it.
      await page.getByRole("region", { name: t("requests.list.title") }).getByRole("link", { name: t("requests.type.booking") }).click();
      await page.waitForURL((url) => url.pathname.startsWith(at("/requests/")));
      const whatTheySent = page.getByRole("region", { name: t("requests.sent.title") });
      await expect.poll(() => whatTheySent.textContent()).toContain(localTime);
      // What they asked opens the conversation, as their own message.
      const conversation = page.getByRole("region", { name: t("requests.conversation.title") });
      expect(await conversation.getByRole("listitem").first().textContent()).toContain(patient.topic);

      // The coordinator sees it on their day, and opens the case it opened from there.
      await withPage({ javaScriptEnabled }, async (staffPage) => {
        await signInAs(staffPage.context(), "dev-staff-coordinator");
        await staffPage.goto(`/staff/schedule?view=day&date=${cairoDate(startsAt)}`);
        const staffCairoTime = formatInstant(new Date(startsAt), { zone: "Africa/Cairo", locale: "en", preset: "time" });
        const card = staffPage.getByRole("article").filter({ hasText: patient.name }).filter({ hasText: staffCairoTime });
        expect(await card.count()).toBeGreaterThanOrEqual(1);
        await card.first().getByRole("link", { name: "Open their case" }).click();
        await staffPage.waitForURL((url) => url.pathname.startsWith("/staff/cases/"));
        // What the patient sent, under its own summary on the case page; their words open the conversation (and are on the schedule).
        await staffPage.locator("summary", { hasText: "Consultation booking" }).waitFor();
        expect(await staffPage.locator("main").textContent()).toContain(patient.topic);
      });

      // The reminders, each once, from the scheduled handler, in the booking's language.
      const reminders = [t("booking.email.reminder.subject24"), t("booking.email.reminder.subject2")];
      await runCron(startsAt - 24 * HOUR + 60_000);
      await runCron(startsAt - 24 * HOUR + 6 * 60_000);
      await openMail(page, email, reminders[0]!);
      await runCron(startsAt - 2 * HOUR + 60_000);
      await runCron(startsAt - 2 * HOUR + 6 * 60_000);
      await openMail(page, email, reminders[1]!);
      const sent = d1<{ subject: string }>(
        `SELECT subject FROM email_outbox WHERE to_address = ${quote(email)} AND template = 'booking-reminder' ORDER BY created_at`,
      );
      expect(sent.map((r) => r.subject)).toEqual(reminders);
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
      await page.getByRole("button", { name: "Move", exact: true }).first().waitFor();
      await check("schedule-admin");

      // Moving it to someone who has a patient then is refused beside the choice, which stays made.
      d1(
        `INSERT INTO consultation_bookings (id, coordinator_id, starts_at, status, patient_zone, name, email, confirmed_at)
         VALUES (${quote(crypto.randomUUID())}, 'dev-staff-admin', ${startsAt}, 'confirmed', 'Europe/Paris', 'Louis Martin', 'louis@example.com', ${Date.now()})`,
      );
      const grace = page.getByRole("article").filter({ hasText: "Grace Whitfield" });
      await grace.getByLabel("Move to").selectOption({ label: "Amira Admin" });
      await grace.getByRole("button", { name: "Move", exact: true }).click();
      // The admin keeps no consultation hours: they are asked first, then the call in the way refuses it.
      await grace.getByText(/^Amira Admin has no consultation hours at .+ \(Cairo time\)\. Move it anyway, or choose a colleague who has\.$/).waitFor();
      await grace.getByRole("button", { name: "Move anyway" }).click();
      await grace.getByText("Amira Admin already has a consultation at that time.").waitFor();
      await expect.poll(() => grace.getByLabel("Move to").inputValue()).toBe("dev-staff-admin");
      // The schedule reloads, as it does without JavaScript: the consultation that was in the way now shows.
      await page.getByRole("article").filter({ hasText: "Louis Martin" }).waitFor();
      await check("schedule-admin-refused");
    });
  });
});
