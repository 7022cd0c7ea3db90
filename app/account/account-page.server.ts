import { and, eq, gt } from "drizzle-orm";
import { displayNameOf, initialsOf } from "~/auth/display-name";
import { listSessions } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { pendingEmailChanges, profiles, users } from "~/db/schema";
import { data, type RouterContextProvider } from "react-router";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { giveHealthConsentAgain, healthConsentsOf, withdrawHealthConsent } from "./consent.server";
import { describeDevice, placeOf } from "./device";
import { newsletterStatusOf, setNewsletterSubscription } from "./newsletter.server";
import { formConstraint } from "~/forms/constraint";
import { emailChangeSchema, passwordChangeSchema, usernameSchema } from "./schemas";
import { changePassword, changeUsername, requestEmailChange, signOutOtherSessions } from "./settings.server";

/** Everything /account shows about the signed-in patient. */
export async function loadAccountPage(request: Request, context: Readonly<RouterContextProvider>, userId: string) {
  const t = getTranslator(context);
  const locale = getLocale(context);
  const account = await db
    .select({ email: users.email, createdAt: users.createdAt, username: profiles.username })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!account) throw new Response("Not Found", { status: 404 });
  const [pending, sessionRows, newsletter, consents] = await Promise.all([
    db.query.pendingEmailChanges.findFirst({
      columns: { newEmail: true },
      where: and(eq(pendingEmailChanges.userId, userId), gt(pendingEmailChanges.expiresAt, new Date())),
    }),
    listSessions(userId, request),
    newsletterStatusOf(account.email),
    healthConsentsOf(userId),
  ]);
  const displayName = displayNameOf(account.username, t("account.page.defaultName"));
  return {
    email: account.email,
    username: account.username ?? "",
    displayName,
    initials: initialsOf(displayName),
    memberSince: account.createdAt.toISOString(),
    pendingEmail: pending?.newEmail ?? null,
    sessions: sessionRows.map((s) => ({
      device: describeDevice(s.userAgent, t),
      place: placeOf(s.country, locale),
      lastSeen: (s.lastSeenAt ?? s.createdAt).toISOString(),
      isCurrent: s.isCurrent,
    })),
    newsletter,
    consents,
    constraints: {
      username: formConstraint(usernameSchema),
      email: formConstraint(emailChangeSchema),
      password: formConstraint(passwordChangeSchema),
    },
  };
}

/** The /account forms, by their `intent` field. */
export async function accountAction(args: { request: Request; context: Readonly<RouterContextProvider> }, userId: string) {
  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    return data({ intent: null }, { status: 400 });
  }
  const intakeId = String(form.get("intakeId") ?? "");
  const accountArgs = { ...args, userId, form };
  switch (form.get("intent")) {
    case "username":
      return changeUsername(accountArgs);
    case "email":
      return requestEmailChange(accountArgs);
    case "password":
      return changePassword(accountArgs);
    case "sign-out-others":
      return signOutOtherSessions(accountArgs);
    case "newsletter-subscribe":
      return setNewsletterSubscription(args, userId, true);
    case "newsletter-unsubscribe":
      return setNewsletterSubscription(args, userId, false);
    case "withdraw-consent":
      return withdrawHealthConsent(args, userId, intakeId);
    case "give-consent":
      return giveHealthConsentAgain(args, userId, intakeId);
    default:
      return data({ intent: null }, { status: 400 });
  }
}
