import { data, Link } from "react-router";
import { categorySlug } from "~content/blog/categories";
import { site } from "~content/site";
import { ArticleMeta } from "~/blog/article-card";
import { getArticle } from "~/blog/blog.server";
import * as styles from "~/blog/blog.css";
import { ShareArticle } from "~/blog/share-article";
import * as home from "~/home/home.css";
import { CallToAction } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import { JsonLd } from "~/utils/json-ld";
import { absoluteUrl, localeFrom, seoMeta, siteUrlFrom, useSiteUrl } from "~/utils/seo";
import type { Route } from "./+types/blog.$id";

export function loader({ params }: Route.LoaderArgs) {
  const found = getArticle(params.id);
  if (!found) return data({ article: null, html: "" }, { status: 404 });
  return { article: found.article, html: found.html };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const article = loaderData?.article;
  const siteUrl = siteUrlFrom(matches);
  if (!article) {
    return [
      ...seoMeta({
        title: "Article Not Found | NileCare",
        description: "The requested article could not be found.",
        path: location.pathname,
        siteUrl,
        locale: localeFrom(matches),
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  return [
    ...seoMeta({
      title: `${article.title} | NileCare Blog`,
      description: article.excerpt,
      path: `/blog/${article.id}`,
      siteUrl,
      locale: localeFrom(matches),
      type: "article",
    }),
    { property: "article:published_time", content: article.date },
    { property: "article:author", content: article.author },
    { property: "article:section", content: article.category },
  ];
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, html } = loaderData;
  const siteUrl = useSiteUrl();
  if (!article) {
    return (
      <div className={`${ui.container} ${ui.section} ${home.centered}`}>
        <h1>Article Not Found</h1>
        <p className={ui.muted}>The article you are looking for does not exist or has been moved.</p>
        <Link to="/blog" className={ui.button.primary}>
          Back to Blog
        </Link>
      </div>
    );
  }
  const url = absoluteUrl(`/blog/${article.id}`, siteUrl);

  return (
    <>
      <article className={`${ui.container} ${ui.section}`}>
        <JsonLd
          data={{
            "@type": "Article",
            headline: article.title,
            description: article.excerpt,
            image: absoluteUrl(article.image, siteUrl),
            datePublished: article.date,
            dateModified: article.date,
            articleSection: article.category,
            author: { "@type": "Person", name: article.author },
            publisher: { "@type": "Organization", name: site.name, url: absoluteUrl("/", siteUrl) },
            mainEntityOfPage: url,
          }}
        />
        <div className={styles.article}>
          <p>
            <Link to="/blog">← Back to Blog</Link>
          </p>
          <header className={styles.articleHeader}>
            <Link to={`/blog?category=${categorySlug(article.category)}`} className={ui.badge}>
              {article.category}
            </Link>
            <h1 className={styles.articleTitle}>{article.title}</h1>
            <ArticleMeta article={article} />
            <ShareArticle title={article.title} url={url} />
          </header>
          <img src={article.image} alt={article.imageAlt} width={1200} height={630} className={styles.image} />
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </article>
      <CallToAction
        id="article-cta"
        title="Considering treatment in Egypt?"
        text="Our coordinators answer within 2 hours with a personalised plan and quote."
      >
        <Link to="/contact" className={ui.button.accent}>
          Get Free Consultation
        </Link>
        <Link to="/contact" className={home.heroSecondary}>
          Contact Us Today
        </Link>
      </CallToAction>
    </>
  );
}
