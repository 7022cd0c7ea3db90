import { data, isRouteErrorResponse, Link } from "react-router";
import { site } from "~content/site";
import { DoctorCard } from "~/doctors/doctor-card";
import { getCategorySpecialists } from "~/doctors/doctors.server";
import { ArrowLeftIcon } from "~/shell/icons";
import * as home from "~/home/home.css";
import * as ui from "~/styles/ui.css";
import { treatmentDetail } from "~/treatments/catalogue";
import { SavingsTable } from "~/treatments/savings-table";
import * as styles from "~/treatments/treatments.css";
import { JsonLd } from "~/utils/json-ld";
import { absoluteUrl, localeFrom, seoMeta, siteUrlFrom, useSiteUrl } from "~/utils/seo";
import { CallToAction } from "~/shell/page-section";
import type { Route } from "./+types/treatments.$category";
import { loggableError } from "~/utils/loggable-error";

export async function loader({ params }: Route.LoaderArgs) {
  const treatment = treatmentDetail(params.category);
  if (!treatment) throw data(null, { status: 404 });
  try {
    return { treatment, specialists: await getCategorySpecialists(treatment.id), specialistsError: null };
  } catch (error) {
    console.error(`Loading the specialists of ${treatment.id} failed`, loggableError(error));
    return { treatment, specialists: [], specialistsError: "Failed to fetch doctors" };
  }
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Treatment Not Found | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { treatment } = loaderData;
  return seoMeta({
    title: `${treatment.title} in Egypt: Procedures and Prices | ${site.name}`,
    description: `${treatment.description} ${treatment.startingPrice}.`,
    path: location.pathname,
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
}

export default function TreatmentCategory({ loaderData }: Route.ComponentProps) {
  const { treatment, specialists, specialistsError } = loaderData;
  const siteUrl = useSiteUrl();
  return (
    <>
      <JsonLd
        data={{
          "@type": "MedicalWebPage",
          name: treatment.title,
          description: treatment.description,
          url: absoluteUrl(`/treatments/${treatment.id}`, siteUrl),
          about: treatment.procedures.map((p) => ({
            "@type": "MedicalProcedure",
            name: p.name,
            description: p.description,
          })),
        }}
      />
      <section className={ui.hero} aria-labelledby="treatment-title">
        <div className={ui.container}>
          <Link to="/treatments" className={styles.backLink}>
            <ArrowLeftIcon width={18} height={18} /> Back to Treatments
          </Link>
          <h1 id="treatment-title" className={ui.heroTitle}>
            {treatment.title}
          </h1>
          <p className={ui.heroLead}>{treatment.description}</p>
          <div className={ui.buttonRow}>
            <Link to={`/start-journey?treatment=${treatment.id}`} className={ui.button.accent}>
              Start Your Journey
            </Link>
            <Link to="/contact" className={home.heroSecondary}>
              Get Free Consultation
            </Link>
          </div>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="overview-title">
        <div className={`${ui.container} ${styles.twoColumns}`}>
          <div>
            <h2 id="overview-title">Overview</h2>
            <p>{treatment.overview}</p>
            <h2>Ideal Candidates</h2>
            <ul>
              {treatment.idealCandidates.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
          <aside className={ui.card} aria-labelledby="facts-title">
            <h2 id="facts-title">Quick Facts</h2>
            <dl className={styles.facts}>
              {treatment.quickFacts.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
              <div>
                <dt>Price in Egypt</dt>
                <dd>{treatment.startingPrice}</dd>
              </div>
            </dl>
          </aside>
        </div>
      </section>

      <section className={ui.sectionMuted} aria-labelledby="specialists-title">
        <div className={ui.container}>
          <h2 id="specialists-title" className={ui.sectionHeading}>
            Our {treatment.title} Specialists
          </h2>
          {specialistsError ? (
            <p className={styles.centered} role="alert">
              Error loading doctors: {specialistsError}
            </p>
          ) : specialists.length === 0 ? (
            <p className={`${ui.muted} ${styles.centered}`}>No specialists found for this treatment category.</p>
          ) : (
            <ul className={`${ui.grid.three} ${styles.plainList}`}>
              {specialists.map((doctor) => (
                <li key={doctor.id}>
                  <DoctorCard doctor={doctor} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className={ui.section} aria-labelledby="procedures-title">
        <div className={ui.container}>
          <h2 id="procedures-title" className={ui.sectionHeading}>
            Available Procedures
          </h2>
          <ul className={styles.procedureList}>
            {treatment.procedures.map((p) => (
              <li key={p.name} className={ui.card}>
                <h3>{p.name}</h3>
                <p className={ui.muted}>{p.description}</p>
                <dl className={styles.procedureFacts}>
                  <div>
                    <dt>Duration</dt>
                    <dd>{p.duration}</dd>
                  </div>
                  <div>
                    <dt>Recovery</dt>
                    <dd>{p.recovery}</dd>
                  </div>
                  <div>
                    <dt>Price</dt>
                    <dd>{p.price}</dd>
                  </div>
                  <div>
                    <dt>Success rate</dt>
                    <dd>{p.successRate}%</dd>
                  </div>
                </dl>
                <div className={styles.procedureColumns}>
                  <div>
                    <h4>Candidate Requirements</h4>
                    <ul>
                      {p.candidateRequirements.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4>Price Comparison</h4>
                    <SavingsTable savings={p.savings} caption={`${p.name}: prices compared`} />
                  </div>
                  <div>
                    <h4>Recovery Timeline</h4>
                    <ol className={styles.stages}>
                      {p.recoveryStages.map((s) => (
                        <li key={s.stage}>
                          <strong>{s.stage}</strong>
                          <br />
                          <span className={ui.muted}>{s.description}</span>
                        </li>
                      ))}
                    </ol>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction
        id="category-cta-title"
        title={`Ready to start your ${treatment.title.toLowerCase()} journey?`}
        text="Send us your reports and receive a treatment plan and a written quote, free of charge."
      >
        <Link to={`/start-journey?treatment=${treatment.id}`} className={ui.button.accent}>
          Start Your Journey
        </Link>
        <Link to="/contact" className={home.heroSecondary}>
          Contact Us
        </Link>
      </CallToAction>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(loggableError(error));
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <h1>{notFound ? "Treatment Not Found" : "Something went wrong"}</h1>
      <p className={ui.muted}>
        {notFound
          ? "The requested treatment category could not be found."
          : "We could not show this treatment. Please try again in a moment."}
      </p>
      <p>
        <Link to="/treatments" className={ui.button.primary}>
          Back to Treatments
        </Link>
      </p>
    </div>
  );
}
