import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, ne, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { inLocale, queueEmails } from "~/email/email.server";
import { newsletterSubscriptions } from "~/db/schema";
import { isHoneypotFilled } from "~/forms/honeypot.server";
import { localeOfPath, localePath, type Locale } from "~/i18n/locales";
import { clientKey, takeLimits } from "~/security/rate-limit.server";
import { loggableError } from "~/utils/loggable-error";
import { randomToken, sha256Hex } from "~/utils/tokens.server";
import { newsletterSchema } from "./newsletter-schema";

const preferenceKeyPattern = /^[a-zA-Z][a-zA-Z0-9_-]{0,31}$/;
const MAX_PREFERENCES = 10;
const PREFERENCE_VALUE_MAX = 100;
const TOKEN_MAX_LENGTH = 100;

export type SubscribeStatus = "pending" | "invalid-email" | "already-subscribed" | "flooded" | "failed";
export type SubscribeResult = { outcome: Exclude<SubscribeStatus, "flooded"> } | { outcome: "flooded"; message: string };

/** Preferences arrive as `pref.<key>` fields (e.g. pref.topic=dental); bounded in count and size. */
function preferencesFrom(form: FormData) {
  const preferences: Record<string, string> = {};
  for (const [name, value] of form) {
    if (!name.startsWith("pref.") || typeof value !== "string") continue;
    const key = name.slice("pref.".length);
    if (!preferenceKeyPattern.test(key) || Object.keys(preferences).length >= MAX_PREFERENCES) continue;
    preferences[key] = value.trim().slice(0, PREFERENCE_VALUE_MAX);
  }
  return preferences;
}

/** The links of a newsletter e-mail open their page in the e-mail's language. */
const confirmLink = (token: string, locale: Locale) =>
  `${config.siteUrl}${localePath(locale, "/newsletter/confirm")}?token=${token}`;
const unsubscribeLink = (token: string, locale: Locale) =>
  `${config.siteUrl}${localePath(locale, "/newsletter/unsubscribe")}?token=${token}`;

/**
 * Double opt-in, step one: store (or renew) a pending subscription and queue the
 * confirmation e-mail, in the language of the page the form was on (`/ar/resources/newsletter`
 * is Arabic). A pending or unsubscribed address gets fresh tokens and a new e-mail; a confirmed
 * one is left alone.
 */
export async function subscribe(form: FormData, request: Request): Promise<SubscribeResult> {
  // A bot that filled the hidden field is told it worked and nothing is stored.
  if (isHoneypotFilled(form)) return { outcome: "pending" };
  const submission = parseWithZod(form, { schema: newsletterSchema });
  if (submission.status !== "success") return { outcome: "invalid-email" };
  const { email, source } = submission.value;
  const limit = await takeLimits([
    { name: "newsletterPerClient", subject: clientKey(request) },
    { name: "newsletterPerAddress", subject: email },
  ]);
  if (!limit.allowed) return { outcome: "flooded", message: limit.message };
  return { outcome: await storeAndConfirm(form, email, source, localeOfPath(new URL(request.url).pathname)) };
}

/** The subscription row (new or renewed) and its confirmation e-mail. */
async function storeAndConfirm(
  form: FormData,
  email: string,
  source: string,
  locale: Locale,
): Promise<Exclude<SubscribeStatus, "flooded">> {
  const preferences = preferencesFrom(form);
  const confirmToken = randomToken();
  const unsubscribeToken = randomToken();
  const [confirmTokenHash, unsubscribeTokenHash] = await Promise.all([
    sha256Hex(confirmToken),
    sha256Hex(unsubscribeToken),
  ]);

  let stored: { id: string } | undefined;
  try {
    [stored] = await db
      .insert(newsletterSubscriptions)
      .values({ email, source, preferences, status: "pending", confirmTokenHash, unsubscribeTokenHash })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: {
          source,
          preferences,
          status: "pending",
          confirmTokenHash,
          unsubscribeTokenHash,
          confirmedAt: null,
          unsubscribedAt: null,
        },
        setWhere: sql`${newsletterSubscriptions.status} <> 'confirmed'`,
      })
      .returning({ id: newsletterSubscriptions.id });
  } catch (error) {
    console.error("Newsletter subscription could not be stored", loggableError(error));
    return "failed";
  }
  // The upsert skips a confirmed row, so no row back means already subscribed.
  if (!stored) return "already-subscribed";

  const confirmation = {
    type: "newsletter-confirmation" as const,
    to: email,
    confirmUrl: confirmLink(confirmToken, locale),
    unsubscribeUrl: unsubscribeLink(unsubscribeToken, locale),
    ...inLocale(locale),
  };
  // Not queued, the row stays pending; subscribing again issues new tokens and a new e-mail.
  return (await queueEmails([confirmation], { stored: `Newsletter subscription ${stored.id}` })) ? "pending" : "failed";
}

function usableToken(token: string | null | undefined): token is string {
  return typeof token === "string" && token.length > 0 && token.length <= TOKEN_MAX_LENGTH;
}

export type ConfirmState = "confirmed" | "cancelled" | "invalid";

/** Double opt-in, step two: the link in the e-mail. Following it again is harmless. */
export async function confirmSubscription(token: string | null): Promise<ConfirmState> {
  if (!usableToken(token)) return "invalid";
  const row = await db.query.newsletterSubscriptions.findFirst({
    where: eq(newsletterSubscriptions.confirmTokenHash, await sha256Hex(token)),
  });
  if (!row) return "invalid";
  if (row.status === "unsubscribed") return "cancelled";
  if (row.status === "pending") {
    await db
      .update(newsletterSubscriptions)
      .set({ status: "confirmed", confirmedAt: new Date() })
      .where(and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.status, "pending")));
  }
  return "confirmed";
}

/** "j***@example.com": enough for people to recognise their address, not to read it. */
export function maskEmail(email: string) {
  const [local = "", domain = ""] = email.split("@");
  return `${local.charAt(0)}***@${domain}`;
}

export type UnsubscribeView = { state: "invalid" } | { state: "subscribed" | "unsubscribed"; maskedEmail: string };

async function findByUnsubscribeToken(token: string | null) {
  if (!usableToken(token)) return undefined;
  return db.query.newsletterSubscriptions.findFirst({
    where: eq(newsletterSubscriptions.unsubscribeTokenHash, await sha256Hex(token)),
  });
}

export async function unsubscribeView(token: string | null): Promise<UnsubscribeView> {
  const row = await findByUnsubscribeToken(token);
  if (!row) return { state: "invalid" };
  return { state: row.status === "unsubscribed" ? "unsubscribed" : "subscribed", maskedEmail: maskEmail(row.email) };
}

/**
 * Unsubscribes the holder of the token (from the page's button or a mail client's
 * RFC 8058 one-click POST). Doing it twice succeeds twice but mails only once, in the page's language.
 */
export async function unsubscribe(token: string | null, locale: Locale): Promise<boolean> {
  const row = await findByUnsubscribeToken(token);
  if (!row) return false;
  const changed = await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.id, row.id), ne(newsletterSubscriptions.status, "unsubscribed")))
    .returning({ id: newsletterSubscriptions.id });
  if (changed.length > 0) {
    // The unsubscribe itself is done; only the courtesy e-mail may be missing.
    await queueEmails([{ type: "newsletter-unsubscribed", to: row.email, ...inLocale(locale) }], {
      stored: `Unsubscribe of subscription ${row.id}`,
    });
  }
  return true;
}
