import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formMessageIn } from "~/i18n/catalogue.server";
import { clientKey, limitMessage, rateLimits, takeLimit } from "~/security/rate-limit.server";
import { captureEmails, createAccount, GOOD_PASSWORD, signIn } from "./account-helpers";
import { cookiesFrom, ORIGIN, postForm, randomIp, request } from "./helpers";
import { pageHtml } from "./html";
import { ANY, eachLocale, within } from "./locale-helpers";

afterEach(() => vi.restoreAllMocks());

/** N copies of a request sent at once; the statuses, in order. */
async function burst(count: number, send: (index: number) => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  await Promise.all(responses.map((r) => r.body?.cancel()));
  return responses.map((r) => r.status);
}

/** A post from JavaScript (no plain-post marker): the answer's status says accepted or refused. */
function scriptPost(path: string, fields: Record<string, string>, ip = randomIp()) {
  return request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": ip },
  });
}

const countOf = (statuses: number[], ...wanted: number[]) => statuses.filter((s) => wanted.includes(s)).length;
const rows = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;

describe("the limit table", () => {
  it("says the real wait, in English and in Arabic", () => {
    const english = (seconds: number) => formMessageIn("en", limitMessage("loginPerEmail", seconds));
    expect(english(15 * 60)).toBe("Too many failed login attempts. Please try again in 15 minutes.");
    expect(english(60 * 60)).toMatch(/again in 1 hour\.$/);
    expect(english(57 * 60)).toMatch(/again in 1 hour\.$/);
    expect(english(40 * 60 + 1)).toMatch(/again in 41 minutes\.$/);
    expect(english(20 * 60 * 60)).toMatch(/again in 20 hours\.$/);
    expect(english(30)).toMatch(/again in a minute\.$/);
    expect(formMessageIn("ar", limitMessage("loginPerEmail", 15 * 60))).toBe(
      "محاولات فاشلة كثيرة لتسجيل الدخول. يُرجى المحاولة مرة أخرى بعد 15 دقيقة.",
    );
    expect(formMessageIn("ar", limitMessage("intakeDraftsPerClient", 3 * 60 * 60))).toMatch(/بعد 3 ساعات أو تسجيل الدخول\.$/);
    expect(formMessageIn("ar", limitMessage("contactPerClient", 60 * 60))).toContain("بعد ساعة");
  });

  it("keys IPv6 clients by their /64 and IPv4 clients by their address", () => {
    const key = (ip: string) => clientKey(new Request(ORIGIN, { headers: { "CF-Connecting-IP": ip } }));
    expect(key("2001:db8:1:2:aaaa::1")).toBe("2001:0db8:0001:0002::/64");
    expect(key("2001:DB8:1:2:ffff:ffff:ffff:fffe")).toBe("2001:0db8:0001:0002::/64");
    expect(key("2001:db8:1:3::1")).not.toBe(key("2001:db8:1:2::1"));
    expect(key("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey(new Request(ORIGIN))).toBe("unknown");
  });

  it("counts a cost exactly: eleven parallel 10 MB uploads fit ten times in the 100 MB daily budget", async () => {
    const subject = `budget-${crypto.randomUUID()}`;
    const decisions = await Promise.all(
      Array.from({ length: 11 }, () => takeLimit("intakeBytesPerClient", subject, 10 * 1024 * 1024)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    const refused = decisions.find((d) => !d.allowed);
    expect(refused && !refused.allowed && formMessageIn("en", refused.message)).toMatch(
      /used up for today\. Please try again in (2[34] hours|1 hour)/,
    );
  });
});

describe("the counter objects", () => {
  it("forget a window when it ends, so idle subjects leave nothing stored", async () => {
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`alarm-test:${crypto.randomUUID()}`));
    expect(await stub.take(2, 1, 1, false)).toMatchObject({ allowed: true, used: 1 });
    await runInDurableObject(stub, (_, state) => expect(state.storage.kv.get("window")).toBeDefined());
    // The alarm set for the window's end (one second here) runs by itself and empties the object.
    await vi.waitFor(
      () => runInDurableObject(stub, (_, state) => expect(state.storage.kv.get("window")).toBeUndefined()),
      { timeout: 5000, interval: 200 },
    );
    expect(await runDurableObjectAlarm(stub)).toBe(false);
    expect(await stub.take(2, 1, 1, false)).toMatchObject({ allowed: true, used: 1 });
  });
});

describe("sign-in under a burst", () => {
  it("compares exactly 5 passwords of 30 parallel wrong attempts for one address, then none in four more bursts", async () => {
    const { email } = await createAccount();
    const statuses = await burst(30, (i) => signIn(email, `Wrong-${i}-password!`));
    expect(countOf(statuses, 401)).toBe(rateLimits.loginPerEmail.max);
    expect(countOf(statuses, 429)).toBe(30 - rateLimits.loginPerEmail.max);
    for (let round = 0; round < 4; round++) {
      // The right password among them changes nothing: it is not compared while the address is locked.
      const more = await burst(30, (i) => signIn(email, i === 3 ? GOOD_PASSWORD : `Wrong-${i}-password!`));
      expect(countOf(more, 429)).toBe(30);
    }
  });

  it("compares at most 5 passwords of 30 parallel attempts with the right one among them", async () => {
    const { email } = await createAccount();
    const statuses = await burst(30, (i) => signIn(email, i === 17 ? GOOD_PASSWORD : `Wrong-${i}-password!`));
    expect(countOf(statuses, 401, 302)).toBeLessThanOrEqual(rateLimits.loginPerEmail.max);
    expect(countOf(statuses, 401, 302, 429)).toBe(30);
  });

  it("compares at most 20 passwords of 30 parallel attempts from one client for different addresses", async () => {
    const ip = randomIp();
    const statuses = await burst(30, (i) =>
      signIn(`spray-${i}-${crypto.randomUUID()}@example.com`, "Wrong-password-1!", { ip }),
    );
    expect(countOf(statuses, 401)).toBe(rateLimits.loginPerClient.max);
    expect(countOf(statuses, 429)).toBe(30 - rateLimits.loginPerClient.max);
  });

  it("counts 22 addresses of one IPv6 /64 as one client", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const statuses = await burst(22, (i) =>
      signIn(`v6-${i}-${crypto.randomUUID()}@example.com`, "Wrong-password-1!", {
        ip: `${prefix}::${(i + 1).toString(16)}`,
      }),
    );
    expect(countOf(statuses, 401)).toBe(rateLimits.loginPerClient.max);
    expect(countOf(statuses, 429)).toBe(2);
  });
});

describe("forms under a 20-way burst from one client", () => {
  it("sign-up accepts 30 an hour per client: 40 parallel sign-ups create exactly 30 accounts", async () => {
    captureEmails();
    const ip = randomIp();
    const tag = crypto.randomUUID();
    const statuses = await burst(40, (i) =>
      postForm(
        "/auth?tab=signup",
        {
          intent: "sign-up",
          email: `signup-${i}-${tag}@example.com`,
          password: GOOD_PASSWORD,
          confirmPassword: GOOD_PASSWORD,
        },
        { headers: { "CF-Connecting-IP": ip } },
      ),
    );
    expect(countOf(statuses, 302)).toBe(rateLimits.signupPerClient.max);
    expect(countOf(statuses, 429)).toBe(10);
    expect(await rows("SELECT count(*) AS n FROM users WHERE email LIKE ?", `%-${tag}@example.com`)).toBe(30);
  });

  it("contact accepts 5 of 20 parallel messages and stores 5", async () => {
    const ip = randomIp();
    const tag = crypto.randomUUID();
    const statuses = await burst(20, (i) =>
      postForm(
        "/contact",
        {
          firstName: "Burst",
          lastName: `Tester ${i}`,
          email: `contact-${i}-${tag}@example.com`,
          message: "Twenty of these arrive at the same moment.",
        },
        { headers: { "CF-Connecting-IP": ip } },
      ),
    );
    expect(countOf(statuses, 302)).toBe(rateLimits.contactPerClient.max);
    expect(countOf(statuses, 429)).toBe(15);
    expect(await rows("SELECT count(*) AS n FROM contact_messages WHERE email LIKE ?", `%-${tag}@example.com`)).toBe(5);
  });

  it("newsletter accepts 10 of 20 parallel subscriptions from one client", async () => {
    const ip = randomIp();
    const tag = crypto.randomUUID();
    const statuses = await burst(20, (i) =>
      scriptPost("/resources/newsletter", { email: `news-${i}-${tag}@example.com`, source: "footer" }, ip),
    );
    expect(countOf(statuses, 200)).toBe(rateLimits.newsletterPerClient.max);
    expect(countOf(statuses, 429)).toBe(10);
    expect(
      await rows("SELECT count(*) AS n FROM newsletter_subscriptions WHERE email LIKE ?", `%-${tag}@example.com`),
    ).toBe(10);
  });

  it("newsletter sends one address at most 3 confirmation e-mails an hour, from 20 parallel subscriptions", async () => {
    const { jobs } = captureEmails();
    const email = `one-address-${crypto.randomUUID()}@example.com`;
    const statuses = await burst(20, () => scriptPost("/resources/newsletter", { email, source: "footer" }));
    expect(countOf(statuses, 200)).toBe(rateLimits.newsletterPerAddress.max);
    expect(countOf(statuses, 429)).toBe(17);
    const sent = jobs().filter((job) => job.type === "newsletter-confirmation" && job.to === email);
    expect(sent).toHaveLength(3);
  });

  it("the intake wizard starts at most 10 anonymous drafts a day per client, from 20 parallel first steps", async () => {
    const ip = randomIp();
    const before = await rows("SELECT count(*) AS n FROM intake_drafts");
    const statuses = await burst(20, (i) =>
      postForm(
        "/start-journey",
        { step: "1", intent: "next", firstName: `Draft ${i}`, lastName: "Burst" },
        { headers: { "CF-Connecting-IP": ip } },
      ),
    );
    expect(countOf(statuses, 302)).toBe(rateLimits.intakeDraftsPerClient.max);
    expect(countOf(statuses, 429)).toBe(10);
    expect((await rows("SELECT count(*) AS n FROM intake_drafts")) - before).toBe(10);
    const refused = await postForm(
      "/start-journey",
      { step: "1", intent: "next", firstName: "One more" },
      { headers: { "CF-Connecting-IP": ip } },
    );
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(
      /Too many registrations were started from your network today\. Please try again in 2[34] hours/,
    );
  });

  it("anonymous uploads: at most 40 files a day per client, from 50 parallel uploads", async () => {
    const ip = randomIp();
    const pdf = new TextEncoder().encode("%PDF-1.7\n% a small test file\n");
    const upload = (cookie = "") =>
      request(`/intake/upload?${new URLSearchParams({ kind: "passport", name: "passport.pdf" })}`, {
        method: "POST",
        body: pdf,
        headers: {
          Origin: ORIGIN,
          Cookie: cookie,
          "CF-Connecting-IP": ip,
          "Content-Type": "application/pdf",
          "Content-Length": String(pdf.length),
        },
      });
    const first = await upload();
    expect(first.status).toBe(201);
    const cookie = cookiesFrom(first);
    const statuses = await burst(49, () => upload(cookie));
    expect(countOf(statuses, 201)).toBe(rateLimits.intakeUploadsPerClient.max - 1);
    expect(countOf(statuses, 429)).toBe(10);
    const refused = await upload(cookie);
    const body = await refused.json<{ toast: { description: string } }>();
    expect(body.toast.description).toMatch(/Too many files were uploaded from your network today/);
  });
});

describe.each(eachLocale)("limits on pages in $locale", ({ t, at, htmlTag, elsewhere }) => {
  const post = (path: string, fields: Record<string, string>, ip: string) =>
    postForm(path, fields, { headers: { "CF-Connecting-IP": ip } });

  it("a visitor over the day's registrations gets the page's message with the wait", async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await post(at("/start-journey"), { step: "1", intent: "next", firstName: `Draft ${i}` }, ip)).status).toBe(302);
    }
    const refused = await post(at("/start-journey"), { step: "1", intent: "next", firstName: "One more" }, ip);
    expect(refused.status).toBe(429);
    const html = await pageHtml(refused);
    expect(html).toContain(htmlTag);
    expect(html).toMatch(within(t("rateLimits.intakeDrafts", { wait: ANY })));
    for (const other of elsewhere) expect(html).not.toMatch(within(other("rateLimits.intakeDrafts", { wait: ANY })));
  });

  it("a contact form over its limit gets the page's message in its toast", async () => {
    const ip = randomIp();
    const message = (i: number) => ({
      firstName: "أحمد",
      lastName: "العلي",
      email: `flood-${i}-${crypto.randomUUID()}@example.com`,
      message: "رسالة تجريبية للتحقق من الحد.",
      _plain: "1",
    });
    for (let i = 0; i < 5; i++) await post(at("/contact"), message(i), ip);
    const refused = await post(at("/contact"), message(5), ip);
    expect(refused.status).toBe(429);
    const html = await pageHtml(refused);
    expect(html).toMatch(within(t("rateLimits.contact", { wait: ANY, phone: env.OPERATOR_PHONE })));
    for (const other of elsewhere) expect(html).not.toMatch(within(other("rateLimits.contact", { wait: ANY, phone: ANY })));
  });
});
