import { faqIn, faqReviewed } from "~content/faq";
import { useOperator } from "~/operator/use-operator";
import { FAQ_QUERY_MAX, parseFaqCategory, searchFaq } from "~/faq/faq";
import { stateClaims, stillSaying } from "~/treatments/claims.server";
import { nightlyPrices, stateHotelPrices } from "~/hotels/nightly-prices.server";
import * as styles from "~/faq/faq.css";
import { FaqTabs } from "~/faq/faq-tabs";
import * as sections from "~/styles/sections.css";
import { MailIcon, PhoneIcon } from "~/ui/icons";
import { LastReviewedNote } from "~/ui/last-reviewed";
import { CardGrid, PageSection } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import { JsonLd } from "~/utils/json-ld";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import { Form, Link } from "~/i18n/links";
import { contentFor, getLocale, getTranslator } from "~/i18n/locale.server";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import type { Route } from "./+types/faq";
import { siteShareImage } from "~/utils/share-image";

const faqs = { en: faqIn("en"), ar: faqIn("ar") };

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getTranslator(context);
  const locale = getLocale(context);
  const stated = stateHotelPrices(await stateClaims(contentFor(context, faqs), locale), await nightlyPrices(), locale);
  const faqCategories = stated.map((category) => ({
    ...category,
    entries: stillSaying(category.entries, "answer"),
  }));
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, FAQ_QUERY_MAX);
  return {
    meta: {
      title: q ? t("faq.meta.searchTitle", { query: q }) : t("faq.meta.title"),
      description: t("faq.meta.description"),
      image: siteShareImage(locale),
    },
    faqCategories,
    reviewed: faqReviewed,
    q,
    category: parseFaqCategory(params.get("category")),
    results: q ? searchFaq(faqCategories, q) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const tags = seoMeta({ ...loaderData.meta, path: "/faq", siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) });
  // Search results are not a page of their own.
  return loaderData.q ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { faqCategories, reviewed, q, category, results } = loaderData;
  const t = useT();
  const operator = useOperator();
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
            {t("faq.hero.title")}
          </h1>
          <p className={ui.heroLead}>{t("faq.hero.lead")}</p>
          <LastReviewedNote date={reviewed} onBand />
          <Form method="get" action="/faq" role="search" className={styles.searchForm}>
            <label htmlFor="faq-search" className={styles.searchLabel}>
              {t("faq.search.label")}
            </label>
            <input
              key={q}
              id="faq-search"
              type="search"
              name="q"
              defaultValue={q}
              maxLength={FAQ_QUERY_MAX}
              placeholder={t("faq.search.placeholder")}
              className={styles.searchInput}
            />
            <button type="submit" className={ui.button.accent}>
              {t("faq.search.submit")}
            </button>
          </Form>
        </div>
      </section>

      {results ? (
        <section className={ui.section} aria-labelledby="results-title">
          <div className={ui.container}>
            <h2 id="results-title">{t("faq.results.title")}</h2>
            <p role="status">{t("faq.results.count", { count: results.length, query: q })}</p>
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
              <p className={ui.muted}>{t("faq.results.none")}</p>
            )}
            <p>
              <Link to="/faq" className={ui.button.outline}>
                {t("faq.results.clear")}
              </Link>
            </p>
          </div>
        </section>
      ) : (
        <>
          <PageSection id="categories-title" title={t("faq.categories.title")}>
            <CardGrid columns="four">
              {faqCategories.map((c) => (
                <li key={c.id}>
                  <Link to={`?category=${c.id}#${c.anchor}`} className={`${ui.card} ${styles.categoryCard}`}>
                    <h3>{c.title}</h3>
                    <span className={ui.muted}>{c.description}</span>
                    <span>{t("faq.categories.questions", { count: c.entries.length })}</span>
                  </Link>
                </li>
              ))}
            </CardGrid>
          </PageSection>
          <section className={ui.sectionMuted} aria-label={t("faq.tabs.section")}>
            <div className={ui.container}>
              <FaqTabs categories={faqCategories} selected={category} />
            </div>
          </section>
        </>
      )}

      <PageSection id="contact-title" title={t("faq.contact.title")} lead={t("faq.contact.lead")}>
        <div className={`${ui.buttonRow} ${sections.centerRow}`}>
          <a href={operator.phoneHref} className={ui.button.primary}>
            <PhoneIcon /> {t("faq.contact.call")} <Ltr>{operator.phone}</Ltr>
          </a>
          <a href={`mailto:${operator.email}`} className={ui.button.outline}>
            <MailIcon /> {t("faq.contact.email")} <Ltr>{operator.email}</Ltr>
          </a>
        </div>
      </PageSection>
    </>
  );
}
