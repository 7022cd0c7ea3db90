import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../auth-helpers";
import { cookiesFrom, postForm, request } from "../helpers";
import { unescapeHtml } from "../mail-helpers";

describe("personal responses", () => {
  it("are never stored by a cache: dashboard, its data, the wizard with a draft, the account pages", async () => {
    const { cookie } = await createSignedInUser();
    const started = await postForm("/start-journey", { step: "1", intent: "next", firstName: "Ada" });
    const draft = cookiesFrom(started);
    for (const [path, jar] of [
      ["/dashboard", cookie],
      ["/dashboard.data", cookie],
      ["/start-journey?step=2", draft],
      ["/start-journey.data?step=2", draft],
      ["/auth", ""],
      ["/plan", ""],
    ] as const) {
      const response = await request(path, { headers: { Cookie: jar } });
      expect(response.status, path).toBeLessThan(400);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
    }
    expect(started.headers.get("Cache-Control")).toBe("no-store");
  });

  it("only the responses that choose caching are cached", async () => {
    expect((await request("/robots.txt")).headers.get("Cache-Control")).toBe("public, max-age=86400");
  });
});

describe("toasts of one form", () => {
  it("a successful submit replaces that form's earlier error toasts", async () => {
    const failed = await postForm("/resources/newsletter", { email: "not-an-address", redirectTo: "/about" });
    const jar = cookiesFrom(failed);
    const before = unescapeHtml(await (await request("/about", { headers: { Cookie: jar } })).text());
    expect(before).toContain("Please enter a valid email address.");

    // Sent again before the first answer's page was shown: the stale error goes with the success.
    const succeeded = await postForm(
      "/resources/newsletter",
      { email: `toast-${crypto.randomUUID()}@example.com`, redirectTo: "/about" },
      { headers: { Cookie: jar } },
    );
    const after = unescapeHtml(
      await (await request("/about", { headers: { Cookie: cookiesFrom(succeeded, jar) } })).text(),
    );
    expect(after).toContain("Subscription Confirmed!");
    expect(after).not.toContain("Please enter a valid email address.");
  });
});
