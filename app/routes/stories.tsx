import { heroImages } from "~content/images";
import { heroImages as heroImagesAr } from "~content/ar/images";
import * as storiesEn from "~content/stories";
import * as storiesAr from "~content/ar/stories";
import { PageHero } from "~/shell/page-hero";
import { VerifiedReviewCard } from "~/reviews/review-card";
import { publishedStories, recentVerifiedReviews } from "~/reviews/reviews.server";
import { computedFigures } from "~/figures/site-figures.server";
import { stateClaims, stillSaying } from "~/treatments/claims.server";
import * as styles from "~/stories/stories.css";
import * as sections from "~/styles/sections.css";
import { CallToAction, CardGrid, ComingSoon, PageSection, StatList, ConsultationLinks } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import { threeUp } from "~/ui/grid.css";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import { Link } from "~/i18n/links";
import { contentFor, getLocale, getTranslator } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { intlLocale } from "~/i18n/format";
import { formatMoney } from "~/i18n/money";
import { displayNames } from "~/i18n/intl";
import { useLocale, useT } from "~/i18n/use-t";
import type { Route } from "./+types/stories";
import { shareImageOf } from "~/utils/share-image";

const STORIES = 6;
const RECENT_REVIEWS = 3;

/** Verified reviews and approved stories: both only from patients NileCare treated (decision 0161). */
async function loadVerified(locale: Locale) {
  const [recent, verifiedStories] = await Promise.all([recentVerifiedReviews(locale, RECENT_REVIEWS + STORIES), publishedStories(locale, STORIES)]);
  // A review told as a story above is not repeated among the recent ones.
  const told = new Set(verifiedStories.map((story) => story.id));
  return { reviews: recent.filter((review) => !told.has(review.id)).slice(0, RECENT_REVIEWS), verifiedStories };
}

export async function loader({ context }: Route.LoaderArgs) {
  const t = getTranslator(context);
  const content = contentFor(context, { en: storiesEn, ar: storiesAr });
  const figures = await computedFigures(getLocale(context));
  const image = contentFor(context, { en: heroImages.stories, ar: heroImagesAr.stories });
  return {
    meta: { title: t("stories.meta.title"), description: t("stories.meta.description"), image: shareImageOf(image) },
    image,
    // The records' figures that have reached their minimums, then the catalogue's savings (decision 0122).
    stats: [...figures, ...stillSaying(await stateClaims(content.storyStats, getLocale(context)), "value")],
    ...(await loadVerified(getLocale(context))),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seoMeta({ ...loaderData.meta, path: "/stories", siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) }) : [];

export default function Stories({ loaderData }: Route.ComponentProps) {
  const { image, stats, reviews, verifiedStories } = loaderData;
  const t = useT();
  const locale = useLocale();
  const regionName = (flag: string) => displayNames(intlLocale(locale), { type: "region" }).of(flag.toUpperCase()) ?? flag;
  return (
    <>
      <PageHero id="stories-title" title={t("stories.hero.title")} lead={t("stories.hero.lead")} image={image}>
        <StatList stats={stats} />
      </PageHero>

      {verifiedStories.length === 0 && reviews.length === 0 ? (
        <PageSection id="stories-soon-title" title={t("reviews.stories.title")}>
          <ComingSoon text={t("pages.soon.stories")} />
        </PageSection>
      ) : null}

      {verifiedStories.length > 0 ? (
        <PageSection id="verified-stories-title" title={t("reviews.stories.title")} lead={t("reviews.stories.lead")}>
          <ul className={threeUp}>
            {verifiedStories.map((story) => (
              <li key={story.id}>
                <VerifiedReviewCard review={story}>
                  {story.treatment ? <p className={styles.treatment}>{story.treatment}</p> : null}
                  <p className={styles.storyText} dir="auto">{story.story}</p>
                  {story.saving ? (
                    <p className={styles.savings}>
                      {t("reviews.stories.savings", { percent: story.saving.percent, country: regionName(story.saving.flag) })}
                      <br />
                      <span className={ui.muted}>
                        {t("reviews.stories.paid", { paid: formatMoney(locale, story.saving.paid, story.saving.currency), home: formatMoney(locale, story.saving.homePrice, story.saving.currency) })}
                      </span>
                    </p>
                  ) : null}
                </VerifiedReviewCard>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      {reviews.length > 0 ? (
        <PageSection id="reviews-title" title={t("stories.reviews.title")} muted>
          <CardGrid>
            {reviews.map((review) => (
              <li key={review.id}>
                <VerifiedReviewCard review={review}>
                  {review.doctorId && review.doctorName ? (
                    <p className={ui.muted}>
                      {t("stories.reviews.procedureWith", { procedure: review.treatment ?? "" })}{" "}
                      <Link to={`/doctors/${review.doctorId}`}>{review.doctorName}</Link>
                    </p>
                  ) : null}
                </VerifiedReviewCard>
              </li>
            ))}
          </CardGrid>
        </PageSection>
      ) : null}

      <PageSection id="share-title" title={t("stories.share.title")} lead={t("stories.share.lead")}>
        <p className={sections.centered}>
          <Link to="/stories/share" className={ui.button.primary}>
            {t("stories.share.link")}
          </Link>
        </p>
        <p className={sections.centered}>
          <Link to="/outcomes">{t("aftercare.outcomes.link")}</Link>
        </p>
      </PageSection>

      <CallToAction id="cta-title" title={t("stories.cta.title")} text={t("stories.cta.text")}>
        <ConsultationLinks />
      </CallToAction>
    </>
  );
}
