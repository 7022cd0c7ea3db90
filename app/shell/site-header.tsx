import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { mainNavigation, site } from "~content/site";
import { button, container } from "~/styles/ui.css";
import { ThemeSwitch } from "~/theme/theme-switch";
import type { Theme } from "~/theme/theme";
import { HeartPulseIcon, MailIcon, MenuIcon, PhoneIcon } from "./icons";
import * as styles from "./shell.css";

function NavLinks({ listClassName }: { listClassName: string }) {
  return (
    <ul className={listClassName}>
      {mainNavigation.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/"} className={styles.navLink}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** A <details> menu opens without JavaScript; with it, the menu closes after each navigation. */
function MobileMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.key]);

  return (
    <details ref={details} className={styles.mobileMenu}>
      <summary className={`${button.ghost} ${styles.mobileMenuSummary}`}>
        <MenuIcon />
        <span>Menu</span>
      </summary>
      <nav aria-label="Main" className={styles.mobileNav}>
        <NavLinks listClassName={styles.mobileNavList} />
      </nav>
    </details>
  );
}

export type HeaderUser = { displayName: string; isStaff: boolean };

/**
 * Signed in: "Welcome, {name}" to the dashboard (staff: to the staff console) and Sign Out (a post,
 * never a link). Signed out: Sign In.
 */
function AccountActions({ user }: { user: HeaderUser | null }) {
  if (!user) {
    return (
      <Link to="/auth" className={button.ghost}>
        Sign In
      </Link>
    );
  }
  return (
    <>
      <Link to={user.isStaff ? "/staff" : "/dashboard"} className={`${button.ghost} ${styles.welcomeLink}`}>
        Welcome, {user.displayName}
      </Link>
      <Form method="post" action="/auth/sign-out">
        <button type="submit" className={button.outline}>
          Sign Out
        </button>
      </Form>
    </>
  );
}

export function SiteHeader({ theme, user }: { theme: Theme; user: HeaderUser | null }) {
  return (
    <>
      <div className={styles.topBar}>
        <div className={`${container} ${styles.topBarInner}`}>
          <div className={styles.topBarLinks}>
            <a className={styles.topBarLink} href={site.phoneHref}>
              <PhoneIcon width={16} height={16} />
              {site.phone}
            </a>
            <a className={styles.topBarLink} href={`mailto:${site.email}`}>
              <MailIcon width={16} height={16} />
              {site.email}
            </a>
          </div>
          <ThemeSwitch theme={theme} />
        </div>
      </div>
      <header className={styles.header}>
        <div className={`${container} ${styles.headerInner}`}>
          <Link to="/" className={styles.brand} aria-label={`${site.name} home`}>
            <HeartPulseIcon width={28} height={28} />
            {site.name}
          </Link>
          <nav aria-label="Main" className={styles.desktopNav}>
            <NavLinks listClassName={styles.navList} />
          </nav>
          <div className={styles.headerActions}>
            <AccountActions user={user} />
            <Link to="/contact" className={button.accent}>
              Get Free Consultation
            </Link>
            <MobileMenu />
          </div>
        </div>
      </header>
    </>
  );
}
