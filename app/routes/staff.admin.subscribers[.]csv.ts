import { parseSubscriberFilters } from "~/staff/admin-filters";
import { subscribersCsv } from "~/staff/admin-lists.server";
import { auditStatement } from "~/staff/audit.server";
import { requireRole } from "~/staff/permissions.server";
import type { Route } from "./+types/staff.admin.subscribers[.]csv";

/** The subscriber list as a CSV download for admins; every export is audited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireRole(context, "admin");
  const { status } = parseSubscriberFilters(new URL(request.url).searchParams);
  const { csv, count } = await subscribersCsv(status);
  await auditStatement(admin, request, { action: "subscribers_exported", detail: `${count} subscribers${status ? ` (${status})` : ""}` });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="nilecare-subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
