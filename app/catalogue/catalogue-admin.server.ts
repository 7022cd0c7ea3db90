import { asc, eq, sql } from "drizzle-orm";
import { dataChanged } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { catalogueHomePrices, catalogueProcedures, catalogueSpecialties } from "~/db/schema";
import { homeCountryKeys, homeCurrency } from "~/domain/catalogue";
import { treatmentCategories, type TreatmentCategory } from "~/domain/treatment-categories";
import { createRecord, managedRecords, recordSlug, updateRecord } from "~/staff/admin-records.server";
import { auditStatement } from "~/staff/audit.server";
import type { StaffUser } from "~/staff/permissions.server";
import type { ProcedureFields, ProcedureValues } from "./procedure-form-schema";
import type { SpecialtyFields, SpecialtyValues } from "./specialty-form-schema";

/** The console's list: every procedure, offered or retired, by specialty and position. */
export function listProceduresForStaff() {
  return db
    .select({
      id: catalogueProcedures.id,
      specialtyId: catalogueProcedures.specialtyId,
      name: catalogueProcedures.name,
      nameAr: catalogueProcedures.nameAr,
      priceLow: catalogueProcedures.priceLow,
      priceHigh: catalogueProcedures.priceHigh,
      isActive: catalogueProcedures.isActive,
      updatedAt: catalogueProcedures.updatedAt,
    })
    .from(catalogueProcedures)
    .innerJoin(catalogueSpecialties, eq(catalogueSpecialties.id, catalogueProcedures.specialtyId))
    .orderBy(asc(catalogueSpecialties.position), asc(catalogueProcedures.position), asc(catalogueProcedures.name));
}

/**
 * The specialty's row, written when its first procedure is: a production catalogue starts empty, and the specialty's
 * own words are then blank until an admin writes them.
 */
export function specialtyRow(id: TreatmentCategory) {
  return db
    .insert(catalogueSpecialties)
    .values({
      id,
      position: treatmentCategories.indexOf(id) + 1,
      description: "",
      descriptionAr: "",
      overview: "",
      overviewAr: "",
      idealCandidates: [],
      quickFacts: [],
    })
    .onConflictDoNothing();
}

/** A stored procedure as the form's starting values; undefined when there is none. */
export async function getProcedureForStaff(id: string) {
  const [[procedure], prices] = await db.batch([
    db.select().from(catalogueProcedures).where(eq(catalogueProcedures.id, id)).limit(1),
    db.select().from(catalogueHomePrices).where(eq(catalogueHomePrices.procedureId, id)),
  ]);
  if (!procedure) return undefined;
  const defaults: Partial<Record<keyof ProcedureFields, string | string[]>> = {
    specialtyId: procedure.specialtyId,
    name: procedure.name,
    nameAr: procedure.nameAr,
    description: procedure.description,
    descriptionAr: procedure.descriptionAr,
    duration: procedure.duration,
    durationAr: procedure.durationAr,
    recovery: procedure.recovery,
    recoveryAr: procedure.recoveryAr,
    priceLow: String(procedure.priceLow),
    priceHigh: String(procedure.priceHigh),
    egyptPrice: String(procedure.egyptPrice),
    successRate: procedure.successRate === null ? "" : String(procedure.successRate),
    hospitalNightsMin: String(procedure.hospitalNightsMin),
    hospitalNightsMax: String(procedure.hospitalNightsMax),
    nightsInEgyptMin: String(procedure.nightsInEgyptMin),
    nightsInEgyptMax: String(procedure.nightsInEgyptMax),
    trips: String(procedure.trips),
    inclusions: [...procedure.inclusions],
    requirements: procedure.candidateRequirements.map((words) => words.en).join("\n"),
    requirementsAr: procedure.candidateRequirements.map((words) => words.ar).join("\n"),
    stages: procedure.recoveryStages.map(({ stage, description }) => `${stage.en}: ${description.en}`).join("\n"),
    stagesAr: procedure.recoveryStages.map(({ stage, description }) => `${stage.ar}: ${description.ar}`).join("\n"),
  };
  for (const price of prices) {
    defaults[`${price.country}Price`] = String(price.amount);
    defaults[`${price.country}Source`] = price.source;
    defaults[`${price.country}AsOf`] = price.asOf;
  }
  return { id: procedure.id, name: procedure.name, isActive: procedure.isActive, updatedAt: procedure.updatedAt, defaults };
}

/** "Recovery stay (weeks 2-3): Rest near the hospital" → its label and its text. */
function labelled(line: string) {
  const at = line.indexOf(":");
  return { label: line.slice(0, at).trim(), text: line.slice(at + 1).trim() };
}

function procedureColumns(values: ProcedureValues) {
  return {
    specialtyId: values.specialtyId,
    name: values.name,
    nameAr: values.nameAr,
    description: values.description,
    descriptionAr: values.descriptionAr,
    duration: values.duration,
    durationAr: values.durationAr,
    recovery: values.recovery,
    recoveryAr: values.recoveryAr,
    priceLow: values.priceLow,
    priceHigh: values.priceHigh,
    egyptPrice: values.egyptPrice,
    successRate: values.successRate ?? null,
    hospitalNightsMin: values.hospitalNightsMin,
    hospitalNightsMax: values.hospitalNightsMax,
    nightsInEgyptMin: values.nightsInEgyptMin,
    nightsInEgyptMax: values.nightsInEgyptMax,
    trips: values.trips,
    inclusions: values.inclusions,
    candidateRequirements: values.requirements.map((en, i) => ({ en, ar: values.requirementsAr[i]! })),
    recoveryStages: values.stages.map((line, i) => {
      const [en, ar] = [labelled(line), labelled(values.stagesAr[i]!)];
      return { stage: { en: en.label, ar: ar.label }, description: { en: en.text, ar: ar.text } };
    }),
    updatedAt: new Date(),
  };
}

/** The procedure's four home prices as posted, replacing the stored ones; each country's currency is its own. */
function homePriceStatements(procedureId: string, values: ProcedureValues) {
  return [
    db.delete(catalogueHomePrices).where(eq(catalogueHomePrices.procedureId, procedureId)),
    db.insert(catalogueHomePrices).values(
      homeCountryKeys.map((country) => ({
        procedureId,
        country,
        amount: values[`${country}Price`],
        currency: homeCurrency[country],
        source: values[`${country}Source`],
        asOf: values[`${country}AsOf`],
      })),
    ),
  ];
}

/** The procedures as the console manages them: offered or retired like any record, audited as `procedure_*`. */
export const procedureRecords = managedRecords(catalogueProcedures, "procedure", {
  data: "catalogue",
  idField: "procedureId",
  gone: "This procedure no longer exists.",
});

/**
 * Adds a procedure, retired until an admin offers it, under a free id made from its name, last of its specialty.
 * The row, its home prices, the audit record and the catalogue's data version are one batch: all or nothing.
 */
export function createProcedure(staff: StaffUser, request: Request, values: ProcedureValues) {
  const last = sql<number>`(SELECT coalesce(max(${catalogueProcedures.position}), 0) + 1 FROM ${catalogueProcedures} WHERE ${catalogueProcedures.specialtyId} = ${values.specialtyId})`;
  return createRecord(staff, request, procedureRecords, recordSlug(values.name) || "procedure", values.name, (id) => [
    specialtyRow(values.specialtyId),
    db.insert(catalogueProcedures).values({ id, ...procedureColumns(values), position: last, isActive: false }),
    ...homePriceStatements(id, values),
  ]);
}

/** Saves a procedure and its home prices; false when there is no such procedure (the console never deletes one). */
export function updateProcedure(staff: StaffUser, request: Request, id: string, values: ProcedureValues) {
  return updateRecord(staff, request, procedureRecords, id, values.name, [
    specialtyRow(values.specialtyId),
    db.update(catalogueProcedures).set(procedureColumns(values)).where(eq(catalogueProcedures.id, id)),
    ...homePriceStatements(id, values),
  ]);
}

/**
 * A specialty's own words as the form's starting values (blank for one no procedure has written yet) and the address
 * of its uploaded photo (null while it has none).
 */
export async function getSpecialtyForStaff(id: TreatmentCategory): Promise<{ defaults: Partial<Record<keyof SpecialtyFields, string>>; photo: string | null }> {
  const [row] = await db.select().from(catalogueSpecialties).where(eq(catalogueSpecialties.id, id)).limit(1);
  if (!row) return { defaults: {}, photo: null };
  return { defaults: specialtyDefaults(row), photo: row.photoSrc };
}

function specialtyDefaults(row: typeof catalogueSpecialties.$inferSelect): Partial<Record<keyof SpecialtyFields, string>> {
  return {
    description: row.description,
    descriptionAr: row.descriptionAr,
    overview: row.overview,
    overviewAr: row.overviewAr,
    candidates: row.idealCandidates.map((words) => words.en).join("\n"),
    candidatesAr: row.idealCandidates.map((words) => words.ar).join("\n"),
    facts: row.quickFacts.map(({ label, value }) => `${label.en}: ${value.en}`).join("\n"),
    factsAr: row.quickFacts.map(({ label, value }) => `${label.ar}: ${value.ar}`).join("\n"),
  };
}

/** Saves a specialty's own words (its row made if no procedure made it yet), audited, in one batch with the data version. */
export async function updateSpecialty(staff: StaffUser, request: Request, id: TreatmentCategory, values: SpecialtyValues) {
  const words = {
    description: values.description,
    descriptionAr: values.descriptionAr,
    overview: values.overview,
    overviewAr: values.overviewAr,
    idealCandidates: values.candidates.map((en, i) => ({ en, ar: values.candidatesAr[i]! })),
    quickFacts: values.facts.map((line, i) => {
      const [en, ar] = [labelled(line), labelled(values.factsAr[i]!)];
      return { label: { en: en.label, ar: ar.label }, value: { en: en.text, ar: ar.text } };
    }),
    updatedAt: new Date(),
  };
  await db.batch([
    specialtyRow(id),
    db.update(catalogueSpecialties).set(words).where(eq(catalogueSpecialties.id, id)),
    auditStatement(staff, request, { action: "specialty_updated", detail: id }),
    dataChanged("catalogue"),
  ]);
}
