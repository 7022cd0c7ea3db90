import { Link } from "react-router";
import { listMailbox } from "~/email/mailbox.server";
import * as styles from "~/email/mailbox.css";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/dev.mailbox._index";

export async function loader() {
  return { messages: await listMailbox() };
}

export function meta() {
  return [{ title: "Mailbox (development)" }, { name: "robots", content: "noindex" }];
}

const dateTime = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <section className={ui.section} aria-labelledby="mailbox-title">
      <div className={ui.container}>
        <h1 id="mailbox-title">Mailbox</h1>
        <p className={styles.note}>
          Development only: every e-mail the site sends is delivered here instead of to a real inbox, newest first. This
          page does not exist in production.
        </p>
        {messages.length === 0 ? (
          <p>No e-mails yet.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">To</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Template</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {messages.map((m) => (
                  <tr key={m.id}>
                    <td>{dateTime(m.createdAt)}</td>
                    <td>{m.to}</td>
                    <td>
                      <Link to={`/dev/mailbox/${m.id}`}>{m.subject}</Link>
                    </td>
                    <td>{m.template}</td>
                    <td>
                      {m.status}
                      {m.attempts > 1 ? ` (${m.attempts} attempts)` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
