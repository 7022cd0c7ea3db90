import { useMemo } from "react";
import { Form as DocumentForm } from "react-router";
import { WITHDRAWN_CONSENT_GRACE_DAYS } from "~content/privacy";
import { Form, Link } from "~/i18n/links";
import { useFormat, useLocale, useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import * as styles from "./account.css";
import type { HealthConsent } from "./consent.server";
import type { NewsletterStatus } from "./newsletter.server";

/** Dates of the account page: day, month and year (British order in English), times in UTC. */
export function useAccountDates() {
  const format = useFormat();
  return useMemo(() => {
    const day = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
    const dateTime = { ...day, hour: "2-digit", minute: "2-digit", timeZoneName: "short" } as const;
    return {
      dateTime: (iso: string) => format.dayFirst(new Date(iso), dateTime),
      day: (iso: string) => format.dayFirst(new Date(iso), day),
    };
  }, [format]);
}

export type SessionView = { device: string; place: string | null; lastSeen: string; isCurrent: boolean };

export function SessionsList({ sessions }: { sessions: SessionView[] }) {
  const t = useT();
  const dates = useAccountDates();
  const others = sessions.filter((s) => !s.isCurrent).length;
  return (
    <>
      <ul className={styles.list} aria-label={t("account.sessions.listLabel")}>
        {sessions.map((s, i) => (
          <li key={i} className={styles.listItem}>
            <div>
              <p className={styles.itemTitle}>
                {s.device} {s.isCurrent ? <span className={ui.badge}>{t("account.sessions.thisDevice")}</span> : null}
              </p>
              <p className={styles.itemDetail}>
                {s.place ? `${s.place} · ` : ""}
                {t("account.sessions.lastSeen", { date: dates.dateTime(s.lastSeen) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-others" />
          <button type="submit" className={ui.button.outline}>
            {t("account.sessions.signOutOthers")}
          </button>
        </Form>
      ) : (
        <p className={ui.muted}>{t("account.sessions.none")}</p>
      )}
    </>
  );
}

const newsletterText = {
  subscribed: "account.newsletter.subscribed",
  pending: "account.newsletter.pending",
  "not-subscribed": "account.newsletter.notSubscribed",
} as const satisfies Record<NewsletterStatus, string>;

export function NewsletterStatusForm({ status }: { status: NewsletterStatus }) {
  const t = useT();
  const subscribed = status === "subscribed";
  return (
    <>
      <p>{t(newsletterText[status])}</p>
      <Form method="post">
        <input type="hidden" name="intent" value={subscribed ? "newsletter-unsubscribe" : "newsletter-subscribe"} />
        <button type="submit" className={ui.button.outline}>
          {t(subscribed ? "account.newsletter.unsubscribe" : "account.newsletter.subscribe")}
        </button>
      </Form>
    </>
  );
}

export function HealthConsents({ consents }: { consents: HealthConsent[] }) {
  const t = useT();
  const dates = useAccountDates();
  if (consents.length === 0) {
    return <p className={ui.muted}>{t("account.consents.none")}</p>;
  }
  return (
    <ul className={styles.list} aria-label={t("account.consents.listLabel")}>
      {consents.map((c) => (
        <li key={c.intakeId} className={styles.listItem}>
          <div className={styles.consent}>
            <p className={styles.itemTitle}>
              {t("account.consents.given", { date: dates.dateTime(c.givenAt) })}{" "}
              <span className={ui.badge}>{t(c.withdrawnAt ? "account.consents.withdrawn" : "account.consents.active")}</span>
            </p>
            <p className={styles.itemDetail}>
              {t(c.isCurrentText ? "account.consents.textCurrent" : "account.consents.textEarlier")}
            </p>
            <blockquote className={styles.quote}>{c.text}</blockquote>
            {c.withdrawnAt && c.erasedAfter ? (
              <p>
                {t("account.consents.withdrawnNote", {
                  withdrawn: dates.dateTime(c.withdrawnAt),
                  erased: dates.day(c.erasedAfter),
                })}
              </p>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intakeId" value={c.intakeId} />
              {c.withdrawnAt ? (
                <>
                  <input type="hidden" name="intent" value="give-consent" />
                  <button type="submit" className={ui.button.outline}>
                    {t("account.consents.giveAgain")}
                  </button>
                </>
              ) : (
                <>
                  <input type="hidden" name="intent" value="withdraw-consent" />
                  <p className={styles.itemDetail}>
                    {t("account.consents.withdrawNote", { days: WITHDRAWN_CONSENT_GRACE_DAYS })}
                  </p>
                  <button type="submit" className={ui.button.outline}>
                    {t("account.consents.withdraw")}
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
  const t = useT();
  const locale = useLocale();
  // The archive's endpoint has no /ar twin: it is told the page's language for the way back.
  const exportAction = locale === "en" ? "/account/export" : `/account/export?locale=${locale}`;
  return (
    <>
      <p>{t("account.data.exportLead")}</p>
      {/* A plain post: the answer is a file to save, with or without JavaScript. */}
      <DocumentForm method="post" action={exportAction} reloadDocument>
        <button type="submit" className={ui.button.primary}>
          {t("account.data.export")}
        </button>
      </DocumentForm>
      <p>
        {t("account.data.deleteLead")} <Link to="/privacy">{t("account.data.privacyLink")}</Link>.
      </p>
      <div>
        <Link to="/account/delete" className={`${ui.button.outline} ${styles.dangerOutline}`}>
          {t("account.data.delete")}
        </Link>
      </div>
    </>
  );
}
