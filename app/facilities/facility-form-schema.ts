import { z } from "zod";
import { multiLineText, optional, singleLineText } from "~/forms/field-rules";
import { accreditationBodies, facilityKinds } from "~/domain/facilities";
import { treatmentCategories } from "~/domain/treatment-categories";

/** A link to a public page: https only, as a patient's browser opens it. */
function webAddress(label: string) {
  return singleLineText({ label, max: 500 }).refine((value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, `${label}: enter a full address starting with https://`);
}

/** A coordinate in decimal degrees, or blank. */
function degrees(label: string, limit: number) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: `${label}: enter decimal degrees, such as 30.0444` })
      .min(-limit, `${label}: between -${limit} and ${limit}`)
      .max(limit, `${label}: between -${limit} and ${limit}`)
      .optional(),
  );
}

/**
 * Both coordinates or neither, said beside the one left out, and checked even while other fields are refused (the
 * coordinates themselves parsed), so every message shows at once.
 */
function bothCoordinates(missing: "latitude" | "longitude") {
  return {
    path: [missing],
    message: "Enter both coordinates, or neither (the map then searches for the address)",
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      payload.issues.every((issue) => issue.path?.[0] !== "latitude" && issue.path?.[0] !== "longitude"),
  };
}

/** Ticked boxes: none (absent), one (a string) or several (an array). */
function ticked<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item));
}

/**
 * A facility as admins write it in the console (/staff/facilities/{id}): its name, address and description in English
 * and in Arabic, the map's coordinates (both or neither), its website, the specialties and doctors practised there.
 */
export const facilityProfileSchema = z
  .object({
    intent: z.literal("save"),
    kind: z.enum(facilityKinds, { error: "Choose the kind of facility" }),
    name: singleLineText({ label: "Name", max: 120 }),
    nameAr: singleLineText({ label: "Name in Arabic", max: 120 }),
    address: singleLineText({ label: "Address", max: 300 }),
    addressAr: singleLineText({ label: "Address in Arabic", max: 300 }),
    latitude: degrees("Latitude", 90),
    longitude: degrees("Longitude", 180),
    website: optional(webAddress("Website")),
    description: optional(multiLineText({ label: "Description", max: 2000 })),
    descriptionAr: optional(multiLineText({ label: "Description in Arabic", max: 2000 })),
    categories: ticked(z.enum(treatmentCategories)).pipe(z.array(z.enum(treatmentCategories)).min(1, "Choose at least one specialty")),
    doctors: ticked(z.string().regex(/^[\w-]{1,80}$/)),
  })
  .refine((value) => value.latitude !== undefined || value.longitude === undefined, bothCoordinates("latitude"))
  .refine((value) => value.longitude !== undefined || value.latitude === undefined, bothCoordinates("longitude"));
export type FacilityProfileFields = z.input<typeof facilityProfileSchema>;
export type FacilityProfileValues = z.output<typeof facilityProfileSchema>;


/** One accreditation: who granted it, its number, its last valid day and where a patient can check it. */
export const accreditationSchema = z.object({
  intent: z.literal("accreditation"),
  body: z.enum(accreditationBodies, { error: "Choose the accrediting body" }),
  number: singleLineText({ label: "Accreditation number", max: 80 }),
  expiresOn: z.iso.date({ error: "Enter the expiry date" }),
  registerUrl: webAddress("Register link"),
});
export type AccreditationFields = z.input<typeof accreditationSchema>;
export type AccreditationValues = z.output<typeof accreditationSchema>;

/** Removes an accreditation or a photo from the facility. */
export const removeSchema = z.object({
  intent: z.enum(["remove-accreditation", "remove-photo"]),
  id: z.string().regex(/^[\w-]{1,80}$/),
});
