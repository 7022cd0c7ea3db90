import { env } from "cloudflare:workers";
import { expect, vi } from "vitest";
import { deliverEmailBatch } from "~/email/consumer.server";
import { queueEmails } from "~/email/email.server";
import { emailKinds } from "~/email-kinds.server";
import { outboxTransport, type EmailTransport } from "~/email/transport.server";
import { cookiesFrom, ORIGIN, request } from "./helpers";

export type OutboxRow = {
  id: string;
  template: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers: string;
  status: string;
  attempts: number;
  last_error: string | null;
};

/**
 * Runs the consumer on one message as the Queue would deliver it, and reports what
 * it asked the Queue to do (a hand-made batch: the test pool's own one drops retry delays).
 */
export async function consume(
  body: unknown,
  transport: EmailTransport = outboxTransport,
  { id = crypto.randomUUID(), attempts = 1 } = {},
) {
  const outcome: { id: string; acked: boolean; retry?: QueueRetryOptions } = { id, acked: false };
  const message: Message<unknown> = {
    id,
    timestamp: new Date(),
    attempts,
    body,
    ack: () => void (outcome.acked = true),
    retry: (options) => void (outcome.retry = options ?? {}),
  };
  const batch: MessageBatch<unknown> = {
    queue: "nilecare-email",
    messages: [message],
    metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } },
    ackAll: () => message.ack(),
    retryAll: (options) => message.retry(options),
  };
  await deliverEmailBatch(batch, transport, emailKinds);
  return outcome;
}

/** A client address of its own for each test, so the per-IP form limits never interfere. */
export function freshIp() {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

const QUEUE_MARKER = "queue-marker-";

/** The outbox as a person would see it: without the markers `settleQueue()` sends itself. */
export async function outbox(to?: string) {
  const statement = to
    ? env.DB.prepare("SELECT * FROM email_outbox WHERE to_address = ? ORDER BY created_at").bind(to)
    : env.DB.prepare(`SELECT * FROM email_outbox WHERE to_address NOT LIKE '${QUEUE_MARKER}%' ORDER BY created_at`);
  return (await statement.all<OutboxRow>()).results;
}

/** Waits until the Queue consumer has delivered `count` e-mails of this template to this address. */
export async function waitForMail(to: string, template: string, count = 1) {
  return vi.waitFor(
    async () => {
      const rows = (await outbox(to)).filter((r) => r.template === template && r.status === "sent");
      expect(rows.length).toBeGreaterThanOrEqual(count);
      return rows[count - 1]!;
    },
    { timeout: 10_000, interval: 100 },
  );
}

/**
 * Returns once the Queue has delivered everything queued before this call, so "nothing was sent" can be checked:
 * it queues a marker message and waits for it. The local Queue runs one batch at a time in order, so a message
 * queued earlier was delivered in an earlier batch or in the marker's own.
 */
export async function settleQueue() {
  const marker = `${QUEUE_MARKER}${crypto.randomUUID()}@example.com`;
  // Account mail goes only while its account exists (its kind's `about`): the marker has one.
  const userId = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO users (id, email, password_hash) VALUES (?, ?, 'unusable')").bind(userId, marker).run();
  await queueEmails([{ type: "welcome", to: marker, userId, username: "Marker" }]);
  await waitForMail(marker, "welcome");
}

/** The site path of the first link in a message that starts with `prefix`, e.g. "/newsletter/confirm". */
export function linkIn(row: OutboxRow, prefix: string) {
  const match = row.text.match(new RegExp(`${env.SITE_URL.replaceAll(".", "\\.")}(${prefix}\\?token=[A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${prefix} link in ${row.template}`);
  return match[1]!;
}

/** The page a redirect leads to, opened with the cookies the redirect set (where its toast waits). */
export async function followRedirect(response: Response) {
  expect(response.status).toBe(302);
  const cookie = cookiesFrom(response);
  return (await request(response.headers.get("Location")!, { headers: { Cookie: cookie } })).text();
}

/** A form post as React Router's fetcher sends it with JavaScript on (a `.data` request). */
export function fetcherPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(`${path}.data`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      "Sec-Fetch-Mode": "cors",
      ...headers,
    },
  });
}

/** The toasts a data response left in its cookie, as the next page shows them. */
export async function pageAfter(response: Response, path = "/about") {
  return (await request(path, { headers: { Cookie: cookiesFrom(response) } })).text();
}

/** HTML with React's entity escapes undone, to compare with the texts the spec gives. */
export function unescapeHtml(html: string) {
  return html
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
