import { Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { caseReference } from "./case-reference";
import * as styles from "./thread.css";
import type { CaseSummary } from "./thread.server";
import { useLongDate } from "./use-long-date";

/** "My requests" on the dashboard: every request the patient sent, its status and the last message. */
export function MyRequestsSection({
  requests,
}: {
  requests: (CaseSummary & { journey?: { stage: string; next: string | null } })[];
}) {
  const t = useT();
  // The day a request arrived, as the server's calendar (UTC) has it: the dashboard knows no zone.
  const longDate = useLongDate("UTC");
  return (
    <section id="my-requests" className={ui.card} aria-labelledby="my-requests-title">
      <h2 id="my-requests-title">{t("requests.list.title")}</h2>
      {requests.length === 0 ? (
        <p className={ui.muted}>{t("requests.list.empty")}</p>
      ) : (
        <ul className={styles.requestList}>
          {requests.map((request) => (
            <li key={request.id} className={styles.requestItem}>
              <h3 className={styles.requestTitle}>
                <Link to={`/requests/${request.id}`}>
                  {request.treatment
                    ? t(`requests.type.${request.type}.about`, { treatment: request.treatment })
                    : t(`requests.type.${request.type}`)}
                </Link>{" "}
                {request.unread ? <span className={styles.unread}>{t("requests.list.newReply")}</span> : null}
              </h3>
              <p className={styles.meta}>
                <span className={ui.badge}>{t(`requests.status.${request.status}`, { type: request.type })}</span>
                <span className={ui.muted}>{t("requests.sentOn", { date: longDate(request.receivedAt) })}</span>
                <span className={ui.muted}>{t("requests.reference", { reference: caseReference(request.id) })}</span>
              </p>
              {request.journey && request.status !== "closed" ? (
                <p className={styles.meta}>
                  <span>{t("caseJourney.dashboard.stage", { stage: request.journey.stage })}</span>
                  {request.journey.next ? (
                    <span className={ui.muted}>{t("caseJourney.dashboard.next", { next: request.journey.next })}</span>
                  ) : null}
                </p>
              ) : null}
              {request.lastMessage ? (
                <p className={styles.preview} dir="auto">
                  {request.lastMessage.author === "staff" ? t("requests.list.fromCoordinator") : t("requests.list.fromYou")}
                  {request.lastMessage.body}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
