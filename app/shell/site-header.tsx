import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { mainNavigation, site } from "~content/site";
import { button, container } from "~/styles/ui.css";
import { ThemeSwitch } from "~/theme/theme-switch";
import type { Theme } from "~/theme/theme";
import { MailIcon, MenuIcon, PhoneIcon } from "./icons";
import { LogoMark } from "./logo-mark";
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

function ContactLinks() {
  return (
    <>
      <a className={styles.contactLink} href={site.phoneHref}>
        <PhoneIcon width={16} height={16} />
        {site.phone}
      </a>
      <a className={styles.contactLink} href={`mailto:${site.email}`}>
        <MailIcon width={16} height={16} />
        {site.email}
      </a>
    </>
  );
}

export type HeaderUser = { displayName: string; isStaff: boolean };

/**
 * Signed in: "Welcome, {name}" to the dashboard (staff: to the staff console) and Sign Out (a post,
 * never a link). Signed out: Sign In.
 */
function AccountActions({ user, className }: { user: HeaderUser | null; className: string }) {
  if (!user) {
    return (
      <Link to="/auth" className={className}>
        Sign In
      </Link>
    );
  }
  return (
    <>
      <Link to={user.isStaff ? "/staff" : "/dashboard"} className={`${className} ${styles.welcomeLink}`}>
        Welcome, {user.displayName}
      </Link>
      <Form method="post" action="/auth/sign-out">
        <button type="submit" className={className}>
          Sign Out
        </button>
      </Form>
    </>
  );
}

/**
 * Below 1024 px everything but the logo and the menu button lives in this <details> menu, which opens
 * without JavaScript and scrolls inside the viewport (a landscape phone). With JavaScript it also closes
 * on Escape and after each navigation.
 */
function MobileMenu({ theme, user }: { theme: Theme; user: HeaderUser | null }) {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const menu = details.current;
    if (!menu) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape" || !menu?.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
    menu.addEventListener("keydown", closeOnEscape);
    return () => menu.removeEventListener("keydown", closeOnEscape);
  }, []);

  return (
    <details ref={details} className={styles.mobileMenu}>
      <summary className={`${button.ghost} ${styles.mobileMenuSummary}`}>
        <MenuIcon />
        <span>Menu</span>
      </summary>
      <div className={styles.mobilePanel}>
        <nav aria-label="Main">
          <NavLinks listClassName={styles.mobileNavList} />
        </nav>
        <div className={styles.mobileAccount}>
          <AccountActions user={user} className={button.outline} />
        </div>
        <div className={styles.mobileContact}>
          <ContactLinks />
        </div>
        <ThemeSwitch theme={theme} tone="surface" />
      </div>
    </details>
  );
}

export function SiteHeader({ theme, user }: { theme: Theme; user: HeaderUser | null }) {
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
            <AccountActions user={user} className={styles.topBarAction} />
          </div>
        </div>
      </div>
      <header className={styles.header}>
        <div className={`${container} ${styles.headerInner}`}>
          <Link to="/" className={styles.brand} aria-label={`${site.name} home`}>
            <LogoMark />
            {site.name}
          </Link>
          <nav aria-label="Main" className={styles.desktopNav}>
            <NavLinks listClassName={styles.navList} />
          </nav>
          <div className={styles.headerActions}>
            <Link to="/contact" className={`${button.accent} ${styles.consultation}`}>
              Get Free Consultation
            </Link>
            <MobileMenu theme={theme} user={user} />
          </div>
        </div>
      </header>
    </>
  );
}
