/** The kinds of place patients are treated at, as D1 stores them. */
export const facilityKinds = ["hospital", "clinic", "lab"] as const;
export type FacilityKind = (typeof facilityKinds)[number];

/**
 * The accrediting bodies a facility's accreditation may come from: Joint Commission International, Egypt's General
 * Authority for Healthcare Accreditation and Regulation, and an ISO certification (its certifying body's register).
 */
export const accreditationBodies = ["JCI", "GAHAR", "ISO"] as const;
export type AccreditationBody = (typeof accreditationBodies)[number];
