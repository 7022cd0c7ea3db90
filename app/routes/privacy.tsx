import type { ReactNode } from "react";
import * as privacyEn from "~content/privacy";
import * as privacyAr from "~content/ar/privacy";
import { site } from "~content/site";
import * as styles from "~/account/account.css";
import { Link } from "~/i18n/links";
import { config } from "~/config.server";
import { contentFor, getLocale, getTranslator } from "~/i18n/locale.server";
import { fillOperator } from "~/domain/operator";
import { operatorFacts } from "~/operator/operator.server";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/privacy";
import { siteShareImage } from "~/utils/share-image";

export function loader({ context }: Route.LoaderArgs) {
  const t = getTranslator(context);
  const privacy = contentFor(context, { en: privacyEn, ar: privacyAr });
  return {
    meta: { title: t("privacy.meta.title", { site: site.name }), description: t("privacy.meta.description", { site: site.name }), image: siteShareImage(getLocale(context)) },
    sections: fillOperator(privacy.privacySections, operatorFacts(getLocale(context))),
    retention: Object.values(privacy.retentionRules).map((rule) => [rule.what, rule.keptFor]),
    cookies: privacy.cookies,
    privacyEmail: config.operator.privacyEmail,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ ...loaderData.meta, path: "/privacy", siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) });
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

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { sections, retention, cookies, privacyEmail } = loaderData;
  const t = useT();
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <article className={styles.page} aria-labelledby="privacy-title">
        <header>
          <h1 id="privacy-title" className={styles.title}>
            {t("privacy.title")}
          </h1>
          <p className={styles.lead}>
            {t("privacy.lead")} <Link to="/account">{t("privacy.leadLink")}</Link> {t("privacy.leadEnd")}
          </p>
        </header>

        {sections.map((section) => (
          <section key={section.id} className={`${ui.card} ${styles.card}`} aria-labelledby={`privacy-${section.id}`}>
            <h2 id={`privacy-${section.id}`}>{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
            {section.id === "rights" ? (
              <p>
                <Link to="/account">{t("privacy.rights.link")}</Link>
              </p>
            ) : null}
          </section>
        ))}

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="privacy-retention">
          <h2 id="privacy-retention">{t("privacy.retention.title")}</h2>
          <p>{t("privacy.retention.text")}</p>
          <SimpleTable headings={[t("privacy.retention.what"), t("privacy.retention.keptFor")]} rows={retention} />
        </section>

        <section className={`${ui.card} ${styles.card}`} aria-labelledby="privacy-cookies">
          <h2 id="privacy-cookies">{t("privacy.cookies.title")}</h2>
          <p>{t("privacy.cookies.text")}</p>
          <SimpleTable
            headings={[t("privacy.cookies.cookie"), t("privacy.cookies.why"), t("privacy.cookies.lasts")]}
            rows={cookies.map((c) => [<code key={c.name}>{c.name}</code>, c.purpose, c.lasts])}
          />
        </section>

        <p className={ui.muted}>
          {t("privacy.contact")}{" "}
          <a href={`mailto:${privacyEmail}`}>
            <Ltr>{privacyEmail}</Ltr>
          </a>
        </p>
      </article>
    </div>
  );
}
