import { Link } from "react-router";
import type { BlogArticle } from "~content/schema";
import * as ui from "~/styles/ui.css";
import { formatDate } from "~/utils/format-date";
import * as styles from "./blog.css";

export function ArticleMeta({ article }: { article: BlogArticle }) {
  return (
    <p className={styles.meta}>
      <span>By {article.author}</span>
      <time dateTime={article.date}>{formatDate(article.date)}</time>
      <span>{article.readMinutes} min read</span>
    </p>
  );
}

function ReadMore({ article }: { article: BlogArticle }) {
  return (
    <div className={ui.buttonRow}>
      {/* The title is part of the link's text (not only an aria-label), so search engines read a descriptive link. */}
      <Link to={`/blog/${article.id}`} className={ui.button.primary}>
        Read More<span className={ui.visuallyHidden}>: {article.title}</span>
      </Link>
    </div>
  );
}

/** A card in the blog grid; its id is the anchor 'Load More Articles' lands on. */
export function ArticleCard({ article }: { article: BlogArticle }) {
  return (
    <article id={`article-${article.id}`} className={`${ui.card} ${styles.gridCard}`}>
      <img src={article.image} alt="" width={1200} height={630} loading="lazy" className={styles.image} />
      <span className={ui.badge}>{article.category}</span>
      <h3 className={styles.cardTitle}>{article.title}</h3>
      <p className={ui.muted}>{article.excerpt}</p>
      <ArticleMeta article={article} />
      <ReadMore article={article} />
    </article>
  );
}

export function FeaturedArticle({ article }: { article: BlogArticle }) {
  return (
    <section aria-labelledby="editors-pick" className={styles.featured}>
      <img src={article.image} alt="" width={1200} height={630} className={styles.image} />
      <div className={ui.card}>
        <h2 id="editors-pick" className={ui.badge}>
          Editor's Pick
        </h2>
        <p className={ui.muted}>{article.category}</p>
        <h3 className={styles.featuredTitle}>{article.title}</h3>
        <p>{article.excerpt}</p>
        <ArticleMeta article={article} />
        <ReadMore article={article} />
      </div>
    </section>
  );
}
