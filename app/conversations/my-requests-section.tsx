import { Link } from "react-router";
import { caseTypeLabels } from "~/cases/case-rules";
import * as ui from "~/styles/ui.css";
import { formatDate } from "~/utils/format-date";
import * as styles from "./conversations.css";
import type { RequestSummary } from "./thread.server";
import { patientStatusLabels } from "./thread-rules";

/** "My requests" on the dashboard: every request the patient sent, its status and the last message. */
export function MyRequestsSection({ requests }: { requests: RequestSummary[] }) {
  return (
    <section id="my-requests" className={ui.card} aria-labelledby="my-requests-title">
      <h2 id="my-requests-title">My requests</h2>
      {requests.length === 0 ? (
        <p className={ui.muted}>Messages, trip plans and intakes you send appear here with our answers.</p>
      ) : (
        <ul className={styles.requestList}>
          {requests.map((request) => (
            <li key={request.id} className={styles.requestItem}>
              <h3 className={styles.requestTitle}>
                <Link to={`/requests/${request.id}`}>
                  {caseTypeLabels[request.type]}
                  {request.treatment ? `: ${request.treatment}` : ""}
                </Link>{" "}
                {request.unread ? <span className={styles.unread}>New reply</span> : null}
              </h3>
              <p className={styles.meta}>
                <span className={ui.badge}>{patientStatusLabels[request.status]}</span>
                <span className={ui.muted}>Sent {formatDate(request.receivedAt.slice(0, 10))}</span>
              </p>
              {request.lastMessage ? (
                <p className={styles.preview}>
                  {request.lastMessage.author === "staff" ? "Coordinator: " : "You: "}
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
