import type { ReactNode } from "react";
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

/** A small table with column headings; the first cell of each row names it. */
function SimpleTable({ headings, rows }: { headings: string[]; rows: ReactNode[][] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {headings.map((h) => (
            <th key={h} scope="col" className={styles.tableCell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, i) => (
          <tr key={i}>
            {cells.map((cell, j) => (
              <td key={j} className={styles.tableCell}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
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
          <SimpleTable
            headings={["What", "Kept for"]}
            rows={Object.values(retentionRules).map((rule) => [rule.what, rule.keptFor])}
          />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="privacy-cookies">
          <h2 id="privacy-cookies">Cookies</h2>
          <p>We use only the cookies the site needs to work. None track you or serve advertising.</p>
          <SimpleTable
            headings={["Cookie", "Why", "Lasts"]}
            rows={cookies.map((c) => [<code key={c.name}>{c.name}</code>, c.purpose, c.lasts])}
          />
        </section>

        <p className={ui.muted}>
          Contact for data-protection requests: <a href={`mailto:${dataController.privacyEmail}`}>{dataController.privacyEmail}</a>
        </p>
      </article>
    </div>
  );
}
