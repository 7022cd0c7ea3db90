import { site } from "~content/site";
import { useOptionalOperator } from "~/operator/use-operator";
import { Link } from "~/i18n/links";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import { NewsletterForm } from "~/newsletter/newsletter-form";
import { container } from "~/styles/ui.css";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, SocialIcon } from "~/ui/icons";
import { footerQuickLinks } from "./navigation";
import * as styles from "./shell.css";

export function SiteFooter() {
  const t = useT();
  const operator = useOptionalOperator();
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.footerGrid}>
          <div>
            <h2 className={styles.footerHeading}>{site.name}</h2>
            <p>{t("shell.footer.about")}</p>
            <ul className={styles.socialList} aria-label={t("shell.footer.social")}>
              {operator?.social.map((s) => (
                <li key={s.href}>
                  <a className={styles.socialLink} href={s.href} rel="noopener noreferrer" aria-label={t("shell.footer.socialLink", { name: site.name, network: t(`shell.footer.network.${s.network}`) })}>
                    <SocialIcon network={s.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={t("shell.footer.quickLinksLabel")}>
            <h2 className={styles.footerHeading}>{t("shell.footer.quickLinks")}</h2>
            <ul className={styles.footerList}>
              {footerQuickLinks.map((l) => (
                <li key={l.to}>
                  <Link className={styles.footerLink} to={l.to}>
                    {t(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={styles.footerHeading}>{t("shell.footer.contact")}</h2>
            <ul className={styles.footerList}>
              {operator ? (
                <>
                  <li>
                    <a className={styles.footerLink} href={operator.phoneHref}>
                      <PhoneIcon width={16} height={16} /> <Ltr>{operator.phone}</Ltr>
                    </a>
                  </li>
                  <li>
                    <a className={styles.footerLink} href={`mailto:${operator.email}`}>
                      <MailIcon width={16} height={16} /> <Ltr>{operator.email}</Ltr>
                    </a>
                  </li>
                  {operator.officeHours ? (
                    <li className={styles.footerLink}>
                      <ClockIcon width={16} height={16} /> {operator.officeHours}
                    </li>
                  ) : null}
                </>
              ) : null}
              <li className={styles.footerLink}>
                <MapPinIcon width={16} height={16} /> {t("shell.footer.city")}
              </li>
            </ul>
          </div>
          <section aria-labelledby="newsletter-heading" id="newsletter">
            <h2 id="newsletter-heading" className={styles.footerHeading}>
              {t("shell.footer.newsletter")}
            </h2>
            <p>{t("shell.footer.newsletterBlurb")}</p>
            <NewsletterForm source="footer" />
          </section>
        </div>
        <p className={styles.footerBottom}>
          {t("shell.footer.copyright", { year: String(new Date().getFullYear()), name: site.name })}
          {operator ? (
            // The registered company and its numbers, so a patient can check who they deal with. A line breaks before a
            // number's name, never inside it: a hyphenated tax number would break at its hyphens on a narrow phone.
            <>
              <br />
              <Ltr>{operator.legalName}</Ltr>
              {(["registration", "taxId", "licence"] as const).map((number) => (
                <span className={styles.legalNumber} key={number}>
                  · {t(`shell.footer.${number}`, { [number]: operator[number] })}
                </span>
              ))}
            </>
          ) : null}
        </p>
      </div>
    </footer>
  );
}
