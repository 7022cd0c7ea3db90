import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { createAccount, GOOD_PASSWORD, signIn } from "../account-helpers";
import { createSignedInUser } from "../auth-helpers";
import { postForm, request } from "../helpers";

/** Targets a browser could follow off the site, or that could break a Location header. */
const hostile = [
  "/\t/evil.example/x",
  "/\r/evil.example",
  "/\n/evil.example",
  "/\0/evil.example",
  "/x\r\nSet-Cookie: a=b",
  "/\u000b/evil.example",
  "/\u007f/evil.example",
  "/\u0085/evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  "evil.example",
  "",
  "/%09/evil.example",
  "/%0d%0aSet-Cookie:a=b",
  "/%00",
  "/%5cevil.example",
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example",
  "/\uff0f\uff0fevil.example",
  "/\uff3cevil.example",
  "\uff0f\uff0fevil.example",
  "/\u2215\u2215evil.example",
  `/${"a".repeat(3000)}`,
];

describe("safeRedirectPath", () => {
  it.each(hostile)("refuses %j", (target) => {
    expect(safeRedirectPath(target, "/fallback")).toBe("/fallback");
  });

  it("keeps same-site paths with their query and fragment, percent-encoded for a header", () => {
    expect(safeRedirectPath("/plan?step=5#trip-planner")).toBe("/plan?step=5#trip-planner");
    expect(safeRedirectPath("/dashboard")).toBe("/dashboard");
    expect(safeRedirectPath("/blog/café")).toBe("/blog/caf%C3%A9");
    expect(safeRedirectPath("/a b")).toBe("/a%20b");
    expect(safeRedirectPath("/about/../contact")).toBe("/contact");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined, "/x")).toBe("/x");
    expect(safeRedirectPath(new File(["/"], "f"))).toBe("/");
  });
});

describe("every redirectTo goes through it", () => {
  it.each(hostile.slice(0, 10))("GET /auth?redirectTo=%j for a signed-in visitor stays on the site", async (target) => {
    const { cookie } = await createSignedInUser();
    const response = await request(`/auth?${new URLSearchParams({ redirectTo: target })}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
  });

  it("the reported case: /auth?redirectTo=/%09/evil.example/x", async () => {
    const { cookie } = await createSignedInUser();
    const response = await request("/auth?redirectTo=/%09/evil.example/x", { headers: { Cookie: cookie } });
    expect(response.headers.get("Location")).toBe("/dashboard");
  });

  it("sign-in with a CR, LF or NUL in redirectTo signs in and lands on the dashboard, never a 500", async () => {
    const { email } = await createAccount();
    for (const redirectTo of ["/\r\nX: y", "/\0", "/\t/evil.example"]) {
      const response = await postForm("/auth", { intent: "sign-in", email, password: GOOD_PASSWORD, redirectTo });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/dashboard");
    }
    const kept = await postForm("/auth", {
      intent: "sign-in",
      email,
      password: GOOD_PASSWORD,
      redirectTo: "/plan?step=5",
    });
    expect(kept.headers.get("Location")).toBe("/plan?step=5");
    expect((await signIn(email, GOOD_PASSWORD)).headers.get("Location")).toBe("/dashboard");
  });

  it("the theme and newsletter forms fall back to the home page", async () => {
    for (const redirectTo of ["/\t/evil.example", "/\r\n", "//evil.example", "/\\evil.example"]) {
      const theme = await postForm("/resources/theme", { theme: "dark", redirectTo });
      expect(theme.status).toBe(302);
      expect(theme.headers.get("Location")).toBe("/");
      const newsletter = await postForm("/resources/newsletter", {
        email: `redirect-${crypto.randomUUID()}@example.com`,
        redirectTo,
      });
      expect(newsletter.status).toBe(302);
      expect(newsletter.headers.get("Location")).toBe("/");
    }
  });
});
