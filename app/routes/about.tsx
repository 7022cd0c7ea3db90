import { Link } from "react-router";
import { heroImages } from "~content/images";
import { PageHero } from "~/shell/page-hero";
import { aboutStats, aboutStory, coreValues, partnerFacilities, team } from "~content/about";
import { site } from "~content/site";
import { StarIcon } from "~/shell/icons";
import { CallToAction, CardGrid, PageSection, StatList } from "~/shell/page-section";
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
      <PageHero
        id="about-title"
        title={`About ${site.name}`}
        lead="Since 2014 we have helped international patients reach Egypt's best doctors safely, comfortably and affordably."
        image={heroImages.about}
      >
        <StatList stats={aboutStats} />
      </PageHero>

      <PageSection id="story-title" title="Our Story">
        {aboutStory.map((p) => (
          <p key={p.slice(0, 20)} className={ui.sectionLead}>
            {p}
          </p>
        ))}
      </PageSection>

      <PageSection id="values-title" title="Our Core Values" muted>
        <CardGrid>
          {coreValues.map((v) => (
            <li key={v.title} className={ui.card}>
              <h3>{v.title}</h3>
              <p className={ui.muted}>{v.text}</p>
            </li>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="team-title" title="Our Team">
        <CardGrid>
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
        </CardGrid>
      </PageSection>

      <PageSection id="partners-title" title="Partner Facilities" muted>
        <CardGrid>
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
        </CardGrid>
      </PageSection>

      <CallToAction
        id="about-cta-title"
        title="Talk to a coordinator today"
        text="Free consultation, personalised quote and answers in your language."
      >
        <Link to="/contact" className={ui.button.accent}>
          Get Free Consultation
        </Link>
        <Link to="/treatments" className={styles.heroSecondary}>
          View Treatments
        </Link>
      </CallToAction>
    </>
  );
}
