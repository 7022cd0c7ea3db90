import { Link } from "react-router";
import { heroImages } from "~content/images";
import { PageHero } from "~/shell/page-hero";
import { concierge } from "~content/concierge";
import * as styles from "~/concierge/concierge.css";
import * as home from "~/home/home.css";
import { CallToAction, CardGrid, PageSection, StatList } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import { Flag } from "~/ui/flag";
import { threeUp } from "~/ui/grid.css";
import { StarRating } from "~/ui/star-rating";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/concierge";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Concierge Services | NileCare",
    description:
      "Airport transfers, accommodation, interpreters, medical coordination and family support in Egypt. Concierge packages from $200 per week, with 24/7 support.",
    path: "/concierge",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

export default function ConciergePage() {
  return (
    <>
      <PageHero
        id="concierge-title"
        title="Concierge Services"
        lead="While your doctors take care of your health, our concierge team takes care of everything else: from the airport to your hotel, every appointment and every question, in your language."
        image={heroImages.concierge}
      >
        <StatList stats={concierge.highlights} />
      </PageHero>

      <PageSection id="services-title" title="Our Services" lead="Six ways we make your stay in Egypt easy.">
        <ul className={threeUp}>
          {concierge.services.map((service) => (
            <li key={service.id} className={`${ui.card} ${styles.serviceCard}`}>
              <h3>{service.title}</h3>
              <p className={ui.muted}>{service.description}</p>
              <ul className={styles.list}>
                {service.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="packages-title"
        title="Concierge Packages"
        lead="Simple weekly prices. Every package includes our 24/7 emergency hotline."
        muted
      >
        <CardGrid>
          {concierge.packages.map((pkg) => (
            <li key={pkg.id}>
              <article className={`${ui.card} ${styles.packageCard} ${pkg.recommended ? styles.recommended : ""}`}>
                {pkg.recommended ? <span className={ui.badge}>Most Popular</span> : null}
                <h3>{pkg.name}</h3>
                <p className={styles.price}>
                  ${pkg.pricePerWeek} <span className={styles.per}>per week</span>
                </p>
                <p className={ui.muted}>{pkg.description}</p>
                <ul className={styles.list}>
                  {pkg.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <div className={ui.buttonRow}>
                  <Link
                    to={`/contact?topic=concierge&package=${pkg.id}`}
                    className={pkg.recommended ? ui.button.primary : ui.button.outline}
                  >
                    Choose {pkg.name}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="hours-title" title="Support Hours">
        <dl className={styles.hours}>
          {concierge.supportHours.map((h) => (
            <div key={h.service} className={styles.hoursRow}>
              <dt>{h.service}</dt>
              <dd className={styles.hoursValue}>{h.hours}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection id="testimonials-title" title="What Our Clients Say" muted>
        <CardGrid>
          {concierge.testimonials.map((t) => (
            <li key={t.name} className={ui.card}>
              <StarRating rating={5} />
              <blockquote className={home.quote}>“{t.quote}”</blockquote>
              <p>
                <strong>{t.name}</strong>{" "}
                <span className={ui.inlineFlag}>
                  <Flag code={t.flag} label={t.country} size={20} />
                </span>
                <br />
                <span className={ui.muted}>{t.package} package</span>
              </p>
            </li>
          ))}
        </CardGrid>
      </PageSection>

      <CallToAction
        id="cta-title"
        title="Let us take care of the details"
        text="Tell us your dates and needs, and we will put together the right support for you and your family."
      >
        <Link to="/contact?topic=concierge" className={ui.button.accent}>
          Contact Our Concierge Team
        </Link>
      </CallToAction>
    </>
  );
}
