import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../auth";
import { violations } from "../axe";
import { baseURL, closeBrowser, javaScriptModes, layoutThemes, screenshot, waitForHydration, withPage } from "../browser";

afterAll(closeBrowser);

/**
 * Arabic pages whose every word is translated: each must show no English message of the catalogue anywhere.
 * Translators add a page here when they translate it.
 */
const translatedRoutes = [
  "/ar/does-not-exist",
  // The information pages.
  "/ar",
  "/ar/about",
  "/ar/concierge",
  "/ar/stories",
  "/ar/outcomes",
  "/ar/travel-info",
  "/ar/travel-info?tab=practical",
  "/ar/travel-info/guide",
  "/ar/faq",
  "/ar/faq?q=تأشيرة",
  "/ar/privacy",
  // The catalogue, doctors and blog.
  "/ar/treatments",
  "/ar/treatments/cardiac-surgery",
  "/ar/doctors",
  "/ar/doctors/dr-ahmed-hassan",
  "/ar/blog",
  "/ar/blog/1",
  "/ar/contact",
  "/ar/auth",
  "/ar/auth?tab=signup",
  "/ar/auth?view=forgot",
  "/ar/newsletter/confirm?token=unknown",
  "/ar/newsletter/unsubscribe?token=unknown",
  // The trip planner, every step and the overview.
  "/ar/plan",
  "/ar/plan?step=2",
  "/ar/plan?step=3",
  "/ar/plan?step=4",
  "/ar/plan?step=5",
  "/ar/plan?tab=overview",
  // The intake wizard, every kind of step.
  "/ar/start-journey",
  "/ar/start-journey?step=4",
  "/ar/start-journey?step=5&treatment=dental-care",
  "/ar/start-journey?step=6",
];

/**
 * A signed-in patient's translated pages, checked the same way once the visitor has signed in, within `scope`.
 */
const signedInRoutes = [
  {
    path: "/ar/dashboard",
    scope: "body > div, body > header, body > footer, main h1, main section",
  },
  { path: "/ar/account", scope: "body" },
  { path: "/ar/account/delete", scope: "body" },
];

/** Every public page in Arabic: the frame (header, menu, footer) must already be Arabic on all of them. */
const arabicRoutes = [...new Set([
  "/ar",
  "/ar/treatments",
  "/ar/treatments/cardiac-surgery",
  "/ar/doctors",
  "/ar/doctors/dr-ahmed-hassan",
  "/ar/stories",
  "/ar/outcomes",
  "/ar/plan",
  "/ar/travel-info",
  "/ar/travel-info/guide",
  "/ar/concierge",
  "/ar/blog",
  "/ar/blog/1",
  "/ar/faq",
  "/ar/about",
  "/ar/contact",
  "/ar/privacy",
  "/ar/auth",
  "/ar/start-journey",
  "/ar/book",
  ...translatedRoutes.filter((path) => !path.includes("?")),
])];

/**
 * The English catalogue's fixed messages (no placeholders), as the server sends them to the browser, each with the
 * pattern that finds it as whole words (compiled once, not once per page).
 */
let englishMessages: { message: string; pattern: RegExp }[] = [];

beforeAll(async () => {
  const html = await (await fetch(`${baseURL()}/`)).text();
  const href = html.match(/<link id="nilecare-messages"[^>]* href="([^"]+)"/)?.[1];
  const catalogue = (await (await fetch(`${baseURL()}${href}`)).json()) as { messages: Record<string, unknown[]> };
  englishMessages = Object.entries(catalogue.messages)
    // Country and language names (the intake's options) are also data Arabic pages show as stored: a story's
    // country, a doctor's languages (decision 0132). The intake test checks its options in Arabic.
    .filter(([key]) => !/^intake\.option\.(country|languagePreference)\./.test(key))
    .map(([, tokens]) => tokens)
    .filter((tokens): tokens is [string] => tokens.length === 1 && typeof tokens[0] === "string")
    .map(([text]) => text)
    // Names and symbols read the same in both languages.
    .filter((text) => /[a-z]{2}/.test(text))
    .map((message) => ({
      message,
      pattern: new RegExp(`(^|[^A-Za-z])${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^A-Za-z]|$)`),
    }));
});

/** English catalogue messages visible inside `selector` (accessible names included). */
async function englishIn(page: Page, selector: string) {
  const texts = await page.evaluate((selector) => {
    // Data kept in English on purpose (a doctor's biography and qualifications, decision 0132) is marked
    // lang="en" for screen readers, and is not a missing translation.
    const english = Array.from(document.querySelectorAll<HTMLElement>('body [lang="en"]'));
    const shown = english.map((element) => element.style.display);
    english.forEach((element) => (element.style.display = "none"));
    const found = Array.from(document.querySelectorAll<HTMLElement>(selector)).flatMap((element) => [
      element.innerText,
      ...Array.from(element.querySelectorAll("[aria-label]")).map((el) => el.getAttribute("aria-label") ?? ""),
      element.getAttribute("aria-label") ?? "",
    ]);
    english.forEach((element, index) => (element.style.display = shown[index] ?? ""));
    return found;
  }, selector);
  const text = texts.join("\n");
  return englishMessages.filter(({ pattern }) => pattern.test(text)).map(({ message }) => message);
}

/** Where `path` is not a right-to-left Arabic document, or an empty list. */
async function directionProblems(page: Page, path: string) {
  const { lang, dir } = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  return lang !== "ar" || dir !== "rtl" ? [`${path}: lang=${lang} dir=${dir}`] : [];
}

/**
 * Elements of the page's own content that stick out sideways: to the left in a right-to-left page, where no scroll
 * bar shows them (the document's scroll width does not grow).
 */
function overflowing(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("main *"))
      .filter((e) => {
        const box = e.getBoundingClientRect();
        // Visually hidden elements (1 px, clipped) are not seen and cannot push the page sideways.
        return box.width > 1 && (box.left < -0.5 || box.right > window.innerWidth + 0.5);
      })
      .map((e) => `${e.tagName} ${e.textContent?.slice(0, 40)}`),
  );
}

/** Sideways scroll or content sticking out, a header that does not stay or grows too tall, the desktop menu off one row. */
async function layoutProblems(page: Page, path: string, width: number, colorScheme: string) {
  const outside = await overflowing(page);
  const m = await page.evaluate(() => {
    const header = document.querySelector("header")!;
    const links = Array.from(document.querySelectorAll<HTMLElement>("header nav a")).filter((a) => a.offsetParent !== null);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      headerHeight: header.getBoundingClientRect().height,
      headerPosition: getComputedStyle(header).position,
      navLinks: links.length,
      navRows: new Set(links.map((a) => Math.round(a.getBoundingClientRect().top))).size,
    };
  });
  const at = `${path} at ${width}px ${colorScheme}`;
  const problems: string[] = [];
  if (m.scrollWidth > m.clientWidth) problems.push(`${at}: scrolls sideways (${m.scrollWidth} > ${m.clientWidth})`);
  problems.push(...outside.map((element) => `${at}: sticks out: ${element}`));
  if (m.headerPosition !== "sticky") problems.push(`${at}: header is not sticky`);
  const max = width >= 1280 ? 80 : 64;
  if (m.headerHeight > max) problems.push(`${at}: header ${m.headerHeight}px > ${max}px`);
  if (width >= 1280 && (m.navLinks !== 11 || m.navRows !== 1)) problems.push(`${at}: ${m.navLinks} links on ${m.navRows} rows`);
  const name = path === "/ar" ? "ar_home" : path.slice(1).replace(/[/?=&]/g, "_");
  await screenshot(page, `${SCREENSHOT_DIR}/${name}-${width}-${colorScheme}.png`);
  return problems;
}

const SCREENSHOT_DIR = "test-results/screenshots";
const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Every Arabic page a check below visits, in groups of five: one test per group, so each stays well within its timeout. */
const pageGroups = [...new Set([...arabicRoutes, ...translatedRoutes])].reduce<string[][]>((groups, path, index) => {
  if (index % 5 === 0) groups.push([]);
  groups.at(-1)!.push(path);
  return groups;
}, []);

describe("Arabic pages", () => {
  // One visit per page checks everything a page must be in Arabic (three loops visited each page again).
  it.each(pageGroups)(
    "render right to left with no English (the frame on every page, every word once translated), fit 1280 and 390 px (every step of both wizards too) and name, label and title everything in Arabic (axe): %s…",
    async (...paths) => {
      if (process.env.SCREENSHOTS === "1") mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await withPage({ viewport: { width: 1280, height: 800 } }, async (page) => {
        const problems: string[] = [];
        for (const path of paths) {
          const status = (await page.goto(path))?.status();
          // An unknown page and an unknown link's token answer "not found", in Arabic.
          const found = path !== "/ar/does-not-exist" && !path.includes("token=unknown");
          if (status !== (found ? 200 : 404)) problems.push(`${path}: status ${status}`);
          problems.push(...(await directionProblems(page, path)));
          await page.setViewportSize(DESKTOP);
          if (arabicRoutes.includes(path)) {
            const english = await englishIn(page, "body > div, body > header, body > footer, body > a:first-child, body > section");
            if (english.length) problems.push(`${path}: English in the frame: ${english.join(" | ")}`);
          }
          if (translatedRoutes.includes(path)) {
            const english = await englishIn(page, "body");
            if (english.length) problems.push(`${path}: ${english.join(" | ")}`);
            await waitForHydration(page);
            problems.push(...(await violations(page, "words")).map((v) => `${path}: ${v}`));
          }
          {
            // The same load resized to the phone (the layout is CSS media queries, not state fixed at load), instead
            // of loading every page again at 390 px.
            for (const colorScheme of layoutThemes) {
              await page.emulateMedia({ colorScheme });
              for (const viewport of [DESKTOP, PHONE]) {
                await page.setViewportSize(viewport);
                problems.push(...(await layoutProblems(page, path, viewport.width, colorScheme)));
              }
            }
            await page.emulateMedia({ colorScheme: "light" });
          }
        }
        expect(problems).toEqual([]);
      });
    },
  );

  it("render a signed-in patient's pages right to left with no English, fit 1280 and 390 px (a submitted plan's confirmation too), and name, label and title everything in Arabic (axe)", async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      const problems: string[] = [];
      await signIn(page.context());
      // A submitted plan, so the dashboard lists it and its confirmation page can be looked at.
      const planSteps: Record<string, string>[] = [
        { treatmentType: "dental-care" },
        { startDate: inDays(30), endDate: inDays(45), flexible: "on" },
        { hotelType: "apartment" },
        { budgetMin: "3000", budgetMax: "50000", currency: "GBP", companionCount: "2" },
      ];
      for (const [index, fields] of planSteps.entries()) {
        const form = { step: String(index + 1), intent: "next", ...fields };
        await page.request.post(`/ar/plan?step=${index + 1}`, { form, headers: { Origin: baseURL() } });
      }
      const submitted = await page.request.post("/ar/plan?step=5", { form: { step: "5", intent: "submit" }, headers: { Origin: baseURL() } });
      const confirmation = new URL(submitted.url()).pathname;
      expect(confirmation).toMatch(/^\/ar\/plan\/submitted\//);
      for (const { path, scope } of [...signedInRoutes, { path: confirmation, scope: "" }]) {
        await page.goto(path);
        problems.push(...(await directionProblems(page, path)));
        if (scope) {
          const english = await englishIn(page, scope);
          if (english.length) problems.push(`${path}: ${english.join(" | ")}`);
          await waitForHydration(page);
          problems.push(...(await violations(page, "words")).map((v) => `${path}: ${v}`));
        }
        const name = path === confirmation ? "/ar/plan/submitted" : path;
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          problems.push(...(await layoutProblems(page, name, viewport.width, "light")));
        }
        await page.setViewportSize(DESKTOP);
      }
      expect(problems).toEqual([]);
    });
  });

  it("hydrate without errors and keep navigation in Arabic", async () => {
    await withPage({ viewport: { width: 1280, height: 800 } }, async (page) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto("/ar/about");
      await waitForHydration(page);
      await page.getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "الأسئلة الشائعة" }).click();
      await page.waitForURL(/\/ar\/faq$/);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
      expect(errors).toEqual([]);
    });
  });
});

describe("what only Arabic has to get right", () => {
  it("the travel information's tabs follow the reading direction: the left arrow moves forward, the right arrow back", async () => {
    await withPage({}, async (page) => {
      await page.goto("/ar/travel-info");
      await waitForHydration(page);
      const panel = page.getByRole("tabpanel");
      expect(await page.getByRole("tab", { selected: true }).textContent()).toBe("التأشيرة والدخول");
      await page.getByRole("tab", { name: "معلومات عملية" }).click();
      await panel.getByText("شرطة السياحة").waitFor();
      await page.waitForURL((url) => url.pathname === "/ar/travel-info" && url.searchParams.get("tab") === "practical");
      // Wrapping from the last tab to the first.
      await page.getByRole("tab", { name: "معلومات عملية" }).press("ArrowLeft");
      await panel.getByRole("rowheader", { name: "دول مجلس التعاون الخليجي" }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("التأشيرة والدخول");
      await page.keyboard.press("ArrowRight");
      await panel.getByText("شرطة السياحة").waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("معلومات عملية");
    });
  });

  it("a price comparison keeps its prices left to right inside the Arabic table", async () => {
    await withPage({}, async (page) => {
      await page.goto("/ar/treatments");
      await waitForHydration(page);
      await page.locator("summary", { hasText: "جراحة القلب" }).click();
      const table = page.getByRole("table", { name: "جراحة القلب: مقارنة الأسعار الابتدائية" });
      await table.waitFor({ state: "visible" });
      await expect.poll(() => table.locator("bdi[dir=ltr]", { hasText: /123,000\sUS\$/ }).isVisible()).toBe(true);
    });
  });

  // The words rules run on every page above in the light theme; the Arabic text of the catalogue keeps its contrast
  // in the dark theme too (one page, switched from page to page).
  it("the catalogue, doctors and blog keep WCAG AA contrast in the dark theme", async () => {
    await withPage({ colorScheme: "dark" }, async (page) => {
      const problems: string[] = [];
      for (const path of ["/ar/treatments", "/ar/treatments/cardiac-surgery", "/ar/doctors", "/ar/doctors/dr-ahmed-hassan", "/ar/blog", "/ar/blog/2"]) {
        const status = (await page.goto(path))?.status();
        if (status !== 200) problems.push(`${path}: status ${status}`);
        problems.push(...(await directionProblems(page, path)));
        problems.push(...(await violations(page, "dark")).map((v) => `${path}: ${v}`));
      }
      expect(problems).toEqual([]);
    });
  });

  // Geometry does not depend on the theme, nor colours on the width: one booking, looked at light at 390 px and dark at 1280.
  it("the booking pages (times, the held time, the booked consultation) fit 390 and 1280 px right to left, axe clean", async () => {
    await withPage({ viewport: PHONE, timezoneId: "Asia/Baghdad" }, async (page) => {
      const problems: string[] = [];
      const look = async (name: string) => {
        for (const [colorScheme, viewport] of [["light", PHONE], ["dark", DESKTOP]] as const) {
          await page.emulateMedia({ colorScheme });
          await page.setViewportSize(viewport);
          problems.push(...(await directionProblems(page, name)));
          problems.push(...(await overflowing(page)).map((element) => `${name} at ${viewport.width}px: sticks out: ${element}`));
          problems.push(...(await violations(page, colorScheme === "light" ? "words" : "dark")).map((v) => `${name} ${colorScheme}: ${v}`));
          await screenshot(page, `${SCREENSHOT_DIR}/${name.slice(1).replaceAll("/", "-")}-${viewport.width}-${colorScheme}.png`);
        }
        await page.emulateMedia({ colorScheme: "light" });
        await page.setViewportSize(PHONE);
      };
      await signIn(page.context());
      await page.goto("/ar/book?zone=Asia/Baghdad");
      await look("/ar/book");
      await page.locator("form button[name=startsAt]").first().click();
      await page.waitForURL((url) => url.pathname.startsWith("/ar/book/hold/"));
      await look("/ar/book/hold");
      const details = page.locator("form#booking-details");
      await details.getByLabel("الاسم الكامل").fill("علي حسن");
      await details.getByLabel("رقم الهاتف أو واتساب").fill("+964 770 123 4567");
      await details.getByLabel("ما الذي تودّ مناقشته؟").fill("زراعة الأسنان");
      await details.getByRole("button", { name: "أكّد الحجز" }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/ar/book/manage/"));
      await look("/ar/book/manage");
      expect(problems).toEqual([]);
    });
  });
});

/** A person's browser: headless Chromium names itself, and `isbot` rightly takes it for a robot. */
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

describe.each(javaScriptModes)("the language switch ($name)", ({ javaScriptEnabled }) => {
  it("shows the same page and query in Arabic and back, and remembers the choice", async () => {
    await withPage({ javaScriptEnabled, userAgent: PERSON, viewport: { width: 1280, height: 800 } }, async (page) => {
      await page.goto("/doctors?specialty=Cardiology");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("button", { name: "العربية" }).click();
      await page.waitForURL(/\/ar\/doctors\?specialty=Cardiology$/);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["ar", "rtl"]);
      await expect.poll(() => page.getByRole("link", { name: "الأطباء" }).first().isVisible()).toBe(true);

      // Remembered: the bare home page now opens in Arabic.
      await page.goto("/");
      expect(new URL(page.url()).pathname).toBe("/ar");

      await page.getByRole("button", { name: "English" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    });
  });

  it("works from the phone menu", async () => {
    await withPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } }, async (page) => {
      await page.goto("/faq");
      await page.getByText("Menu", { exact: true }).click();
      await page.getByRole("button", { name: "العربية" }).click();
      await page.waitForURL(/\/ar\/faq$/);
      await page.getByText("القائمة", { exact: true }).click();
      await expect.poll(() => page.getByRole("button", { name: "English" }).isVisible()).toBe(true);
    });
  });
});
