import { describe, expect, it } from "vitest";
import { createSignedInUser } from "./auth-helpers";
import { pageHtml } from "./html";
import { request } from "./helpers";
import { devStaff } from "./staff-helpers";

const as = (cookie: string) => ({ headers: { Cookie: cookie } });

describe("the staff console is a place of its own", () => {
  it("sends a staff member who opens the patient dashboard (as after signing in) to the console", async () => {
    for (const role of ["coordinator", "admin"] as const) {
      const staff = await devStaff(role);
      const response = await request("/dashboard", as(staff.cookie));
      expect(response.status, role).toBe(302);
      expect(response.headers.get("Location"), role).toBe("/staff");
    }
  });

  it("frames staff pages with the console's header, not the patient site's menus and footer", async () => {
    const coordinator = await devStaff("coordinator");
    const html = await pageHtml(await request("/staff", as(coordinator.cookie)));
    expect(html).toContain("Staff console");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Patient site<\/a>/);
    expect(html).toMatch(/<form[^>]+action="\/auth\/sign-out"/);
    expect(html).toMatch(/<nav aria-label="Staff"/);
    expect(html).not.toContain("Get Free Consultation");
    expect(html).not.toContain("<footer");
  });

  it("shows anyone else the site's ordinary 404 on a staff page, with the patient site's header", async () => {
    const patient = await createSignedInUser();
    for (const headers of [as(patient.cookie), {}]) {
      const response = await request("/staff", headers);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).not.toContain("Staff console");
      expect(html).toContain("Get Free Consultation");
    }
  });
});
