import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { treatmentNameIn } from "~content/treatments/list";
import { contentTables } from "../../content-tables";
import { d1, signIn } from "../auth";
import { violationsInBothThemes } from "../axe";
import { seeAtBothWidths } from "../both-widths";
import { closeBrowser, waitForHydration, withPage } from "../browser";
import { localeWalks, wordsIn } from "../locales";

/** Every cached page showing content is drawn afresh after the raw SQL below (the page cache keys on these versions). */
const contentChanged = `INSERT INTO data_versions (name, version) VALUES ('doctors', 1), ('facilities', 1), ('team', 1), ('hotels', 1), ('catalogue', 1)
  ON CONFLICT (name) DO UPDATE SET version = version + 1`;

// A new site: the run's database without its sample content, as production starts. It lives in alone/ because every
// other file shows that content; the sample files put it back afterwards, as the set-up applied them.
beforeAll(() => {
  d1(`${contentTables.map((table) => `DELETE FROM "${table}";`).join("\n")}\n${contentChanged}`);
});

afterAll(async () => {
  for (const file of ["app/db/sample-catalogue.sql", "app/db/sample-data.sql"]) d1(readFileSync(file, "utf8"));
  d1(contentChanged);
  await closeBrowser();
});

/** The pages of a new site that say what is coming, the words each says, and the screenshots' name. */
const newSitePages = [
  ["/", ["pages.soon.treatments"], "new-site-home"],
  ["/treatments", ["pages.soon.treatments", "pages.soon.doctors"], "new-site-treatments"],
  ["/treatments/cardiac-surgery", ["pages.soon.specialty"], "new-site-specialty"],
  ["/doctors", ["pages.soon.doctors"], "new-site-doctors"],
  ["/about", ["pages.soon.team", "pages.soon.facilities"], "new-site-about"],
  ["/start-journey?step=5&treatment=dental-care", ["pages.soon.prices"], "new-site-estimate"],
] as const;

describe.each(localeWalks)("a new site, $name", ({ javaScriptEnabled, locale }) => {
  const { t, at } = wordsIn(locale);
  const title = treatmentNameIn("cardiac-surgery", locale);

  it("shows a visitor what is coming where the operator has entered nothing yet, at 390 and 1280 px", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const main = page.getByRole("main");
      for (const [path, keys, name] of newSitePages) {
        await page.goto(at(path));
        if (javaScriptEnabled) await waitForHydration(page);
        await seeAtBothWidths(
          page,
          async () => {
            for (const key of keys) await main.getByText(t(key, { title }), { exact: true }).waitFor();
            expect(await main.textContent(), path).not.toContain("—");
          },
          `${name}-${locale}`,
        );
        // The wizard's estimate step keeps its own way on; every other page offers a coordinator meanwhile.
        if (!path.startsWith("/start-journey")) await main.getByRole("link", { name: t("pages.soon.ask") }).first().waitFor();
      }
    });
  });

  it.runIf(javaScriptEnabled)("draws those pages without an accessibility violation, in both languages and themes", async () => {
    // axe needs the page's timers, so it runs with JavaScript; the markup is the server's, as without it.
    await withPage({ javaScriptEnabled }, async (page) => {
      for (const [path] of newSitePages) {
        for (const address of [path, at(path)]) {
          await page.goto(address);
          await waitForHydration(page);
          expect(await violationsInBothThemes(page), address).toEqual([]);
        }
      }
    });
  });

  it("shows an admin the set-up checklist on the case list, each step a link to the page that fills it", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const { userId } = await signIn(page.context(), `new-site-admin-${locale}-${Date.now()}@example.com`);
      d1(`UPDATE profiles SET role = 'admin' WHERE user_id = '${userId}'`);
      await page.goto("/staff");
      if (javaScriptEnabled) await waitForHydration(page);
      const checklist = page.getByRole("region", { name: /^Set up the site: \d of 8 steps done$/ });
      await seeAtBothWidths(
        page,
        async () => {
          await checklist.getByText("Procedures with prices").waitFor();
          // Nothing entered yet: the record steps are all to do.
          await expect.poll(() => checklist.getByText("To do", { exact: true }).count()).toBeGreaterThanOrEqual(5);
        },
        `new-site-checklist-${locale}`,
      );
      // axe needs the page's timers: checked in the walk with JavaScript.
      if (javaScriptEnabled) expect(await violationsInBothThemes(page)).toEqual([]);
      await checklist.getByRole("link", { name: "Add a facility" }).click();
      await page.waitForURL((url) => url.pathname === "/staff/facilities/new");
      await page.getByRole("heading", { level: 1 }).waitFor();
    });
  });
});
