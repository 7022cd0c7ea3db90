import { data, isRouteErrorResponse, useLocation } from "react-router";
import { useOperator } from "~/operator/use-operator";
import { site } from "~content/site";
import { doctorAvatarUrl } from "~/doctors/avatar-url";
import { doctorLabellerFor } from "~/doctors/doctor-labels.server";
import { reviewLabellerFor } from "~/doctors/review-labels.server";
import { getDoctorProfile, getDoctorReviews } from "~/doctors/doctors.server";
import * as styles from "~/doctors/doctors.css";
import { StarRating } from "~/ui/star-rating";
import { VerifiedReviewCard } from "~/reviews/review-card";
import * as reviewStyles from "~/reviews/reviews.css";
import { doctorVerifiedReviews } from "~/reviews/reviews.server";
import * as sections from "~/styles/sections.css";
import { ArrowLeftIcon } from "~/ui/icons";
import { Link } from "~/i18n/links";
import { Ltr } from "~/i18n/ltr";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { facilitiesOfDoctor, type FacilityLink } from "~/facilities/facilities.server";
import { FacilityLinks } from "~/facilities/facility-links";
import { useFormat, useLocale, useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import * as treatmentStyles from "~/treatments/treatments.css";
import { medicalSpecialties } from "~/seo/medical-specialty";
import { JsonLd } from "~/utils/json-ld";
import { absoluteUrl, localeFrom, seoMeta, siteUrlFrom, useSiteUrl } from "~/utils/seo";
import type { Route } from "./+types/doctors.$doctorId";
import { loggableError } from "~/utils/loggable-error";
import { siteShareImage } from "~/utils/share-image";

export async function loader({ params, context }: Route.LoaderArgs) {
  // Three queries, side by side; a failed query of the launch content's reviews only hides them.
  const [stored, verified, reviews, facilities] = await Promise.all([
    getDoctorProfile(params.doctorId),
    doctorVerifiedReviews(params.doctorId),
    getDoctorReviews(params.doctorId).then(
      (list) => ({ list, error: false }),
      (error: unknown) => {
        console.error(`Loading the reviews of doctor ${params.doctorId} failed`, loggableError(error));
        return { list: [], error: true };
      },
    ),
    // Links only: when they cannot be read the profile is drawn without them.
    facilitiesOfDoctor(params.doctorId, getLocale(context)).catch((error: unknown): FacilityLink[] => {
      console.error(`Loading the facilities of doctor ${params.doctorId} failed`, loggableError(error));
      return [];
    }),
  ]);
  const t = getTranslator(context);
  if (!stored) throw data({ metaTitle: t("doctors.profile.notFoundMetaTitle", { site: site.name }) }, { status: 404 });
  const doctor = doctorLabellerFor(context).profile(stored);
  const photo = doctorAvatarUrl(stored);
  const meta = {
    title: t("doctors.profile.metaTitle", { name: doctor.name, specialization: doctor.specialization, site: site.name }),
    description: t("doctors.profile.metaDescription", {
      name: doctor.name,
      title: doctor.title,
      years: doctor.experienceYears,
      languages: doctor.languages.join(", "),
    }),
    // A photograph the admins uploaded shows in a link preview; a drawn portrait does not (previews read no SVG).
    image: photo.endsWith(".svg") ? siteShareImage(getLocale(context)) : { src: photo, alt: doctor.name },
  };
  // The quote request names the doctor as stored, the name coordinators know them by.
  const labelReview = reviewLabellerFor(context);
  return { doctor, storedName: stored.name, facilities, specialties: medicalSpecialties(stored.specialization), verified, reviews: { ...reviews, list: reviews.list.map((review) => labelReview(review)) }, meta };
}

export function meta({ loaderData, error, location, matches }: Route.MetaArgs) {
  if (!loaderData) {
    const title = isRouteErrorResponse(error) && typeof error.data?.metaTitle === "string" ? error.data.metaTitle : site.name;
    return [{ title }, { name: "robots", content: "noindex" }];
  }
  return seoMeta({ ...loaderData.meta, path: location.pathname, siteUrl: siteUrlFrom(matches), locale: localeFrom(matches), type: "profile" });
}

/** The contact form reads `doctor` and `topic` to name the doctor in the message. */
function quoteLink(doctorName: string) {
  return `/contact?${new URLSearchParams({ doctor: doctorName, topic: "quote" })}`;
}

export default function DoctorDetail({ loaderData }: Route.ComponentProps) {
  const { doctor, storedName, facilities, specialties, verified, reviews } = loaderData;
  const siteUrl = useSiteUrl();
  const t = useT();
  const operator = useOperator();
  const format = useFormat();
  const locale = useLocale();
  const location = useLocation();
  const rating = format.number(doctor.patientRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <>
      <JsonLd
        data={{
          "@type": "Physician",
          name: doctor.name,
          description: doctor.bio ?? `${doctor.title}, ${doctor.specialization}`,
          ...(specialties.length > 0 ? { medicalSpecialty: specialties } : {}),
          url: absoluteUrl(location.pathname, siteUrl),
          knowsLanguage: doctor.languages,
          address: operator.address.en,
          telephone: operator.phone,
          // Only verified patients' reviews make a rating search engines show (decision 0161).
          ...(verified.average !== null
            ? {
                aggregateRating: {
                  "@type": "AggregateRating",
                  ratingValue: Number(verified.average.toFixed(1)),
                  reviewCount: verified.count,
                  bestRating: 5,
                },
              }
            : {}),
        }}
      />
      <section className={ui.hero} aria-labelledby="doctor-name">
        <div className={ui.container}>
          <Link to="/doctors" className={treatmentStyles.backLink}>
            <ArrowLeftIcon width={18} height={18} /> {t("doctors.profile.back")}
          </Link>
          <div className={styles.profileHeader}>
            <img src={doctorAvatarUrl(doctor)} alt="" width={112} height={112} className={styles.avatarLarge} />
            <div>
              <p className={styles.heroSpecialization}>{doctor.specialization}</p>
              <h1 id="doctor-name" className={ui.heroTitle}>
                {doctor.name}
              </h1>
              <p className={ui.heroLead}>{doctor.title}</p>
              <p className={styles.profileFacts}>
                {verified.average !== null ? (
                  <span>
                    <StarRating rating={verified.average} inline />{" "}
                    {t("reviews.summary", { average: format.number(verified.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: verified.count })}
                  </span>
                ) : null}
                <span>
                  <StarRating rating={doctor.patientRating} inline /> <strong>{rating}</strong>{" "}
                  {t("reviews.unverified.rating", { count: doctor.totalReviews })}
                </span>
                <span>{t("doctors.profile.yearsExperience", { years: doctor.experienceYears })}</span>
                <span>{t("doctors.profile.procedureCount", { count: doctor.successfulProcedures })}</span>
              </p>
            </div>
          </div>
          <div className={ui.buttonRow} style={{ marginTop: "1.5rem" }}>
            <Link to={`/book?${new URLSearchParams({ doctor: doctor.id })}`} className={ui.button.accent}>
              {t("doctors.profile.schedule")}
            </Link>
            <Link to={quoteLink(storedName)} className={sections.heroSecondary}>
              {t("doctors.profile.freeQuote")}
            </Link>
          </div>
        </div>
      </section>

      <section className={ui.section}>
        <div className={`${ui.container} ${styles.profileColumns}`}>
          <div className={styles.profileMain}>
            {locale === "en" ? null : <p className={ui.muted}>{t("doctors.profile.englishNote")}</p>}
            {doctor.bio ? (
              <section className={ui.card} aria-labelledby="about-title">
                <h2 id="about-title">{t("doctors.profile.about", { name: doctor.name })}</h2>
                <p lang="en" dir="ltr">
                  {doctor.bio}
                </p>
              </section>
            ) : null}
            <ListCard id="education" title={t("doctors.profile.education")} items={doctor.education} />
            <ListCard id="achievements" title={t("doctors.profile.achievements")} items={doctor.achievements} />
            <ListCard id="certifications" title={t("doctors.profile.certifications")} items={doctor.certifications} />
            <section aria-labelledby="verified-title">
              <h2 id="verified-title">{t("doctors.profile.reviews")}</h2>
              {verified.list.length > 0 ? (
                <ul className={reviewStyles.list}>
                  {verified.list.map((review) => (
                    <li key={review.id}>
                      <VerifiedReviewCard review={review} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={ui.muted}>{t("reviews.none")}</p>
              )}
            </section>
            {reviews.error ? (
              <section className={ui.card} aria-labelledby="reviews-title">
                <h2 id="reviews-title">{t("reviews.unverified.title")}</h2>
                <p role="alert">{t("doctors.profile.reviewsError")}</p>
              </section>
            ) : reviews.list.length > 0 ? (
              <section aria-labelledby="reviews-title">
                <h2 id="reviews-title">{t("reviews.unverified.title")}</h2>
                <p className={ui.muted}>{t("reviews.unverified.lead")}</p>
                <ul className={styles.reviews}>
                  {reviews.list.map((review) => (
                    <li key={review.id} className={ui.card}>
                      <div className={styles.reviewHeader}>
                        <div>
                          <h3 className={styles.reviewName}>
                            <bdi>{review.patientName}</bdi>
                          </h3>
                          <span className={ui.muted}>{review.patientCountry}</span>
                        </div>
                        <StarRating rating={review.rating} size={16} inline />
                      </div>
                      <p className={ui.muted}>
                        <bdi>{review.procedureName}</bdi>
                        {review.recoveryTime ? (
                          <>
                            {" · "}
                            {t("doctors.profile.recovery", { time: review.recoveryTime })}
                          </>
                        ) : null}
                        {" · "}
                        <time dateTime={review.createdAt.toISOString()}>
                          {format.date(review.createdAt, { dateStyle: "long", timeZone: "UTC" })}
                        </time>
                      </p>
                      <p lang="en" dir="ltr">
                        {review.reviewText}
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <aside className={styles.profileAside}>
            {facilities.length > 0 ? (
              <section className={ui.card} aria-labelledby="facilities-title">
                <h2 id="facilities-title">{t("facilities.links.doctor")}</h2>
                <FacilityLinks facilities={facilities} />
              </section>
            ) : null}
            <section className={ui.card} aria-labelledby="stats-title">
              <h2 id="stats-title">{t("doctors.profile.quickStats")}</h2>
              <dl className={styles.quickStats}>
                <div>
                  <dt>{t("doctors.profile.experience")}</dt>
                  <dd>{t("doctors.profile.experienceValue", { years: doctor.experienceYears })}</dd>
                </div>
                <div>
                  <dt>{t("doctors.profile.procedures")}</dt>
                  <dd>{format.number(doctor.successfulProcedures)}</dd>
                </div>
                <div>
                  <dt>{t("doctors.profile.publications")}</dt>
                  <dd>{format.number(doctor.researchPublications)}</dd>
                </div>
                <div>
                  <dt>{t("doctors.profile.rating")}</dt>
                  <dd>
                    <Ltr>{rating} / 5</Ltr> <span className={styles.statNote}>{t("reviews.unverified.rating", { count: doctor.totalReviews })}</span>
                  </dd>
                </div>
              </dl>
            </section>
            <section className={ui.card} aria-labelledby="languages-title">
              <h2 id="languages-title">{t("doctors.profile.languages")}</h2>
              <ul className={styles.languages}>
                {doctor.languages.map((language) => (
                  <li key={language} className={styles.language}>
                    {language}
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </div>
      </section>
    </>
  );
}

function ListCard({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className={ui.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul lang="en" dir="ltr">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(loggableError(error));
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <h1>{t("doctors.profile.notFoundTitle")}</h1>
      <p className={ui.muted}>{notFound ? t("doctors.profile.notFoundText") : t("doctors.profile.errorText")}</p>
      <p>
        <Link to="/doctors" className={ui.button.primary}>
          {t("doctors.profile.back")}
        </Link>
      </p>
    </div>
  );
}
