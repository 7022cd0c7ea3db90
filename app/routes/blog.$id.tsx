import { data, useLocation } from "react-router";
import { site } from "~content/site";
import { ArticleMeta } from "~/blog/article-card";
import { blogAuthors, blogFor, getArticle } from "~/blog/blog.server";
import { doctorLabellerFor } from "~/doctors/doctor-labels.server";
import * as styles from "~/blog/blog.css";
import { ShareArticle } from "~/blog/share-article";
import * as sections from "~/styles/sections.css";
import { Link, useLocalePath } from "~/i18n/links";
import { getTranslator } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import { CallToAction } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import { JsonLd } from "~/utils/json-ld";
import { absoluteUrl, localeFrom, seoMeta, siteUrlFrom, useSiteUrl } from "~/utils/seo";
import type { Route } from "./+types/blog.$id";
import { shareImageOf } from "~/utils/share-image";

export async function loader({ params, context }: Route.LoaderArgs) {
  const blog = blogFor(context);
  const found = getArticle(params.id, blog, await blogAuthors(blog, doctorLabellerFor(context)));
  const t = getTranslator(context);
  if (!found) {
    const meta = {
      title: t("blog.article.notFoundMetaTitle", { site: site.name }),
      description: t("blog.article.notFoundDescription"),
    };
    return data({ article: null, author: "", html: "", meta }, { status: 404 });
  }
  const meta = {
    title: t("blog.article.metaTitle", { title: found.article.title, site: site.name }),
    description: found.article.excerpt,
    image: shareImageOf({ src: found.article.image, alt: found.article.imageAlt }),
  };
  const { byline } = found.article;
  const author = "doctor" in byline ? byline.doctor.name : t("blog.article.teamName", { site: site.name });
  return { article: found.article, author, html: found.html, meta };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { article, author, meta } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  if (!article) {
    return [...seoMeta({ ...meta, path: location.pathname, siteUrl, locale: localeFrom(matches) }), { name: "robots", content: "noindex" }];
  }
  return [
    ...seoMeta({ ...meta, path: location.pathname, siteUrl, locale: localeFrom(matches), type: "article" }),
    { property: "article:published_time", content: article.date },
    { property: "article:modified_time", content: article.reviewed },
    { property: "article:author", content: author },
    { property: "article:section", content: article.categoryLabel },
  ];
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, author, html } = loaderData;
  const siteUrl = useSiteUrl();
  const t = useT();
  const location = useLocation();
  const localePath = useLocalePath();
  if (!article) {
    return (
      <div className={`${ui.container} ${ui.section} ${sections.centered}`}>
        <h1>{t("blog.article.notFoundTitle")}</h1>
        <p className={ui.muted}>{t("blog.article.notFoundText")}</p>
        <Link to="/blog" className={ui.button.primary}>
          {t("blog.article.backToBlog")}
        </Link>
      </div>
    );
  }
  const url = absoluteUrl(location.pathname, siteUrl);

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
            dateModified: article.reviewed,
            articleSection: article.categoryLabel,
            author:
              "doctor" in article.byline
                ? {
                    "@type": "Person",
                    name: author,
                    ...(article.byline.doctor.listed
                      ? { url: absoluteUrl(localePath(`/doctors/${article.byline.doctor.id}`), siteUrl) }
                      : {}),
                  }
                : { "@type": "Organization", name: author },
            publisher: { "@type": "Organization", name: site.name, url: absoluteUrl("/", siteUrl) },
            mainEntityOfPage: url,
          }}
        />
        <div className={styles.article}>
          <p>
            <Link to="/blog">{t("blog.article.backLink")}</Link>
          </p>
          <header className={styles.articleHeader}>
            <Link to={`/blog?category=${article.categorySlug}`} className={ui.badge}>
              {article.categoryLabel}
            </Link>
            <h1 className={styles.articleTitle}>{article.title}</h1>
            <ArticleMeta article={article} />
            <ShareArticle title={article.title} url={url} />
          </header>
          <img src={article.image} alt={article.imageAlt} width={1200} height={630} className={styles.image} />
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </article>
      <CallToAction id="article-cta" title={t("blog.article.ctaTitle")} text={t("blog.article.ctaText")}>
        <Link to="/book" className={ui.button.accent}>
          {t("blog.article.freeConsultation")}
        </Link>
        <Link to="/contact" className={sections.heroSecondary}>
          {t("blog.article.contactUs")}
        </Link>
      </CallToAction>
    </>
  );
}
