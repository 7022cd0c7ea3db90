import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn } from "../auth";
import { formatCalendarDate } from "~/i18n/calendar-date";
import { formatMoney } from "~/i18n/money";
import { accommodationLabels } from "~content/accommodation-labels";
import * as tripPlannerContent from "~content/trip-planner";
import * as arabicTripPlannerContent from "~content/ar/trip-planner";
import { closeBrowser, javaScriptModes, waitForHydration, withPage } from "../browser";
import { localeWalks, wordsIn } from "../locales";

afterAll(closeBrowser);

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

type Marked = Window & { __marker?: string };

/** With JavaScript, a value on window survives only as long as there is no full page load. */
async function setMarker(page: Page) {
  await page.evaluate(() => ((window as Marked).__marker = "still here"));
}
async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as Marked).__marker)).toBe("still here");
}

async function expectStep(page: Page, n: number, title: string) {
  await page.getByText(`Step ${n} of 5`).waitFor();
  await expect.poll(() => page.getByRole("heading", { level: 2, name: title }).isVisible()).toBe(true);
  expect(new URL(page.url()).searchParams.get("step") ?? "1").toBe(String(n));
}

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

describe.each(localeWalks)("the trip planner's walk with $name", ({ javaScriptEnabled, locale }) => {
  const { t, at, direction } = wordsIn(locale);
  const content = locale === "en" ? tripPlannerContent : arabicTripPlannerContent;
  const text = content.wizardTexts;
  const date = (iso: string) => formatCalendarDate(iso, locale);
  const money = (amount: number, currency: string) => formatMoney(locale, amount, currency);
  const quiet = content.specialRequirementOptions[4];
  const refrigerator = content.specialRequirementOptions[3];
  const orthopedics = content.tripTreatments.find((treatment) => treatment.id === "orthopedic-surgery")!.name;
  const expectStepIn = async (page: Page, n: number) => {
    await page.getByText(t("wizard.position", { step: n, count: 5 }), { exact: true }).waitFor();
    await expect.poll(() => page.getByRole("heading", { level: 2, name: content.wizardSteps[n - 1] }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(at("/plan"));
    expect(new URL(page.url()).searchParams.get("step") ?? "1").toBe(String(n));
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(direction);
  };
  const nextIn = (page: Page) => page.getByRole("button", { name: t("wizard.next"), exact: true }).click();

  it("plans and submits a trip through all five steps, answers a refused step by its field, and stores the plan in the page's language", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const { userId } = await signIn(page.context());
      await page.goto(at("/plan"));
      if (javaScriptEnabled) {
        await waitForHydration(page);
        await setMarker(page);
      }

      // Step 1: treatment.
      await expectStepIn(page, 1);
      expect(await page.getByRole("button", { name: t("wizard.previous") }).isDisabled()).toBe(true);
      expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("20");
      await page.getByRole("radio", { name: new RegExp(orthopedics) }).check();
      if (javaScriptEnabled) await page.getByText(t("planner.recoveryTimeline", { days: 15 })).waitFor();
      await nextIn(page);

      // Step 2: dates. The earliest departure follows the arrival and the 15 recovery days.
      await expectStepIn(page, 2);
      const arrival = page.getByLabel(text.arrival);
      const departure = page.getByLabel(text.departure);
      await arrival.fill(inDays(21));
      if (javaScriptEnabled) {
        await page.getByText(t("planner.earliestDepartureAfterArrival", { date: date(inDays(36)), days: 15 })).waitFor();
        // A reload keeps the progress: the step is in the URL and the saved plan in a cookie.
        await nextIn(page);
        await expectStepIn(page, 3);
        await page.reload();
        await waitForHydration(page);
        await setMarker(page);
        await expectStepIn(page, 3);
        await page.getByRole("button", { name: t("wizard.previous") }).click();
        await expectStepIn(page, 2);
        expect(await arrival.inputValue()).toBe(inDays(21));
      }
      // A departure before the recovery is over is refused next to its field and in the summary, what was typed kept.
      await departure.fill(inDays(25));
      await nextIn(page);
      const departureError = page.locator("#endDate-error");
      await departureError.waitFor();
      expect(await departureError.innerText()).toBe(t("planner.errors.departureAfterRecovery", { date: date(inDays(36)), days: 15 }));
      expect(await departure.getAttribute("aria-describedby")).toContain("endDate-error");
      await expect.poll(() => page.getByRole("alert").getByText(t("planner.checkFollowing")).isVisible()).toBe(true);
      expect(await departure.inputValue()).toBe(inDays(25));
      expect(await arrival.inputValue()).toBe(inDays(21));
      await departure.fill(inDays(40));
      await page.getByLabel(text.flexible).check();
      await nextIn(page);

      // Step 3: accommodation, options filtered by the chosen type.
      await expectStepIn(page, 3);
      await page.getByRole("radio", { name: new RegExp(content.hotelTypeOptions[2].name) }).check();
      if (!javaScriptEnabled) await page.getByRole("button", { name: text.showOptions }).click();
      await page.getByRole("heading", { level: 4, name: "Fifth Settlement Serviced Apartments" }).waitFor();
      const options = page.locator("#options-title + ul > li");
      // With JavaScript off the page is a new document, still streaming in after its first option.
      await expect.poll(() => options.locator("h4").allTextContents()).toEqual([
        "Fifth Settlement Serviced Apartments",
        "Korba Family Apartments",
        "Maadi Corniche Serviced Apartments",
      ]);
      const first = options.first();
      const amenities = first.getByRole("list", { name: t("planner.amenities") }).getByRole("listitem");
      expect(await amenities.allTextContents()).toEqual([
        ...["Free Wi-Fi", "Fully equipped kitchen", "Washing machine"].map((stored) => accommodationLabels[stored]![locale]),
        t("planner.moreAmenities", { count: 4 }),
      ]);
      expect(await first.getByRole("list", { name: t("planner.medicalFeatures") }).getByRole("listitem").count()).toBe(2);
      await page.getByLabel(quiet, { exact: true }).check();
      await page.getByLabel(refrigerator, { exact: true }).check();
      await nextIn(page);

      // Step 4: budget and preferences.
      await expectStepIn(page, 4);
      // Without JavaScript nothing could show a slider's amount, so the budget is typed into number fields.
      expect(await page.getByLabel(text.budgetMax).getAttribute("type")).toBe(javaScriptEnabled ? "range" : "number");
      await page.getByLabel(text.budgetMax).fill("20000");
      await page.getByLabel(text.budgetMin).fill("5000");
      await page.getByLabel(text.currency).selectOption("EUR");
      await page.getByLabel(text.companions).selectOption("5");
      await page.getByLabel(text.visa).check();
      await page.getByLabel(text.sightseeing).check();
      await page.getByLabel(content.culturalInterestOptions[1].name).check();
      await page.getByLabel(text.notes).fill("Please book a room with a walk-in shower.");
      if (javaScriptEnabled) await page.getByText(money(20000, "EUR")).first().waitFor();
      await nextIn(page);

      // Step 5: review and submit.
      await expectStepIn(page, 5);
      const review = await page.locator("#trip-planner").innerText();
      for (const expected of [
        orthopedics,
        date(inDays(21)),
        date(inDays(40)),
        t("planner.yesFlexible"),
        t("planner.review.days", { days: 19 }),
        content.hotelTypeOptions[2].name,
        refrigerator,
        quiet,
        money(5000, "EUR"),
        money(20000, "EUR"),
        content.companionOptions[5].label,
        content.culturalInterestOptions[1].name,
        "Please book a room with a walk-in shower.",
        // The budget guide prices hip replacement with its hospital nights, in dollars.
        money(10200, "USD"),
        money(13000, "USD"),
      ]) {
        expect(review).toContain(expected);
      }
      expect(await page.getByRole("button", { name: text.nextOnLastStep, exact: true }).isDisabled()).toBe(true);
      // Held back until the button has been seen while the submission runs.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      if (javaScriptEnabled) {
        await page.route("**/plan.data*", async (route) => {
          if (route.request().method() === "POST") await held;
          await route.continue();
        });
      }
      await page.getByRole("button", { name: text.submit }).click();
      if (javaScriptEnabled) {
        const running = page.getByRole("button", { name: text.submitting });
        await running.waitFor();
        expect(await running.isDisabled()).toBe(true);
        release();
      }
      await page.getByText(content.planToasts.submitted.title).waitFor();
      expect(await page.getByRole("status").filter({ hasText: content.planToasts.submitted.title }).innerText()).toContain(
        content.planToasts.submitted.description,
      );
      // A confirmation page names the plan and what happens next, instead of an empty step 1; without JavaScript the
      // browser keeps the form's #trip-planner across the redirect.
      await page.waitForURL((url) => url.pathname.startsWith(at("/plan/submitted/")));
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(t("planner.submitted.title", { treatment: orthopedics }));
      await expect.poll(() => page.getByRole("heading", { name: t("planner.submitted.next") }).isVisible()).toBe(true);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(direction);
      if (javaScriptEnabled) await expectNoReload(page);

      const rows = d1<Record<string, string | number>>(
        `SELECT treatment_type, companion_count, budget_range, special_requirements, total_estimated_cost, recovery_timeline, status
         FROM trip_plans WHERE user_id = '${userId}'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        treatment_type: "orthopedic-surgery",
        companion_count: 5,
        total_estimated_cost: 20000,
        recovery_timeline: 15,
        status: "submitted",
      });
      expect(JSON.parse(rows[0]!.budget_range as string)).toEqual({ min: 5000, max: 20000, currency: "EUR" });
      // Stored by their English words whatever the page's language, as the coordinators read them.
      expect(JSON.parse(rows[0]!.special_requirements as string)).toEqual([
        tripPlannerContent.specialRequirementOptions[3],
        tripPlannerContent.specialRequirementOptions[4],
        "Please book a room with a walk-in shower.",
      ]);
      // The plan's case remembers the language, so the coordinator's e-mails about it are in it.
      expect(
        d1(`SELECT cases.locale FROM cases JOIN trip_plans ON trip_plans.id = cases.trip_plan_id WHERE trip_plans.user_id = '${userId}'`),
      ).toEqual([{ locale }]);

      await page.getByRole("link", { name: t("planner.submitted.dashboard") }).click();
      await page.waitForURL((url) => url.pathname === at("/dashboard"));
      const plans = page.locator("#trip-plans");
      expect(await plans.getByRole("heading", { level: 2 }).innerText()).toBe(t("planner.section.title"));
      expect(await plans.innerText()).toContain(t("planner.status.submitted"));
    });
  });

  it("shows a refused field next to its message and in the summary, and keeps what was typed", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto(at("/plan?step=2"));
      if (javaScriptEnabled) {
        await waitForHydration(page);
        await setMarker(page);
      }
      const arrival = page.getByLabel(text.arrival);
      await arrival.fill(inDays(13));
      await nextIn(page);
      const message = page.getByText(t("planner.errors.arrivalTooEarly", { date: date(inDays(14)) }));
      await message.first().waitFor();
      // Next to the field and in the summary that links to it.
      expect(await message.count()).toBeGreaterThanOrEqual(2);
      await expect.poll(() => page.getByRole("alert").getByText(t("planner.checkFollowing")).isVisible()).toBe(true);
      expect(await arrival.inputValue()).toBe(inDays(13));
      expect(await arrival.getAttribute("aria-invalid")).toBe("true");
      await expectStepIn(page, 2);
      if (javaScriptEnabled) await expectNoReload(page);
    });
  });
});

describe.each(javaScriptModes)("trip planner with $name", ({ javaScriptEnabled }) => {
  it("keeps what was typed on a step when the visitor leaves it by a tab or a link", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/plan?step=2");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Arrival Date").fill(inDays(21));
      await page.getByLabel("Departure Date").fill(inDays(40));
      await page.getByLabel("My dates are flexible (± 7 days)").check();
      // The tab is a submit button of the step's form: the step is saved, then the overview opens.
      await page.getByRole("button", { name: "Process Overview" }).click();
      await page.getByRole("heading", { name: "Visa Requirements" }).waitFor();
      expect(new URL(page.url()).searchParams.get("tab")).toBe("overview");
      await page.getByRole("link", { name: "Interactive Planner" }).click();
      await expectStep(page, 2, "Travel Dates");
      expect(await page.getByLabel("Arrival Date").inputValue()).toBe(inDays(21));
      expect(await page.getByLabel("Departure Date").inputValue()).toBe(inDays(40));
      expect(await page.getByLabel("My dates are flexible (± 7 days)").isChecked()).toBe(true);

      // The hero's way to the overview and "Log in" save the step first too, with JavaScript and without.
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Departure Date").fill(inDays(45));
      await page.getByRole("button", { name: "Learn About Our Process" }).click();
      await page.getByRole("heading", { name: "Visa Requirements" }).waitFor();
      await page.goto("/plan?step=2");
      expect(await page.getByLabel("Departure Date").inputValue()).toBe(inDays(45));
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Arrival Date").fill(inDays(22));
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL(/\/auth\?redirectTo=%2Fplan%3Fstep%3D2$/);
      await page.goto("/plan?step=2");
      expect(await page.getByLabel("Arrival Date").inputValue()).toBe(inDays(22));

      // Enter in a field still means Next, although the tabs and the hero's button come first in the page.
      await page.getByLabel("Arrival Date").press("Enter");
      await expectStep(page, 3, "Accommodation");
    });
  });

  it.skipIf(!javaScriptEnabled)("keeps a typed date when the visitor leaves by a link of the site header", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/plan?step=2");
      await waitForHydration(page);
      // Saved at once when a link is followed, or by the autosave should a busy machine take longer than its pause
      // between the typing and the click: the answer is awaited from before the typing.
      const saved = page.waitForResponse((r) => r.url().endsWith("/resources/plan-draft") && r.status() === 204);
      await page.getByLabel("Arrival Date").fill(inDays(25));
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Treatments" }).click();
      // Left by the link is what matters, not every image of the next page: "commit", should the router fall back to
      // a full load (a clean clone's run timed out here once, waiting for "load").
      await page.waitForURL(/\/treatments$/, { waitUntil: "commit" });
      await saved;
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Plan Trip" }).click();
      await expectStep(page, 1, "Treatment Selection");
      await next(page);
      await expectStep(page, 2, "Travel Dates");
      expect(await page.getByLabel("Arrival Date").inputValue()).toBe(inDays(25));

      // A value the rules refuse is kept as typed and shown with its message when the step opens again.
      const refused = page.waitForResponse((r) => r.url().endsWith("/resources/plan-draft"));
      await page.getByLabel("Arrival Date").fill(inDays(3));
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Doctors" }).click();
      await page.waitForURL(/\/doctors$/, { waitUntil: "commit" });
      await refused;
      await page.goto("/plan?step=2");
      expect(await page.getByLabel("Arrival Date").inputValue()).toBe(inDays(3));
      expect(await page.getByLabel("Arrival Date").getAttribute("aria-invalid")).toBe("true");
    });
  });

  it.skipIf(!javaScriptEnabled)("says the accommodation options are loading while the step opens", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/plan?step=2");
      await waitForHydration(page);
      // Step 3's data is held back until the loading message has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/plan.data?*", async (route) => {
        const url = new URL(route.request().url());
        if (route.request().method() === "GET" && url.searchParams.get("step") === "3") await held;
        await route.continue();
      });
      await next(page);
      await page.getByText("Loading accommodation options...").waitFor();
      release();
      await expectStep(page, 3, "Accommodation");
      expect(await page.getByText("Loading accommodation options...").count()).toBe(0);
    });
  });

  it("asks a signed-out visitor to log in and brings them back to the review", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/plan?step=5");
      if (javaScriptEnabled) await waitForHydration(page);
      expect(await page.getByRole("button", { name: "Submit My Trip Plan" }).isDisabled()).toBe(true);
      const login = page.getByRole("link", { name: "Log in" });
      expect(await login.getAttribute("href")).toBe("/auth?redirectTo=%2Fplan%3Fstep%3D5");
    });
  });

  it("switches between the planner and the process overview", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/plan");
      if (javaScriptEnabled) {
        await waitForHydration(page);
        await setMarker(page);
      }
      // Step 1 has fields, so the hero's way to the overview is a button that saves the step first.
      await page.getByRole("button", { name: "Learn About Our Process" }).click();
      await page.getByRole("heading", { name: "Visa Requirements" }).waitFor();
      expect(new URL(page.url()).searchParams.get("tab")).toBe("overview");
      expect(await page.getByRole("link", { name: "Process Overview" }).getAttribute("aria-current")).toBe("page");
      // The planner anchor is scrolled into view, just below the sticky header.
      const gapBelowHeader = () =>
        page.evaluate(
          () =>
            document.getElementById("trip-planner")!.getBoundingClientRect().top -
            document.querySelector("header")!.getBoundingClientRect().bottom,
        );
      await expect.poll(gapBelowHeader).toBeGreaterThanOrEqual(0);
      await expect.poll(gapBelowHeader).toBeLessThan(40);
      expect(await page.getByRole("link", { name: "Get Visa Support" }).getAttribute("href")).toBe("/contact");
      expect(await page.getByRole("link", { name: "Download Travel Guide" }).getAttribute("href")).toBe(
        "/travel-info/guide",
      );
      await page.getByRole("link", { name: "Interactive Planner" }).click();
      await page.getByText("Step 1 of 5").waitFor();
      if (javaScriptEnabled) await expectNoReload(page);
    });
  });
});
