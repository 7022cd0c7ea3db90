import { figures } from "../figures";

/** The 'Why Choose Egypt' block of /treatments. */

/** Each comparison points at a procedure of the catalogue, so its figures always match the detail page. */
export const whyEgyptComparisons = [
  { title: "Heart Surgery", category: "cardiac-surgery", procedure: "Coronary Artery Bypass (CABG)" },
  { title: "Dental Implants", category: "dental-care", procedure: "Dental Implants" },
] as const;

/** The block's one claim that is not computed from the catalogue (app/treatments/catalogue.server.ts computes the others). */
export const whyEgyptProcedures = { value: figures.procedures, label: "Procedures coordinated" } as const;
