import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "~/i18n/calendar-date";
import { cookiesFrom, ORIGIN, request } from "../helpers";
import { postPlanForm, type PlanFields } from "../plan-helpers";

const DAY = 24 * 60 * 60 * 1000;
/** The server's "today" is the UTC date. */
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

/** The step's form as `useStepAutosave` posts it: `fetch` with the form's FormData. */
function saveInPassing(step: number, fields: PlanFields, cookie = "") {
  const body = new FormData();
  body.append("step", String(step));
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  return request("/resources/plan-draft", {
    method: "POST",
    body,
    headers: { Origin: ORIGIN, "Sec-Fetch-Mode": "cors", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

/** A step's form posted by one of its buttons without JavaScript (`intent=next`, or `leave=…`). */
const postStep = (step: number, fields: PlanFields, cookie: string, button: PlanFields = { intent: "next" }) =>
  postPlanForm(`/plan?step=${step}`, { step: String(step), ...button, ...fields }, cookie);

async function stepPage(step: number, cookie: string) {
  const response = await request(`/plan?step=${step}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

/** A date as the review writes it ("May 5, 2027"). */
const longDate = (iso: string) => formatCalendarDate(iso, "en");

const valueOf = (html: string, id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";

describe("saving a planner step in passing (decision 0145)", () => {
  it("keeps typed dates in the draft without moving the wizard", async () => {
    const response = await saveInPassing(2, { startDate: inDays(21), endDate: inDays(40), flexible: "on" });
    expect(response.status).toBe(204);
    const jar = cookiesFrom(response);
    expect(jar).toContain("nilecare-trip-plan=");

    const html = await stepPage(2, jar);
    expect(valueOf(html, "startDate")).toContain(`value="${inDays(21)}"`);
    expect(valueOf(html, "endDate")).toContain(`value="${inDays(40)}"`);
    expect(valueOf(html, "flexible")).toContain("checked");
    expect(html).not.toContain('aria-invalid="true"');
  });

  it("saves what the rules accept and keeps a refused value as typed, with its message when the step opens", async () => {
    // Arrival 13 days ahead is refused (14 at the earliest); the departure alone is acceptable.
    const response = await saveInPassing(2, { startDate: inDays(13), endDate: inDays(40) });
    expect(response.status).toBe(204);
    const jar = cookiesFrom(response);

    const html = await stepPage(2, jar);
    expect(valueOf(html, "startDate")).toContain(`value="${inDays(13)}"`);
    expect(valueOf(html, "startDate")).toContain('aria-invalid="true"');
    expect(valueOf(html, "endDate")).toContain(`value="${inDays(40)}"`);
    expect(valueOf(html, "endDate")).not.toContain("aria-invalid");

    // The review shows only what was accepted: the departure, no arrival.
    const review = await stepPage(5, jar);
    expect(review).toContain(longDate(inDays(40)));
    expect(review).not.toContain(longDate(inDays(13)));

    // Next with a corrected arrival saves the step, and the kept value is gone.
    const next = await postStep(2, { startDate: inDays(20), endDate: inDays(40) }, jar);
    expect(next.status).toBe(302);
    const after = await stepPage(2, cookiesFrom(next, jar));
    expect(valueOf(after, "startDate")).toContain(`value="${inDays(20)}"`);
    expect(after).not.toContain('aria-invalid="true"');
  });

  it("keeps the other preferences when one budget amount is refused", async () => {
    const response = await saveInPassing(4, {
      budgetMin: "3100",
      budgetMax: "15000",
      currency: "EUR",
      companionCount: "2",
      additionalNotes: "Wheelchair at the airport, please",
    });
    expect(response.status).toBe(204);
    const html = await stepPage(4, cookiesFrom(response));
    expect(valueOf(html, "budgetMin")).toContain('value="3100"');
    expect(valueOf(html, "budgetMin")).toContain('aria-invalid="true"');
    expect(html).toContain("Wheelchair at the airport, please");
    expect(html).toMatch(/<option[^>]*value="EUR"[^>]*selected|<option[^>]*selected[^>]*value="EUR"/);
  });

  it("keeps the draft cookie under a browser's 4 KB with the longest note saved and a longer one refused", async () => {
    const base = { budgetMin: "3000", budgetMax: "15000", currency: "USD", companionCount: "0" };
    const first = await saveInPassing(4, { ...base, additionalNotes: "ش".repeat(500) });
    const jar = cookiesFrom(first);
    const second = await saveInPassing(4, { ...base, additionalNotes: "ش".repeat(600) }, jar);
    expect(second.status).toBe(204);
    const cookie = second.headers.getSetCookie().find((header) => header.startsWith("nilecare-trip-plan="));
    expect(cookie).toBeDefined();
    expect(new TextEncoder().encode(cookie!).length).toBeLessThan(4096);
    const html = await stepPage(4, cookiesFrom(second, jar));
    expect(html).toContain("ش".repeat(600));
  });

  it("saves the step when the visitor leaves by the hero's overview button or Log in, then goes there", async () => {
    const dates = { startDate: inDays(21), endDate: inDays(40) };
    const toOverview = await postStep(2, dates, "", { leave: "overview" });
    expect(toOverview.status).toBe(302);
    expect(toOverview.headers.get("Location")).toBe("/plan?tab=overview&step=2#trip-planner");
    const toSignIn = await postStep(2, { ...dates, endDate: inDays(41) }, cookiesFrom(toOverview), {
      leave: "sign-in",
    });
    expect(toSignIn.status).toBe(302);
    expect(toSignIn.headers.get("Location")).toBe("/auth?redirectTo=%2Fplan%3Fstep%3D2");
    const html = await stepPage(2, cookiesFrom(toSignIn, cookiesFrom(toOverview)));
    expect(valueOf(html, "endDate")).toContain(`value="${inDays(41)}"`);
  });

  it("answers a post for the review step (nothing to type) without touching the draft", async () => {
    const response = await saveInPassing(5, {});
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a post from another site", async () => {
    const body = new FormData();
    body.append("step", "2");
    body.append("startDate", inDays(21));
    const response = await request("/resources/plan-draft", {
      method: "POST",
      body,
      headers: { Origin: "https://evil.example", "Sec-Fetch-Mode": "cors" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
