import { describe, expect, it } from "vitest";
import { createSignedInUser } from "./auth-helpers";
import { request } from "./helpers";
import { devStaff } from "./staff-helpers";

/**
 * React Router serves every page's loader data at `<path>.data`, and a client may name the loaders it wants with
 * `_routes`: `/staff.data?_routes=root` asks for none of the console's, so no staff loader could refuse it.
 */
const staffDataUrls = [
  "/staff.data",
  "/staff.data?_routes=",
  "/staff.data?_routes=root",
  "/staff.data?_routes=root,routes/staff,routes/staff._index",
  "/staff/cases/x.data",
  "/staff/cases/x.data?_routes=root",
  "/staff/admin/audit.data?_routes=root",
  "/staff/doctors/x/portrait.data?_routes=root",
  "/staff/reports.csv.data?_routes=root",
];

const as = (cookie: string | null) => (cookie ? { headers: { Cookie: cookie } } : {});

/** What a visitor can tell from an answer: its status and the headers that mark the staff area. */
async function answer(url: string, cookie: string | null) {
  const response = await request(url, as(cookie));
  const body = await response.text();
  return {
    status: response.status,
    robots: response.headers.get("X-Robots-Tag"),
    timing: response.headers.get("Server-Timing"),
    body,
  };
}

describe("the staff area's data URLs", () => {
  it("answer a signed-out visitor and a patient 404 without staff headers, as the pages do, whatever loaders they name", async () => {
    const patient = await createSignedInUser();
    for (const cookie of [null, patient.cookie]) {
      const page = await answer("/staff", cookie);
      expect(page).toMatchObject({ status: 404, robots: null, timing: null });
      for (const url of staffDataUrls) {
        const data = await answer(url, cookie);
        expect({ url, status: data.status, robots: data.robots, timing: data.timing }).toEqual({
          url,
          status: 404,
          robots: null,
          timing: null,
        });
        expect(data.body, url).not.toContain('"data"');
      }
    }
  });

  it("answer an unknown URL's data 404 as its page, also under /ar, whatever loaders they name", async () => {
    for (const url of ["/ar/staff", "/ar/staff/cases/x", "/nothing-here"]) {
      expect((await request(url)).status, url).toBe(404);
      expect((await request(`${url}.data?_routes=root`)).status, `${url}.data?_routes=root`).toBe(404);
      expect((await request(`${url}.data`)).status, `${url}.data`).toBe(404);
    }
  });

  it("still give staff their data", async () => {
    const coordinator = await devStaff("coordinator");
    const layout = await answer("/staff.data?_routes=routes/staff", coordinator.cookie);
    expect(layout).toMatchObject({ status: 200, robots: "noindex, nofollow" });
    expect(layout.body).toContain(coordinator.name);
    const page = await answer("/staff.data", coordinator.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toContain("routes/staff._index");
  });
});
