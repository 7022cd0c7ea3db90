import { config } from "~/config.server";

/** A rendered message, ready for the outbox and a transport. */
export type OutgoingEmail = {
  template: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};

export type Delivery = Omit<OutgoingEmail, "template"> & {
  from: string;
  /** Stable across retries of the same message, so the API sends it once. */
  idempotencyKey: string;
};

export type EmailTransport = {
  /**
   * "outbox": the D1 outbox row is the delivery (development and tests; read it at
   * /dev/mailbox). "resend": the message leaves through the Resend HTTP API.
   */
  name: "outbox" | "resend";
  send(delivery: Delivery): Promise<void>;
};

/** Local and test transport: the consumer has already written the row, so nothing more to do. */
export const outboxTransport: EmailTransport = {
  name: "outbox",
  async send() {},
};

const RESEND_ENDPOINT = "https://api.resend.com/emails";

/** Production transport: https://resend.com/docs/api-reference/emails/send-email */
export function resendTransport(apiKey: string | undefined, fetcher: typeof fetch = fetch): EmailTransport {
  return {
    name: "resend",
    async send(delivery) {
      // Thrown inside send, so a missing key shows up in each outbox row's last_error.
      if (!apiKey) throw new Error("EMAIL_API_KEY is not set: `wrangler secret put EMAIL_API_KEY --env production`");
      const { "Reply-To": replyTo, ...headers } = delivery.headers;
      const response = await fetcher(RESEND_ENDPOINT, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": delivery.idempotencyKey,
        },
        body: JSON.stringify({
          from: delivery.from,
          to: [delivery.to],
          subject: delivery.subject,
          html: delivery.html,
          text: delivery.text,
          ...(replyTo ? { reply_to: replyTo } : {}),
          ...(Object.keys(headers).length ? { headers } : {}),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        // Resend's error bodies name the problem (e.g. an unverified domain) and hold no secrets.
        const detail = (await response.text().catch(() => "")).slice(0, 300);
        throw new Error(`Resend answered ${response.status}: ${detail}`);
      }
    },
  };
}

/** Real mail only in production; everywhere else the outbox is the mailbox. */
export function emailTransport(): EmailTransport {
  return config.isProduction ? resendTransport(config.emailApiKey) : outboxTransport;
}
