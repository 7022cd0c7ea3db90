import { treatmentCategories } from "./treatment-categories.ts";

/**
 * Every treatment NileCare names, as every table stores it (decision 0121): the catalogue's specialties, then the
 * treatments only the planner or the intake offers. D1 keeps them in the `treatments` table, which each stored
 * treatment references; content/treatments/list.ts words each one for every form and page.
 */
export const treatmentIds = [...treatmentCategories, "neurosurgery", "fertility", "cancer-treatment", "other"] as const;
export type TreatmentId = (typeof treatmentIds)[number];

/**
 * The codes the planner and the intake stored before their treatment became the catalogue's id (migration 0030).
 * A page loaded before then (a tab left open, the browser's history) or a draft saved before it still carries one.
 */
const formerCodes: Record<string, TreatmentId> = {
  "dental-treatment": "dental-care",
  orthopedic: "orthopedic-surgery",
  cardiac: "cardiac-surgery",
  cosmetic: "cosmetic-surgery",
  dental: "dental-care",
  eye: "eye-surgery",
  cancer: "cancer-treatment",
};

/** The treatment a posted or stored value stands for: an id as it is, a former code by its id, else the value unchanged. */
export function currentTreatmentValue(value: unknown) {
  return typeof value === "string" && Object.hasOwn(formerCodes, value) ? formerCodes[value] : value;
}
