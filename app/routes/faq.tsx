import { Form, Link } from "react-router";
import { faqCategories } from "~content/faq";
import { site } from "~content/site";
import { FAQ_QUERY_MAX, parseFaqCategory, searchFaq } from "~/faq/faq";
import * as styles from "~/faq/faq.css";
import { FaqTabs } from "~/faq/faq-tabs";
import * as home from "~/home/home.css";
import { MailIcon, PhoneIcon } from "~/shell/icons";
import { CardGrid, PageSection } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import { JsonLd } from "~/utils/json-ld";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/faq";

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, FAQ_QUERY_MAX);
  return {
    q,
    category: parseFaqCategory(params.get("category")),
    results: q ? searchFaq(q) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const tags = seoMeta({
    title: loaderData?.q ? `“${loaderData.q}” | FAQ | NileCare` : "Frequently Asked Questions | NileCare",
    description:
      "Answers about treatment in Egypt: visas, costs and payment (savings of 50-70%), accommodation, recovery, aftercare and 24/7 emergency support.",
    path: "/faq",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
  // Search results are not a page of their own.
  return loaderData?.q ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { q, category, results } = loaderData;
  return (
    <>
      <JsonLd
        data={{
          "@type": "FAQPage",
          mainEntity: faqCategories.flatMap((c) =>
            c.entries.map((e) => ({
              "@type": "Question",
              name: e.question,
              acceptedAnswer: { "@type": "Answer", text: e.answer },
            })),
          ),
        }}
      />
      <section className={ui.hero} aria-labelledby="faq-title">
        <div className={ui.container}>
          <h1 id="faq-title" className={ui.heroTitle}>
            Frequently Asked Questions
          </h1>
          <p className={ui.heroLead}>
            Everything you need to know about treatment in Egypt, from visas and costs to recovery and support.
          </p>
          <Form method="get" action="/faq" role="search" className={styles.searchForm}>
            <label htmlFor="faq-search" className={styles.searchLabel}>
              Search the questions
            </label>
            <input
              key={q}
              id="faq-search"
              type="search"
              name="q"
              defaultValue={q}
              maxLength={FAQ_QUERY_MAX}
              placeholder="For example: visa, payment, recovery"
              className={styles.searchInput}
            />
            <button type="submit" className={ui.button.accent}>
              Search
            </button>
          </Form>
        </div>
      </section>

      {results ? (
        <section className={ui.section} aria-labelledby="results-title">
          <div className={ui.container}>
            <h2 id="results-title">Search Results</h2>
            <p role="status">
              {results.length === 1 ? "1 question matches" : `${results.length} questions match`} “{q}”.
            </p>
            {results.length > 0 ? (
              <div>
                {results.map((r) => (
                  <details key={r.question} name="faq-results" className={styles.question}>
                    <summary className={styles.summary}>{r.question}</summary>
                    <p className={styles.resultCategory}>{r.categoryTitle}</p>
                    <p className={styles.answer}>{r.answer}</p>
                  </details>
                ))}
              </div>
            ) : (
              <p className={ui.muted}>Try other words, or browse all questions by category.</p>
            )}
            <p>
              <Link to="/faq" className={ui.button.outline}>
                Clear search and browse all questions
              </Link>
            </p>
          </div>
        </section>
      ) : (
        <>
          <PageSection id="categories-title" title="Browse by Category">
            <CardGrid columns="four">
              {faqCategories.map((c) => (
                <li key={c.id}>
                  <Link to={`?category=${c.id}#${c.anchor}`} className={`${ui.card} ${styles.categoryCard}`}>
                    <h3>{c.title}</h3>
                    <span className={ui.muted}>{c.description}</span>
                    <span>{c.entries.length} questions</span>
                  </Link>
                </li>
              ))}
            </CardGrid>
          </PageSection>
          <section className={ui.sectionMuted} aria-label="Questions by category">
            <div className={ui.container}>
              <FaqTabs selected={category} />
            </div>
          </section>
        </>
      )}

      <PageSection
        id="contact-title"
        title="Still Have Questions?"
        lead="Our patient coordinators are here to help, 24/7."
      >
        <div className={`${ui.buttonRow} ${home.centerRow}`}>
          <a href={site.phoneHref} className={ui.button.primary}>
            <PhoneIcon /> Call {site.phone}
          </a>
          <a href={`mailto:${site.email}`} className={ui.button.outline}>
            <MailIcon /> Email {site.email}
          </a>
        </div>
      </PageSection>
    </>
  );
}
