import { ORIGIN, request } from "./helpers";

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
