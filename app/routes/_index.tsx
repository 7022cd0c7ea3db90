import { Link } from "react-router";
import { featuredTreatments, homeStats, journeySteps, reasons, testimonials } from "~content/home";
import { site } from "~content/site";
import { StarIcon } from "~/shell/icons";
import * as ui from "~/styles/ui.css";
import * as styles from "~/home/home.css";
import { DoctorCard } from "~/doctors/doctor-card";
import { getTopRatedDoctors } from "~/doctors/doctors.server";
import type { Route } from "./+types/_index";

export async function loader() {
  return { topDoctors: await getTopRatedDoctors(3) };
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
  const { topDoctors } = loaderData;
  return (
    <>
      <section className={ui.hero} aria-labelledby="hero-title">
        <div className={ui.container}>
          <h1 id="hero-title" className={ui.heroTitle}>
            World-class medical treatment in Egypt, at a fraction of the cost
          </h1>
          <p className={ui.heroLead}>
            All-inclusive packages with accommodation, transfers, visa help and 24/7 support. Prices
            starting from $2,500, savings of up to 70%.
          </p>
          <div className={ui.buttonRow}>
            <Link to="/start-journey" className={ui.button.accent}>
              Start Your Journey
            </Link>
            <Link to="/treatments" className={styles.heroSecondary}>
              View Treatments
            </Link>
          </div>
          <dl className={styles.heroStats}>
            {homeStats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="featured-title">
        <div className={ui.container}>
          <h2 id="featured-title" className={ui.sectionHeading}>
            Featured Treatments
          </h2>
          <p className={ui.sectionLead}>Popular procedures our patients travel for.</p>
          <ul className={`${ui.grid.four} ${styles.plainList}`}>
            {featuredTreatments.map((t) => (
              <li key={t.id} className={ui.card}>
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
                  <Link to={`/treatments/${t.id}`} className={ui.button.outline} aria-label={`Learn more about ${t.title}`}>
                    Learn More
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.centered}>
            <Link to="/treatments" className={ui.button.outline}>
              View All Treatments
            </Link>
          </p>
        </div>
      </section>

      <section className={ui.sectionMuted} aria-labelledby="journey-title">
        <div className={ui.container}>
          <h2 id="journey-title" className={ui.sectionHeading}>
            Your Journey in Six Steps
          </h2>
          <p className={ui.sectionLead}>We take care of everything from the first call to your follow-up.</p>
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
        </div>
      </section>

      <section className={ui.section} aria-labelledby="why-title">
        <div className={ui.container}>
          <h2 id="why-title" className={ui.sectionHeading}>
            Why Choose {site.name}
          </h2>
          <ul className={`${ui.grid.four} ${styles.plainList}`}>
            {reasons.map((r) => (
              <li key={r.title} className={ui.card}>
                <h3>{r.title}</h3>
                <p className={ui.muted}>{r.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {topDoctors.length > 0 ? (
        <section className={ui.sectionMuted} aria-labelledby="doctors-title">
          <div className={ui.container}>
            <h2 id="doctors-title" className={ui.sectionHeading}>
              Meet Our Top Doctors
            </h2>
            <p className={ui.sectionLead}>Internationally trained specialists, rated by their patients.</p>
            <ul className={`${ui.grid.three} ${styles.plainList}`}>
              {topDoctors.map((doctor) => (
                <li key={doctor.id}>
                  <DoctorCard doctor={doctor} />
                </li>
              ))}
            </ul>
            <p className={styles.centered}>
              <Link to="/doctors" className={ui.button.outline}>
                View All Doctors
              </Link>
            </p>
          </div>
        </section>
      ) : null}

      <section className={ui.section} aria-labelledby="testimonials-title">
        <div className={ui.container}>
          <h2 id="testimonials-title" className={ui.sectionHeading}>
            What Our Patients Say
          </h2>
          <ul className={`${ui.grid.three} ${styles.plainList}`}>
            {testimonials.map((t) => (
              <li key={t.name} className={ui.card}>
                <p className={styles.stars} role="img" aria-label="Rated 5 out of 5">
                  {Array.from({ length: 5 }, (_, i) => (
                    <StarIcon key={i} width={18} height={18} />
                  ))}
                </p>
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
          </ul>
        </div>
      </section>

      <section className={ui.hero} aria-labelledby="cta-title">
        <div className={`${ui.container} ${styles.centered}`}>
          <h2 id="cta-title">Ready to start your treatment journey?</h2>
          <p>Get a free consultation and a personalised quote within 2 hours.</p>
          <div className={`${ui.buttonRow} ${styles.centerRow}`}>
            <Link to="/contact" className={ui.button.accent}>
              Get Free Consultation
            </Link>
            <Link to="/start-journey" className={styles.heroSecondary}>
              Start Your Journey
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
