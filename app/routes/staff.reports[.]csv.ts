import { requireStaff } from "~/staff/permissions.server";
import { loadReport, reportCsv } from "~/cases/console/reports.server";
import type { Route } from "./+types/staff.reports[.]csv";

/** The report's figures as a CSV download: the team's for admins, a coordinator's own for them. No patient data. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const report = await loadReport(staff);
  return new Response(reportCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="nilecare-report-${report.scope}-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
