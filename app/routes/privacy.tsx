import { Link } from "react-router";
import { cookies, dataController, privacySections, retentionRules } from "~content/privacy";
import { site } from "~content/site";
import * as styles from "~/account/account.css";
import * as ui from "~/styles/ui.css";

export function meta() {
  return [
    { title: `Privacy Notice | ${site.name}` },
    {
      name: "description",
      content: `How ${site.name} handles your personal and health data, how long we keep it, and how to use your rights.`,
    },
  ];
}

export default function Privacy() {
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <article className={styles.page} aria-labelledby="privacy-title">
        <header>
          <h1 id="privacy-title" className={styles.title}>
            Privacy Notice
          </h1>
          <p className={styles.lead}>
            In plain language: what we keep about you, why, for how long, and how you stay in control. Signed in? Your{" "}
            <Link to="/account">account page</Link> lets you download or delete your data at any time.
          </p>
        </header>

        {privacySections.map((section) => (
          <section key={section.id} className={`${ui.card} ${styles.card}`} aria-labelledby={`privacy-${section.id}`}>
            <h2 id={`privacy-${section.id}`}>{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
            {section.id === "rights" ? (
              <p>
                <Link to="/account">Go to your account</Link>
              </p>
            ) : null}
          </section>
        ))}

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="privacy-retention">
          <h2 id="privacy-retention">How long we keep your data</h2>
          <p>
            Automatic jobs apply these rules every few minutes. Your account and what is in it stay until you delete
            them; deleting your account erases them at once.
          </p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.tableCell}>
                  What
                </th>
                <th scope="col" className={styles.tableCell}>
                  Kept for
                </th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(retentionRules).map(([id, rule]) => (
                <tr key={id}>
                  <td className={styles.tableCell}>{rule.what}</td>
                  <td className={styles.tableCell}>{rule.keptFor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="privacy-cookies">
          <h2 id="privacy-cookies">Cookies</h2>
          <p>We use only the cookies the site needs to work. None track you or serve advertising.</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.tableCell}>
                  Cookie
                </th>
                <th scope="col" className={styles.tableCell}>
                  Why
                </th>
                <th scope="col" className={styles.tableCell}>
                  Lasts
                </th>
              </tr>
            </thead>
            <tbody>
              {cookies.map((c) => (
                <tr key={c.name}>
                  <td className={styles.tableCell}>
                    <code>{c.name}</code>
                  </td>
                  <td className={styles.tableCell}>{c.purpose}</td>
                  <td className={styles.tableCell}>{c.lasts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <p className={ui.muted}>
          Contact for data-protection requests: <a href={`mailto:${dataController.privacyEmail}`}>{dataController.privacyEmail}</a>
        </p>
      </article>
    </div>
  );
}
