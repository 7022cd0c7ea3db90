import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env, withEnv } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { WHATSAPP_MAX_ATTEMPTS } from "~/cases/whatsapp/outbound.server";
import worker from "~/entry.worker";
import { EMAIL_MAX_ATTEMPTS, retryDelaySeconds } from "~/email/consumer.server";
import { queueEmails, type EmailJob } from "~/email/email.server";
import { outboxTransport, resendTransport, type Delivery, type EmailTransport } from "~/email/transport.server";
import { request } from "./helpers";
import { consume, outbox, unescapeHtml, waitForMail, type OutboxRow } from "./mail-helpers";
import { productionEnv } from "./production-env";

const site = env.SITE_URL;

const outboxRow = (id: string) => env.DB.prepare("SELECT * FROM email_outbox WHERE id = ?").bind(id).first<OutboxRow>();

/** A Resend API stand-in: answers every call with `status` and records the requests. */
function fakeResend(status = 200, body = '{"id":"re_123"}') {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status });
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

const silenceErrors = () => vi.spyOn(console, "error").mockImplementation(() => {});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Mail goes only while what it is about exists: the account jobs here name this account, and the
 * newsletter jobs these subscribers.
 */
const ACCOUNT = "6f1d2c3b-0000-4000-8000-00000000e3a1";
beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT OR IGNORE INTO users (id, email, password_hash) VALUES (?, 'mail-tests@example.com', 'x')").bind(ACCOUNT),
    ...["bye@example.com", "reader@example.com"].map((email) =>
      env.DB.prepare("INSERT OR IGNORE INTO newsletter_subscriptions (id, email, unsubscribe_token_hash) VALUES (?, ?, ?)").bind(
        crypto.randomUUID(),
        email,
        crypto.randomUUID(),
      ),
    ),
  ]);
});

async function insertContactMessage(
  fields: Partial<Record<"first_name" | "last_name" | "email" | "message", string>> = {},
) {
  const id = crypto.randomUUID();
  const firstName = fields.first_name ?? "Omar";
  const lastName = fields.last_name ?? "Farouk";
  const email = fields.email ?? "omar@example.com";
  const now = Date.now();
  // As the contact form stores it: the message and the case it opens, together.
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO contact_messages (id, first_name, last_name, email, phone, country, treatment, message, created_at) VALUES (?, ?, ?, ?, NULL, 'Egypt', NULL, ?, ?)",
    ).bind(id, firstName, lastName, email, fields.message ?? "How long is the recovery after LASIK?", now),
    env.DB.prepare(
      "INSERT INTO cases (id, type, contact_message_id, patient_name, patient_email, received_at, due_at, updated_at) VALUES (?, 'contact', ?, ?, ?, ?, ?, ?)",
    ).bind(crypto.randomUUID(), id, `${firstName} ${lastName}`, email.toLowerCase(), now, now + 2 * 60 * 60 * 1000, now),
  ]);
  return id;
}

/** The case a contact message opened: its staff notification is about the case. */
async function caseOfMessage(contactMessageId: string) {
  return (await env.DB.prepare("SELECT id FROM cases WHERE contact_message_id = ?").bind(contactMessageId).first<string>("id"))!;
}

describe("templates", () => {
  const cases: { job: EmailJob; to: string; subject: string; contains: string[] }[] = [
    {
      job: { type: "welcome", to: "ada@example.com", userId: ACCOUNT, username: "Ada" },
      to: "ada@example.com",
      subject: "Welcome to NileCare",
      contains: ["Welcome to NileCare, Ada!", `${site}/dashboard`],
    },
    {
      job: { type: "welcome", to: "noname@example.com", userId: ACCOUNT, username: "" },
      to: "noname@example.com",
      subject: "Welcome to NileCare",
      contains: ["Welcome to NileCare, noname!"],
    },
    {
      job: {
        type: "signup-confirmation",
        to: "new@example.com",
        userId: ACCOUNT,
        username: "Sam",
        confirmUrl: `${site}/auth/confirm?token=abc`,
      },
      to: "new@example.com",
      subject: "Confirm your NileCare account",
      contains: ["Hello Sam,", `${site}/auth/confirm?token=abc`],
    },
    {
      job: { type: "password-reset", to: "forgot@example.com", userId: ACCOUNT, resetUrl: `${site}/auth?reset=true&token=xyz` },
      to: "forgot@example.com",
      subject: "Reset your NileCare password",
      contains: ["Reset My Password", `${site}/auth?reset=true&token=xyz`],
    },
    {
      job: { type: "signup-attempt", to: "taken@example.com", userId: ACCOUNT },
      to: "taken@example.com",
      subject: "Someone tried to open a NileCare account with your address",
      contains: [
        "no new account was opened and nothing in yours has changed",
        "Sign In",
        "Reset My Password",
        `${site}/auth?view=forgot`,
      ],
    },
    {
      job: { type: "newsletter-unsubscribed", to: "bye@example.com" },
      to: "bye@example.com",
      subject: "You have been unsubscribed",
      contains: ["You have been unsubscribed from our newsletter."],
    },
  ];

  it.each(cases)("renders $job.type for $to as HTML and plain text", async ({ job, to, subject, contains }) => {
    const { id, acked } = await consume(job, outboxTransport);
    expect(acked).toBe(true);
    const row = (await outboxRow(id))!;
    expect(row).toMatchObject({ template: job.type, to_address: to, subject, status: "sent", attempts: 1 });
    expect(row.html).toMatch(/^<!doctype html>/);
    for (const text of contains) {
      expect(row.text).toContain(text);
      expect(unescapeHtml(row.html)).toContain(text);
    }
  });

  it("escapes what strangers typed into a contact message", async () => {
    const contactMessageId = await insertContactMessage({
      first_name: "<img src=x onerror=alert(1)>",
      message: 'Hello <script>alert("x")</script> & bye',
    });
    const { id } = await consume({ type: "case-notification", caseId: await caseOfMessage(contactMessageId) }, outboxTransport);
    const row = (await outboxRow(id))!;
    expect(row.to_address).toBe(env.CONTACT_INBOX);
    expect(row.html).not.toContain("<img src=x");
    expect(row.html).not.toContain("<script>");
    expect(row.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; bye");
    expect(row.text).toContain('Hello <script>alert("x")</script> & bye');
  });

  it("refuses to mail a link that does not point at SITE_URL, and keeps the job for a retry", async () => {
    const logged = silenceErrors();
    const token = "secret-reset-token";
    const { id, acked, retry } = await consume(
      { type: "password-reset", to: "victim@example.com", userId: ACCOUNT, resetUrl: `https://evil.example/reset?token=${token}` },
      outboxTransport,
    );
    expect(acked).toBe(false);
    expect(retry).toBeDefined();
    expect(await outboxRow(id)).toBeNull();
    expect(JSON.stringify(logged.mock.calls)).toContain("resetUrl is not a link to SITE_URL");
    expect(JSON.stringify(logged.mock.calls)).not.toContain(token);
  });

  it("keeps a message that is not an e-mail job for a retry instead of dropping it", async () => {
    silenceErrors();
    const { id, acked, retry } = await consume({ type: "fax", to: "x@example.com" }, outboxTransport);
    expect(acked).toBe(false);
    expect(retry?.delaySeconds).toBe(30);
    expect(await outboxRow(id)).toBeNull();
  });

  it("drops a job whose record is gone (its person was erased) without writing anything", async () => {
    const { id, acked, retry } = await consume(
      { type: "contact-acknowledgement", contactMessageId: "gone" },
      outboxTransport,
    );
    expect(acked).toBe(true);
    expect(retry).toBeUndefined();
    expect(await outboxRow(id)).toBeNull();
  });
});

describe("delivery through Resend", () => {
  it("posts the message with the API key, an idempotency key, the one-click headers, and drops the copy once sent", async () => {
    const { fetcher, calls } = fakeResend();
    const job: EmailJob = {
      type: "newsletter-confirmation",
      to: "reader@example.com",
      confirmUrl: `${site}/newsletter/confirm?token=c0nf1rm`,
      unsubscribeUrl: `${site}/newsletter/unsubscribe?token=unsub`,
    };
    const { id, acked } = await consume(job, resendTransport("re_test_key", fetcher));
    expect(acked).toBe(true);
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [(typeof calls)[number]];
    expect(url).toBe("https://api.resend.com/emails");
    expect(init.method).toBe("POST");
    const headers = new Headers(init.headers);
    expect(headers.get("Authorization")).toBe("Bearer re_test_key");
    expect(headers.get("Idempotency-Key")).toBe(id);
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({
      from: env.EMAIL_FROM,
      to: ["reader@example.com"],
      subject: "Confirm your NileCare newsletter subscription",
      headers: {
        "List-Unsubscribe": `<${site}/newsletter/unsubscribe?token=unsub>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    expect(body.html).toContain("c0nf1rm");
    expect(body.text).toContain("c0nf1rm");

    const row = (await outboxRow(id))!;
    expect(row).toMatchObject({ status: "sent", attempts: 1, html: "", text: "" });
    expect(JSON.stringify(row)).not.toContain("c0nf1rm");
  });

  it("sends a staff notification to the team inbox with nothing that answers the patient by e-mail", async () => {
    const { fetcher, calls } = fakeResend();
    const contactMessageId = await insertContactMessage({ email: "patient@example.com" });
    await consume({ type: "case-notification", caseId: await caseOfMessage(contactMessageId) }, resendTransport("key", fetcher));
    const body = JSON.parse(calls[0]!.init.body as string);
    expect(body.to).toEqual([env.CONTACT_INBOX]);
    expect(body.reply_to).toBeUndefined();
    expect(body.headers).toBeUndefined();
  });

  it("gives Resend a Reply-To header as its reply_to field and other headers as headers", async () => {
    const { fetcher, calls } = fakeResend();
    await resendTransport("key", fetcher).send({
      from: "NileCare <care@example.com>",
      to: "someone@example.com",
      subject: "Hello",
      html: "<p>Hello</p>",
      text: "Hello",
      headers: { "Reply-To": "desk@example.com", "List-Unsubscribe": "<https://example.com/u>" },
      idempotencyKey: "key-1",
    });
    const body = JSON.parse(calls[0]!.init.body as string);
    expect(body.reply_to).toBe("desk@example.com");
    expect(body.headers).toEqual({ "List-Unsubscribe": "<https://example.com/u>" });
  });

  it("retries a failed send with growing delays, recording attempts and the error, and marks the last attempt failed", async () => {
    silenceErrors();
    const { fetcher, calls } = fakeResend(500, '{"message":"Internal server error"}');
    const transport = resendTransport("key", fetcher);
    const job: EmailJob = { type: "welcome", to: "unlucky@example.com", userId: ACCOUNT, username: "Lu" };
    const id = crypto.randomUUID();

    for (let attempt = 1; attempt < EMAIL_MAX_ATTEMPTS; attempt++) {
      const { acked, retry } = await consume(job, transport, { id, attempts: attempt });
      expect(acked).toBe(false);
      expect(retry?.delaySeconds).toBe(retryDelaySeconds(attempt));
      expect(await outboxRow(id)).toMatchObject({
        status: "queued",
        attempts: attempt,
        last_error: 'Resend answered 500: {"message":"Internal server error"}',
      });
    }
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480]);

    // The last attempt: the row says failed (and keeps the message), the Queue moves it to the dead-letter queue.
    const last = await consume(job, transport, { id, attempts: EMAIL_MAX_ATTEMPTS });
    expect(last.acked).toBe(false);
    expect(last.retry).toBeDefined();
    const row = (await outboxRow(id))!;
    expect(row).toMatchObject({ status: "failed", attempts: EMAIL_MAX_ATTEMPTS });
    expect(row.text).toContain("Welcome to NileCare, Lu!");
    expect(calls).toHaveLength(EMAIL_MAX_ATTEMPTS);
    // Every attempt carried the same idempotency key, so the API never sends two copies.
    expect(new Set(calls.map((c) => new Headers(c.init.headers).get("Idempotency-Key")))).toEqual(new Set([id]));
  });

  it("recovers on a later attempt", async () => {
    silenceErrors();
    const job: EmailJob = { type: "welcome", to: "second-time@example.com", userId: ACCOUNT, username: "Bo" };
    const id = crypto.randomUUID();
    await consume(job, resendTransport("key", fakeResend(503).fetcher), { id, attempts: 1 });
    const { acked } = await consume(job, resendTransport("key", fakeResend(200).fetcher), { id, attempts: 2 });
    expect(acked).toBe(true);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("treats a network error like a failed send", async () => {
    silenceErrors();
    const failing = (async () => {
      throw new TypeError("Network connection lost");
    }) as unknown as typeof fetch;
    const { id, retry } = await consume(
      { type: "welcome", to: "offline@example.com", userId: ACCOUNT, username: "" },
      resendTransport("key", failing),
    );
    expect(retry).toBeDefined();
    expect((await outboxRow(id))!.last_error).toBe("Network connection lost");
  });

  it("records a missing API key on the message instead of losing it", async () => {
    silenceErrors();
    const { id, retry } = await consume(
      { type: "welcome", to: "nokey@example.com", userId: ACCOUNT, username: "" },
      resendTransport(undefined),
    );
    expect(retry).toBeDefined();
    expect((await outboxRow(id))!.last_error).toContain("EMAIL_API_KEY is not set");
  });

  it("does not send a message twice when the Queue delivers it twice", async () => {
    const sent: Delivery[] = [];
    const counting: EmailTransport = { name: "resend", send: async (d) => void sent.push(d) };
    const id = crypto.randomUUID();
    const job: EmailJob = { type: "welcome", to: "once@example.com", userId: ACCOUNT, username: "" };
    expect((await consume(job, counting, { id })).acked).toBe(true);
    expect((await consume(job, counting, { id, attempts: 2 })).acked).toBe(true);
    expect(sent).toHaveLength(1);
  });
});

describe("environments", () => {
  const production = () => productionEnv({ EMAIL_API_KEY: "re_production" });

  it("the worker's queue handler sends through Resend in production", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response('{"id":"re_1"}'));
    const id = crypto.randomUUID();
    const batch = createMessageBatch("nilecare-email", [
      { id, timestamp: new Date(), attempts: 1, body: { type: "welcome", to: "prod@example.com", userId: ACCOUNT, username: "P" } },
    ]);
    const ctx = createExecutionContext();
    await withEnv(production(), () => worker.queue(batch));
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual([id]);
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(String(fetchSpy.mock.calls[0]![0])).toBe("https://api.resend.com/emails");
    expect(new Headers(fetchSpy.mock.calls[0]![1]!.headers).get("Authorization")).toBe("Bearer re_production");
  });

  it("the worker's queue handler keeps mail in the outbox outside production", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const id = crypto.randomUUID();
    const batch = createMessageBatch("nilecare-email", [
      { id, timestamp: new Date(), attempts: 1, body: { type: "welcome", to: "dev@example.com", userId: ACCOUNT, username: "D" } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual([id]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await outboxRow(id))!.status).toBe("sent");
  });

  it("EMAIL_MAX_ATTEMPTS matches max_retries + 1 of every consumer in wrangler.toml, each with the dead-letter queue", () => {
    const consumers = wranglerToml.split(/\[\[(?:env\.production\.)?queues\.consumers\]\]/).slice(1);
    expect(consumers).toHaveLength(4);
    for (const consumer of consumers) {
      const queue = consumer.match(/queue = "([^"]+)"/)![1];
      expect(Number(consumer.match(/max_retries = (\d+)/)![1]) + 1).toBe(queue === "nilecare-whatsapp" ? WHATSAPP_MAX_ATTEMPTS : EMAIL_MAX_ATTEMPTS);
      expect(consumer).toContain(`dead_letter_queue = "${queue}-dlq"`);
    }
  });
});

describe("local mailbox", () => {
  // The mailbox answers only requests from this machine (tests/worker/development-only.test.ts).
  const fromThisMachine = { headers: { "CF-Connecting-IP": "127.0.0.1" } };

  it("lists each message and shows it with working links pointed at the address it was opened on", async () => {
    await queueEmails([
      {
        type: "password-reset",
        to: "mailbox@example.com",
        userId: ACCOUNT,
        resetUrl: `${site}/auth?reset=true&token=t0k3n`,
      },
    ]);
    const row = await waitForMail("mailbox@example.com", "password-reset");

    const list = await (await request("/dev/mailbox", fromThisMachine)).text();
    expect(list).toContain(`href="/dev/mailbox/${row.id}"`);
    expect(list).toContain("Reset your NileCare password");
    expect(list).toContain("mailbox@example.com");

    const response = await request(`/dev/mailbox/${row.id}`, fromThisMachine);
    expect(response.status).toBe(200);
    const page = unescapeHtml(await response.text());
    // The test requests come from http://localhost, not SITE_URL: the links follow the page.
    expect(page).toContain('<a href="http://localhost/auth?reset=true&token=t0k3n">');
    expect(page).not.toContain(`${site}/auth`);
    expect(page).toMatch(/<iframe[^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(page).toContain("Reset My Password");
    expect((await outbox("mailbox@example.com")).length).toBe(1);
  });

  it("answers 404 for a message that does not exist", async () => {
    const response = await request("/dev/mailbox/no-such-message", fromThisMachine);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });
});
