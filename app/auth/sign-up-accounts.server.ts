import { and, eq, exists, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { authTokens, profiles, sessions, users } from "~/db/schema";
import { inLocale, queueEmails } from "~/email/email.server";
import type { Locale } from "~/i18n/locales";
import { logSecurityEvent } from "~/security/events.server";
import { takeLimit } from "~/security/rate-limit.server";
import { errorMessage } from "~/utils/loggable-error";
import { emailLink, greetingName } from "./account-emails.server";
import { prepareToken } from "./tokens.server";

/** What one accepted sign-up asks for, the password already hashed. */
export type SignUpRequest = {
  email: string;
  username: string | null;
  passwordHash: string;
  /** The language of the page the form was sent from: the account's e-mails follow it. */
  locale: Locale;
};

/** The account that holds an address, read for sign-up. */
export type AddressHolder = { id: string; confirmed: boolean; locale: Locale };

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed: users\.email/i.test(errorMessage(error));

function sendConfirmation(userId: string, wanted: SignUpRequest, token: string) {
  void queueEmails([{
    type: "signup-confirmation",
    to: wanted.email,
    userId,
    username: greetingName(wanted.email, wanted.username ?? undefined),
    confirmUrl: emailLink("/auth/confirm", token, wanted.locale),
    ...inLocale(wanted.locale),
  }], { stored: `Account ${userId}`, later: true });
}

/**
 * A new account waiting for its address: the user, the profile and the link in one batch, then the link's e-mail.
 * "exists" when the unique index found the address taken meanwhile (or the look-up before had failed).
 */
export async function createPendingAccount(request: Request, wanted: SignUpRequest): Promise<"created" | "exists"> {
  const { email, username, passwordHash, locale } = wanted;
  const userId = crypto.randomUUID();
  const confirmation = await prepareToken(userId, "email_confirmation");
  try {
    await db.batch([
      db.insert(users).values({ id: userId, email, passwordHash, locale }),
      db.insert(profiles).values({ userId, username }),
      ...confirmation.statements,
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) return "exists";
    throw error;
  }
  sendConfirmation(userId, wanted, confirmation.token);
  logSecurityEvent(request, { type: "successful_signup", userId, data: { email, has_username: Boolean(username) } });
  return "created";
}

/**
 * A second sign-up for an address nobody has confirmed replaces the pending one (decision 0141): its password,
 * username and language, a fresh creation time for the retention clock, and the end of every earlier link and
 * session, then a new confirmation e-mail. One batch, decided by its first statement: it writes only while the
 * address is still unconfirmed, and the statements after it run only if the account now holds this sign-up's
 * hash (each hash has its own salt). At most one such e-mail a minute per address, the limit "send the link
 * again" shares; over it, nothing changes (the earlier e-mail's link still works). "confirmed" when the owner
 * confirmed the address meanwhile.
 */
export async function replacePendingAccount(
  request: Request,
  userId: string,
  wanted: SignUpRequest,
): Promise<"replaced" | "throttled" | "confirmed"> {
  const { email, username, passwordHash, locale } = wanted;
  if (!(await takeLimit("accountEmailPerAddress", `confirm:${email}`)).allowed) return "throttled";
  const confirmation = await prepareToken(userId, "email_confirmation");
  const replaced = exists(
    db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.passwordHash, passwordHash))),
  );
  const [updated] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, locale, createdAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
      .returning({ id: users.id }),
    db.update(profiles).set({ username }).where(and(eq(profiles.userId, userId), replaced)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), replaced)),
    db.delete(authTokens).where(and(eq(authTokens.userId, userId), replaced)),
    // Written either way: for an address confirmed meanwhile the link is dead (a link confirms only a pending address).
    ...confirmation.statements,
  ]);
  if (updated.length === 0) return "confirmed";
  sendConfirmation(userId, wanted, confirmation.token);
  logSecurityEvent(request, {
    type: "successful_signup",
    userId,
    data: { email, has_username: Boolean(username), replaced_pending: true },
  });
  return "replaced";
}

/**
 * A sign-up with a confirmed address changes nothing; the owner hears of it, in the account's language, at most
 * `signupNoticePerAddress` times a day. Runs after the response, so the answer and its time are a new address's.
 */
export async function tellOwnerOfSignUp(owner: AddressHolder, email: string) {
  if (!(await takeLimit("signupNoticePerAddress", email)).allowed) return;
  void queueEmails(
    [{ type: "signup-attempt", to: email, userId: owner.id, ...inLocale(owner.locale) }],
    { stored: `A sign-up with the address of account ${owner.id}`, later: true },
  );
}
