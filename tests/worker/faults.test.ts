import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSignedInUser } from "./auth-helpers";
import { statementsOnTheBinding } from "./d1-helpers";
import { createAccount, GOOD_PASSWORD, signIn } from "./account-helpers";
import { ORIGIN, postForm, randomIp, request } from "./helpers";

afterEach(() => vi.restoreAllMocks());

const BRANDED = "We could not reach our records; please try again in a minute.";

function captureLogs() {
  const lines: string[] = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(
        args.map((a) => (a instanceof Error ? `${a.message}\n${String(a.cause)}\n${a.stack}` : String(a))).join(" "),
      );
    });
  }
  return lines;
}

/** D1 as it fails in production: every statement rejects with the binding's own error. */
function d1Down() {
  statementsOnTheBinding();
  const failure = () => new Error("D1_ERROR: Network connection lost.");
  vi.spyOn(env.DB, "prepare").mockImplementation(() => {
    throw failure();
  });
  vi.spyOn(env.DB, "batch").mockRejectedValue(failure());
}

/** Only the statements of one table fail, after drizzle bound their parameters (so its error carries them). */
function failingInsertsInto(table: string) {
  const onBinding = statementsOnTheBinding();
  const prepare = env.DB.prepare.bind(env.DB);
  const batch = env.DB.batch.bind(env.DB);
  const failingStatements = new WeakSet<object>();
  // Requests store their row together with the case it opens, in one batch: the batch fails as a whole.
  const batchSpy = vi.spyOn(env.DB, "batch").mockImplementation((statements) =>
    statements.some((statement) => failingStatements.has(statement))
      ? Promise.reject(new Error("D1_ERROR: Network connection lost."))
      : batch(statements),
  );
  const prepareSpy = vi.spyOn(env.DB, "prepare").mockImplementation((query: string) => {
    const statement = prepare(query);
    if (!query.startsWith(`insert into "${table}"`)) return statement;
    const failing = (bound: D1PreparedStatement): D1PreparedStatement => {
      const proxy = new Proxy(bound, {
        get(target, property) {
          if (property === "bind") return (...values: unknown[]) => failing(target.bind(...values));
          if (["run", "all", "raw", "first"].includes(String(property))) {
            return () => Promise.reject(new Error("D1_ERROR: Network connection lost."));
          }
          const value: unknown = Reflect.get(target, property);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      failingStatements.add(proxy);
      return proxy;
    };
    return failing(statement);
  });
  return {
    mockRestore() {
      prepareSpy.mockRestore();
      batchSpy.mockRestore();
      onBinding.mockRestore();
    },
  };
}

describe("with D1 failing", () => {
  // (/doctors keeps the spec's own "Error loading doctors" message, with the same 503.)
  it.each(["/", "/stories", "/treatments", "/blog", "/contact", "/start-journey"])(
    "GET %s answers the branded 503 with Retry-After",
    async (path) => {
      const { cookie } = await createSignedInUser();
      captureLogs();
      d1Down();
      for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
        const response = await request(path, { headers });
        if (response.status === 200) continue; // a page that needs no records
        expect(response.status).toBe(503);
        expect(response.headers.get("Retry-After")).toBe("60");
        const html = await response.text();
        expect(html).toContain("NileCare");
        expect(html).toContain(BRANDED);
      }
    },
  );

  it("the dashboard, its data request and sign-in answer 503, never an unhandled 500", async () => {
    const { cookie } = await createSignedInUser();
    const { email } = await createAccount();
    captureLogs();
    d1Down();
    const dashboard = await request("/dashboard", { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(503);
    expect(dashboard.headers.get("Retry-After")).toBe("60");
    expect(await dashboard.text()).toContain(BRANDED);

    const data = await request("/dashboard.data", { headers: { Cookie: cookie } });
    expect(data.status).toBe(503);
    expect(await data.text()).toContain(BRANDED);

    const signedIn = await signIn(email, GOOD_PASSWORD);
    expect(signedIn.status).toBe(503);
    expect(signedIn.headers.get("Retry-After")).toBe("60");
    expect(await signedIn.text()).toContain(BRANDED);

    const wizard = await postForm("/start-journey", { step: "1", intent: "next", firstName: "Ada" });
    expect(wizard.status).toBe(503);
    expect(await wizard.text()).toContain(BRANDED);
  });

  it("logs no form contents, addresses or IPs when a contact message or subscription cannot be stored", async () => {
    const lines = captureLogs();
    const ip = randomIp();
    const email = `private-${crypto.randomUUID()}@example.com`;
    const contactInsert = failingInsertsInto("contact_messages");
    const contact = await postForm(
      "/contact",
      { firstName: "Zenobia", lastName: "Quartermaine", email, message: "My private medical history, in detail." },
      { headers: { "CF-Connecting-IP": ip } },
    );
    expect(contact.status).toBe(503);
    contactInsert.mockRestore();
    failingInsertsInto("newsletter_subscriptions");
    const newsletter = await request("/resources/newsletter", {
      method: "POST",
      body: new URLSearchParams({ email }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": ip },
    });
    expect(newsletter.status).toBe(503);
    const all = lines.join("\n");
    expect(all).toContain("Contact message could not be stored");
    expect(all).toContain("Newsletter subscription could not be stored");
    for (const secret of [email, "Zenobia", "Quartermaine", "private medical history", ip]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe("with the limit store failing", () => {
  function limitStoreDown() {
    vi.spyOn(env.RATE_LIMITER, "idFromName").mockImplementation(() => {
      throw new Error("Durable Object unavailable");
    });
  }

  it("accepts contact messages and subscriptions, and logs the failure without the client", async () => {
    const lines = captureLogs();
    limitStoreDown();
    const ip = randomIp();
    const tag = crypto.randomUUID();
    for (let i = 0; i < 7; i++) {
      const contact = await postForm(
        "/contact",
        {
          firstName: "Store",
          lastName: "Down",
          email: `down-${i}-${tag}@example.com`,
          message: "The limit store is down today.",
        },
        { headers: { "CF-Connecting-IP": ip } },
      );
      expect(contact.status).toBe(302);
      const newsletter = await postForm(
        "/resources/newsletter",
        { email: `down-${i}-${tag}@example.com` },
        {
          headers: { "CF-Connecting-IP": ip },
        },
      );
      expect(newsletter.status).toBe(302);
    }
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM contact_messages WHERE email LIKE ?")
      .bind(`%-${tag}@example.com`)
      .first<{ n: number }>();
    expect(stored!.n).toBe(7);
    const all = lines.join("\n");
    expect(all).toContain("Rate limit contactPerClient could not be checked; allowed");
    expect(all).toContain("Rate limit newsletterPerClient could not be checked; allowed");
    expect(all).not.toContain(ip);
    expect(all).not.toContain(tag);
  });
});
