import type { SubmissionResult } from "@conform-to/dom";
import { data } from "react-router";
import { site } from "~content/site";
import { EmailForm, PasswordForm, UsernameForm } from "~/account/account-forms";
import {
  HealthConsents,
  NewsletterStatusForm,
  SessionsList,
  useAccountDates,
  YourData,
} from "~/account/account-sections";
import * as styles from "~/account/account.css";
import { listSessions } from "~/auth/session.server";
import * as dashboard from "~/dashboard/dashboard.css";
import { Link } from "~/i18n/links";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { Ltr } from "~/i18n/ltr";
import { useLocale, useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { describeDevice, placeOf } from "~/account/device";
import { giveHealthConsentAgain, healthConsentsOf, withdrawHealthConsent } from "~/account/consent.server";
import { accountOf, pendingEmailOf } from "~/account/profile.server";
import { emailChangeSchema, passwordChangeSchema, usernameSchema } from "~/account/schemas";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { displayNameOf, initialsOf } from "~/auth/display-name";
import { newsletterStatusOf, setNewsletterSubscription } from "~/account/newsletter.server";
import {
  changePassword,
  changeUsername,
  requestEmailChange,
  signOutOtherSessions,
} from "~/account/settings.server";
import { respond } from "~/forms/outcome.server";
import { requireUserId } from "~/auth/session.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/account";

/** Everything /account shows about the signed-in patient. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = requireUserId({ request, context });
  const t = getTranslator(context);
  const locale = getLocale(context);
  const account = await accountOf(userId);
  if (!account) notFound();
  const [pendingEmail, sessionRows, newsletter, consents] = await Promise.all([
    pendingEmailOf(userId),
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
    pendingEmail,
    sessions: sessionRows.map((s) => ({
      device: describeDevice(s.userAgent, t),
      place: placeOf(s.country, locale),
      lastSeen: (s.lastSeenAt ?? s.createdAt).toISOString(),
      isCurrent: s.isCurrent,
    })),
    newsletter,
    consents,
    title: t("account.meta.title"),
    constraints: {
      username: formConstraint(usernameSchema),
      email: formConstraint(emailChangeSchema),
      password: formConstraint(passwordChangeSchema),
    },
  };
}

/** The /account forms, by their `intent` field. */
export async function action(args: Route.ActionArgs) {
  const userId = requireUserId(args);
  const form = await readFormBody(args.request);
  const intakeId = String(form.get("intakeId") ?? "");
  const accountArgs = { ...args, userId, form };
  switch (form.get("intent")) {
    case "username":
      return respond(args, await changeUsername(accountArgs));
    case "email":
      return respond(args, await requestEmailChange(accountArgs));
    case "password":
      return respond(args, await changePassword(accountArgs));
    case "sign-out-others":
      return respond(args, await signOutOtherSessions(accountArgs));
    case "newsletter-subscribe":
      return respond(args, await setNewsletterSubscription(args, userId, true));
    case "newsletter-unsubscribe":
      return respond(args, await setNewsletterSubscription(args, userId, false));
    case "withdraw-consent":
      return respond(args, await withdrawHealthConsent(args, userId, intakeId));
    case "give-consent":
      return respond(args, await giveHealthConsentAgain(args, userId, intakeId));
    default:
      return data({ intent: null }, { status: 400 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** An e-mail address keeps its left-to-right order inside Arabic text; English shows it as before. */
function Address({ children }: { children: string }) {
  return useLocale() === "en" ? children : <Ltr>{children}</Ltr>;
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const dates = useAccountDates();
  const { email, username, displayName, initials, memberSince, pendingEmail, sessions, newsletter, consents, constraints } =
    loaderData;
  // Every form answers { intent, result } when it stays on the page; a success redirects.
  const reply = actionData as { intent: string | null; result?: SubmissionResult<string[]> } | undefined;
  const resultOf = (intent: string) => (reply?.intent === intent ? reply.result : undefined);
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <div className={styles.page}>
        <div className={styles.header}>
          <span className={dashboard.avatar} aria-hidden="true">
            {initials}
          </span>
          <div>
            <h1 className={styles.title}>{t("account.page.title")}</h1>
            <p className={styles.lead}>
              {displayName} · {t("account.page.memberSince", { date: dates.day(memberSince) })} ·{" "}
              <Link to="/dashboard">{t("account.page.portal")}</Link>
            </p>
          </div>
        </div>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="username-heading">
          <h2 id="username-heading">{t("account.username.heading")}</h2>
          <p className={ui.muted}>{t("account.username.lead")}</p>
          <UsernameForm username={username} lastResult={resultOf("username")} constraint={constraints.username} />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="email-heading">
          <h2 id="email-heading">{t("account.email.heading")}</h2>
          <p>
            {t("account.email.current")}{" "}
            <strong>
              <Address>{email}</Address>
            </strong>
          </p>
          {pendingEmail ? (
            <p className={ui.muted}>
              {t("account.email.pendingBefore")}{" "}
              <strong>
                <Address>{pendingEmail}</Address>
              </strong>
              {t("account.email.pendingAfter")}
            </p>
          ) : null}
          <p className={ui.muted}>{t("account.email.lead")}</p>
          <EmailForm lastResult={resultOf("email")} constraint={constraints.email} />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="password-heading">
          <h2 id="password-heading">{t("account.password.heading")}</h2>
          <PasswordForm lastResult={resultOf("password")} constraint={constraints.password} />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="sessions-heading">
          <h2 id="sessions-heading">{t("account.sessions.heading")}</h2>
          <SessionsList sessions={sessions} />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="newsletter-status-heading">
          <h2 id="newsletter-status-heading">{t("account.newsletter.heading")}</h2>
          <NewsletterStatusForm status={newsletter} />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="consents-heading">
          <h2 id="consents-heading">{t("account.consents.heading")}</h2>
          <HealthConsents consents={consents} />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="data-heading">
          <h2 id="data-heading">{t("account.data.heading")}</h2>
          <YourData />
        </section>
      </div>
    </div>
  );
}
