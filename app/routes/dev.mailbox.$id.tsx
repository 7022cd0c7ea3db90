import { Link } from "react-router";
import { mailboxMessage } from "~/email/mailbox.server";
import * as styles from "~/email/mailbox.css";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/dev.mailbox.$id";

export async function loader({ params, request }: Route.LoaderArgs) {
  return { message: await mailboxMessage(params.id, request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.message.subject ?? "Message"} | Mailbox (development)` },
    { name: "robots", content: "noindex" },
  ];
}

const dateTime = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;

/** Links inside the preview open in a new tab; the sandbox keeps the message's HTML away from this page. */
function previewDocument(html: string) {
  return html.replace("<head>", '<head><base target="_blank">');
}

export default function MailboxMessage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  return (
    <section className={ui.section} aria-labelledby="message-title">
      <div className={ui.container}>
        <p>
          <Link to="/dev/mailbox">Back to Mailbox</Link>
        </p>
        <h1 id="message-title">{message.subject}</h1>
        <dl className={styles.details}>
          <dt>From</dt>
          <dd>{message.from}</dd>
          <dt>To</dt>
          <dd>{message.to}</dd>
          <dt>Received</dt>
          <dd>{dateTime(message.createdAt)}</dd>
          <dt>Template</dt>
          <dd>{message.template}</dd>
          <dt>Status</dt>
          <dd>
            {message.status}, {message.attempts} attempt{message.attempts === 1 ? "" : "s"}
            {message.sentAt ? `, sent ${dateTime(message.sentAt)}` : ""}
          </dd>
          {message.lastError ? (
            <>
              <dt>Last error</dt>
              <dd>{message.lastError}</dd>
            </>
          ) : null}
          {message.headers.map((h) => (
            <div key={h.name} style={{ display: "contents" }}>
              <dt>{h.name}</dt>
              <dd>{h.value}</dd>
            </div>
          ))}
        </dl>

        <h2>Links</h2>
        {message.links.length === 0 ? (
          <p>This message has no links.</p>
        ) : (
          <ul className={styles.linkList}>
            {message.links.map((href) => (
              <li key={href}>
                <a href={href}>{href}</a>
              </li>
            ))}
          </ul>
        )}

        <h2>HTML</h2>
        <iframe
          className={styles.preview}
          title={`HTML version of ${message.subject}`}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={previewDocument(message.html)}
        />

        <h2>Plain text</h2>
        <pre className={styles.plainText}>{message.text}</pre>
      </div>
    </section>
  );
}
