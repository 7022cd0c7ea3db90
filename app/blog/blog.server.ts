import type { RouterContextProvider } from "react-router";
import { blogArticles as arabicArticles } from "~content/ar/blog/articles";
import { blogBodies as arabicBodies } from "~content/ar/blog/bodies.server";
import { blogArticles } from "~content/blog/articles";
import { blogBodies } from "~content/blog/bodies.server";
import { blogCategoryLabelsIn, blogCategoryNames, type BlogCategoryName, categorySlug } from "~content/blog/categories";
import { doctorLabels } from "~content/doctor-labels";
import type { BlogArticle } from "~content/schema";
import type { DoctorLabeller } from "~/doctors/doctor-labels.server";
import { getDoctorNames } from "~/doctors/doctors.server";
import { contentFor } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";

/** Articles per "page" of the grid; 'Load More Articles' shows this many more (decision 0124). */
export const BLOG_PAGE_SIZE = 3;

/** The blog in one language: its articles, their HTML bodies by id and the categories' labels. */
type BlogContent = {
  articles: readonly BlogArticle[];
  bodies: Readonly<Record<string, string>>;
  categoryLabels: Readonly<Record<BlogCategoryName, string>>;
};

const blogs: Record<Locale, BlogContent> = {
  en: { articles: blogArticles, bodies: blogBodies, categoryLabels: blogCategoryLabelsIn("en") },
  ar: { articles: arabicArticles, bodies: arabicBodies, categoryLabels: blogCategoryLabelsIn("ar") },
};

/** The blog in the request's language (ids, dates and categories are the same in every language). */
export function blogFor(context: Readonly<RouterContextProvider>): BlogContent {
  return contentFor(context, blogs);
}

/** A directory doctor named on an article; `listed` while their profile is in the directory (a link to it). */
type NamedDoctor = { id: string; name: string; listed: boolean };

/** Who an article is by, named in the page's language (decision 0124). */
export type Byline = { doctor: NamedDoctor } | { team: "editorial"; reviewer: NamedDoctor | null };

/** An article as the cards show it: its category's slug and label and its byline beside the content. */
export type ShownArticle = BlogArticle & { categorySlug: string; categoryLabel: string; byline: Byline };

export type BlogList = {
  categories: { name: string; slug: string; count: number }[];
  totalCount: number;
  /** The chosen category: its label and slug, or null for All. */
  category: { name: string; slug: string } | null;
  /** True when `?category=` names no category; the page answers 404. */
  unknownCategory: boolean;
  featured: ShownArticle | null;
  articles: ShownArticle[];
  page: number;
  /** The next page, and the first article it reveals (its anchor), when more articles exist. */
  more: { page: number; firstId: number } | null;
};

/** The doctors the blog's bylines name, as the directory names them now (decision 0124). */
type Authors = ReadonlyMap<string, NamedDoctor>;

/** Every byline's doctor in the page's language, read from the directory, so a console edit shows on the blog too. */
export async function blogAuthors(blog: BlogContent, labeller: DoctorLabeller): Promise<Authors> {
  const ids = blog.articles.flatMap(({ author }) => ("doctorId" in author ? [author.doctorId] : author.reviewerId ? [author.reviewerId] : []));
  const rows = new Map((await getDoctorNames(ids)).map((row) => [row.id, row]));
  // The content names only seeded doctors (content/schema.ts); one missing from the database keeps its seeded name.
  return new Map(
    ids.map((id) => {
      const row = rows.get(id);
      return [id, { id, name: labeller.name(row ?? { id, name: doctorLabels.doctors[id]!.name.en }), listed: row?.isActive ?? false }];
    }),
  );
}

// blogAuthors names every id the articles use.
function bylineOf({ author }: BlogArticle, authors: Authors): Byline {
  if ("doctorId" in author) return { doctor: authors.get(author.doctorId)! };
  return { team: author.team, reviewer: author.reviewerId ? authors.get(author.reviewerId)! : null };
}

function shown(article: BlogArticle, blog: BlogContent, authors: Authors): ShownArticle {
  return {
    ...article,
    categorySlug: categorySlug(article.category),
    categoryLabel: blog.categoryLabels[article.category],
    byline: bylineOf(article, authors),
  };
}

/**
 * The blog list for `?category=<slug>&page=<n>`. Without a category, the featured article is the
 * Editor's Pick and the grid holds the others; with one, the grid holds all of its articles.
 * Pages accumulate: page n shows the first n × BLOG_PAGE_SIZE articles.
 */
export function getBlogList(searchParams: URLSearchParams, blog: BlogContent, authors: Authors): BlogList {
  const requested = searchParams.get("category")?.trim().slice(0, 60) || null;
  const name = blogCategoryNames.find((n) => categorySlug(n) === requested);
  const category = requested ? { name: name ? blog.categoryLabels[name] : requested, slug: requested } : null;

  const newestFirst = [...blog.articles].sort((a, b) => b.date.localeCompare(a.date));
  const featured = category ? null : (newestFirst.find((a) => a.featured) ?? null);
  const pool = category ? newestFirst.filter((a) => a.category === name) : newestFirst.filter((a) => a !== featured);

  const lastPage = Math.max(1, Math.ceil(pool.length / BLOG_PAGE_SIZE));
  const asked = Number.parseInt(searchParams.get("page") ?? "", 10);
  const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), lastPage) : 1;
  const articles = pool.slice(0, page * BLOG_PAGE_SIZE);
  const next = pool[articles.length];

  return {
    categories: blogCategoryNames.map((n) => ({
      name: blog.categoryLabels[n],
      slug: categorySlug(n),
      count: blog.articles.filter((a) => a.category === n).length,
    })),
    totalCount: blog.articles.length,
    category,
    unknownCategory: requested !== null && !name,
    featured: featured ? shown(featured, blog, authors) : null,
    articles: articles.map((a) => shown(a, blog, authors)),
    page,
    more: next ? { page: page + 1, firstId: next.id } : null,
  };
}

/** One article with its HTML body, or null for an id that is not one of ours. */
export function getArticle(id: string, blog: BlogContent, authors: Authors) {
  const article = /^[1-9]\d{0,3}$/.test(id) ? blog.articles.find((a) => a.id === Number(id)) : undefined;
  if (!article) return null;
  return { article: shown(article, blog, authors), html: blog.bodies[String(article.id)]! };
}
