import { data, isRouteErrorResponse, Link } from "react-router";
import { site } from "~content/site";
import { doctorAvatarUrl } from "~/doctors/avatar-url";
import { getDoctorProfile, getDoctorReviews } from "~/doctors/doctors.server";
import * as styles from "~/doctors/doctors.css";
import { StarRating } from "~/ui/star-rating";
import * as home from "~/home/home.css";
import { ArrowLeftIcon } from "~/shell/icons";
import * as ui from "~/styles/ui.css";
import * as treatmentStyles from "~/treatments/treatments.css";
import { JsonLd } from "~/utils/json-ld";
import { absoluteUrl, localeFrom, seoMeta, siteUrlFrom, useSiteUrl } from "~/utils/seo";
import type { Route } from "./+types/doctors.$doctorId";
import { loggableError } from "~/utils/loggable-error";

export async function loader({ params }: Route.LoaderArgs) {
  // Two queries, side by side; a failed reviews query only hides the reviews.
  const [doctor, reviews] = await Promise.all([
    getDoctorProfile(params.doctorId),
    getDoctorReviews(params.doctorId).then(
      (list) => ({ list, error: null }),
      (error: unknown) => {
        console.error(`Loading the reviews of doctor ${params.doctorId} failed`, loggableError(error));
        return { list: [], error: "Failed to fetch reviews" };
      },
    ),
  ]);
  if (!doctor) throw data(null, { status: 404 });
  return { doctor, reviews };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Doctor not found | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { doctor } = loaderData;
  return seoMeta({
    title: `${doctor.name}, ${doctor.specialization} | ${site.name}`,
    description: `${doctor.name}, ${doctor.title}: ${doctor.experienceYears} years of experience, rated ${doctor.patientRating.toFixed(1)} out of 5 by ${doctor.totalReviews} patients. Speaks ${doctor.languages.join(", ")}.`,
    path: location.pathname,
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    type: "profile",
  });
}

const number = new Intl.NumberFormat("en-US");
const reviewDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The contact form reads `doctor` and `topic` to name the doctor in the message. */
function quoteLink(doctorName: string) {
  return `/contact?${new URLSearchParams({ doctor: doctorName, topic: "quote" })}`;
}

export default function DoctorDetail({ loaderData }: Route.ComponentProps) {
  const { doctor, reviews } = loaderData;
  const siteUrl = useSiteUrl();
  const rating = doctor.patientRating.toFixed(1);
  return (
    <>
      <JsonLd
        data={{
          "@type": "Physician",
          name: doctor.name,
          description: doctor.bio ?? `${doctor.title}, ${doctor.specialization}`,
          medicalSpecialty: doctor.specialization,
          url: absoluteUrl(`/doctors/${doctor.id}`, siteUrl),
          knowsLanguage: doctor.languages,
          address: site.address,
          telephone: site.phone,
          ...(doctor.totalReviews > 0
            ? {
                aggregateRating: {
                  "@type": "AggregateRating",
                  ratingValue: doctor.patientRating,
                  reviewCount: doctor.totalReviews,
                  bestRating: 5,
                },
              }
            : {}),
        }}
      />
      <section className={ui.hero} aria-labelledby="doctor-name">
        <div className={ui.container}>
          <Link to="/doctors" className={treatmentStyles.backLink}>
            <ArrowLeftIcon width={18} height={18} /> Back to Doctors
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
                <span>
                  <StarRating rating={doctor.patientRating} inline /> <strong>{rating}</strong> ({number.format(doctor.totalReviews)} reviews)
                </span>
                <span>{doctor.experienceYears} years experience</span>
                <span>{number.format(doctor.successfulProcedures)} procedures</span>
              </p>
            </div>
          </div>
          <div className={ui.buttonRow} style={{ marginTop: "1.5rem" }}>
            <Link to={`/book?${new URLSearchParams({ doctor: doctor.id })}`} className={ui.button.accent}>
              Schedule Consultation
            </Link>
            <Link to={quoteLink(doctor.name)} className={home.heroSecondary}>
              Get Free Quote
            </Link>
          </div>
        </div>
      </section>

      <section className={ui.section}>
        <div className={`${ui.container} ${styles.profileColumns}`}>
          <div className={styles.profileMain}>
            {doctor.bio ? (
              <section className={ui.card} aria-labelledby="about-title">
                <h2 id="about-title">About {doctor.name}</h2>
                <p>{doctor.bio}</p>
              </section>
            ) : null}
            <ListCard id="education" title="Education" items={doctor.education} />
            <ListCard id="achievements" title="Achievements" items={doctor.achievements} />
            <ListCard id="certifications" title="Certifications" items={doctor.certifications} />
            {reviews.error ? (
              <section className={ui.card} aria-labelledby="reviews-title">
                <h2 id="reviews-title">Patient Reviews</h2>
                <p role="alert">{reviews.error}</p>
              </section>
            ) : reviews.list.length > 0 ? (
              <section aria-labelledby="reviews-title">
                <h2 id="reviews-title">Patient Reviews</h2>
                <ul className={styles.reviews}>
                  {reviews.list.map((review) => (
                    <li key={review.id} className={ui.card}>
                      <div className={styles.reviewHeader}>
                        <div>
                          <h3 className={styles.reviewName}>{review.patientName}</h3>
                          <span className={ui.muted}>{review.patientCountry}</span>
                          {review.isVerified ? <span className={styles.verified}> · Verified Patient</span> : null}
                        </div>
                        <StarRating rating={review.rating} size={16} inline />
                      </div>
                      <p className={ui.muted}>
                        {review.procedureName}
                        {review.recoveryTime ? ` · Recovery: ${review.recoveryTime}` : null} ·{" "}
                        <time dateTime={review.createdAt.toISOString()}>{reviewDate.format(review.createdAt)}</time>
                      </p>
                      <p>{review.reviewText}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <aside className={styles.profileAside}>
            <section className={ui.card} aria-labelledby="stats-title">
              <h2 id="stats-title">Quick Stats</h2>
              <dl className={styles.quickStats}>
                <div>
                  <dt>Experience</dt>
                  <dd>{doctor.experienceYears} years</dd>
                </div>
                <div>
                  <dt>Procedures</dt>
                  <dd>{number.format(doctor.successfulProcedures)}</dd>
                </div>
                <div>
                  <dt>Publications</dt>
                  <dd>{number.format(doctor.researchPublications)}</dd>
                </div>
                <div>
                  <dt>Rating</dt>
                  <dd>{rating} / 5</dd>
                </div>
              </dl>
            </section>
            <section className={ui.card} aria-labelledby="languages-title">
              <h2 id="languages-title">Languages</h2>
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
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(loggableError(error));
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <h1>Doctor not found</h1>
      <p className={ui.muted}>
        {notFound
          ? "We could not find this doctor. They may no longer be available."
          : "We could not load this doctor's profile. Please try again in a moment."}
      </p>
      <p>
        <Link to="/doctors" className={ui.button.primary}>
          Back to Doctors
        </Link>
      </p>
    </div>
  );
}
