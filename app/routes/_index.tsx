import { heroImages } from "~content/images";
import { heroImages as heroImagesAr } from "~content/ar/images";
import * as homeEn from "~content/home";
import * as homeAr from "~content/ar/home";
import { site } from "~content/site";
import { PageHero } from "~/shell/page-hero";
import { Picture } from "~/ui/picture";
import { CallToAction, CardGrid, ComingSoon, PageSection, StatList, ConsultationLinks } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import * as sections from "~/styles/sections.css";
import { DoctorCard } from "~/doctors/doctor-card";
import { recentVerifiedReviews } from "~/reviews/reviews.server";
import { reviewerOf, treatedMonthIn } from "~/reviews/review-words";
import { StarRating } from "~/ui/star-rating";
import { doctorLabellerFor } from "~/doctors/doctor-labels.server";
import { countActiveDoctors, getTopRatedDoctors } from "~/doctors/doctors.server";
import { siteFigures, stateFigures } from "~/figures/site-figures.server";
import { claimsOf, specialistsClaim, stateClaims, stillSaying } from "~/treatments/claims.server";
import { offeredCatalogue } from "~/treatments/catalogue-data.server";
import { cheapestProcedure, startingPriceOf } from "~/treatments/catalogue-figures";
import { formatMoney } from "~/i18n/money";
import { Link } from "~/i18n/links";
import { Ltr } from "~/i18n/ltr";
import { contentFor, getLocale, getTranslator } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/_index";
import { shareImageOf } from "~/utils/share-image";

/**
 * The specialties the home page features, in order, and which it marks popular. Their names, words, "From" and stay
 * are the catalogue's; a specialty the site does not offer has no card.
 */
const featuredSpecialties = [
  { id: "cardiac-surgery", popular: true },
  { id: "eye-surgery", popular: false },
  { id: "dental-care", popular: true },
  { id: "cosmetic-surgery", popular: false },
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const t = getTranslator(context);
  const home = contentFor(context, { en: homeEn, ar: homeAr });
  // "From" prices come from the catalogue, so a card never quotes a price /treatments contradicts.
  // Pictures travel with the data, so the page's script carries no list of images.
  const [specialists, catalogue, figures, reviews] = await Promise.all([
    countActiveDoctors(),
    offeredCatalogue(locale),
    siteFigures(locale),
    recentVerifiedReviews(locale, 3),
  ]);
  const featured = featuredSpecialties.flatMap(({ id, popular }) => {
    const specialty = catalogue.find((s) => s.id === id);
    if (!specialty) return [];
    const [low, high] = cheapestProcedure(specialty).nightsInEgypt;
    return [
      {
        id,
        popular,
        title: specialty.title,
        description: specialty.description,
        from: formatMoney(locale, startingPriceOf(specialty), "USD"),
        // The stay of the procedure "From" prices, so the card and the specialty page state the same trip.
        duration: low === high ? t("home.featured.stay", { nights: low }) : t("home.featured.stayRange", { low, high }),
        image: specialty.image,
      },
    ];
  });
  const claims = claimsOf(catalogue, locale);
  const reasons = stillSaying(stateFigures(await stateClaims(home.reasons, locale, { specialists: specialistsClaim(specialists) }), figures), "text");
  const image = contentFor(context, { en: heroImages.home, ar: heroImagesAr.home });
  return {
    meta: { title: t("home.meta.title", { site: site.name }), description: t("home.meta.description"), image: shareImageOf(image) },
    // The catalogue's claims are stated here, on the server: the page's script carries no catalogue (decision 0122).
    // Before the catalogue offers anything, the lead states no price rather than "from —".
    heroLead:
      claims.startingPriceUsd === null
        ? t("home.hero.leadWithoutPrices")
        : t("home.hero.lead", {
            startingPrice: formatMoney(locale, claims.startingPriceUsd, "USD", { inText: true }),
            savingsUpTo: claims.savingsUpTo,
          }),
    image,
    // Named in the page's language (the Arabic staff wrote, or the labels of the seeded doctors).
    topDoctors: (await getTopRatedDoctors(3)).map((doctor) => doctorLabellerFor(context).doctor(doctor)),
    featured,
    journeySteps: home.journeySteps,
    // "Specialists" is the directory's count of active doctors, never a typed figure (decision 0122).
    reasons,
    // A reason whose words were all one figure the site does not have yet is gone: the row fits those left.
    reasonColumns: reasons.length >= 4 ? ("four" as const) : reasons.length === 3 ? ("three" as const) : ("two" as const),
    // Figures from the site's records once they reach their minimums, and the operator's with their sources (decision 0122).
    stats: figures.stats,
    // Only verified patients' reviews, as they wrote them; none yet, no section (decision 0161). Worded here, so the
    // page's script carries no review card of its own (its budget, decision 0127).
    reviews: reviews.map((review) => ({
      id: review.id,
      who: reviewerOf(review, t("stories.reviews.comma")),
      // "Verified patient · treated March 2027 · Dental Care"
      verified: [t("reviews.verified", { month: treatedMonthIn(locale, review.treatedMonth) }), review.treatment].filter(Boolean).join(" · "),
      serviceStars: review.serviceStars,
      text: review.text,
    })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ ...loaderData.meta, path: "/", siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { heroLead, topDoctors, featured, image, journeySteps, reasons, reasonColumns, stats, reviews } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero
        id="hero-title"
        title={t("home.hero.title")}
        lead={heroLead}
        image={image}
      >
        <div className={ui.buttonRow}>
          <Link to="/start-journey" className={ui.button.accent}>
            {t("pages.startJourney")}
          </Link>
          <Link to="/treatments" className={sections.heroSecondary}>
            {t("pages.viewTreatments")}
          </Link>
        </div>
        <StatList stats={stats} />
      </PageHero>

      <PageSection id="featured-title" title={t("home.featured.title")} lead={t("home.featured.lead")}>
        {featured.length === 0 ? (
          <ComingSoon text={t("pages.soon.treatments")} />
        ) : (
          <CardGrid columns="four">
            {featured.map((treatment) => (
              <li key={treatment.id} className={ui.card}>
                <Picture image={treatment.image} sizes="(min-width: 1024px) 290px, (min-width: 700px) 50vw, 100vw" className={ui.cardMedia} />
                {treatment.popular ? <span className={ui.badge} data-on-edge>{t("home.featured.popular")}</span> : null}
                <h3>{treatment.title}</h3>
                <p className={ui.muted}>{treatment.description}</p>
                <p>
                  {t("home.featured.from")}{" "}
                  <strong>
                    <Ltr>{treatment.from}</Ltr>
                  </strong> · {treatment.duration}
                </p>
                <div className={ui.buttonRow}>
                  <Link to={`/start-journey?treatment=${treatment.id}`} className={ui.button.primary}>
                    {t("pages.startJourney")}
                  </Link>
                  <Link to={`/treatments/${treatment.id}`} className={ui.button.outline}>
                    {t("home.featured.learnMore")}
                    <span className={ui.visuallyHidden}> {t("home.featured.learnMoreAbout", { treatment: treatment.title })}</span>
                  </Link>
                </div>
              </li>
            ))}
          </CardGrid>
        )}
        <p className={sections.centered}>
          <Link to="/treatments" className={ui.button.outline}>
            {t("home.featured.viewAll")}
          </Link>
        </p>
      </PageSection>

      <PageSection id="journey-title" title={t("home.journey.title")} lead={t("home.journey.lead")} muted>
        <ol className={`${ui.grid.three} ${sections.steps}`}>
          {journeySteps.map((step, i) => (
            <li key={step.title} className={ui.card}>
              <span className={sections.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p className={ui.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="why-title" title={t("home.why.title", { site: site.name })}>
        <CardGrid columns={reasonColumns}>
          {reasons.map((r) => (
            <li key={r.title} className={ui.card}>
              <h3>{r.title}</h3>
              <p className={ui.muted}>{r.text}</p>
            </li>
          ))}
        </CardGrid>
      </PageSection>

      {topDoctors.length > 0 ? (
        <PageSection id="doctors-title" title={t("home.doctors.title")} lead={t("home.doctors.lead")} muted>
          <CardGrid>
            {topDoctors.map((doctor) => (
              <li key={doctor.id}>
                <DoctorCard doctor={doctor} />
              </li>
            ))}
          </CardGrid>
          <p className={sections.centered}>
            <Link to="/doctors" className={ui.button.outline}>
              {t("home.doctors.viewAll")}
            </Link>
          </p>
        </PageSection>
      ) : null}

      {reviews.length > 0 ? (
        <PageSection id="reviews-title" title={t("home.reviews.title")} lead={t("reviews.recent.lead")}>
          <CardGrid>
            {reviews.map((review) => (
              <li key={review.id} className={ui.card}>
                {/* The patient's own name and words, in whatever language they wrote. */}
                {review.who ? (
                  <h3>
                    <bdi>{review.who}</bdi>
                  </h3>
                ) : null}
                <p className={ui.muted}>{review.verified}</p>
                <p>
                  {t("reviews.serviceStars")} <StarRating rating={review.serviceStars} size={16} inline />
                </p>
                <p dir="auto">{review.text}</p>
              </li>
            ))}
          </CardGrid>
          <p className={sections.centered}>
            <Link to="/stories" className={ui.button.outline}>
              {t("reviews.recent.more")}
            </Link>
          </p>
        </PageSection>
      ) : null}

      <CallToAction id="cta-title" title={t("home.cta.title")} text={t("home.cta.text")}>
        <ConsultationLinks />
      </CallToAction>
    </>
  );
}
