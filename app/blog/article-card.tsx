import { site } from "~content/site";
import { Link } from "~/i18n/links";
import { useFormat, useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { LastReviewed } from "~/ui/last-reviewed";
import type { Byline, ShownArticle } from "./blog.server";
import * as styles from "./blog.css";

/** A byline's doctor: a link to their profile while it is in the directory, their name alone once it is hidden. */
function DoctorName({ doctor, children }: { doctor: { id: string; listed: boolean }; children: string }) {
  return doctor.listed ? <Link to={`/doctors/${doctor.id}`}>{children}</Link> : <span>{children}</span>;
}

/** The author, or the editorial team and its reviewer. */
function BylineParts({ byline }: { byline: Byline }) {
  const t = useT();
  if ("doctor" in byline) {
    return <DoctorName doctor={byline.doctor}>{t("blog.card.by", { author: byline.doctor.name })}</DoctorName>;
  }
  return (
    <>
      <span>{t("blog.card.byTeam", { site: site.name })}</span>
      {byline.reviewer ? (
        <DoctorName doctor={byline.reviewer}>{t("blog.card.reviewedBy", { reviewer: byline.reviewer.name })}</DoctorName>
      ) : null}
    </>
  );
}

export function ArticleMeta({ article }: { article: ShownArticle }) {
  const t = useT();
  const format = useFormat();
  return (
    <p className={styles.meta}>
      <BylineParts byline={article.byline} />
      <time dateTime={article.date}>{format.date(new Date(`${article.date}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" })}</time>
      <span>{t("blog.card.readTime", { minutes: article.readMinutes })}</span>
      <LastReviewed date={article.reviewed} />
    </p>
  );
}

function ReadMore({ article }: { article: ShownArticle }) {
  const t = useT();
  return (
    <div className={ui.buttonRow}>
      {/* The title is part of the link's text (not only an aria-label), so search engines read a descriptive link. */}
      <Link to={`/blog/${article.id}`} className={ui.button.primary}>
        {t("blog.card.readMore")}
        <span className={ui.visuallyHidden}>: {article.title}</span>
      </Link>
    </div>
  );
}

/** A card in the blog grid; its id is the anchor 'Load More Articles' lands on. */
export function ArticleCard({ article }: { article: ShownArticle }) {
  return (
    <article id={`article-${article.id}`} className={`${ui.card} ${styles.gridCard}`}>
      <img src={article.image} alt="" width={1200} height={630} loading="lazy" className={styles.image} />
      <span className={ui.badge}>{article.categoryLabel}</span>
      <h3 className={styles.cardTitle}>{article.title}</h3>
      <p className={ui.muted}>{article.excerpt}</p>
      <ArticleMeta article={article} />
      <ReadMore article={article} />
    </article>
  );
}

export function FeaturedArticle({ article }: { article: ShownArticle }) {
  const t = useT();
  return (
    <section aria-labelledby="editors-pick" className={styles.featured}>
      <img src={article.image} alt="" width={1200} height={630} className={styles.image} />
      <div className={ui.card}>
        <h2 id="editors-pick" className={ui.badge}>
          {t("blog.card.editorsPick")}
        </h2>
        <p className={ui.muted}>{article.categoryLabel}</p>
        <h3 className={styles.featuredTitle}>{article.title}</h3>
        <p>{article.excerpt}</p>
        <ArticleMeta article={article} />
        <ReadMore article={article} />
      </div>
    </section>
  );
}
