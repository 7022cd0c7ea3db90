import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cookiesFrom, postForm, request } from "./helpers";

describe("site shell", () => {
  it("renders the home page on the server with every navigation link", async () => {
    const response = await request("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Start Your Journey");
    expect(html).toContain("View Treatments");
    for (const path of ["/treatments", "/doctors", "/stories", "/plan", "/travel-info", "/concierge", "/blog", "/faq", "/about", "/contact"]) {
      expect(html).toContain(`href="${path}"`);
    }
    expect(html).toContain('href="/auth"');
    expect(html).toContain("Get Free Consultation");
  });

  it("answers an unknown path with the 404 page and status", async () => {
    const response = await request("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain('href="/"');
  });

  it("shows the three top-rated active doctors, and hides the section when there are none", async () => {
    const before = await (await request("/")).text();
    expect(before).not.toContain("Meet Our Top Doctors");

    const insert = env.DB.prepare(
      `INSERT INTO doctors (id, name, title, specialization, experience_years, patient_rating, total_reviews, education, languages, achievements, certifications, is_active)
       VALUES (?, ?, 'Consultant', 'Cardiology', 10, ?, 0, '[]', '["English"]', '[]', '[]', ?)`,
    );
    await env.DB.batch([
      insert.bind("d1", "Dr. Low Rating", 4.1, 1),
      insert.bind("d2", "Dr. Best Rating", 4.9, 1),
      insert.bind("d3", "Dr. Inactive Star", 5.0, 0),
      insert.bind("d4", "Dr. Second Best", 4.8, 1),
      insert.bind("d5", "Dr. Third Best", 4.7, 1),
    ]);
    const html = await (await request("/")).text();
    expect(html).toContain("Meet Our Top Doctors");
    expect(html).toContain("Dr. Best Rating");
    expect(html).toContain("Dr. Second Best");
    expect(html).toContain("Dr. Third Best");
    expect(html).not.toContain("Dr. Low Rating");
    expect(html).not.toContain("Dr. Inactive Star");
  });
});

describe("theme", () => {
  it("defaults to the system theme", async () => {
    const html = await (await request("/about")).text();
    expect(html).toContain('data-theme="system"');
  });

  it("stores the choice in the product-named cookie and renders it without a flash", async () => {
    const response = await postForm("/resources/theme", { theme: "light", redirectTo: "/about" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/about");
    const cookie = cookiesFrom(response);
    expect(cookie).toMatch(/^nilecare-theme=/);
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const html = await (await request("/about", { headers: { Cookie: cookie } })).text();
    expect(html).toContain('data-theme="light"');
  });

  it("never redirects off the site", async () => {
    const response = await postForm("/resources/theme", { theme: "dark", redirectTo: "//evil.example/" });
    expect(response.headers.get("Location")).toBe("/");
  });

  it("refuses an unknown theme without setting a cookie", async () => {
    const response = await postForm("/resources/theme", { theme: "purple" });
    expect(response.status).toBe(400);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("security baseline", () => {
  it("sends the security headers with a fresh CSP nonce on every page", async () => {
    const first = await request("/");
    const second = await request("/about");
    const csp = first.headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=_-]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toBe(second.headers.get("Content-Security-Policy"));
    expect(first.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(first.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("Permissions-Policy")).toContain("camera=()");

    const nonce = csp.match(/'nonce-([^']+)'/)![1]!;
    const html = await first.text();
    // The scripts held until the first paint are text to a browser running scripts (a <noscript>), never run as
    // written, and carry no nonce at all; every script the document runs carries this response's.
    const held = html.match(/<noscript id="nilecare-scripts">([\s\S]*?)<\/noscript>/)?.[1] ?? "";
    expect(held).toContain("<script");
    expect(held).not.toContain("nonce=");
    const scripts = [...html.replace(held, "").matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("refuses a state-changing request from a foreign origin", async () => {
    const response = await postForm("/resources/theme", { theme: "dark" }, { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("headers also protect error pages", async () => {
    const response = await request("/missing");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
  });
});
