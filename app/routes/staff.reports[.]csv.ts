import { requireStaff } from "~/staff/permissions.server";
import { auditStatement } from "~/staff/audit.server";
import { reportCsv, reportFor, reportScopeName } from "~/cases/console/reports.server";
import type { Route } from "./+types/staff.reports[.]csv";

/**
 * The report's figures as a CSV download, for the same query as the page: the team's (or one member's) for admins, a
 * coordinator's own for them. No patient data; every download is audited as the subscribers' export is.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { report } = await reportFor(staff, new URL(request.url));
  const name = reportScopeName(report);
  await auditStatement(staff, request, { action: "report_exported", detail: `Report ${name}` });
  return new Response(reportCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="nilecare-report-${name}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
