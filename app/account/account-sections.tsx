import { Form, Link } from "react-router";
import { WITHDRAWN_CONSENT_GRACE_DAYS } from "~content/privacy";
import * as ui from "~/styles/ui.css";
import * as styles from "./account.css";
import type { HealthConsent } from "./consent.server";
import type { NewsletterStatus } from "./newsletter.server";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});
const date = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDay = (iso: string) => date.format(new Date(iso));

export type SessionView = { device: string; place: string | null; lastSeen: string; isCurrent: boolean };

export function SessionsList({ sessions }: { sessions: SessionView[] }) {
  const others = sessions.filter((s) => !s.isCurrent).length;
  return (
    <>
      <ul className={styles.list} aria-label="Active sessions">
        {sessions.map((s, i) => (
          <li key={i} className={styles.listItem}>
            <div>
              <p className={styles.itemTitle}>
                {s.device} {s.isCurrent ? <span className={ui.badge}>This device</span> : null}
              </p>
              <p className={styles.itemDetail}>
                {s.place ? `${s.place} · ` : ""}Last seen {formatDateTime(s.lastSeen)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-others" />
          <button type="submit" className={ui.button.outline}>
            Sign Out of All Other Sessions
          </button>
        </Form>
      ) : (
        <p className={ui.muted}>You are not signed in anywhere else.</p>
      )}
    </>
  );
}

const newsletterText: Record<NewsletterStatus, string> = {
  subscribed: "You receive the NileCare newsletter.",
  pending: "Your subscription waits for the confirmation link we emailed you.",
  "not-subscribed": "You do not receive the newsletter.",
};

export function NewsletterStatusForm({ status }: { status: NewsletterStatus }) {
  const subscribed = status === "subscribed";
  return (
    <>
      <p>{newsletterText[status]}</p>
      <Form method="post">
        <input type="hidden" name="intent" value={subscribed ? "newsletter-unsubscribe" : "newsletter-subscribe"} />
        <button type="submit" className={ui.button.outline}>
          {subscribed ? "Unsubscribe" : "Subscribe"}
        </button>
      </Form>
    </>
  );
}

export function HealthConsents({ consents }: { consents: HealthConsent[] }) {
  if (consents.length === 0) {
    return (
      <p className={ui.muted}>
        You have not sent an intake, so you have not given consent to process health data.
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label="Health-data consents">
      {consents.map((c) => (
        <li key={c.intakeId} className={styles.listItem}>
          <div className={styles.consent}>
            <p className={styles.itemTitle}>
              Intake consent given {formatDateTime(c.givenAt)}{" "}
              <span className={ui.badge}>{c.withdrawnAt ? "Withdrawn" : "Active"}</span>
            </p>
            <p className={styles.itemDetail}>
              Text agreed to ({c.isCurrentText ? "current version" : "an earlier version"}):
            </p>
            <blockquote className={styles.quote}>{c.text}</blockquote>
            {c.withdrawnAt && c.erasedAfter ? (
              <p>
                Withdrawn {formatDateTime(c.withdrawnAt)}. Coordinators can no longer open this intake. Its documents
                and health details will be deleted on {formatDay(c.erasedAfter)} unless you give consent again.
              </p>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intakeId" value={c.intakeId} />
              {c.withdrawnAt ? (
                <>
                  <input type="hidden" name="intent" value="give-consent" />
                  <button type="submit" className={ui.button.outline}>
                    Give Consent Again
                  </button>
                </>
              ) : (
                <>
                  <input type="hidden" name="intent" value="withdraw-consent" />
                  <p className={styles.itemDetail}>
                    Withdrawing stops all work on this intake at once; its documents are deleted after{" "}
                    {WITHDRAWN_CONSENT_GRACE_DAYS} days unless you give consent again.
                  </p>
                  <button type="submit" className={ui.button.outline}>
                    Withdraw Consent
                  </button>
                </>
              )}
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function YourData() {
  return (
    <>
      <p>
        Download a ZIP archive with everything we hold about you: a machine-readable file of your account, sessions,
        trip plans, intakes, consents, newsletter and security records, and the documents you uploaded.
      </p>
      {/* A plain post: the answer is a file to save, with or without JavaScript. */}
      <Form method="post" action="/account/export" reloadDocument>
        <button type="submit" className={ui.button.primary}>
          Download My Data
        </button>
      </Form>
      <p>
        Deleting your account erases your profile, sessions, trip plans, intakes, documents and newsletter
        subscription for good. <Link to="/privacy">How we handle your data</Link>.
      </p>
      <div>
        <Link to="/account/delete" className={`${ui.button.outline} ${styles.dangerOutline}`}>
          Delete My Account
        </Link>
      </div>
    </>
  );
}
