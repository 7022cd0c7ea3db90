import { Link, NavLink, Outlet } from "react-router";
import { site } from "~content/site";
import { caseCounts } from "~/staff/case-list.server";
import { requireStaff } from "~/staff/permissions.server";
import { roleLabels } from "~/staff/roles";
import * as styles from "~/staff/staff.css";
import { container } from "~/styles/ui.css";
import type { Route } from "./+types/staff";

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  return { staff: { displayName: staff.displayName, role: staff.role }, counts: await caseCounts(staff) };
}

export function meta() {
  return [{ title: `Staff console | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

const adminLinks = [
  { to: "/staff/admin/staff", label: "Staff" },
  { to: "/staff/admin/saved-replies", label: "Saved replies" },
  { to: "/staff/admin/hours", label: "Working hours" },
  { to: "/staff/admin/audit", label: "Audit log" },
  { to: "/staff/admin/security", label: "Security events" },
  { to: "/staff/admin/subscribers", label: "Subscribers" },
];

/** The staff area's own bar: its navigation and the two numbers that need attention. */
export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { staff, counts } = loaderData;
  const links = [
    { to: "/staff", label: "Cases" },
    { to: "/staff/schedule", label: "Schedule" },
    { to: "/staff/availability", label: "Hours" },
    { to: "/staff/reports", label: "Reports" },
    ...(staff.role === "admin" ? adminLinks : []),
  ];
  return (
    <>
      <div className={styles.bar}>
        <div className={`${container} ${styles.barInner}`}>
          <p className={styles.barTitle}>
            Staff console <span className={styles.subtle}>{`${staff.displayName} · ${roleLabels[staff.role]}`}</span>
          </p>
          <nav aria-label="Staff">
            <ul className={styles.navList}>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === "/staff"} className={styles.navLink}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
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
        </div>
      </div>
      <div className={container}>
        <Outlet />
      </div>
    </>
  );
}
