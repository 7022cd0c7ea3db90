import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { hashPassword } from "~/auth/password.server";
import type { EmailJob } from "~/email/email.server";
import { postForm, randomIp } from "./helpers";

export const GOOD_PASSWORD = "Nile-River-2026!";

/** An account as sign-up leaves it (confirmed unless asked otherwise), without going through the forms. */
export async function createAccount({
  email = `patient-${crypto.randomUUID()}@example.com`,
  password = GOOD_PASSWORD,
  username = null as string | null,
  confirmed = true,
} = {}) {
  const userId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES (?, ?, ?, ?)").bind(
      userId,
      email,
      await hashPassword(password),
      confirmed ? Date.now() : null,
    ),
    env.DB.prepare("INSERT INTO profiles (user_id, username) VALUES (?, ?)").bind(userId, username),
  ]);
  return { userId, email, password };
}

/** Catches the e-mails put on the Queue (the consumer is another module's business). */
export function captureEmails() {
  const send = vi.spyOn(env.EMAIL_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
  const jobs = () => send.mock.calls.flatMap(([messages]) => [...messages].map((message) => message.body as EmailJob));
  return { send, jobs };
}

export { randomIp } from "./helpers";

export function signIn(email: string, password: string, init: RequestInit & { ip?: string } = {}) {
  const { ip = randomIp(), ...rest } = init;
  return postForm(
    "/auth",
    { intent: "sign-in", email, password },
    { ...rest, headers: { "CF-Connecting-IP": ip, ...rest.headers } },
  );
}

export type EventRow = {
  event_type: string;
  user_id: string | null;
  ip_address: string | null;
  user_agent: string | null;
  event_data: string;
  risk_level: string;
};

/** Security events are written after the response; wait until the expected one is there. */
export async function waitForEvent(type: string, match: (row: EventRow) => boolean = () => true) {
  return vi.waitFor(
    async () => {
      const { results } = await env.DB.prepare("SELECT * FROM security_events WHERE event_type = ?")
        .bind(type)
        .all<EventRow>();
      const row = results.find(match);
      if (!row) throw new Error(`no ${type} event yet`);
      return row;
    },
    { timeout: 3000, interval: 20 },
  );
}

export const eventData = (row: EventRow) => JSON.parse(row.event_data) as Record<string, unknown>;

export function tokenFrom(url: string) {
  return new URL(url).searchParams.get("token")!;
}
