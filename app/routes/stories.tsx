import { Link } from "react-router";
import { heroImages } from "~content/images";
import { PageHero } from "~/shell/page-hero";
import { stories, storyStats } from "~content/stories";
import { getRecentVerifiedReviews } from "~/stories/reviews.server";
import * as styles from "~/stories/stories.css";
import * as home from "~/home/home.css";
import { CallToAction, CardGrid, PageSection, StatList, ConsultationLinks } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import { Flag } from "~/ui/flag";
import { threeUp } from "~/ui/grid.css";
import { StarRating } from "~/ui/star-rating";
import { formatDate } from "~/utils/format-date";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/stories";

export async function loader() {
  return { reviews: await getRecentVerifiedReviews(3) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Patient Stories | NileCare",
    description:
      "Real journeys of patients from the United States, Europe, Canada, Australia and the Gulf who had heart, eye, dental, cosmetic and orthopedic treatment in Egypt.",
    path: "/stories",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

export default function Stories({ loaderData }: Route.ComponentProps) {
  const { reviews } = loaderData;
  return (
    <>
      <PageHero
        id="stories-title"
        title="Patient Stories"
        lead="Patients from more than 50 countries have trusted us with their treatment in Egypt. These are some of their journeys, in their own words."
        image={heroImages.stories}
      >
        <StatList stats={storyStats} />
      </PageHero>

      <PageSection
        id="journeys-title"
        title="Journeys to Recovery"
        lead="Six patients, six treatments, one promise: world-class care at a fair price."
      >
        <ul className={threeUp}>
          {stories.map((story) => (
            <li key={story.name}>
              <article className={ui.card}>
                <div className={styles.storyHeader}>
                  <Flag code={story.flag} label={story.country} size={36} />
                  <div>
                    <h3 className={styles.name}>{story.name}</h3>
                    <p className={styles.storyMeta}>
                      {story.country} · <time dateTime={story.date}>{formatDate(story.date)}</time>
                    </p>
                  </div>
                </div>
                <p className={styles.treatment}>{story.treatment}</p>
                <StarRating rating={story.rating} />
                <p>{story.story}</p>
                <blockquote className={styles.quote}>“{story.quote}”</blockquote>
                <p className={styles.savings}>Total savings: {story.savings}</p>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>

      {reviews.length > 0 ? (
        <PageSection id="reviews-title" title="Recent Verified Reviews" muted>
          <CardGrid>
            {reviews.map((review) => (
              <li key={review.id} className={ui.card}>
                <StarRating rating={review.rating} size={16} />
                <p>{review.reviewText}</p>
                <p className={ui.muted}>
                  <strong>{review.patientName}</strong>, {review.patientCountry}
                  <br />
                  {review.procedureName} with <Link to={`/doctors/${review.doctorId}`}>{review.doctorName}</Link>
                </p>
              </li>
            ))}
          </CardGrid>
        </PageSection>
      ) : null}

      <PageSection
        id="share-title"
        title="Have you been treated with us?"
        lead="Your experience can help another patient take the first step. Tell us your story and we will be in touch."
      >
        <p className={home.centered}>
          <Link to="/contact?topic=story" className={ui.button.primary}>
            Share Your Story
          </Link>
        </p>
      </PageSection>

      <CallToAction
        id="cta-title"
        title="Ready to write your own success story?"
        text="Get a free consultation and a personalised quote within 2 hours."
      >
        <ConsultationLinks />
      </CallToAction>
    </>
  );
}
