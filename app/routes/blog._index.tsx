import { data, Link } from "react-router";
import { getBlogList } from "~/blog/blog.server";
import { ArticleCard, FeaturedArticle } from "~/blog/article-card";
import * as styles from "~/blog/blog.css";
import { NewsletterForm } from "~/newsletter/newsletter-form";
import * as ui from "~/styles/ui.css";
import { threeUp } from "~/ui/grid.css";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/blog._index";

export function loader({ request }: Route.LoaderArgs) {
  const list = getBlogList(new URL(request.url).searchParams);
  return data(list, { status: list.unknownCategory ? 404 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const category = loaderData?.category;
  const tags = seoMeta({
    title: category ? `${category.name} Articles | NileCare Blog` : "Blog | NileCare",
    description: category
      ? `Articles about ${category.name.toLowerCase()} for international patients considering treatment in Egypt.`
      : "Guides and advice for international patients: medical tourism in Egypt, eye, heart and dental treatment, recovery and insurance.",
    path: "/blog",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
  return loaderData?.unknownCategory ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { categories, totalCount, category, featured, articles, more } = loaderData;
  const gridTitle = category ? `${category.name} Articles` : "Latest Articles";
  const moreHref = more
    ? `?${new URLSearchParams({ ...(category ? { category: category.slug } : {}), page: String(more.page) })}#article-${more.firstId}`
    : null;

  return (
    <>
      <section className={ui.hero} aria-labelledby="blog-title">
        <div className={ui.container}>
          <h1 id="blog-title" className={ui.heroTitle}>
            Medical Travel Blog
          </h1>
          <p className={ui.heroLead}>
            Expert advice on treatment in Egypt: procedures, costs, recovery, insurance and travel tips from our doctors
            and coordinators.
          </p>
        </div>
      </section>

      <div className={`${ui.container} ${ui.section}`}>
        <nav aria-label="Blog categories">
          <ul className={styles.chips}>
            <li>
              <Link to="/blog" preventScrollReset className={styles.chip} aria-current={category ? undefined : "page"}>
                All <span className={styles.count}>({totalCount})</span>
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
                  {c.name} <span className={styles.count}>({c.count})</span>
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
              <p>No articles found in the {category?.name} category.</p>
              <Link to="/blog" className={ui.button.primary}>
                View All Articles
              </Link>
            </div>
          )}
          {moreHref ? (
            <p className={styles.loadMore}>
              <Link to={moreHref} preventScrollReset className={ui.button.outline}>
                Load More Articles
              </Link>
            </p>
          ) : null}
        </section>

        <section aria-labelledby="blog-newsletter-title" className={ui.card}>
          <h2 id="blog-newsletter-title">Get new articles by e-mail</h2>
          <p className={ui.muted}>
            One e-mail a month with new articles, patient stories and price updates. Unsubscribe with one click.
          </p>
          <NewsletterForm source="blog" />
        </section>
      </div>
    </>
  );
}
