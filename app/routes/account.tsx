import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { site } from "~content/site";
import { accountAction, loadAccountPage } from "~/account/account-page.server";
import { EmailForm, PasswordForm, UsernameForm } from "~/account/account-forms";
import { formatDay, HealthConsents, NewsletterStatusForm, SessionsList, YourData } from "~/account/account-sections";
import * as styles from "~/account/account.css";
import { requireUserId } from "~/auth/session.server";
import * as dashboard from "~/dashboard/dashboard.css";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountPage(request, requireUserId({ request, context }));
}

export async function action(args: Route.ActionArgs) {
  return accountAction(args, requireUserId(args));
}

export function meta() {
  return [{ title: `Your Account | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
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
            <h1 className={styles.title}>Your Account</h1>
            <p className={styles.lead}>
              {displayName} · member since {formatDay(memberSince)} · <Link to="/dashboard">Patient Portal</Link>
            </p>
          </div>
        </div>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="username-heading">
          <h2 id="username-heading">Username</h2>
          <p className={ui.muted}>The name we greet you with across the site.</p>
          <UsernameForm username={username} lastResult={resultOf("username")} constraint={constraints.username} />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="email-heading">
          <h2 id="email-heading">Email Address</h2>
          <p>
            Your address: <strong>{email}</strong>
          </p>
          {pendingEmail ? (
            <p className={ui.muted}>
              Waiting for confirmation: <strong>{pendingEmail}</strong>. Open the link we sent there to complete the
              change.
            </p>
          ) : null}
          <p className={ui.muted}>
            We send a confirmation link to the new address and a notice to this one. Your address changes only when the
            link is opened.
          </p>
          <EmailForm lastResult={resultOf("email")} constraint={constraints.email} />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="password-heading">
          <h2 id="password-heading">Password</h2>
          <PasswordForm lastResult={resultOf("password")} constraint={constraints.password} />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="sessions-heading">
          <h2 id="sessions-heading">Where You Are Signed In</h2>
          <SessionsList sessions={sessions} />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="newsletter-status-heading">
          <h2 id="newsletter-status-heading">Newsletter</h2>
          <NewsletterStatusForm status={newsletter} />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="consents-heading">
          <h2 id="consents-heading">Your Consents</h2>
          <HealthConsents consents={consents} />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="data-heading">
          <h2 id="data-heading">Your Data</h2>
          <YourData />
        </section>
      </div>
    </div>
  );
}
