import { useOptionalOperator } from "~/operator/use-operator";
import { site } from "~content/site";
import { Form, Link, NavLink } from "~/i18n/links";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import { button, container } from "~/styles/ui.css";
import { ThemeSwitch } from "~/theme/theme-switch";
import type { Theme } from "~/theme/theme";
import { MailIcon, MenuIcon, PhoneIcon } from "~/ui/icons";
import { LanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo-mark";
import { mainNavigation } from "./navigation";
import { useDisclosureMenu } from "./use-disclosure-menu";
import * as styles from "./shell.css";

function NavLinks({ listClassName }: { listClassName: string }) {
  const t = useT();
  return (
    <ul className={listClassName}>
      {mainNavigation.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/"} className={styles.navLink}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function ContactLinks() {
  const operator = useOptionalOperator();
  if (!operator) return null;
  return (
    <>
      <a className={styles.contactLink} href={operator.phoneHref}>
        <PhoneIcon width={16} height={16} />
        <Ltr>{operator.phone}</Ltr>
      </a>
      <a className={styles.contactLink} href={`mailto:${operator.email}`}>
        <MailIcon width={16} height={16} />
        <Ltr>{operator.email}</Ltr>
      </a>
    </>
  );
}

export type HeaderUser = { displayName: string; isStaff: boolean };

/**
 * Signed in: "Welcome, {name}" to the account page (staff: to the staff console) and Sign Out (a
 * post, never a link). Signed out: Sign In.
 */
function AccountActions({ user, className }: { user: HeaderUser | null; className: string }) {
  const t = useT();
  if (!user) {
    return (
      <Link to="/auth" className={className}>
        {t("shell.account.signIn")}
      </Link>
    );
  }
  return (
    <>
      {/* The staff console is English only (decision 0131): a new document in English. */}
      <Link
        to={user.isStaff ? "/staff" : "/account"}
        reloadDocument={user.isStaff}
        className={`${className} ${styles.welcomeLink}`}
      >
        {t("shell.account.welcome", { name: user.displayName })}
      </Link>
      <Form method="post" action="/auth/sign-out">
        <button type="submit" className={className}>
          {t("shell.account.signOut")}
        </button>
      </Form>
    </>
  );
}

/**
 * Below 1280 px (`desktopHeader`) everything but the logo and the menu button lives in this <details> menu, which opens
 * without JavaScript and scrolls inside the viewport (a landscape phone). With JavaScript it also closes
 * on Escape and after each navigation.
 */
function MobileMenu({ theme, user }: { theme: Theme; user: HeaderUser | null }) {
  const t = useT();
  const details = useDisclosureMenu();
  return (
    <details ref={details} className={styles.mobileMenu}>
      <summary className={`${button.ghost} ${styles.mobileMenuSummary}`}>
        <MenuIcon />
        <span>{t("shell.header.menu")}</span>
      </summary>
      <div className={styles.mobilePanel}>
        <nav aria-label={t("shell.nav.label")}>
          <NavLinks listClassName={styles.mobileNavList} />
        </nav>
        <div className={styles.mobileAccount}>
          <AccountActions user={user} className={button.outline} />
        </div>
        <div className={styles.mobileContact}>
          <ContactLinks />
        </div>
        <ThemeSwitch theme={theme} tone="surface" />
        <LanguageSwitch tone="surface" />
      </div>
    </details>
  );
}

export function SiteHeader({ theme, user }: { theme: Theme; user: HeaderUser | null }) {
  const t = useT();
  return (
    <>
      {/* Desktop only: scrolls away with the page, so the sticky header below stays one row. */}
      <div className={styles.topBar}>
        <div className={`${container} ${styles.topBarInner}`}>
          <div className={styles.topBarLinks}>
            <ContactLinks />
          </div>
          <div className={styles.topBarLinks}>
            <ThemeSwitch theme={theme} tone="band" />
            <LanguageSwitch tone="band" />
            <AccountActions user={user} className={styles.topBarAction} />
          </div>
        </div>
      </div>
      <header className={styles.header}>
        <div className={`${container} ${styles.headerInner}`}>
          <Link to="/" className={styles.brand} aria-label={t("shell.header.brandLabel", { name: site.name })}>
            <LogoMark />
            {site.name}
          </Link>
          <nav aria-label={t("shell.nav.label")} className={styles.desktopNav}>
            <NavLinks listClassName={styles.navList} />
          </nav>
          <div className={styles.headerActions}>
            <Link to="/book" className={`${button.accent} ${styles.consultation}`}>
              {t("shell.header.consultation")}
            </Link>
            <MobileMenu theme={theme} user={user} />
          </div>
        </div>
      </header>
    </>
  );
}
