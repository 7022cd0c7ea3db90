import { figureRecords, listFiguresForStaff } from "~/figures/figure-admin.server";
import { readFormBody } from "~/forms/request-body.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { answerShowHide } from "~/staff/admin-records.server";
import { requireRole } from "~/staff/permissions.server";
import { RecordList } from "~/staff/record-page";
import type { Route } from "./+types/staff.figures._index";

const PATH = "/staff/figures";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const figures = await listFiguresForStaff();
  return {
    figures: figures.map((f) => ({
      id: f.id,
      name: `${f.name}: ${f.value}`,
      isActive: f.isActive,
      detail: ` · ${f.source}, ${f.statedOn} · ${f.nameAr}${f.updatedAt ? ` · edited ${formatInstant(f.updatedAt, { zone: CLINIC_ZONE, preset: "console" })}` : ""}`,
    })),
  };
}

/** Shows or hides one figure on home and About. */
export async function action(args: Route.ActionArgs) {
  const admin = requireRole(args.context, "admin");
  return answerShowHide(args, admin, figureRecords, await readFormBody(args.request), PATH);
}

export function meta() {
  return [{ title: "Figures | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function StaffFigures({ loaderData }: Route.ComponentProps) {
  return (
    <RecordList
      path={PATH}
      title="Figures"
      lead="Figures you state yourselves, each with its source and date, shown beside them on home and About. Patients treated, their countries, how they feel, the reviews' rating, facilities and languages are counted from the site's records: they are not typed here."
      counted={["figure", "figures"]}
      addLabel="Add a figure"
      idField="figureId"
      records={loaderData.figures}
    />
  );
}
