import { Link } from "react-router";
import { aboutStats, aboutStory, coreValues, partnerFacilities, team } from "~content/about";
import { site } from "~content/site";
import { StarIcon } from "~/shell/icons";
import * as ui from "~/styles/ui.css";
import * as styles from "~/home/home.css";

export function meta() {
  return [
    { title: `About Us | ${site.name}` },
    {
      name: "description",
      content: "NileCare has coordinated medical treatment in Egypt for patients from 50+ countries since 2014.",
    },
  ];
}

export default function About() {
  return (
    <>
      <section className={ui.hero} aria-labelledby="about-title">
        <div className={ui.container}>
          <h1 id="about-title" className={ui.heroTitle}>
            About {site.name}
          </h1>
          <p className={ui.heroLead}>
            Since 2014 we have helped international patients reach Egypt's best doctors safely, comfortably and
            affordably.
          </p>
          <dl className={styles.heroStats}>
            {aboutStats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="story-title">
        <div className={ui.container}>
          <h2 id="story-title" className={ui.sectionHeading}>
            Our Story
          </h2>
          {aboutStory.map((p) => (
            <p key={p.slice(0, 20)} className={ui.sectionLead}>
              {p}
            </p>
          ))}
        </div>
      </section>

      <section className={ui.sectionMuted} aria-labelledby="values-title">
        <div className={ui.container}>
          <h2 id="values-title" className={ui.sectionHeading}>
            Our Core Values
          </h2>
          <ul className={`${ui.grid.three} ${styles.plainList}`}>
            {coreValues.map((v) => (
              <li key={v.title} className={ui.card}>
                <h3>{v.title}</h3>
                <p className={ui.muted}>{v.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="team-title">
        <div className={ui.container}>
          <h2 id="team-title" className={ui.sectionHeading}>
            Our Team
          </h2>
          <ul className={`${ui.grid.three} ${styles.plainList}`}>
            {team.map((m) => (
              <li key={m.name} className={ui.card}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {m.name.replace("Dr. ", "").charAt(0)}
                </span>
                <h3>{m.name}</h3>
                <p>
                  <strong>{m.role}</strong>
                </p>
                <p className={ui.muted}>{m.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={ui.sectionMuted} aria-labelledby="partners-title">
        <div className={ui.container}>
          <h2 id="partners-title" className={ui.sectionHeading}>
            Partner Facilities
          </h2>
          <ul className={`${ui.grid.three} ${styles.plainList}`}>
            {partnerFacilities.map((f) => (
              <li key={f.name} className={ui.card}>
                <h3>{f.name}</h3>
                <p className={ui.muted}>
                  {f.type} · {f.location}
                </p>
                <p className={styles.stars}>
                  <StarIcon width={18} height={18} /> <span>{f.rating.toFixed(1)} / 5</span>
                </p>
                <p>{f.description}</p>
                <h4>Accreditations</h4>
                <p>{f.accreditations.join(", ")}</p>
                <h4>Specialties</h4>
                <ul>
                  {f.specialties.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
                <h4>Features</h4>
                <ul>
                  {f.features.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={ui.hero} aria-labelledby="about-cta-title">
        <div className={`${ui.container} ${styles.centered}`}>
          <h2 id="about-cta-title">Talk to a coordinator today</h2>
          <p>Free consultation, personalised quote and answers in your language.</p>
          <div className={`${ui.buttonRow} ${styles.centerRow}`}>
            <Link to="/contact" className={ui.button.accent}>
              Get Free Consultation
            </Link>
            <Link to="/treatments" className={styles.heroSecondary}>
              View Treatments
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
