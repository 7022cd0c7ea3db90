import { data } from "react-router";
import { site } from "~content/site";
import { blogAuthors, blogFor, getBlogList } from "~/blog/blog.server";
import { doctorLabellerFor } from "~/doctors/doctor-labels.server";
import { ArticleCard, FeaturedArticle } from "~/blog/article-card";
import * as styles from "~/blog/blog.css";
import { Link } from "~/i18n/links";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import { NewsletterForm } from "~/newsletter/newsletter-form";
import * as ui from "~/styles/ui.css";
import { threeUp } from "~/ui/grid.css";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/blog._index";
import { siteShareImage } from "~/utils/share-image";

export async function loader({ request, context }: Route.LoaderArgs) {
  const blog = blogFor(context);
  const list = getBlogList(new URL(request.url).searchParams, blog, await blogAuthors(blog, doctorLabellerFor(context)));
  const t = getTranslator(context);
  const { category } = list;
  const meta = category
    ? {
        title: t("blog.meta.categoryTitle", { category: category.name, site: site.name }),
        description: t("blog.meta.categoryDescription", { category: category.name.toLowerCase() }),
      }
    : { title: t("blog.meta.title", { site: site.name }), description: t("blog.meta.description") };
  return data({ ...list, meta: { ...meta, image: siteShareImage(getLocale(context)) } }, { status: list.unknownCategory ? 404 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const tags = seoMeta({
    ...loaderData.meta,
    // The canonical list leaves out the category and page (decision 0124); Arabic pages keep their /ar prefix.
    path: location.pathname,
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
  return loaderData.unknownCategory ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { categories, totalCount, category, featured, articles, more } = loaderData;
  const t = useT();
  const gridTitle = category ? t("blog.list.categoryArticles", { category: category.name }) : t("blog.list.latest");
  const moreHref = more
    ? `?${new URLSearchParams({ ...(category ? { category: category.slug } : {}), page: String(more.page) })}#article-${more.firstId}`
    : null;

  return (
    <>
      <section className={ui.hero} aria-labelledby="blog-title">
        <div className={ui.container}>
          <h1 id="blog-title" className={ui.heroTitle}>
            {t("blog.hero.title")}
          </h1>
          <p className={ui.heroLead}>{t("blog.hero.lead")}</p>
        </div>
      </section>

      <div className={`${ui.container} ${ui.section}`}>
        <nav aria-label={t("blog.list.categories")}>
          <ul className={styles.chips}>
            <li>
              <Link to="/blog" preventScrollReset className={styles.chip} aria-current={category ? undefined : "page"}>
                {t("blog.list.all")} <span className={styles.count}>{t("blog.list.count", { count: totalCount })}</span>
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link
                  to={`?category=${c.slug}`}
                  preventScrollReset
                  className={styles.chip}
                  aria-current={category?.slug === c.slug ? "page" : undefined}
                >
                  {c.name} <span className={styles.count}>{t("blog.list.count", { count: c.count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {featured ? <FeaturedArticle article={featured} /> : null}

        <section aria-labelledby="grid-title">
          <h2 id="grid-title" className={ui.sectionHeading}>
            {gridTitle}
          </h2>
          {articles.length > 0 ? (
            <ul className={threeUp}>
              {articles.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>
              <p>{t("blog.list.empty", { category: category?.name ?? "" })}</p>
              <Link to="/blog" className={ui.button.primary}>
                {t("blog.list.viewAll")}
              </Link>
            </div>
          )}
          {moreHref ? (
            <p className={styles.loadMore}>
              <Link to={moreHref} preventScrollReset className={ui.button.outline}>
                {t("blog.list.loadMore")}
              </Link>
            </p>
          ) : null}
        </section>

        <section aria-labelledby="blog-newsletter-title" className={ui.card}>
          <h2 id="blog-newsletter-title">{t("blog.newsletter.title")}</h2>
          <p className={ui.muted}>{t("blog.newsletter.text")}</p>
          <NewsletterForm source="blog" />
        </section>
      </div>
    </>
  );
}
