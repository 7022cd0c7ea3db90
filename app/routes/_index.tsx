import { Link } from "react-router";
import { heroImages, treatmentImages } from "~content/images";
import { PageHero } from "~/shell/page-hero";
import { Picture } from "~/ui/picture";
import { featuredTreatments, homeStats, journeySteps, reasons, testimonials } from "~content/home";
import { figures } from "~content/figures";
import { site } from "~content/site";
import { findTreatment } from "~content/treatments";
import { formatUsd } from "~/treatments/savings";
import { StarRating } from "~/ui/star-rating";
import { CallToAction, CardGrid, PageSection, StatList, ConsultationLinks } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import * as styles from "~/home/home.css";
import { DoctorCard } from "~/doctors/doctor-card";
import { getTopRatedDoctors } from "~/doctors/doctors.server";
import type { Route } from "./+types/_index";

export async function loader() {
  // "From" prices come from the catalogue, so a card never quotes a price /treatments contradicts.
  const featured = featuredTreatments.map((card) => ({ ...card, from: formatUsd(findTreatment(card.id)!.egyptPrice) }));
  return { topDoctors: await getTopRatedDoctors(3), featured };
}

export function meta() {
  return [
    { title: `${site.name} | Medical Treatment in Egypt` },
    {
      name: "description",
      content:
        "Compare treatments and prices, find specialist doctors and plan your medical trip to Egypt with all-inclusive support.",
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { topDoctors, featured } = loaderData;
  return (
    <>
      <PageHero
        id="hero-title"
        title="World-class medical treatment in Egypt, at a fraction of the cost"
        lead={`All-inclusive packages with accommodation, transfers, visa help and 24/7 support. Prices starting from ${figures.startingPrice}, savings of up to ${figures.tripSavingsUpTo} on a whole trip.`}
        image={heroImages.home}
      >
        <div className={ui.buttonRow}>
          <Link to="/start-journey" className={ui.button.accent}>
            Start Your Journey
          </Link>
          <Link to="/treatments" className={styles.heroSecondary}>
            View Treatments
          </Link>
        </div>
        <StatList stats={homeStats} />
      </PageHero>

      <PageSection id="featured-title" title="Featured Treatments" lead="Popular procedures our patients travel for.">
        <CardGrid columns="four">
          {featured.map((t) => (
            <li key={t.id} className={ui.card}>
              <Picture image={treatmentImages[t.id]} sizes="(min-width: 1024px) 290px, (min-width: 700px) 50vw, 100vw" className={ui.cardMedia} />
              {t.popular ? <span className={ui.badge}>Popular</span> : null}
              <h3>{t.title}</h3>
              <p className={ui.muted}>{t.description}</p>
              <p>
                From <strong>{t.from}</strong> · {t.duration}
              </p>
              <div className={ui.buttonRow}>
                <Link to={`/start-journey?treatment=${t.id}`} className={ui.button.primary}>
                  Start Your Journey
                </Link>
                <Link to={`/treatments/${t.id}`} className={ui.button.outline}>
                  Learn More<span className={ui.visuallyHidden}> about {t.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </CardGrid>
        <p className={styles.centered}>
          <Link to="/treatments" className={ui.button.outline}>
            View All Treatments
          </Link>
        </p>
      </PageSection>

      <PageSection
        id="journey-title"
        title="Your Journey in Six Steps"
        lead="We take care of everything from the first call to your follow-up."
        muted
      >
        <ol className={`${ui.grid.three} ${styles.steps}`}>
          {journeySteps.map((step, i) => (
            <li key={step.title} className={ui.card}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p className={ui.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="why-title" title={`Why Choose ${site.name}`}>
        <CardGrid columns="four">
          {reasons.map((r) => (
            <li key={r.title} className={ui.card}>
              <h3>{r.title}</h3>
              <p className={ui.muted}>{r.text}</p>
            </li>
          ))}
        </CardGrid>
      </PageSection>

      {topDoctors.length > 0 ? (
        <PageSection
          id="doctors-title"
          title="Meet Our Top Doctors"
          lead="Internationally trained specialists, rated by their patients."
          muted
        >
          <CardGrid>
            {topDoctors.map((doctor) => (
              <li key={doctor.id}>
                <DoctorCard doctor={doctor} />
              </li>
            ))}
          </CardGrid>
          <p className={styles.centered}>
            <Link to="/doctors" className={ui.button.outline}>
              View All Doctors
            </Link>
          </p>
        </PageSection>
      ) : null}

      <PageSection id="testimonials-title" title="What Our Patients Say">
        <CardGrid>
          {testimonials.map((t) => (
            <li key={t.name} className={ui.card}>
              <StarRating rating={5} />
              <blockquote className={styles.quote}>“{t.quote}”</blockquote>
              <p>
                <strong>{t.name}</strong>
                <br />
                <span className={ui.muted}>
                  {t.country} · {t.treatment}
                </span>
              </p>
            </li>
          ))}
        </CardGrid>
      </PageSection>

      <CallToAction
        id="cta-title"
        title="Ready to start your treatment journey?"
        text="Get a free consultation and a personalised quote within 2 hours."
      >
        <ConsultationLinks />
      </CallToAction>
    </>
  );
}
