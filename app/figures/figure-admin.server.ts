import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { operatorFigures } from "~/db/schema";
import { createRecord, managedRecords, recordSlug, updateRecord } from "~/staff/admin-records.server";
import type { StaffUser } from "~/staff/permissions.server";
import type { OperatorFigureValues } from "./figure-form-schema";

/** The operator's figures, managed like the team and hotels; pages are keyed by the figures' data version. */
export const figureRecords = managedRecords(operatorFigures, "operator_figure", { data: "figures", idField: "figureId", gone: "This figure no longer exists." });

/** The console's list: every figure, shown or hidden, in the pages' order. */
export function listFiguresForStaff() {
  return db.select().from(operatorFigures).orderBy(asc(operatorFigures.position), asc(operatorFigures.name));
}

/** One figure as the console edits it; undefined when there is none. */
export async function getFigureForStaff(id: string) {
  const [figure] = await db.select().from(operatorFigures).where(eq(operatorFigures.id, id)).limit(1);
  return figure;
}

function figureColumns(values: OperatorFigureValues) {
  const { name, nameAr, value, source, sourceAr, statedOn, position } = values;
  return { name, nameAr, value, source, sourceAr, statedOn, position, updatedAt: new Date() };
}

/** Adds a figure, hidden until an admin shows it; returns the id. */
export function createOperatorFigure(staff: StaffUser, request: Request, values: OperatorFigureValues) {
  return createRecord(staff, request, figureRecords, recordSlug(values.name) || "figure", `${values.name} ${values.value}`, (id) => [
    db.insert(operatorFigures).values({ id, ...figureColumns(values), isActive: false }),
  ]);
}

/** Saves a figure; false when there is no such figure (the console never deletes one). */
export function updateOperatorFigure(staff: StaffUser, request: Request, id: string, values: OperatorFigureValues) {
  return updateRecord(staff, request, figureRecords, id, `${values.name} ${values.value}`, [
    db.update(operatorFigures).set(figureColumns(values)).where(eq(operatorFigures.id, id)),
  ]);
}
