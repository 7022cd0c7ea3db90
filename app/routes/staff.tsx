import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, Outlet, useMatches, useRouteLoaderData } from "react-router";
import { site } from "~content/site";
import type { loader as rootLoader } from "~/root";
import { caseCounts } from "~/cases/console/case-list.server";
import { ConsoleHeader, type ConsoleHeaderData } from "~/staff/console-header";
import { requireStaff, scopeFor } from "~/staff/permissions.server";
import { container, section } from "~/styles/ui.css";
import { useOptimisticTheme } from "~/theme/theme-switch";
import type { Route } from "./+types/staff";

/**
 * The gate of every staff URL, before any loader or action. A data request names the loaders it wants
 * (`/staff.data?_routes=root`) and may leave every staff loader out; middleware runs for the whole matched tree
 * whatever it asks, so a visitor who is not on the staff gets the site's 404 on every `.data` URL as on the page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    requireStaff(context);
  },
];

/** What the console's header shows. */
export async function loader({ context }: Route.LoaderArgs): Promise<ConsoleHeaderData> {
  const staff = requireStaff(context);
  return {
    staff: { displayName: staff.displayName, role: staff.role },
    teamPages: scopeFor(staff, "team").all,
    counts: await caseCounts(staff),
  };
}

/** The tab shows how many cases wait for a first look or hold an unread reply; the open case list keeps it current. */
export function meta({ loaderData }: Route.MetaArgs) {
  const waiting = loaderData?.counts.waitingCases ?? 0;
  return [{ title: `${waiting > 0 ? `(${waiting}) ` : ""}Staff console | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * The console's own frame: its header instead of the patient site's header and footer, then the page.
 * The root layout leaves both to this route, so the console's code loads only for staff (decision 0151).
 */
function ConsoleFrame({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<ConsoleHeaderData>("routes/staff");
  const theme = useOptimisticTheme(useRouteLoaderData<typeof rootLoader>("root")?.theme ?? "system");
  // A page with a sticky menu of its own (the case page) keeps the screen's top for it.
  const sticky = !useMatches().some((match) => (match.handle as { ownStickyMenu?: boolean } | undefined)?.ownStickyMenu);
  return (
    <>
      {data ? <ConsoleHeader data={data} theme={theme} sticky={sticky} /> : null}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

export default function StaffLayout() {
  return (
    <ConsoleFrame>
      <div className={container}>
        <Outlet />
      </div>
    </ConsoleFrame>
  );
}

/**
 * A staff page's error (an unknown case, a fault) inside the console's frame. Anyone refused by the loader above
 * goes on to the root's boundary: the site's ordinary 404, nothing that marks the area as special.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (useRouteLoaderData("routes/staff") === undefined) throw error;
  return (
    <ConsoleFrame>
      {/* The console is English only (decision 0131): its own words, not the site's translated error page. */}
      <div className={`${container} ${section}`}>
        <h1>{isRouteErrorResponse(error) && error.status === 404 ? "Not found" : "Something went wrong"}</h1>
        <p>
          {isRouteErrorResponse(error) && error.status === 404
            ? "This case or page does not exist, or it is not yours to open."
            : "The console could not show this page. Try again in a minute."}
        </p>
        <p>
          <Link to="/staff">Back to the cases</Link>
        </p>
      </div>
    </ConsoleFrame>
  );
}
