import { and, eq, gt, lt } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { createCookie, redirect } from "react-router";
import { baseCookieOptions, cookieSecrets } from "~/cookie-options.server";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** A session used in its last week gets a fresh 30 days, so active patients stay signed in. */
export const SESSION_RENEWAL_WINDOW_MS = 7 * DAY_MS;
/** The recovery session from a password-reset link only lets its holder set a new password. */
export const RECOVERY_SESSION_LIFETIME_MS = 60 * 60 * 1000;

const sessionCookie = createCookie("nilecare-session", {
  ...baseCookieOptions,
  secrets: cookieSecrets(),
  maxAge: SESSION_LIFETIME_MS / 1000,
});

function newSessionId() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export type AuthSession = {
  id: string;
  userId: string;
  expiresAt: Date;
  isRecovery: boolean;
  /** Set when the session was renewed: the response must carry this cookie. */
  renewedCookie: string | null;
};

/** The session id in the request's signed cookie, unchecked against D1. */
export async function readSessionId(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 && value.length <= 64 ? value : null;
}

/** The session behind the request's cookie, renewed when it is about to run out. */
export async function getAuthSession(request: Request): Promise<AuthSession | null> {
  const id = await readSessionId(request);
  if (!id) return null;
  const now = Date.now();
  const row = await db.query.sessions.findFirst({
    where: and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now))),
  });
  if (!row) return null;
  if (row.isRecovery || row.expiresAt.getTime() - now > SESSION_RENEWAL_WINDOW_MS) {
    return { ...row, renewedCookie: null };
  }
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  return { ...row, expiresAt, renewedCookie: await sessionCookie.serialize(id) };
}

/** The signed-in user's id; a recovery session does not count as signed in. */
export async function getUserId(request: Request): Promise<string | null> {
  const session = await getAuthSession(request);
  return session && !session.isRecovery ? session.userId : null;
}

/** The signed-in user's id, or a redirect to /auth that comes back here afterwards. */
export async function requireUserId(request: Request, redirectTo?: string): Promise<string> {
  const userId = await getUserId(request);
  if (userId) return userId;
  const url = new URL(request.url);
  const back = redirectTo ?? `${url.pathname}${url.search}`;
  throw redirect(`/auth?${new URLSearchParams({ redirectTo: back })}`);
}

function sessionValues(userId: string, isRecovery: boolean) {
  const lifetime = isRecovery ? RECOVERY_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS;
  return { id: newSessionId(), userId, isRecovery, expiresAt: new Date(Date.now() + lifetime), maxAge: lifetime / 1000 };
}

/**
 * Starts a new session (a new id at every sign-in) and returns its Set-Cookie value.
 * Expired sessions of the same user are cleared on the way. With `replacing`, the
 * session that request's cookie held (if any) ends too: signing in again on the same
 * browser leaves no older session behind.
 */
export async function createSession(
  userId: string,
  { isRecovery = false, replacing }: { isRecovery?: boolean; replacing?: Request } = {},
) {
  const { maxAge, ...values } = sessionValues(userId, isRecovery);
  const previous = replacing ? await readSessionId(replacing) : null;
  await db.batch([
    db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date()))),
    ...(previous ? [db.delete(sessions).where(eq(sessions.id, previous))] : []),
    db.insert(sessions).values(values),
  ]);
  return sessionCookie.serialize(values.id, { maxAge });
}

/**
 * After a password change: every other session of the user ends (other browsers,
 * the recovery session of a reset link) and this browser gets a fresh one.
 * `together` runs in the same atomic batch (the password change itself).
 */
export async function replaceAllSessions(userId: string, together: BatchItem<"sqlite">[] = []) {
  const { maxAge, ...values } = sessionValues(userId, false);
  await db.batch([
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.insert(sessions).values(values),
    ...together,
  ]);
  return sessionCookie.serialize(values.id, { maxAge });
}

/** Deletes the request's session and returns the Set-Cookie value that clears the cookie. */
export async function destroySession(request: Request) {
  const id = await readSessionId(request);
  if (id) await db.delete(sessions).where(eq(sessions.id, id));
  return sessionCookie.serialize("", { maxAge: 0 });
}
