import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { site } from "~content/site";
import { LogoMark } from "~/shell/logo-mark";
import { ThemeSwitch } from "~/theme/theme-switch";
import type { Theme } from "~/theme/theme";
import { roleLabels, type StaffRole } from "./roles";
import * as styles from "./console-header.css";
import { button, container } from "~/styles/ui.css";
import { MenuIcon } from "~/ui/icons";
import { useDisclosureMenu } from "~/shell/use-disclosure-menu";

export type ConsoleHeaderData = {
  staff: { displayName: string; role: StaffRole };
  /** Whether the team's own pages (staff, hours, audit…) are theirs: `scopeFor(staff, "team")`. */
  teamPages: boolean;
  /** `waitingCases` is the tab title's number (the route's meta), not drawn in the header. */
  counts: { newCases: number; overdueCases: number; waitingCases: number };
};

const adminLinks = [
  { to: "/staff/doctors", label: "Doctors" },
  { to: "/staff/facilities", label: "Facilities" },
  { to: "/staff/team", label: "Team" },
  { to: "/staff/hotels", label: "Hotels" },
  { to: "/staff/catalogue", label: "Catalogue" },
  { to: "/staff/figures", label: "Figures" },
  { to: "/staff/admin/staff", label: "Staff" },
  { to: "/staff/admin/hours", label: "Working hours" },
  { to: "/staff/admin/holidays", label: "Holidays" },
  { to: "/staff/admin/audit", label: "Audit log" },
  { to: "/staff/admin/security", label: "Security events" },
  { to: "/staff/admin/subscribers", label: "Subscribers" },
  { to: "/staff/admin/inbound-mail", label: "Quarantine" },
];

/**
 * The staff console's own header: its brand, navigation, the two numbers that need attention,
 * who is signed in and Sign Out, instead of the patient site's header, menus and footer. The patient site
 * stays one link away (a new document: the console is English only, decision 0131).
 */
export function ConsoleHeader({ data, theme, sticky }: { data: ConsoleHeaderData; theme: Theme; sticky: boolean }) {
  const { staff, teamPages, counts } = data;
  const links = [
    { to: "/staff", label: "Cases" },
    { to: "/staff/schedule", label: "Schedule" },
    { to: "/staff/availability", label: "Hours" },
    { to: "/staff/reports", label: "Reports" },
    { to: "/staff/reviews", label: "Reviews" },
    { to: "/staff/saved-replies", label: "Saved replies" },
    { to: "/staff/notifications", label: "Your e-mails" },
    ...(teamPages ? adminLinks : []),
  ];
  const navList = (className: string) => (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === "/staff"} className={styles.navLink}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  const account = (
    <>
      <p className={styles.who}>{`${staff.displayName} · ${roleLabels[staff.role]}`}</p>
      <ThemeSwitch theme={theme} tone="surface" />
      <Link to="/" reloadDocument className={styles.action}>
        Patient site
      </Link>
      <Form method="post" action="/auth/sign-out">
        <button type="submit" className={styles.action}>
          Sign Out
        </button>
      </Form>
    </>
  );
  return (
    <header className={sticky ? `${styles.header} ${styles.stickyHeader}` : styles.header}>
      <div className={`${container} ${styles.top}`}>
        <Link to="/staff" className={styles.brand} aria-label={`${site.name} staff console, cases`}>
          <LogoMark />
          <span>
            {site.name} <span className={styles.brandArea}>Staff console</span>
          </span>
        </Link>
        <div className={styles.account}>{account}</div>
      </div>
      <div className={`${container} ${styles.bottom}`}>
        <nav aria-label="Staff" className={styles.wideNav}>
          {navList(styles.navList)}
        </nav>
        <ul className={styles.counts} aria-label="Cases needing attention">
          <li>
            <Link to="/staff?status=new" className={styles.count.neutral}>
              {counts.newCases} new
            </Link>
          </li>
          <li>
            <Link to="/staff?overdue=1" className={counts.overdueCases > 0 ? styles.count.alert : styles.count.neutral}>
              {counts.overdueCases} overdue
            </Link>
          </li>
        </ul>
        <PhoneMenu>
          <nav aria-label="Staff">{navList(styles.phoneNavList)}</nav>
          <div className={styles.phoneAccount}>{account}</div>
        </PhoneMenu>
      </div>
    </header>
  );
}

/**
 * Below 900 px every page of the console and the account's actions live in this menu, so a phone shows them all in
 * one list (a sideways-scrolling row hid the admin's pages past the edge); the header is the brand, then the two
 * counts beside the menu.
 */
function PhoneMenu({ children }: { children: ReactNode }) {
  const details = useDisclosureMenu();
  return (
    <details ref={details} className={styles.phoneMenu}>
      <summary className={`${button.ghost} ${styles.phoneMenuSummary}`}>
        <MenuIcon />
        <span>Menu</span>
      </summary>
      <div className={styles.phonePanel}>{children}</div>
    </details>
  );
}
