import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { doctorLabels } from "~content/doctor-labels";
import { closeBrowser, javaScriptModes, waitForHydration, withPage } from "./browser";
import { ANY, localeWalks, wordsIn } from "./locales";

afterAll(closeBrowser);

/** The result count line, or "Loading doctors..." while a search is on its way. */
async function countText(page: Page) {
  return (await page.getByRole("status").filter({ hasText: /Showing \d+ of \d+ doctors|Loading doctors/ }).textContent())?.trim() ?? "";
}

/** Marks the window: a full page load wipes the mark, a client-side update keeps it. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { catalogueMark: true }));
}
async function stillSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { catalogueMark?: boolean }).catalogueMark === true);
}

describe.each(javaScriptModes)("treatment savings with $name", ({ javaScriptEnabled }) => {
  it("opens one price comparison at a time and closes the open one on a second click", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/treatments");
      if (javaScriptEnabled) await waitForHydration(page);
      const cardiacTable = page.getByRole("table", { name: "Cardiac Surgery: starting prices compared" });
      const eyeTable = page.getByRole("table", { name: "Eye Surgery: starting prices compared" });
      const toggle = (title: string) => page.locator("summary", { hasText: title });
      const label = async (title: string) => (await toggle(title).innerText()).replace(/\s+/g, " ");
      expect(await page.locator("summary", { hasText: "View Savings" }).count()).toBe(6);
      await expect.poll(() => cardiacTable.isVisible()).toBe(false);

      await toggle("Cardiac Surgery").click();
      await cardiacTable.waitFor({ state: "visible" });
      expect(await label("Cardiac Surgery")).toBe("Hide Savings for Cardiac Surgery");
      await expect.poll(() => page.getByText("Average savings: $47,155 (69%)").isVisible()).toBe(true);

      await toggle("Eye Surgery").click();
      await eyeTable.waitFor({ state: "visible" });
      await expect.poll(() => cardiacTable.isVisible()).toBe(false);
      expect(await label("Cardiac Surgery")).toBe("View Savings for Cardiac Surgery");

      await toggle("Eye Surgery").click();
      await eyeTable.waitFor({ state: "hidden" });
      expect(await page.locator("details[name=savings][open]").count()).toBe(0);
      expect(page.url()).toMatch(/\/treatments$/);
    });
  });

  it("answers an unknown category with Treatment Not Found and a way back", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const response = await page.goto("/treatments/unknown-category");
      expect(response?.status()).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Treatment Not Found");
      await page.getByRole("link", { name: "Back to Treatments" }).click();
      await page.waitForURL((url) => url.pathname === "/treatments");
    });
  });
});

/** What each language's visitor searches for: a name in capitals, a specialty's word in Arabic. */
const searches = {
  en: { query: "HASSAN", doctor: "dr-ahmed-hassan", found: 1 },
  ar: { query: "عيون", doctor: "dr-nadia-el-sherif", found: 3 },
} as const;

describe.each(localeWalks)("doctor search with $name", ({ javaScriptEnabled, locale }) => {
  const { t, at, direction } = wordsIn(locale);
  const { query, doctor, found } = searches[locale];

  it("searches by name or specialty, case-insensitively, with a shareable URL in the page's language", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto(at("/doctors"));
      if (javaScriptEnabled) await waitForHydration(page);
      const total = await page.getByRole("link", { name: t("doctors.card.viewProfileOf", { name: ANY }).split(ANY)[0] }).count();
      const showing = (shown: number) => page.getByRole("status").getByText(t("doctors.directory.showing", { shown, total }), { exact: true });
      await showing(total).waitFor();
      await markWindow(page);

      const search = page.getByLabel(t("doctors.filters.searchLabel"));
      if (javaScriptEnabled) {
        // The list follows the typing, without pressing Enter and without a full reload.
        await search.pressSequentially(query, { delay: 40 });
        await showing(found).waitFor();
        expect(await stillSameDocument(page)).toBe(true);
        expect(await search.inputValue()).toBe(query);
        expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
      } else {
        await search.fill(query);
        await search.press("Enter");
        await page.waitForURL((url) => url.searchParams.get("q") === query);
      }
      expect(new URL(page.url()).pathname).toBe(at("/doctors"));
      expect(new URL(page.url()).searchParams.get("q")).toBe(query);
      const name = doctorLabels.doctors[doctor]!.name[locale];
      await expect.poll(() => page.getByRole("heading", { level: 3, name }).isVisible()).toBe(true);
      await showing(found).waitFor();

      // The URL can be shared: opening it gives the same result.
      await page.goto(page.url());
      if (javaScriptEnabled) await waitForHydration(page);
      await showing(found).waitFor();
      expect(await page.getByLabel(t("doctors.filters.searchLabel")).inputValue()).toBe(query);

      // A filter chosen by its name in the page's language keeps the page in that language.
      await page.getByRole("search").getByLabel(t("doctors.filters.language"), { exact: true }).selectOption({ label: doctorLabels.languages.German![locale] });
      if (!javaScriptEnabled) await page.getByRole("button", { name: t("doctors.filters.search") }).click();
      await page.waitForURL((url) => url.searchParams.get("language") === "German");
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(direction);
    });
  });
});

describe.each(javaScriptModes)("doctor filters with $name", ({ javaScriptEnabled }) => {
  it("filters by specialization and language, shows the empty state and clears the filters", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/doctors");
      if (javaScriptEnabled) await waitForHydration(page);
      const total = Number((await countText(page)).match(/of (\d+) doctors/)![1]);
      await markWindow(page);
      const apply = async () => {
        if (!javaScriptEnabled) await page.getByRole("button", { name: "Search" }).click();
      };

      await page.getByLabel("Specialization", { exact: true }).selectOption("Ophthalmology");
      await apply();
      await page.waitForURL(/specialization=Ophthalmology/);
      const cards = page.getByRole("heading", { level: 3 }).filter({ hasText: /^Dr\. / });
      // Settled when the count line matches the cards shown, and some but not all doctors are left.
      await expect
        .poll(async () => {
          const shown = await cards.count();
          return shown > 0 && shown < total && (await countText(page)) === `Showing ${shown} of ${total} doctors`;
        })
        .toBe(true);
      expect(await page.getByText("Ophthalmology", { exact: true }).count()).toBe(await cards.count() + 1);

      await page.getByRole("search").getByLabel("Language", { exact: true }).selectOption("Russian");
      await apply();
      await page.waitForURL(/language=Russian/);
      await page.getByText("No doctors found matching your criteria.").waitFor();
      expect(await countText(page)).toBe(`Showing 0 of ${total} doctors`);

      await page.getByRole("link", { name: "Clear Filters" }).click();
      await page.waitForURL((url) => url.pathname === "/doctors" && url.search === "");
      await expect.poll(() => countText(page)).toBe(`Showing ${total} of ${total} doctors`);
      expect(await page.getByLabel("Specialization", { exact: true }).inputValue()).toBe("");
      expect(await page.getByRole("search").getByLabel("Language", { exact: true }).inputValue()).toBe("");
      expect(await stillSameDocument(page)).toBe(javaScriptEnabled);
    });
  });

  it("opens a profile from a card and comes back", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await page.goto("/doctors?q=hassan");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("link", { name: "View full profile of Dr. Ahmed Hassan" }).click();
      await page.getByRole("heading", { level: 1, name: "Dr. Ahmed Hassan" }).waitFor();
      await expect.poll(() => page.getByRole("heading", { name: "Patient Reviews" }).isVisible()).toBe(true);
      expect(await page.getByRole("main").getByRole("link", { name: "Get Free Consultation" }).getAttribute("href")).toBe(
        "/book?doctor=dr-ahmed-hassan",
      );
      await page.getByRole("link", { name: "Back to Doctors" }).click();
      await page.waitForURL((url) => url.pathname === "/doctors");
    });
  });
});
