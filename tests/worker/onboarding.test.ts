import { createExecutionContext } from "cloudflare:test";
import { env, withEnv } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "~/entry.worker";
import { treatmentNameIn } from "~content/treatments/list";
import sampleCatalogue from "../../app/db/sample-catalogue.sql?raw";
import { ORIGIN, postForm, randomIp, request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { eachLocale } from "./locale-helpers";
import { buildPlan } from "./plan-helpers";
import { realOperator } from "./production-env";
import { applySeed, emptyContent, splitSqlStatements } from "./seed-helper";
import { devStaff } from "./staff-helpers";

/** The words a reader sees in a page's main part. */
const wordsOf = (html: string) => mainOf(html).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const addSampleCatalogue = () => env.DB.batch(splitSqlStatements(sampleCatalogue).map((statement) => env.DB.prepare(statement)));

// This file starts from the migrations and the sample catalogue every file gets: without it, a new site.
beforeAll(async () => {
  await emptyContent();
});

describe.each(eachLocale)("a new site's public pages in $locale", ({ locale, t, at }) => {
  async function page(path: string, cookie = "") {
    const response = await request(at(path), cookie ? { headers: { Cookie: cookie } } : {});
    const html = await pageHtml(response);
    return { status: response.status, html, words: wordsOf(html) };
  }

  it("say what is coming where nothing is entered yet, with no figure nothing stands behind", async () => {
    const expected: [string, Parameters<typeof t>[0][]][] = [
      ["/", ["pages.soon.treatments", "home.hero.leadWithoutPrices"]],
      ["/treatments", ["pages.soon.treatments", "pages.soon.doctors", "treatments.hero.leadWithoutPrices"]],
      ["/doctors", ["pages.soon.doctors"]],
      ["/about", ["pages.soon.team", "pages.soon.facilities"]],
      ["/start-journey?step=5&treatment=dental-care", ["pages.soon.prices"]],
    ];
    for (const [path, keys] of expected) {
      const { status, words } = await page(path);
      expect(status, path).toBe(200);
      for (const key of keys) expect(words, `${path}: ${key}`).toContain(t(key));
    }
    // No empty directory to filter, and no sentence around a missing figure ("save up to —", "0 specialists").
    expect((await page("/doctors")).words).not.toContain(t("doctors.directory.noResults"));
    for (const path of ["/", "/treatments", "/about", "/faq", "/contact", "/stories", "/start-journey?step=5&treatment=dental-care"]) {
      const { words } = await page(path);
      expect(words, path).not.toContain("—");
      expect(words, path).not.toMatch(/(^|\s)0 /);
    }
  });

  it("answer a specialty the catalogue does not offer yet with its name and 'coming soon', not 'not found'", async () => {
    const { status, html, words } = await page("/treatments/cardiac-surgery");
    expect(status).toBe(404);
    const title = treatmentNameIn("cardiac-surgery", locale);
    expect(words).toContain(t("pages.soon.specialty", { title }));
    expect(words).not.toContain(t("treatments.detail.notFoundTitle"));
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // A name no catalogue may offer is still not found.
    expect((await page("/treatments/brain-transplant")).words).toContain(t("treatments.detail.notFoundTitle"));
  });

  it("give the planner's review no budget guide, and say why", async () => {
    const jar = await buildPlan({ treatmentType: "dental-care" });
    const { status, words } = await page("/plan?step=5", jar);
    expect(status).toBe(200);
    expect(words).toContain(t("pages.soon.prices"));
  });
});

/** The case list as an admin sees it, under the given settings. */
async function caseList(vars: object = {}, role: "admin" | "coordinator" = "admin") {
  const configured = { ...env, ...vars } as Env;
  const { cookie } = await devStaff(role);
  const response = (await withEnv(configured, () =>
    worker.fetch(
      new Request(new URL("/staff", ORIGIN), { headers: { Cookie: cookie, "CF-Connecting-IP": randomIp() } }) as Parameters<typeof worker.fetch>[0],
      configured,
      createExecutionContext(),
    ),
  )) as Response;
  expect(response.status).toBe(200);
  return pageHtml(response);
}

const stepNames = ["identity", "hours", "facility", "doctors", "procedures", "team", "hotels", "legal"] as const;

/** Each step of the checklist as the page marks it, or null without a checklist. */
function stepsOf(html: string) {
  if (!html.includes('id="onboarding-title"')) return null;
  return Object.fromEntries(
    stepNames.map((step) => {
      const item = html.slice(html.indexOf(`data-step="${step}"`));
      return [step, item.slice(0, item.indexOf("</li>")).includes(">Done<") ? "done" : "to do"];
    }),
  );
}

const allToDo = Object.fromEntries(stepNames.map((step) => [step, "to do"]));

describe("the set-up checklist", () => {
  it("shows an admin of a new site every step to do, each with the page that fills it, and nothing to a coordinator", async () => {
    const html = await caseList();
    expect(stepsOf(html)).toEqual(allToDo);
    expect(html).toContain("Set up the site: 0 of 8 steps done");
    for (const page of ["/staff/admin/hours", "/staff/facilities/new", "/staff/doctors/new", "/staff/catalogue/new", "/staff/team/new", "/staff/hotels/new", "/privacy"]) {
      expect(html).toContain(`href="${page}"`);
    }
    // The placeholders the operator still has to replace are named.
    expect(html).toContain("OPERATOR_REGISTRATION (000000)");
    expect(stepsOf(await caseList({}, "coordinator"))).toBeNull();
  });

  it("marks each step done from the data and the settings, and is gone once every step is", async () => {
    const { cookie } = await devStaff("admin");
    const week = Object.fromEntries([1, 2, 3, 4, 5].flatMap((day) => [[`d${day}.open`, "on"], [`d${day}.start`, "08:00"], [`d${day}.end`, "16:00"]]));
    expect((await postForm("/staff/admin/hours", week, { headers: { Cookie: cookie } })).status).toBe(302);
    expect(stepsOf(await caseList())).toEqual({ ...allToDo, hours: "done" });

    await applySeed();
    await addSampleCatalogue();
    const filled = { ...allToDo, hours: "done", facility: "done", doctors: "done", procedures: "done", team: "done", hotels: "done" };
    expect(stepsOf(await caseList())).toEqual(filled);
    // Each record step is done by a shown record: with every one hidden, that step alone is to do again.
    for (const [step, table] of [
      ["facility", "facilities"],
      ["doctors", "doctors"],
      ["procedures", "catalogue_procedures"],
      ["team", "team_members"],
      ["hotels", "trip_plan_accommodations"],
    ] as const) {
      const { results } = await env.DB.prepare(`UPDATE "${table}" SET is_active = 0 WHERE is_active = 1 RETURNING id`).all<{ id: string }>();
      expect(stepsOf(await caseList()), step).toEqual({ ...filled, [step]: "to do" });
      await env.DB.prepare(`UPDATE "${table}" SET is_active = 1 WHERE id IN (SELECT value FROM json_each(?))`)
        .bind(JSON.stringify(results.map((row) => row.id)))
        .run();
    }

    const { OPERATOR_LEGAL_NAME, OPERATOR_TAX_ID, OPERATOR_REGISTRATION, OPERATOR_LICENCE } = realOperator;
    const identity = { OPERATOR_LEGAL_NAME, OPERATOR_TAX_ID, OPERATOR_REGISTRATION, OPERATOR_LICENCE };
    expect(stepsOf(await caseList(identity))).toEqual({ ...filled, identity: "done" });
    const { OPERATOR_ADDRESS, OPERATOR_ADDRESS_AR, OPERATOR_PRIVACY_EMAIL } = realOperator;
    expect(stepsOf(await caseList({ OPERATOR_LEGAL_NAME, OPERATOR_ADDRESS, OPERATOR_ADDRESS_AR, OPERATOR_PRIVACY_EMAIL }))).toEqual({
      ...filled,
      legal: "done",
    });
    expect(stepsOf(await caseList(realOperator))).toBeNull();
  });

  it("leaves a facility's page a clean note where no hotel is near it yet", async () => {
    await applySeed();
    await env.DB.prepare("DELETE FROM trip_plan_accommodations").run();
    for (const { t, at } of eachLocale) {
      const response = await request(at("/facilities/cairo-heart-institute"));
      expect(response.status).toBe(200);
      expect(wordsOf(await pageHtml(response))).toContain(t("pages.soon.hotels"));
    }
  });
});
