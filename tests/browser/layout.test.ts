import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { publicPages } from "../public-pages";
import { signIn } from "./auth";
import {
  baseURL,
  closeBrowser,
  fixedNow,
  javaScriptModes,
  launchBrowser,
  layoutThemes,
  screenshot,
  visitorAddress,
  waitForHydration,
  withPage,
} from "./browser";

afterAll(closeBrowser);


/** Reviewers look at these after a run (README, "Screenshots"). */
export const SCREENSHOT_DIR = "test-results/screenshots";

const PHONE_HEADER_MAX = 64;
const DESKTOP_HEADER_MAX = 80;

/** What the layout checks measure on one page, in the browser. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const header = document.querySelector("header")!;
    const navLinks = Array.from(document.querySelectorAll<HTMLElement>("header nav a")).filter(
      (a) => a.offsetParent !== null,
    );

    // A word is broken when its letters sit on two lines. Hyphens and slashes are fair places to wrap, except inside a
    // range of numbers: "2-" at the end of a line and "3 weeks" on the next reads as two figures.
    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, [hidden], .sr-only") || parent.offsetParent === null) continue;
      const style = getComputedStyle(parent);
      if (style.position === "absolute" && style.clip !== "auto") continue;
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\d+[-–‑]\d+|[^\s\-–‑/]{2,}/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) brokenWords.push(`${match[0]} (in <${parent.tagName.toLowerCase()}>)`);
      }
    }

    const breakAnywhere = Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter((el) => {
        const s = getComputedStyle(el);
        return s.overflowWrap === "anywhere" || s.wordBreak === "break-all";
      })
      .map((el) => el.tagName.toLowerCase() + (el.className ? `.${String(el.className).split(" ")[0]}` : ""));

    const imagesWithoutSize = Array.from(document.images)
      .filter((img) => !img.getAttribute("width") || !img.getAttribute("height"))
      .map((img) => img.currentSrc || img.src);

    // A card is a box drawn as one (a border or a shadow, rounded), shown, in a row of a grid or a wrapping flex.
    const isCard = (el: Element): el is HTMLElement => {
      if (!(el instanceof HTMLElement) || el.offsetParent === null) return false;
      const s = getComputedStyle(el);
      const framed = parseFloat(s.borderTopWidth) > 0 || s.boxShadow !== "none";
      return framed && parseFloat(s.borderTopLeftRadius) > 0 && el.getBoundingClientRect().width >= 120;
    };
    const label = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30)}"`;
    const grids = Array.from(document.querySelectorAll<HTMLElement>("body *")).filter((el) => {
      const s = getComputedStyle(el);
      return el.offsetParent !== null && (s.display === "grid" || (s.display === "flex" && s.flexWrap === "wrap"));
    });
    const unevenCards: string[] = [];
    const orphans: string[] = [];
    for (const grid of grids) {
      // The card of each cell: the cell itself, or the one box inside it (a list item holding a link card).
      const cards = Array.from(grid.children)
        .filter((cell) => (cell as HTMLElement).offsetParent !== null)
        .map((cell) => (isCard(cell) ? cell : cell.children.length === 1 && isCard(cell.children[0]!) ? cell.children[0]! : null));
      if (cards.length < 2 || cards.some((card) => card === null)) continue;
      const rows = new Map<number, HTMLElement[]>();
      for (const card of cards as HTMLElement[]) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), card]);
      }
      for (const row of rows.values()) {
        const heights = row.map((card) => card.getBoundingClientRect().height);
        if (row.length > 1 && Math.max(...heights) - Math.min(...heights) > 1) {
          unevenCards.push(`${label(row[0]!)} ${heights.map(Math.round).join("/")}px`);
        }
      }
      // One card alone on the last row, where fewer columns (always room for them) would leave none alone.
      const columns = Math.max(...Array.from(rows.values(), (row) => row.length));
      const count = cards.length;
      const lastRow = Array.from(rows.entries()).sort(([a], [b]) => a - b).at(-1)![1];
      if (columns > 1 && count > columns && lastRow.length === 1) {
        const better = Array.from({ length: columns - 2 }, (_, i) => i + 2).find((c) => count % c !== 1);
        if (better) orphans.push(`${label(lastRow[0]!)}: ${count} cards in ${columns} columns (${better} would fit)`);
      }
    }

    // What pushes the page sideways, so a failure names it (a visually hidden element is 1 px and clipped).
    const stickingOut = Array.from(document.querySelectorAll("main *, footer *"))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && (box.left < -0.5 || box.right > root.clientWidth + 0.5);
      })
      .slice(-3)
      .map(label);

    return {
      unevenCards,
      orphans,
      stickingOut,
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      headerHeight: header.getBoundingClientRect().height,
      headerPosition: getComputedStyle(header).position,
      navRows: new Set(navLinks.map((a) => Math.round(a.getBoundingClientRect().top))).size,
      navLinks: navLinks.length,
      brokenWords,
      breakAnywhere,
      imagesWithoutSize,
    };
  });
}

/** The instant the layout checks run at: a Monday noon in Cairo (winter, UTC+2), so /book shows the same slots at any hour. */
const LAYOUT_NOW = "2027-01-04T12:00:00+02:00";

/** What is wrong with the open page's layout, one line each. */
async function layoutProblems(page: Page, at: string, width: number) {
  const m = await measure(page);
  const problems: string[] = [];
  if (m.scrollWidth > m.clientWidth) {
    problems.push(`${at}: scrolls sideways (${m.scrollWidth} > ${m.clientWidth}; sticking out: ${m.stickingOut.join(", ")})`);
  }
  if (m.headerPosition !== "sticky") problems.push(`${at}: header is not sticky`);
  const maxHeader = width >= 1280 ? DESKTOP_HEADER_MAX : PHONE_HEADER_MAX;
  if (m.headerHeight > maxHeader) problems.push(`${at}: header ${m.headerHeight}px > ${maxHeader}px`);
  if (width >= 1280 && (m.navLinks !== 11 || m.navRows !== 1)) {
    problems.push(`${at}: ${m.navLinks} links on ${m.navRows} rows`);
  }
  if (m.brokenWords.length) problems.push(`${at}: words broken across lines: ${m.brokenWords.slice(0, 5).join(", ")}`);
  if (m.breakAnywhere.length) problems.push(`${at}: break-anywhere styles on ${m.breakAnywhere.slice(0, 5).join(", ")}`);
  if (m.unevenCards.length) problems.push(`${at}: cards in a row differ in height: ${m.unevenCards.join(", ")}`);
  if (m.orphans.length) problems.push(`${at}: a lone card on the last row: ${m.orphans.join(", ")}`);
  if (m.imagesWithoutSize.length) problems.push(`${at}: images without width/height: ${m.imagesWithoutSize.join(", ")}`);
  return problems;
}

/** The widths every public page must fit, narrowest first. */
const widths = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];

/**
 * The public pages and their Arabic twins, whose words run longer, in groups of four: one test per group, so each
 * stays well within its timeout.
 */
const routeGroups = publicPages.flatMap((path) => [path, path === "/" ? "/ar" : `/ar${path}`]).reduce<string[][]>((groups, path, index) => {
  if (index % 4 === 0) groups.push([]);
  groups.at(-1)!.push(path);
  return groups;
}, []);

describe("every public page at 320, 390, 768, 1024 and 1280 px", () => {
  // Each page loads once and the viewport is resized through the widths: the layout is CSS media queries (and
  // React state that listens to them), not state fixed at load, so a resize shows what a load at that width would,
  // at a fifth of the page loads. Geometry does not depend on the theme (only colours do, which
  // accessibility.test.ts checks in both).
  it.each(routeGroups)("fits the screen: %s…", async (...paths) => {
    if (process.env.SCREENSHOTS === "1") mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const context = await (
      await launchBrowser()
    ).newContext({
      baseURL: baseURL(),
      viewport: widths[0]!,
      extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress(), ...fixedNow(LAYOUT_NOW) },
    });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of paths) {
        await page.setViewportSize(widths[0]!);
        await page.goto(path, { waitUntil: "load" });
        for (const colorScheme of layoutThemes) {
          await page.emulateMedia({ colorScheme });
          for (const { width, height } of widths) {
            await page.setViewportSize({ width, height });
            problems.push(...(await layoutProblems(page, `${path} at ${width}px ${colorScheme}`, width)));
            if (width === 390 || width === 1280) {
              const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
              await screenshot(page, `${SCREENSHOT_DIR}/${name}-${width}-${colorScheme}.png`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("/book at any hour", () => {
  // The free slots depend on the time of day: the page must fit just after midnight, at noon and late at night (Cairo).
  it.each(["2027-01-04T00:30:00+02:00", "2027-01-04T12:00:00+02:00", "2027-01-04T23:45:00+02:00"])(
    "fits every width with now = %s",
    async (now) => {
      const problems: string[] = [];
      await withPage({ viewport: { width: 390, height: 800 }, extraHTTPHeaders: fixedNow(now) }, async (page) => {
        await page.goto("/book", { waitUntil: "load" });
        // The fixed now reached the server: the days offered are those of its two-week window.
        expect(await page.locator('a[href*="day=2027-01-1"]').count()).toBeGreaterThan(0);
        // One load, resized (as above): the slots come from the server, the columns from CSS.
        for (const width of [390, 1024, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          problems.push(...(await layoutProblems(page, `/book at ${width}px, now ${now}`, width)));
        }
      });
      expect(problems).toEqual([]);
    },
  );
});

describe.each(javaScriptModes)("the booking flow on a phone, $name", ({ javaScriptEnabled }) => {
  it("brings the times of a tapped day into view, below the sticky header", async () => {
    await withPage(
      { viewport: { width: 390, height: 844 }, javaScriptEnabled, extraHTTPHeaders: fixedNow("2027-01-04T12:00:00+02:00") },
      async (page) => {
        await page.goto("/book");
        if (javaScriptEnabled) await waitForHydration(page);
        // A day far enough down the list that its times start below the screen.
        await page.locator('a[href*="day=2027-01-"]').nth(3).click();
        await page.waitForURL(/day=2027-01-/);
        await expect
          .poll(() =>
            page.evaluate(() => {
              const headerBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
              const times = document.getElementById("times-title")!.getBoundingClientRect();
              const firstTime = document.querySelector("button[name=startsAt]")!.getBoundingClientRect();
              return times.top >= headerBottom && firstTime.bottom <= window.innerHeight;
            }),
          )
          .toBe(true);
      },
    );
  });

  it("stays within 390 px after every step, up to 'Check your email' naming a long address", async () => {
    const email = "amelia.hartingtonfitzgerald.travellingpatient@cardiologypracticeexample.co.uk";
    await withPage(
      { viewport: { width: 390, height: 800 }, javaScriptEnabled, extraHTTPHeaders: fixedNow("2027-01-04T12:00:00+02:00") },
      async (page) => {
        const widths: string[] = [];
        // Wider than the screen, or clipped by a box that hides what sticks out: both cost the reader the text.
        const fits = async (step: string) => {
          const { scrollWidth, clientWidth, widest } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
            widest: Math.max(...Array.from(document.querySelectorAll("main *"), (el) => el.getBoundingClientRect().right)),
          }));
          if (scrollWidth > clientWidth || widest > clientWidth) widths.push(`${step}: ${Math.max(scrollWidth, widest)} > ${clientWidth}`);
        };
        await page.goto("/book");
        if (javaScriptEnabled) await waitForHydration(page);
        // A day of its own for each mode, so the two walks do not ask for the same time.
        await page.locator('a[href*="day=2027-01-"]').nth(javaScriptEnabled ? 1 : 0).click();
        await page.waitForURL(/day=2027-01-/);
        await fits("a day chosen");
        await page.locator("form button[name=startsAt]").first().click();
        await page.waitForURL((url) => url.pathname.startsWith("/book/hold/"));
        await fits("the hold");
        const details = page.locator("form#booking-details");
        await details.getByLabel("Full name").fill("Amelia Hartington-Fitzgerald");
        await details.getByLabel("Email").fill(email);
        await details.getByLabel("Phone or WhatsApp number").fill("+44 20 7946 0000");
        await details.getByLabel("What would you like to discuss?").fill("A second opinion on a valve repair.");
        await details.getByRole("button", { name: "Confirm Booking" }).click();
        await page.getByRole("heading", { name: "Check your email" }).waitFor();
        await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
        await fits("check your email");
        expect(widths).toEqual([]);
      },
    );
  });
});

describe("header", () => {
  // The Arabic links are wider than the English ones: at 1024 px they once pushed the page sideways.
  it.each(["/", "/ar"])("fits its row in %s from a tablet to a wide screen", async (path) => {
    await withPage({ viewport: { width: 1024, height: 768 } }, async (page) => {
      await page.goto(path, { waitUntil: "load" });
      const problems: string[] = [];
      for (const width of [1024, 1279, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        problems.push(...(await layoutProblems(page, `${path} at ${width}px`, width)));
      }
      expect(problems).toEqual([]);
    });
  });

  it.each([
    { width: 390, height: 844, max: PHONE_HEADER_MAX },
    { width: 1024, height: 768, max: PHONE_HEADER_MAX },
    { width: 1280, height: 800, max: DESKTOP_HEADER_MAX },
  ])("stays within $max px at $width px when signed in", async ({ width, height, max }) => {
    await withPage({ viewport: { width, height } }, async (page) => {
      await signIn(page.context());
      await page.goto("/treatments");
      await page.mouse.wheel(0, 1500);
      const m = await measure(page);
      expect(m.headerHeight).toBeLessThanOrEqual(max);
      expect(m.scrollWidth).toBeLessThanOrEqual(m.clientWidth);
      if (width >= 1280) expect(m.navRows).toBe(1);
      // Signed in, the greeting is one press away: in the menu on a phone, in the top bar on a desktop.
      if (width < 1280) await page.getByText("Menu", { exact: true }).click();
      await expect.poll(() => page.getByRole("link", { name: /^Welcome, / }).isVisible()).toBe(true);
    });
  });

  it("keeps a menu opened while the page's scripts load open once they run", async () => {
    await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
      // The app's script waits until the visitor has opened the menu, as on a slow phone network.
      let release = () => {};
      const opened = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
        await opened;
        await route.continue();
      });
      await page.goto("/treatments", { waitUntil: "domcontentloaded" });
      await page.getByText("Menu", { exact: true }).click();
      release();
      await waitForHydration(page);
      expect(await page.locator("details[open]").filter({ hasText: "Menu" }).count()).toBe(1);
    });
  });

  it("keeps every menu link reachable on a landscape phone, and closes on Escape and on navigation", async () => {
    await withPage({ viewport: { width: 844, height: 390 } }, async (page) => {
      await page.goto("/");
      await waitForHydration(page);
      const menu = page.getByRole("navigation", { name: "Main" });
      await page.getByText("Menu", { exact: true }).click();
      const panel = await page.evaluate(() => {
        const el = document.querySelector("details[open] > div")!;
        return {
          scrollHeight: el.scrollHeight,
          clientHeight: el.clientHeight,
          bottom: el.getBoundingClientRect().bottom,
        };
      });
      expect(panel.bottom).toBeLessThanOrEqual(390);
      expect(panel.scrollHeight).toBeGreaterThan(panel.clientHeight);

      await page.keyboard.press("Escape");
      await expect.poll(() => menu.isVisible()).toBe(false);

      await page.getByText("Menu", { exact: true }).click();
      const contact = menu.getByRole("link", { name: "Contact" });
      await contact.scrollIntoViewIfNeeded();
      await contact.click();
      await page.waitForURL(/\/contact$/);
      await menu.waitFor({ state: "hidden", timeout: 2000 });
    });
  });

  it("lands anchor targets below the sticky header", async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await withPage({ viewport }, async (page) => {
        await page.goto("/faq#costs-payment");
        // Retried until the browser has scrolled to the target.
        await expect
          .poll(() =>
            page.evaluate(() => {
              const headerBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
              const targetTop = document.getElementById("costs-payment")!.getBoundingClientRect().top;
              return targetTop >= headerBottom && targetTop < window.innerHeight;
            }),
          )
          .toBe(true);
      });
    }
  });
});
