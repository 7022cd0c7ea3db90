import { env } from "cloudflare:workers";
import { createSession } from "~/auth/session.server";

/** The cookie a browser sends for a new session of this user (patient or staff). */
export async function sessionCookie(userId: string) {
  return (await createSession(userId)).split(";")[0]!;
}

/**
 * A confirmed patient with a live session, for tests of pages behind sign-in.
 * The password hash is unusable on purpose: these users never sign in with a password.
 */
export async function createSignedInUser(email = `patient-${crypto.randomUUID()}@example.com`) {
  const userId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES (?, ?, 'unusable', ?)",
    ).bind(userId, email, Date.now()),
    env.DB.prepare("INSERT INTO profiles (user_id, username) VALUES (?, ?)").bind(userId, email.split("@")[0]),
  ]);
  return { userId, email, cookie: await sessionCookie(userId) };
}
