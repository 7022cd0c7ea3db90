import { heroImages } from "~content/images";
import { heroImages as heroImagesAr } from "~content/ar/images";
import { concierge as conciergeEn } from "~content/concierge";
import { concierge as conciergeAr } from "~content/ar/concierge";
import { PageHero } from "~/shell/page-hero";
import * as styles from "~/concierge/concierge.css";
import { CallToAction, CardGrid, PageSection, StatList } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import { threeUp } from "~/ui/grid.css";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import { Link } from "~/i18n/links";
import { spokenLanguages } from "~/figures/site-figures.server";
import { VerifiedReviewCard } from "~/reviews/review-card";
import { recentVerifiedReviews } from "~/reviews/reviews.server";
import { listFormat } from "~/i18n/intl";
import { contentFor, getLocale, getTranslator } from "~/i18n/locale.server";
import { Money } from "~/i18n/money";
import { useT } from "~/i18n/use-t";
import type { Route } from "./+types/concierge";
import { shareImageOf } from "~/utils/share-image";

export async function loader({ context }: Route.LoaderArgs) {
  const t = getTranslator(context);
  const locale = getLocale(context);
  const image = contentFor(context, { en: heroImages.concierge, ar: heroImagesAr.concierge });
  const concierge = contentFor(context, { en: conciergeEn, ar: conciergeAr });
  // The languages are those the team and the doctors list, counted and named (decision 0122).
  const [languages, reviews] = await Promise.all([spokenLanguages(locale), recentVerifiedReviews(locale, 3)]);
  const spoken = languages.length
    ? [{ value: String(languages.length), label: t("figures.languages.label"), note: listFormat(locale, { type: "conjunction" }).format(languages) }]
    : [];
  return {
    meta: { title: t("concierge.meta.title"), description: t("concierge.meta.description"), image: shareImageOf(image) },
    image,
    highlights: [...concierge.highlights, ...spoken],
    concierge,
    // Only verified patients' reviews, as they wrote them; none yet, no section (decision 0161).
    reviews,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({ ...loaderData.meta, path: "/concierge", siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) })
    : [];

export default function ConciergePage({ loaderData }: Route.ComponentProps) {
  const { image, highlights, concierge, reviews } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero id="concierge-title" title={t("concierge.hero.title")} lead={t("concierge.hero.lead")} image={image}>
        <StatList stats={highlights} />
      </PageHero>

      <PageSection id="services-title" title={t("concierge.services.title")} lead={t("concierge.services.lead")}>
        <ul className={threeUp}>
          {concierge.services.map((service) => (
            <li key={service.id} className={`${ui.card} ${styles.serviceCard}`}>
              <h3>{service.title}</h3>
              <p className={ui.muted}>{service.description}</p>
              <ul className={styles.list}>
                {service.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="packages-title" title={t("concierge.packages.title")} lead={t("concierge.packages.lead")} muted>
        <CardGrid>
          {concierge.packages.map((pkg) => (
            <li key={pkg.id}>
              <article className={`${ui.card} ${styles.packageCard} ${pkg.recommended ? styles.recommended : ""}`}>
                {pkg.recommended ? <span className={ui.badge} data-on-edge>{t("concierge.packages.mostPopular")}</span> : null}
                <h3>{pkg.name}</h3>
                <p className={styles.price}>
                  <Money amount={pkg.pricePerWeek} currency="USD" />{" "}
                  <span className={styles.per}>{t("concierge.packages.perWeek")}</span>
                </p>
                <p className={ui.muted}>{pkg.description}</p>
                <ul className={styles.list}>
                  {pkg.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <div className={ui.buttonRow}>
                  <Link
                    to={`/contact?topic=concierge&package=${pkg.id}`}
                    className={pkg.recommended ? ui.button.primary : ui.button.outline}
                  >
                    {t("concierge.packages.choose", { name: pkg.name })}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="hours-title" title={t("concierge.hours.title")}>
        <dl className={styles.hours}>
          {concierge.supportHours.map((h) => (
            <div key={h.service} className={styles.hoursRow}>
              <dt>{h.service}</dt>
              <dd className={styles.hoursValue}>{h.hours}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      {reviews.length > 0 ? (
        <PageSection id="reviews-title" title={t("concierge.reviews.title")} muted lead={t("reviews.recent.lead")}>
          <CardGrid>
            {reviews.map((review) => (
              <li key={review.id}>
                <VerifiedReviewCard review={review} />
              </li>
            ))}
          </CardGrid>
        </PageSection>
      ) : null}

      <CallToAction id="cta-title" title={t("concierge.cta.title")} text={t("concierge.cta.text")}>
        <Link to="/contact?topic=concierge" className={ui.button.accent}>
          {t("concierge.cta.contact")}
        </Link>
      </CallToAction>
    </>
  );
}
