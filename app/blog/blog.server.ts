import { blogArticles } from "~content/blog/articles";
import { blogBodies } from "~content/blog/bodies.server";
import { blogCategoryNames, categorySlug } from "~content/blog/categories";
import type { BlogArticle } from "~content/schema";

/** Articles per "page" of the grid; 'Load More Articles' shows this many more (decision 0243). */
export const BLOG_PAGE_SIZE = 3;

const newestFirst = [...blogArticles].sort((a, b) => b.date.localeCompare(a.date));

export type BlogList = {
  categories: { name: string; slug: string; count: number }[];
  totalCount: number;
  /** The chosen category: its display name and slug, or null for All. */
  category: { name: string; slug: string } | null;
  /** True when `?category=` names no category; the page answers 404. */
  unknownCategory: boolean;
  featured: BlogArticle | null;
  articles: BlogArticle[];
  page: number;
  /** The next page, and the first article it reveals (its anchor), when more articles exist. */
  more: { page: number; firstId: number } | null;
};

/**
 * The blog list for `?category=<slug>&page=<n>`. Without a category, the featured article is the
 * Editor's Pick and the grid holds the others; with one, the grid holds all of its articles.
 * Pages accumulate: page n shows the first n × BLOG_PAGE_SIZE articles.
 */
export function getBlogList(searchParams: URLSearchParams): BlogList {
  const requested = searchParams.get("category")?.trim().slice(0, 60) || null;
  const name = blogCategoryNames.find((n) => categorySlug(n) === requested);
  const category = requested ? { name: name ?? requested, slug: requested } : null;

  const featured = category ? null : (newestFirst.find((a) => a.featured) ?? null);
  const pool = category ? newestFirst.filter((a) => a.category === name) : newestFirst.filter((a) => a !== featured);

  const lastPage = Math.max(1, Math.ceil(pool.length / BLOG_PAGE_SIZE));
  const asked = Number.parseInt(searchParams.get("page") ?? "", 10);
  const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), lastPage) : 1;
  const articles = pool.slice(0, page * BLOG_PAGE_SIZE);
  const next = pool[articles.length];

  return {
    categories: blogCategoryNames.map((n) => ({
      name: n,
      slug: categorySlug(n),
      count: blogArticles.filter((a) => a.category === n).length,
    })),
    totalCount: blogArticles.length,
    category,
    unknownCategory: requested !== null && !name,
    featured,
    articles,
    page,
    more: next ? { page: page + 1, firstId: next.id } : null,
  };
}

/** One article with its HTML body, or null for an id that is not one of ours. */
export function getArticle(id: string) {
  const article = /^[1-9]\d{0,3}$/.test(id) ? blogArticles.find((a) => a.id === Number(id)) : undefined;
  if (!article) return null;
  return { article, html: blogBodies[String(article.id)]! };
}
