import { Link } from "react-router";
import { concierge } from "~content/concierge";
import type { Concierge } from "~content/schema";
import * as styles from "~/concierge/concierge.css";
import * as home from "~/home/home.css";
import { GlobeIcon, MapPinIcon, MessageIcon, PlaneIcon, StethoscopeIcon, UsersIcon } from "~/shell/icons";
import * as ui from "~/styles/ui.css";
import { threeUp } from "~/ui/grid.css";
import { StarRating } from "~/ui/star-rating";
import { seoMeta } from "~/utils/seo";

export const meta = () =>
  seoMeta({
    title: "Concierge Services | NileCare",
    description:
      "Airport transfers, accommodation, interpreters, medical coordination and family support in Egypt. Concierge packages from $200 per week, with 24/7 support.",
    path: "/concierge",
  });

const icons: Record<Concierge["services"][number]["icon"], typeof PlaneIcon> = {
  plane: PlaneIcon,
  "map-pin": MapPinIcon,
  message: MessageIcon,
  stethoscope: StethoscopeIcon,
  globe: GlobeIcon,
  users: UsersIcon,
};

export default function ConciergePage() {
  return (
    <>
      <section className={ui.hero} aria-labelledby="concierge-title">
        <div className={ui.container}>
          <h1 id="concierge-title" className={ui.heroTitle}>
            Concierge Services
          </h1>
          <p className={ui.heroLead}>
            While your doctors take care of your health, our concierge team takes care of everything else: from the
            airport to your hotel, every appointment and every question, in your language.
          </p>
          <dl className={home.heroStats}>
            {concierge.highlights.map((h) => (
              <div key={h.label}>
                <dt>{h.label}</dt>
                <dd>{h.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="services-title">
        <div className={ui.container}>
          <h2 id="services-title" className={ui.sectionHeading}>
            Our Services
          </h2>
          <p className={ui.sectionLead}>Six ways we make your stay in Egypt easy.</p>
          <ul className={threeUp}>
            {concierge.services.map((service) => {
              const Icon = icons[service.icon];
              return (
                <li key={service.id} className={ui.card}>
                  <span className={styles.serviceIcon}>
                    <Icon width={26} height={26} />
                  </span>
                  <h3>{service.title}</h3>
                  <p className={ui.muted}>{service.description}</p>
                  <ul className={styles.list}>
                    {service.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className={ui.sectionMuted} aria-labelledby="packages-title">
        <div className={ui.container}>
          <h2 id="packages-title" className={ui.sectionHeading}>
            Concierge Packages
          </h2>
          <p className={ui.sectionLead}>Simple weekly prices. Every package includes our 24/7 emergency hotline.</p>
          <ul className={`${ui.grid.three} ${home.plainList}`}>
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
                      aria-label={`Choose the ${pkg.name} package`}
                    >
                      Choose {pkg.name}
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="hours-title">
        <div className={`${ui.container} ${home.centered}`}>
          <h2 id="hours-title" className={ui.sectionHeading}>
            Support Hours
          </h2>
          <dl className={styles.hours}>
            {concierge.supportHours.map((h) => (
              <div key={h.service} className={styles.hoursRow}>
                <dt>{h.service}</dt>
                <dd className={styles.hoursValue}>{h.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={ui.sectionMuted} aria-labelledby="testimonials-title">
        <div className={ui.container}>
          <h2 id="testimonials-title" className={ui.sectionHeading}>
            What Our Clients Say
          </h2>
          <ul className={`${ui.grid.three} ${home.plainList}`}>
            {concierge.testimonials.map((t) => (
              <li key={t.name} className={ui.card}>
                <StarRating rating={5} />
                <blockquote className={home.quote}>“{t.quote}”</blockquote>
                <p>
                  <strong>{t.name}</strong>{" "}
                  <span role="img" aria-label={t.country}>
                    {t.flag}
                  </span>
                  <br />
                  <span className={ui.muted}>{t.package} package</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={ui.hero} aria-labelledby="cta-title">
        <div className={`${ui.container} ${home.centered}`}>
          <h2 id="cta-title">Let us take care of the details</h2>
          <p>Tell us your dates and needs, and we will put together the right support for you and your family.</p>
          <div className={`${ui.buttonRow} ${home.centerRow}`}>
            <Link to="/contact?topic=concierge" className={ui.button.accent}>
              Contact Our Concierge Team
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
