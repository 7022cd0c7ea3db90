import { Link } from "react-router";
import { footerQuickLinks, site } from "~content/site";
import { NewsletterForm } from "~/newsletter/newsletter-form";
import { container } from "~/styles/ui.css";
import { MailIcon, MapPinIcon, PhoneIcon, SocialIcon } from "./icons";
import * as styles from "./shell.css";

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.footerGrid}>
          <div>
            <h2 className={styles.footerHeading}>{site.name}</h2>
            <p>{site.tagline}. All-inclusive packages with accommodation, transfers, visa help and 24/7 support.</p>
            <ul className={styles.socialList} aria-label="Social media">
              {site.social.map((s) => (
                <li key={s.name}>
                  <a className={styles.socialLink} href={s.href} rel="noopener noreferrer" aria-label={`${site.name} on ${s.name}`}>
                    <SocialIcon network={s.name} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label="Quick links">
            <h2 className={styles.footerHeading}>Quick Links</h2>
            <ul className={styles.footerList}>
              {footerQuickLinks.map((l) => (
                <li key={l.to}>
                  <Link className={styles.footerLink} to={l.to}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={styles.footerHeading}>Contact</h2>
            <ul className={styles.footerList}>
              <li>
                <a className={styles.footerLink} href={site.phoneHref}>
                  <PhoneIcon width={16} height={16} /> {site.phone}
                </a>
              </li>
              <li>
                <a className={styles.footerLink} href={`mailto:${site.email}`}>
                  <MailIcon width={16} height={16} /> {site.email}
                </a>
              </li>
              <li className={styles.footerLink}>
                <MapPinIcon width={16} height={16} /> {site.city}, Egypt
              </li>
            </ul>
          </div>
          <section aria-labelledby="newsletter-heading" id="newsletter">
            <h2 id="newsletter-heading" className={styles.footerHeading}>
              Newsletter
            </h2>
            <p>Treatment guides, travel tips and patient stories from Egypt, about once a month.</p>
            <NewsletterForm source="footer" />
          </section>
        </div>
        <p className={styles.footerBottom}>
          © {new Date().getFullYear()} {site.name}. Medical travel coordination based in {site.city}.
        </p>
      </div>
    </footer>
  );
}
