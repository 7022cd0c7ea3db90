import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { accreditationBodies, facilityKinds } from "../../domain/facilities";
import { treatmentCategories } from "../../domain/treatment-categories";
import { bool, createdAt, id, oneOf } from "./columns";
import { doctors } from "./doctors";

/**
 * The hospitals, clinics and labs patients are treated at, as admins enter them in the console (/staff/facilities).
 * Public facts, not personal data: who edited a facility is in the audit log, as for doctors (decision 0165).
 */
export const facilities = sqliteTable(
  "facilities",
  {
    /** A readable slug, used in /facilities/{id}. */
    id: text("id").primaryKey(),
    kind: text("kind", { enum: facilityKinds }).notNull(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    address: text("address").notNull(),
    addressAr: text("address_ar").notNull(),
    /** Where the map link points; without them it searches for the address. */
    latitude: real("latitude"),
    longitude: real("longitude"),
    website: text("website"),
    description: text("description"),
    descriptionAr: text("description_ar"),
    isActive: bool("is_active").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("facilities_active_idx").on(t.isActive, t.name),
    check("facilities_kind_valid", sql`${t.kind} IN (${oneOf(facilityKinds)})`),
    check("facilities_latitude_range", sql`${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90`),
    check("facilities_longitude_range", sql`${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180`),
    check("facilities_coordinates_paired", sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL)`),
  ],
);

/**
 * A facility's photos. `src` is the address pages draw: an uploaded photo's is the worker's own route with the
 * upload's version, the bytes in R2 (FACILITY_PHOTOS under `r2_key`) as the site encoded them; a sample photo's is a
 * picture the project ships (`r2_key` null).
 */
export const facilityPhotos = sqliteTable(
  "facility_photos",
  {
    id: id(),
    facilityId: text("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    src: text("src").notNull(),
    r2Key: text("r2_key"),
    bytes: integer("bytes"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("facility_photos_facility_idx").on(t.facilityId, t.createdAt)],
);

/**
 * An accreditation a facility holds, with the accrediting body's public register where a patient can check it.
 * `expires_on` is a calendar date (the last valid day, Cairo): pages hide it once that day has passed.
 * `reminded_for` is the expiry the admins were e-mailed about, so each expiry is announced once (a renewal with a new
 * date is announced again); `lapsed_for` the expiry whose passing cached pages were told of (a new data version).
 */
export const facilityAccreditations = sqliteTable(
  "facility_accreditations",
  {
    id: id(),
    facilityId: text("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    body: text("body", { enum: accreditationBodies }).notNull(),
    number: text("number").notNull(),
    expiresOn: text("expires_on").notNull(),
    registerUrl: text("register_url").notNull(),
    remindedFor: text("reminded_for"),
    lapsedFor: text("lapsed_for"),
    createdAt: createdAt(),
  },
  (t) => [
    index("facility_accreditations_facility_idx").on(t.facilityId),
    index("facility_accreditations_expiry_idx").on(t.expiresOn),
    check("facility_accreditations_body_valid", sql`${t.body} IN (${oneOf(accreditationBodies)})`),
    check("facility_accreditations_expiry_date", sql`${t.expiresOn} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`),
  ],
);

/** The specialties practised at a facility (the treatment pages link to it). */
export const facilitySpecialties = sqliteTable(
  "facility_specialties",
  {
    facilityId: text("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    treatmentCategory: text("treatment_category", { enum: treatmentCategories }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.treatmentCategory] }),
    index("facility_specialties_category_idx").on(t.treatmentCategory),
    check("facility_specialties_category_valid", sql`${t.treatmentCategory} IN (${oneOf(treatmentCategories)})`),
  ],
);

/** The doctors who practise at a facility (their profiles link to it). */
export const facilityDoctors = sqliteTable(
  "facility_doctors",
  {
    facilityId: text("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    doctorId: text("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.doctorId] }), index("facility_doctors_doctor_idx").on(t.doctorId)],
);
