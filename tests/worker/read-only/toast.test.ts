import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { respond } from "~/forms/outcome.server";
import { cookiesFrom, ORIGIN, request } from "../helpers";

describe("toasts", () => {
  it("shows a toast set before a redirect on the next page, once", async () => {
    const redirect = await respond({ request: new Request(ORIGIN), context: new RouterContextProvider() }, { status: "redirect", to: "/about", toast: {
      title: "Message Sent Successfully!",
      description: "Thank you for contacting us.",
    } });
    expect(redirect.status).toBe(302);
    const cookie = cookiesFrom(redirect);
    expect(cookie).toMatch(/^nilecare-toast=/);

    const page = await request("/about", { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(html).toContain("Message Sent Successfully!");
    expect(html).toContain("Thank you for contacting us.");
    const next = cookiesFrom(page, cookie);
    expect(next).not.toContain("nilecare-toast");

    const again = await (await request("/about", { headers: { Cookie: next } })).text();
    expect(again).not.toContain("Message Sent Successfully!");
  });

  it("shows at most three toasts at a time, the newest ones", async () => {
    let cookie = "";
    for (const title of ["First", "Second", "Third", "Fourth"]) {
      const response = await respond({ request: new Request(ORIGIN, { headers: { Cookie: cookie } }), context: new RouterContextProvider() }, { status: "redirect", to: "/", toast: { title: `${title} toast` } });
      cookie = cookiesFrom(response, cookie);
    }
    const html = await (await request("/about", { headers: { Cookie: cookie } })).text();
    expect(html).not.toContain("First toast");
    for (const title of ["Second", "Third", "Fourth"]) expect(html).toContain(`${title} toast`);
  });

  it("ignores a forged toast cookie", async () => {
    const html = await (await request("/about", { headers: { Cookie: "nilecare-toast=eyJ0aXRsZSI6IkhhY2tlZCJ9" } })).text();
    expect(html).not.toContain("Hacked");
  });
});
