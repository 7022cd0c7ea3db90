import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cookiesFrom, postForm, request } from "./helpers";
import {
  fetcherPost,
  followRedirect,
  freshIp,
  linkIn,
  outbox,
  pageAfter,
  settleQueue,
  unescapeHtml,
  waitForMail,
} from "./mail-helpers";

type SubscriptionRow = {
  id: string;
  email: string;
  source: string;
  preferences: string;
  status: string;
  confirm_token_hash: string;
  unsubscribe_token_hash: string;
};

const subscription = (email: string) =>
  env.DB.prepare("SELECT * FROM newsletter_subscriptions WHERE email = ?").bind(email).first<SubscriptionRow>();

const subscriptionCount = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscriptions").first<{ n: number }>())!.n;

/** The footer form without JavaScript: a plain post that redirects back. */
function subscribe(fields: Record<string, string>, ip = freshIp()) {
  return postForm(
    "/resources/newsletter",
    { source: "footer", redirectTo: "/about", ...fields },
    { headers: { "CF-Connecting-IP": ip } },
  );
}

async function subscribeAndConfirm(email: string) {
  await subscribe({ email });
  const mail = await waitForMail(email, "newsletter-confirmation");
  const page = await request(linkIn(mail, "/newsletter/confirm"));
  expect(page.status).toBe(200);
  return mail;
}

describe("subscribing", () => {
  it("stores a pending subscription, normalised, and mails the confirmation with one-click unsubscribe headers", async () => {
    const response = await subscribe({ email: "  Ada.Lovelace@Example.COM " });
    expect(response.headers.get("Location")).toBe("/about");
    const html = await followRedirect(response);
    expect(html).toContain("Subscription Confirmed!");
    expect(html).toContain("Please check your email to confirm your subscription.");

    const row = (await subscription("ada.lovelace@example.com"))!;
    expect(row.status).toBe("pending");
    expect(row.source).toBe("footer");
    expect(JSON.parse(row.preferences)).toEqual({});
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.unsubscribe_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const mail = await waitForMail("ada.lovelace@example.com", "newsletter-confirmation");
    expect(mail.subject).toBe("Confirm your NileCare newsletter subscription");
    const confirmPath = linkIn(mail, "/newsletter/confirm");
    const unsubscribePath = linkIn(mail, "/newsletter/unsubscribe");
    // At least 128 bits: 32 random bytes are 43 base64url characters.
    expect(new URL(confirmPath, "http://x").searchParams.get("token")!.length).toBeGreaterThanOrEqual(43);
    expect(mail.html).toContain(`href="${env.SITE_URL}${confirmPath}"`);
    expect(mail.html).toContain(`href="${env.SITE_URL}${unsubscribePath}"`);
    const headers = JSON.parse(mail.headers) as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toBe(`<${env.SITE_URL}${unsubscribePath}>`);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Only hashes are stored: the raw tokens appear nowhere in the subscriptions table.
    const dump = JSON.stringify(await env.DB.prepare("SELECT * FROM newsletter_subscriptions").all());
    expect(dump).not.toContain(new URL(confirmPath, "http://x").searchParams.get("token"));
    expect(dump).not.toContain(new URL(unsubscribePath, "http://x").searchParams.get("token"));
  });

  it("answers a fetcher (JavaScript on) in place with ok and the toast in a cookie", async () => {
    const response = await fetcherPost(
      "/resources/newsletter",
      { email: "grace@example.com", source: "footer" },
      { "CF-Connecting-IP": freshIp() },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    expect(await response.text()).toContain('"ok",true');
    expect(await pageAfter(response)).toContain("Subscription Confirmed!");
    await waitForMail("grace@example.com", "newsletter-confirmation");
  });

  it("stores the source and preferences a form sends, and falls back to 'footer' for a malformed source", async () => {
    await subscribe({ email: "blog-reader@example.com", source: "blog", "pref.topic": "dental-care" });
    const row = (await subscription("blog-reader@example.com"))!;
    expect(row.source).toBe("blog");
    expect(JSON.parse(row.preferences)).toEqual({ topic: "dental-care" });

    await subscribe({ email: "odd-source@example.com", source: "<script>" });
    expect((await subscription("odd-source@example.com"))!.source).toBe("footer");
  });

  it.each([
    ["an address without a domain", "not-an-email"],
    ["a blank address", "   "],
    ["an address that is too long", `${"a".repeat(250)}@example.com`],
  ])("refuses %s without writing anything", async (_, email) => {
    const before = await subscriptionCount();
    const html = unescapeHtml(await followRedirect(await subscribe({ email })));
    expect(html).toContain("Subscription Failed");
    expect(html).toContain("Please enter a valid email address.");
    expect(await subscriptionCount()).toBe(before);
  });

  it("answers an invalid address from a fetcher with 400 and the failure toast", async () => {
    const response = await fetcherPost("/resources/newsletter", { email: "nope" }, { "CF-Connecting-IP": freshIp() });
    expect(response.status).toBe(400);
    expect(await pageAfter(response)).toContain("Please enter a valid email address.");
  });

  it("sends a new confirmation to a pending address and retires the old link", async () => {
    await subscribe({ email: "twice@example.com" });
    const first = await waitForMail("twice@example.com", "newsletter-confirmation");
    const html = await followRedirect(await subscribe({ email: "twice@example.com" }));
    expect(html).toContain("Subscription Confirmed!");
    const second = await waitForMail("twice@example.com", "newsletter-confirmation", 2);
    expect(linkIn(second, "/newsletter/confirm")).not.toBe(linkIn(first, "/newsletter/confirm"));

    expect((await request(linkIn(first, "/newsletter/confirm"))).status).toBe(404);
    expect((await request(linkIn(second, "/newsletter/confirm"))).status).toBe(200);
    expect((await subscription("twice@example.com"))!.status).toBe("confirmed");
  });

  it("tells a confirmed subscriber they are already subscribed and sends nothing", async () => {
    await subscribeAndConfirm("loyal@example.com");
    const html = unescapeHtml(await followRedirect(await subscribe({ email: "LOYAL@example.com" })));
    expect(html).toContain("Subscription Failed");
    expect(html).toContain("You are already subscribed to our newsletter.");
    const response = await fetcherPost(
      "/resources/newsletter",
      { email: "loyal@example.com" },
      { "CF-Connecting-IP": freshIp() },
    );
    expect(response.status).toBe(409);
    await settleQueue();
    expect((await outbox("loyal@example.com")).length).toBe(1);
    expect((await subscription("loyal@example.com"))!.status).toBe("confirmed");
  });

  it("refuses a flood from one address with a clear message and stores nothing more", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const html = await followRedirect(await subscribe({ email: `flood${i}@example.com` }, ip));
      expect(html).toContain("Subscription Confirmed!");
    }
    const html = await followRedirect(await subscribe({ email: "flood10@example.com" }, ip));
    expect(html).toContain("Too many subscription requests from your network. Please try again in 1 hour.");
    expect(await subscription("flood10@example.com")).toBeNull();
    // Another address is not affected.
    await followRedirect(await subscribe({ email: "neighbour@example.com" }));
    expect(await subscription("neighbour@example.com")).not.toBeNull();
  });

  it("pretends to accept a bot that fills the honeypot, but stores and sends nothing", async () => {
    const html = await followRedirect(await subscribe({ email: "bot@example.com", website: "http://spam.example" }));
    expect(html).toContain("Subscription Confirmed!");
    expect(await subscription("bot@example.com")).toBeNull();
    await settleQueue();
    expect(await outbox("bot@example.com")).toEqual([]);
  });

  it("never redirects off the site", async () => {
    const response = await subscribe({ email: "safe@example.com", redirectTo: "//evil.example/" });
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("confirming", () => {
  it("confirms with the e-mailed link, and following it again still shows it confirmed", async () => {
    await subscribe({ email: "confirm-me@example.com" });
    const mail = await waitForMail("confirm-me@example.com", "newsletter-confirmation");
    const path = linkIn(mail, "/newsletter/confirm");
    for (let i = 0; i < 2; i++) {
      const response = await request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Subscription confirmed");
    }
    expect((await subscription("confirm-me@example.com"))!.status).toBe("confirmed");
  });

  it("shows an invalid link for an unknown or missing token and changes nothing", async () => {
    for (const path of ["/newsletter/confirm?token=made-up-token", "/newsletter/confirm"]) {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("This confirmation link is not valid");
    }
  });
});

describe("unsubscribing", () => {
  it("shows the page with a one-click button, unsubscribes on POST and mails a confirmation once", async () => {
    const mail = await subscribeAndConfirm("leaving@example.com");
    const path = linkIn(mail, "/newsletter/unsubscribe");

    const page = await (await request(path)).text();
    expect(page).toContain("Unsubscribe from our newsletter");
    expect(page).toContain("l***@example.com");
    expect(page).not.toContain("leaving@example.com");
    expect(page).toMatch(/<form[^>]*method="post"/);

    const html = unescapeHtml(await followRedirect(await postForm(path, {})));
    expect(html).toContain("Unsubscribed Successfully");
    expect(html).toContain("You have been unsubscribed from our newsletter.");
    expect(html).toContain("You are unsubscribed");
    expect((await subscription("leaving@example.com"))!.status).toBe("unsubscribed");
    const goodbye = await waitForMail("leaving@example.com", "newsletter-unsubscribed");
    expect(goodbye.subject).toBe("You have been unsubscribed");

    // A second POST succeeds again but mails nothing more.
    await followRedirect(await postForm(path, {}));
    await settleQueue();
    expect((await outbox("leaving@example.com")).filter((r) => r.template === "newsletter-unsubscribed").length).toBe(
      1,
    );
  });

  it("accepts a mail client's RFC 8058 one-click POST (no Origin, token in the URL)", async () => {
    const mail = await subscribeAndConfirm("one-click@example.com");
    const body = new FormData();
    body.set("List-Unsubscribe", "One-Click");
    const response = await request(linkIn(mail, "/newsletter/unsubscribe"), { method: "POST", body });
    expect(response.status).toBe(200);
    expect((await subscription("one-click@example.com"))!.status).toBe("unsubscribed");
  });

  it("refuses an unknown token with the failure toast and changes nothing", async () => {
    await subscribeAndConfirm("staying@example.com");
    const response = await postForm("/newsletter/unsubscribe?token=guessed-token", {});
    expect(response.status).toBe(400);
    const html = unescapeHtml(await response.text());
    expect(html).toContain("Unsubscribe Failed");
    expect(html).toContain("Failed to unsubscribe. Please try again or contact support.");
    expect((await subscription("staying@example.com"))!.status).toBe("confirmed");
    expect((await request("/newsletter/unsubscribe?token=guessed-token")).status).toBe(404);
  });

  it("lets an unsubscribed address subscribe again with a new double opt-in", async () => {
    const mail = await subscribeAndConfirm("returning@example.com");
    await followRedirect(await postForm(linkIn(mail, "/newsletter/unsubscribe"), {}));
    const html = await followRedirect(await subscribe({ email: "returning@example.com" }));
    expect(html).toContain("Subscription Confirmed!");
    expect((await subscription("returning@example.com"))!.status).toBe("pending");
    const again = await waitForMail("returning@example.com", "newsletter-confirmation", 2);
    // The old confirmation link now reports the cancelled state rather than re-confirming.
    expect(await (await request(linkIn(mail, "/newsletter/confirm"))).text()).toContain(
      "This confirmation link is not valid",
    );
    expect((await request(linkIn(again, "/newsletter/confirm"))).status).toBe(200);
    expect((await subscription("returning@example.com"))!.status).toBe("confirmed");
  });
});

describe("footer form", () => {
  it("is on every page: one required e-mail field, a Subscribe button, a honeypot, posting to the resource route", async () => {
    for (const path of ["/", "/about", "/contact"]) {
      const html = await (await request(path)).text();
      const footer = html.slice(html.indexOf("<footer"));
      expect(footer).toMatch(/<form[^>]*action="\/resources\/newsletter"[^>]*method="post"/);
      const emailInput = footer.match(/<input[^>]*name="email"[^>]*>/)![0];
      expect(emailInput).toContain('type="email"');
      expect(emailInput).toContain('required=""');
      expect(footer).toContain('name="source" value="footer"');
      expect(footer).toContain(`name="redirectTo" value="${path}"`);
      expect(footer.match(/<input[^>]*name="website"[^>]*>/)![0]).toContain('tabindex="-1"');
      expect(footer).toContain(">Subscribe</button>");
    }
  });

  it("does not leak cookies between visitors: the toast cookie is only set on the answer", async () => {
    const response = await subscribe({ email: "cookie@example.com" });
    expect(cookiesFrom(response)).toMatch(/^nilecare-toast=/);
  });
});
