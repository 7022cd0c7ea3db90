import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { faqIn } from "~content/faq";
import { closeBrowser, javaScriptModes, waitForHydration, withPage } from "./browser";
import { localeWalks, wordsIn } from "./locales";

afterAll(closeBrowser);

/** Marks the current document; `stillSameDocument` is true only if no full page load happened since. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
function stillSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) {
    await waitForHydration(page);
    await markDocument(page);
  }
}

describe.each(javaScriptModes)("information pages with $name", ({ javaScriptEnabled }) => {
  it("FAQ: a hash anchor selects its category and brings it into view", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await open(page, "/faq#costs-payment", javaScriptEnabled);
      const costs = page.locator("#costs-payment");
      await costs.waitFor({ state: "visible" });
      await expect.poll(() => page.locator("#general-questions").isVisible()).toBe(false);
      await expect
        .poll(async () => {
          const box = await costs.boundingBox();
          return box !== null && box.y >= 0 && box.y < page.viewportSize()!.height / 2;
        })
        .toBe(true);
      if (javaScriptEnabled) {
        expect(await page.getByRole("tab", { name: "Costs & Payment" }).getAttribute("aria-selected")).toBe("true");
      }
      await costs.getByText("How do I pay?").click();
      await expect.poll(() => costs.getByText("You pay the hospital directly").isVisible()).toBe(true);
    });
  });

  it("FAQ: the tab of the category a hash names looks selected, the others not", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const look = (name: string) =>
        page.getByRole("tab", { name }).evaluate((tab) => {
          const style = getComputedStyle(tab);
          return `${style.backgroundColor} ${style.color}`;
        });
      await open(page, "/faq?category=general", javaScriptEnabled);
      const selected = await look("General");
      const unselected = await look("Costs & Payment");
      expect(selected).not.toBe(unselected);
      for (const [anchor, tab] of [
        ["costs-payment", "Costs & Payment"],
        ["visa-travel", "Visa & Travel"],
        ["stay-transport", "Stay & Transport"],
        ["recovery-support", "Recovery & Support"],
      ] as const) {
        await open(page, `/faq#${anchor}`, javaScriptEnabled);
        await page.locator(`#${anchor}`).waitFor({ state: "visible" });
        await expect.poll(() => look(tab), { message: anchor }).toBe(selected);
        expect(await look("General"), anchor).toBe(unselected);
      }
    });
  });

  it("blog: the category chips filter the list and Load More shows the rest", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await open(page, "/blog", javaScriptEnabled);
      const grid = page.locator("section[aria-labelledby='grid-title']");
      await expect.poll(() => page.getByRole("heading", { name: "Editor's Pick" }).isVisible()).toBe(true);
      expect(await grid.locator("article").count()).toBe(3);

      await page.getByRole("link", { name: "Load More Articles" }).click();
      // A locator, not page.waitForFunction: with JavaScript off that evaluates once and never polls again, so it
      // failed whenever it first looked while the next page was still streaming in.
      await grid.locator("article").nth(4).waitFor();
      expect(await grid.locator("article").count()).toBe(5);
      expect(await page.getByRole("link", { name: "Load More Articles" }).count()).toBe(0);

      await page.getByRole("link", { name: "Eye Surgery (1)" }).click();
      await page.getByRole("heading", { name: "Eye Surgery Articles" }).waitFor();
      // The grid's cards come after its heading in the streamed page.
      await expect.poll(() => grid.locator("article").count()).toBe(1);
      await expect.poll(() => grid.getByRole("heading", { name: /LASIK in Egypt/ }).isVisible()).toBe(true);
      expect(await page.getByRole("heading", { name: "Editor's Pick" }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Eye Surgery (1)" }).getAttribute("aria-current")).toBe("page");

      await page.getByRole("link", { name: "All (6)" }).click();
      await page.getByRole("heading", { name: "Latest Articles" }).waitFor();
      if (javaScriptEnabled) expect(await stillSameDocument(page)).toBe(true);

      await page.getByRole("link", { name: /^Read More\s?: LASIK/ }).click();
      await page.getByRole("heading", { level: 1, name: /LASIK in Egypt/ }).waitFor();
      await expect.poll(() => page.locator("h2", { hasText: "Are you a good candidate?" }).isVisible()).toBe(true);
    });
  });

  it("travel information: the tabs switch and can be linked", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await open(page, "/travel-info", javaScriptEnabled);
      const panel = page.getByRole("tabpanel");
      expect(await page.getByRole("tab", { selected: true }).textContent()).toBe("Visa & Entry");
      await expect.poll(() => panel.getByRole("rowheader", { name: "GCC Countries" }).isVisible()).toBe(true);

      await page.getByRole("tab", { name: "Practical Info" }).click();
      await panel.getByText("Tourist Police").waitFor();
      expect(await page.getByRole("tab", { selected: true }).textContent()).toBe("Practical Info");
      await page.waitForURL((url) => url.searchParams.get("tab") === "practical");
      await expect.poll(() => panel.getByText("GMT+2").isVisible()).toBe(true);

      if (javaScriptEnabled) {
        expect(await stillSameDocument(page)).toBe(true);
        // Arrow keys move along the tabs, wrapping from the last to the first.
        await page.getByRole("tab", { name: "Practical Info" }).press("ArrowRight");
        await panel.getByRole("rowheader", { name: "GCC Countries" }).waitFor();
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Visa & Entry");
        await page.keyboard.press("ArrowRight");
        await panel.getByText("Accommodation Booking Service").waitFor();
        await page.waitForURL((url) => url.searchParams.get("tab") === "accommodation");
      }

      await page.goto("/travel-info?tab=egypt-info");
      expect(await page.getByRole("tab", { selected: true }).textContent()).toBe("About Egypt");
      await expect.poll(() => page.getByRole("tabpanel").getByText("about 47.5 EGP per 1 USD (rates of 31 October 2025)", { exact: false }).isVisible()).toBe(true);
    });
  });

  it("blog article: Share Article shares or copies the link", async () => {
    await withPage({ javaScriptEnabled, permissions: ["clipboard-read", "clipboard-write"] }, async (page) => {
      await open(page, "/blog/2", javaScriptEnabled);
      const canonical = (await page.locator("link[rel=canonical]").getAttribute("href"))!;
      expect(canonical).toMatch(/^https?:\/\/[^/]+\/blog\/2$/);
      const share = page.getByRole(javaScriptEnabled ? "button" : "link", { name: "Share Article" });
      if (!javaScriptEnabled) {
        expect(await share.getAttribute("href")).toBe(
          `mailto:?subject=LASIK%20in%20Egypt%3A%20What%20to%20Expect%20Before%2C%20During%20and%20After&body=${encodeURIComponent(canonical)}`,
        );
        return;
      }
      // Headless Chromium on Linux has no share sheet, so the link is copied.
      expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
      await share.click();
      await page.getByRole("status").getByText("Link copied to clipboard.").waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    });
  });
});

/** What each language's visitor searches the FAQ for: a word, and in Arabic a word as many type it (no hamza, a final haa). */
const faqSearches = {
  en: { query: "payment", finds: { category: "costs", entry: 2 } },
  ar: { query: "تاشيره", finds: { category: "visa", entry: 0 } },
} as const;

describe.each(localeWalks)("the FAQ with $name", ({ javaScriptEnabled, locale }) => {
  const { t, at } = wordsIn(locale);
  const categories = faqIn(locale);
  const category = (id: string) => categories.find((c) => c.id === id)!;

  it("FAQ: category cards and tabs select a category; accordions open one at a time", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      await open(page, at("/faq"), javaScriptEnabled);
      await expect.poll(() => page.locator("#general-questions").isVisible()).toBe(true);

      await page.getByRole("link", { name: new RegExp(`^${category("visa").title}`) }).click();
      const visa = page.locator("#visa-travel");
      await visa.waitFor({ state: "visible" });
      await expect.poll(() => page.locator("#general-questions").isVisible()).toBe(false);
      expect(new URL(page.url()).searchParams.get("category")).toBe("visa");
      expect(new URL(page.url()).pathname).toBe(at("/faq"));

      await page.getByRole("tablist", { name: t("faq.tabs.label") }).getByRole("tab", { name: category("aftercare").title }).click();
      const recovery = page.locator("#recovery-support");
      await recovery.waitFor({ state: "visible" });
      await expect.poll(() => visa.isVisible()).toBe(false);
      await page.waitForFunction(() => new URL(location.href).searchParams.get("category") === "aftercare");

      const first = recovery.locator("details").nth(0);
      const second = recovery.locator("details").nth(1);
      await first.locator("summary").click();
      expect(await first.getAttribute("open")).toBe("");
      await second.locator("summary").click();
      expect(await second.getAttribute("open")).toBe("");
      expect(await first.getAttribute("open")).toBeNull();

      if (javaScriptEnabled) expect(await stillSameDocument(page)).toBe(true);
    });
  });

  it("FAQ: a search replaces categories and tabs with the results", async () => {
    const { query, finds } = faqSearches[locale];
    await withPage({ javaScriptEnabled }, async (page) => {
      await open(page, at("/faq"), javaScriptEnabled);
      await page.getByLabel(t("faq.search.label")).fill(query);
      await page.getByRole("button", { name: t("faq.search.submit"), exact: true }).click();
      await page.getByRole("heading", { name: t("faq.results.title") }).waitFor();
      expect(new URL(page.url()).pathname).toBe(at("/faq"));
      expect(new URL(page.url()).searchParams.get("q")).toBe(query);
      expect(await page.getByRole("tablist").count()).toBe(0);
      expect(await page.getByRole("heading", { name: t("faq.categories.title") }).count()).toBe(0);
      await expect.poll(() => page.getByText(category(finds.category).entries[finds.entry]!.question).isVisible()).toBe(true);
      expect(await page.locator("main").getByRole("status").textContent()).toContain(query);
      if (javaScriptEnabled) expect(await stillSameDocument(page)).toBe(true);

      await page.getByRole("link", { name: t("faq.results.clear") }).click();
      await page.getByRole("tablist", { name: t("faq.tabs.label") }).waitFor();
      expect(new URL(page.url()).pathname).toBe(at("/faq"));
    });
  });
});

describe("FAQ anchors after the page has loaded", () => {
  it("selects and scrolls to the tab when the hash changes", async () => {
    await withPage({}, async (page) => {
      await open(page, "/faq", true);
      await page.evaluate(() => (location.hash = "#stay-transport"));
      await page.waitForFunction(() => {
        const panel = document.getElementById("stay-transport")!;
        const box = panel.getBoundingClientRect();
        return getComputedStyle(panel).display !== "none" && box.top >= 0 && box.top < window.innerHeight;
      });
      expect(await page.getByRole("tab", { name: "Stay & Transport" }).getAttribute("aria-selected")).toBe("true");
      await expect.poll(() => page.locator("#general-questions").isVisible()).toBe(false);
      expect(await stillSameDocument(page)).toBe(true);
    });
  });
});
