import { beforeAll, describe, expect, it } from "vitest";
import { localePath } from "~/i18n/locales";
import { publicPages } from "../public-pages";
import { cookiesFrom, postForm, request } from "./helpers";
import { markupProblems } from "./markup-rules";
import { applySeed } from "./seed-helper";
import { devStaff, patientWithPlan } from "./staff-helpers";

const withCookie = (cookie: string) => ({ headers: { Cookie: cookie } });

async function problemsOf(path: string, cookie = "") {
  const response = await request(path, withCookie(cookie));
  expect(response.status, path).toBeLessThan(500);
  return (await markupProblems(await response.text())).map((problem) => `${path}: ${problem}`);
}

/** Every step of both wizards, whose forms carry the most constraints (the intake's age, the planner's budget). */
const formSteps = [
  ...[1, 2, 3, 4, 5].map((step) => `/plan?step=${step}`),
  ...[1, 2, 3, 4, 5, 6].map((step) => `/start-journey?step=${step}`),
  "/auth?signup=true",
  "/stories/share",
];

describe("the markup of every page follows the rules the HTML checker found broken", () => {
  beforeAll(applySeed);

  it.each(["en", "ar"] as const)("in %s: public pages and form steps", async (locale) => {
    const paths = [...publicPages, ...formSteps].map((path) => localePath(locale, path));
    const problems = (await Promise.all(paths.map((path) => problemsOf(path)))).flat();
    expect(problems).toEqual([]);
  });

  it("a patient's own pages, in both languages", async () => {
    const patient = await patientWithPlan();
    const paths = ["/dashboard", "/account", `/requests/${patient.caseId}`].flatMap((path) => [path, localePath("ar", path)]);
    const problems = (await Promise.all(paths.map((path) => problemsOf(path, patient.cookie)))).flat();
    expect(problems).toEqual([]);
  });

  it("the console's pages, with the quote form and the weekly hours", async () => {
    const admin = await devStaff("admin");
    const { caseId } = await patientWithPlan();
    const paths = [
      "/staff",
      `/staff/cases/${caseId}`,
      `/staff/cases/${caseId}/patient`,
      "/staff/availability",
      "/staff/schedule",
      "/staff/notifications",
      "/staff/reports",
      "/staff/reviews",
      "/staff/doctors",
      "/staff/doctors/new",
      "/staff/doctors/dr-ahmed-hassan",
      "/staff/admin/staff",
      "/staff/admin/audit",
      "/staff/admin/security",
      "/staff/admin/subscribers",
      "/staff/admin/hours",
      "/staff/saved-replies",
      "/staff/admin/inbound-mail",
    ];
    const pages = await Promise.all(paths.map(async (path) => (await request(path, withCookie(admin.cookie))).text()));
    // The forms the checker named are on these pages: the quote's currency, the weekday and its times.
    expect(pages[1]).toContain('name="currency"');
    expect(pages[3]).toContain('name="weekday"');
    const problems = (await Promise.all(paths.map((path) => problemsOf(path, admin.cookie)))).flat();
    expect(problems).toEqual([]);
  });

  it("a page showing a toast, in both languages", async () => {
    for (const locale of ["en", "ar"] as const) {
      const about = localePath(locale, "/about");
      const refused = await postForm(localePath(locale, "/resources/newsletter"), { email: "not-an-address", redirectTo: about });
      expect(refused.status).toBe(302);
      const html = await (await request(about, withCookie(cookiesFrom(refused)))).text();
      expect(html).toContain('id="dismiss-');
      expect(await markupProblems(html)).toEqual([]);
    }
  });
});

describe("the markup rules", () => {
  it("find each broken rule in a page made to break them", async () => {
    const broken = `<form>
      <select id="treatment" name="treatment" pattern="a|b"><option value="a">A</option></select>
      <input id="age" type="number" name="age" maxlength="3">
      <textarea id="notes" name="notes" pattern=".*"></textarea>
      <select id="currency" name="currency" required><option value="USD">USD</option></select>
      <select id="hours" name="hours" required><optgroup label="Morning"><option value="">-</option></optgroup></select>
      <input type="checkbox" id="dismiss"><label for="dismiss" aria-hidden="true">×</label>
    </form>`;
    expect(await markupProblems(broken)).toEqual([
      '<select id="treatment" name="treatment"> has pattern',
      '<input type="number" id="age" name="age"> has maxlength',
      '<textarea id="notes" name="notes"> has pattern',
      '<select id="currency" name="currency"> is required and its first choice is not an empty placeholder',
      '<select id="hours" name="hours"> is required and its first choice is not an empty placeholder',
      '<label for="dismiss"> has aria-hidden',
    ]);
    const valid = `<select id="c" name="c" required><option value="">Choose</option><option value="USD">USD</option></select>
      <input id="e" type="email" name="e" maxlength="254" pattern=".+@.+"><textarea id="m" maxlength="2000"></textarea>`;
    expect(await markupProblems(valid)).toEqual([]);
  });
});
