import { expect } from "vitest";
import { cookiesFrom, ORIGIN, request } from "./helpers";

export type PlanFields = Record<string, string | string[]>;

/** A wizard form post as a browser without JavaScript sends it (checkbox lists repeat their name). */
export function postPlanForm(path: string, fields: PlanFields, cookie = "") {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  return request(path, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      "Sec-Fetch-Mode": "navigate",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

export const postStep = (step: number, fields: PlanFields, cookie = "", intent = "next") =>
  postPlanForm(`/plan?step=${step}`, { step: String(step), intent, ...fields }, cookie);

const DAY = 24 * 60 * 60 * 1000;
/** The server's "today" is the UTC date. */
export const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

export const preferences: PlanFields = {
  budgetMin: "3000",
  budgetMax: "15000",
  currency: "USD",
  companionCount: "1",
  airportTransfer: "on",
  dailyTransport: "on",
  additionalNotes: "",
};

/** Walks the wizard as a visitor without JavaScript and returns the cookies holding the plan. */
export async function buildPlan({
  cookie = "",
  treatmentType = "cardiac-surgery",
  dates = { startDate: inDays(30), endDate: inDays(44) } as PlanFields,
  accommodation = { hotelType: "medical_hotel", proximityToHospital: "on" } as PlanFields,
  prefs = preferences,
} = {}) {
  let jar = cookie;
  for (const [step, fields] of [
    [1, { treatmentType }],
    [2, dates],
    [3, accommodation],
    [4, prefs],
  ] as const) {
    const response = await postStep(step, fields, jar);
    if (response.status !== 302) throw new Error(`step ${step} refused: ${(await response.text()).replace(/<[^>]+>/g, " ").slice(0, 400)}`);
    expect(response.headers.get("Location")).toBe(`/plan?step=${step + 1}#trip-planner`);
    jar = cookiesFrom(response, jar);
  }
  return jar;
}
