import { Link } from "react-router";
import { treatmentNameIn } from "~content/treatments/list";
import { readFormBody } from "~/forms/request-body.server";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { formatMoney } from "~/i18n/money";
import { answerShowHide } from "~/staff/admin-records.server";
import { requireRole } from "~/staff/permissions.server";
import { ShowHideForm } from "~/staff/show-hide-form";
import * as styles from "~/staff/staff.css";
import { countOf } from "~/staff/staff-time";
import * as ui from "~/styles/ui.css";
import { listProceduresForStaff, procedureRecords } from "~/catalogue/catalogue-admin.server";
import { specialtyOptions } from "~/treatments/treatment-name";
import type { Route } from "./+types/staff.catalogue._index";

const PATH = "/staff/catalogue";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const procedures = await listProceduresForStaff();
  return {
    procedures: procedures.map((p) => ({
      id: p.id,
      name: p.name,
      nameAr: p.nameAr,
      isActive: p.isActive,
      specialty: treatmentNameIn(p.specialtyId, "en"),
      price: `${formatMoney("en", p.priceLow, "USD")} - ${formatMoney("en", p.priceHigh, "USD")}`,
      updatedAt: p.updatedAt ? formatInstant(p.updatedAt, { zone: CLINIC_ZONE, preset: "console" }) : null,
    })),
  };
}

/** Offers one procedure on the site or retires it (every card, page, estimate, guide and claim that names it). */
export async function action(args: Route.ActionArgs) {
  const admin = requireRole(args.context, "admin");
  return answerShowHide(args, admin, procedureRecords, await readFormBody(args.request), PATH);
}

export function meta() {
  return [{ title: "Catalogue | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function StaffCatalogue({ loaderData }: Route.ComponentProps) {
  const { procedures } = loaderData;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Catalogue</h1>
      <p className={styles.summary}>
        {`${countOf(procedures.length, "procedure", "procedures")}, ${procedures.filter((p) => p.isActive).length} offered on the site. `}
        <Link to={`${PATH}/new`} className={ui.button.primary}>
          Add a procedure
        </Link>
      </p>
      <section className={styles.panel} aria-labelledby="specialties-heading">
        <h2 id="specialties-heading" className={styles.panelTitle}>
          Specialties
        </h2>
        <ul className={styles.plainList}>
          {specialtyOptions().map(({ value, label }) => (
            <li key={value} className={styles.listItem}>
              <Link to={`${PATH}/specialties/${value}`}>{`${label}: description, overview, candidates and quick facts`}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.panel} aria-label="Every procedure">
        <ul className={styles.plainList}>
          {procedures.map((procedure) => (
            <li key={procedure.id} className={styles.listItem}>
              <Link to={`${PATH}/${procedure.id}`} className={styles.patientLink}>
                {procedure.name}
              </Link>
              <span className={styles.subtle}>
                {`${procedure.specialty} · ${procedure.price} · ${procedure.isActive ? "Offered" : "Retired"} · `}
                <bdi lang="ar" dir="rtl">
                  {procedure.nameAr}
                </bdi>
                {procedure.updatedAt ? ` · edited ${procedure.updatedAt}` : ""}
              </span>
              <ShowHideForm field="procedureId" id={procedure.id} name={procedure.name} active={procedure.isActive} action={PATH} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
