import { heroImages } from "~content/images";
import { heroImages as heroImagesAr } from "~content/ar/images";
import * as storiesEn from "~content/stories";
import * as storiesAr from "~content/ar/stories";
import { PageHero } from "~/shell/page-hero";
import { doctorLabellerFor } from "~/doctors/doctor-labels.server";
import { reviewLabellerFor } from "~/doctors/review-labels.server";
import { getRecentVerifiedReviews } from "~/stories/reviews.server";
import { stateClaims } from "~/treatments/claims.server";
import * as styles from "~/stories/stories.css";
import * as sections from "~/styles/sections.css";
import { CallToAction, CardGrid, PageSection, StatList, ConsultationLinks } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import { Flag } from "~/ui/flag";
import { threeUp } from "~/ui/grid.css";
import { StarRating } from "~/ui/star-rating";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import { Link } from "~/i18n/links";
import { contentFor, getTranslator } from "~/i18n/locale.server";
import { Ltr } from "~/i18n/ltr";
import { useFormat, useT } from "~/i18n/use-t";
import type { Route } from "./+types/stories";

export async function loader({ context }: Route.LoaderArgs) {
  const t = getTranslator(context);
  const content = contentFor(context, { en: storiesEn, ar: storiesAr });
  const labelReview = reviewLabellerFor(context);
  const doctorLabeller = doctorLabellerFor(context);
  return {
    meta: { title: t("stories.meta.title"), description: t("stories.meta.description") },
    image: contentFor(context, { en: heroImages.stories, ar: heroImagesAr.stories }),
    stats: stateClaims(content.storyStats),
    stories: content.stories,
    // Named in the page's language; the patients' own words stay as written (isolated in the component).
    reviews: (await getRecentVerifiedReviews(3)).map((review) => ({
      ...labelReview(review),
      doctorName: doctorLabeller.name({ id: review.doctorId, name: review.doctorName, nameAr: review.doctorNameAr }),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seoMeta({ ...loaderData.meta, path: "/stories", siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) }) : [];

export default function Stories({ loaderData }: Route.ComponentProps) {
  const { image, stats, stories, reviews } = loaderData;
  const t = useT();
  const format = useFormat();
  return (
    <>
      <PageHero id="stories-title" title={t("stories.hero.title")} lead={t("stories.hero.lead")} image={image}>
        <StatList stats={stats} />
      </PageHero>

      <PageSection id="journeys-title" title={t("stories.journeys.title")} lead={t("stories.journeys.lead")}>
        <ul className={threeUp}>
          {stories.map((story) => (
            <li key={story.name}>
              <article className={ui.card}>
                <div className={styles.storyHeader}>
                  <Flag code={story.flag} label={story.country} size={36} />
                  <div>
                    <h3 className={styles.name}>{story.name}</h3>
                    <p className={styles.storyMeta}>
                      {story.country} · <time dateTime={story.date}>
                        {format.date(new Date(`${story.date}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" })}
                      </time>
                    </p>
                  </div>
                </div>
                <p className={styles.treatment}>{story.treatment}</p>
                <StarRating rating={story.rating} />
                <p>{story.story}</p>
                <blockquote className={styles.quote}>{t("pages.quote", { text: story.quote })}</blockquote>
                <p className={styles.savings}>
                  {t("stories.journeys.savings")} <Ltr>{story.savings}</Ltr>
                </p>
              </article>
            </li>
          ))}
        </ul>
        <p className={sections.centered}>
          <Link to="/outcomes">{t("aftercare.outcomes.link")}</Link>
        </p>
      </PageSection>

      {reviews.length > 0 ? (
        <PageSection id="reviews-title" title={t("stories.reviews.title")} muted>
          <CardGrid>
            {reviews.map((review) => (
              <li key={review.id} className={ui.card}>
                <StarRating rating={review.rating} size={16} />
                <p dir="auto">{review.reviewText}</p>
                <p className={ui.muted}>
                  <strong>
                    <bdi>{review.patientName}</bdi>
                  </strong>
                  {t("stories.reviews.comma")} {review.patientCountry}
                  <br />
                  {t("stories.reviews.procedureWith", { procedure: review.procedureName })}{" "}
                  <Link to={`/doctors/${review.doctorId}`}>
                    <bdi>{review.doctorName}</bdi>
                  </Link>
                </p>
              </li>
            ))}
          </CardGrid>
        </PageSection>
      ) : null}

      <PageSection id="share-title" title={t("stories.share.title")} lead={t("stories.share.lead")}>
        <p className={sections.centered}>
          <Link to="/contact?topic=story" className={ui.button.primary}>
            {t("stories.share.link")}
          </Link>
        </p>
      </PageSection>

      <CallToAction id="cta-title" title={t("stories.cta.title")} text={t("stories.cta.text")}>
        <ConsultationLinks />
      </CallToAction>
    </>
  );
}
