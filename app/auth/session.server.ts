import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  createContext,
  createCookie,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { baseCookieOptions, cookieSecrets } from "~/cookie-options.server";
import { db } from "~/db/client.server";
import { localeOfPath, localePath } from "~/i18n/locales";
import { profiles, sessions, users } from "~/db/schema";
import type { UserRole } from "~/domain/roles";
import { randomToken } from "~/utils/tokens.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** A session used in its last week gets a fresh 30 days, so active patients stay signed in. */
export const SESSION_RENEWAL_WINDOW_MS = 7 * DAY_MS;
/** The recovery session from a password-reset link only lets its holder set a new password. */
export const RECOVERY_SESSION_LIFETIME_MS = 60 * 60 * 1000;
/** "Last seen" on /account is precise to a few minutes, so most requests write nothing. */
const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000;
const MAX_USER_AGENT_LENGTH = 300;

const sessionCookie = createCookie("nilecare-session", {
  ...baseCookieOptions,
  secrets: cookieSecrets(),
  maxAge: SESSION_LIFETIME_MS / 1000,
});

export type AuthSession = {
  id: string;
  userId: string;
  expiresAt: Date;
  isRecovery: boolean;
  /** The account behind the session, read in the same query: the staff pages need nothing more. */
  email: string;
  username: string | null;
  role: UserRole | null;
  /** Set when the session was renewed: the response must carry this cookie. */
  renewedCookie: string | null;
};

/** The session id in the request's signed cookie, unchecked against D1. */
async function readSessionId(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 && value.length <= 64 ? value : null;
}

/** The session behind the request's cookie, renewed when it is about to run out. */
export async function getAuthSession(request: Request): Promise<AuthSession | null> {
  const id = await readSessionId(request);
  if (!id) return null;
  const now = Date.now();
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      isRecovery: sessions.isRecovery,
      lastSeenAt: sessions.lastSeenAt,
      email: users.email,
      username: profiles.username,
      role: profiles.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
  if (!row) return null;
  const renew = !row.isRecovery && row.expiresAt.getTime() - now <= SESSION_RENEWAL_WINDOW_MS;
  const seen = !row.lastSeenAt || now - row.lastSeenAt.getTime() > LAST_SEEN_PRECISION_MS;
  if (!renew && !seen) return { ...row, renewedCookie: null };
  const expiresAt = renew ? new Date(now + SESSION_LIFETIME_MS) : row.expiresAt;
  await db.update(sessions).set({ expiresAt, lastSeenAt: new Date(now) }).where(eq(sessions.id, id));
  return { ...row, expiresAt, renewedCookie: renew ? await sessionCookie.serialize(id) : null };
}

/** The session of the request, read once by `loadAuthSession` for every loader and action. */
export const authSessionContext = createContext<AuthSession | null>(null);

/**
 * Root middleware: reads the session behind the cookie once per request (not once per loader)
 * and, when it was renewed, sends the renewed cookie with whatever the request answers,
 * unless that answer sets the session cookie itself (sign-in, sign-out).
 */
export const loadAuthSession: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await getAuthSession(request);
  context.set(authSessionContext, session);
  const response = await next();
  if (!session?.renewedCookie) return response;
  // Signing in or out in this request set the session cookie itself: that one must win.
  if (response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${sessionCookie.name}=`))) return response;
  // A response may have immutable headers (Response.redirect); copy it before adding the cookie.
  const renewed = new Response(response.body, response);
  renewed.headers.append("Set-Cookie", session.renewedCookie);
  return renewed;
};

/** The signed-in user's id; a recovery session does not count as signed in. */
export function signedInUserId(session: AuthSession | null) {
  return session && !session.isRecovery ? session.userId : null;
}

/** The session the middleware read for this request. */
export function sessionOf(context: Readonly<RouterContextProvider>) {
  return context.get(authSessionContext);
}

/** The signed-in user's id for this request, or null. */
export function getUserId(context: Readonly<RouterContextProvider>) {
  return signedInUserId(sessionOf(context));
}

/** The signed-in user's id, or a redirect to /auth (in the page's language) that comes back here afterwards. */
export function requireUserId(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  redirectTo?: string,
): string {
  const userId = getUserId(context);
  if (userId) return userId;
  const url = new URL(request.url);
  const back = redirectTo ?? `${url.pathname}${url.search}`;
  // The sign-in page speaks the language of the page that was asked for.
  throw redirect(localePath(localeOfPath(back), `/auth?${new URLSearchParams({ redirectTo: back })}`));
}

/** What the sessions list on /account shows about a browser: its user agent and its country. */
function deviceOf(request: Request | undefined) {
  const country = request?.headers.get("CF-IPCountry")?.toUpperCase() ?? null;
  return {
    userAgent: request?.headers.get("User-Agent")?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    // XX (unknown) and T1 (Tor) name no place.
    country: country && /^[A-Z]{2}$/.test(country) && country !== "XX" ? country : null,
  };
}

function sessionValues(userId: string, isRecovery: boolean, request?: Request) {
  const lifetime = isRecovery ? RECOVERY_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS;
  const now = Date.now();
  return {
    id: randomToken(),
    userId,
    isRecovery,
    expiresAt: new Date(now + lifetime),
    lastSeenAt: new Date(now),
    ...deviceOf(request),
    maxAge: lifetime / 1000,
  };
}

/**
 * Starts a new session (a new id at every sign-in) and returns its Set-Cookie value.
 * Expired sessions of the same user are cleared on the way. `replacing` is the request
 * signing in: the session its cookie held (if any) ends too, so signing in again on the
 * same browser leaves no older session behind, and its device is recorded.
 */
export async function createSession(
  userId: string,
  { isRecovery = false, replacing }: { isRecovery?: boolean; replacing?: Request } = {},
) {
  const { maxAge, ...values } = sessionValues(userId, isRecovery, replacing);
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
export async function replaceAllSessions(userId: string, request: Request, together: BatchItem<"sqlite">[] = []) {
  const { maxAge, ...values } = sessionValues(userId, false, request);
  await db.batch([
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.insert(sessions).values(values),
    ...together,
  ]);
  return sessionCookie.serialize(values.id, { maxAge });
}

/** Ends every session of the user except the request's own; how many ended. */
export async function endOtherSessions(userId: string, request: Request) {
  const current = await readSessionId(request);
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), current ? ne(sessions.id, current) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The user's live sessions for /account, the request's own first. */
export async function listSessions(userId: string, request: Request) {
  const current = await readSessionId(request);
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      country: sessions.country,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date()), eq(sessions.isRecovery, false)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows
    .map(({ id, ...row }) => ({ ...row, isCurrent: id === current }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}

/** Deletes the request's session and returns the Set-Cookie value that clears the cookie. */
export async function destroySession(request: Request) {
  const id = await readSessionId(request);
  if (id) await db.delete(sessions).where(eq(sessions.id, id));
  return sessionCookie.serialize("", { maxAge: 0 });
}
