import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, jsonList, oneOf } from "./columns";

// In the domain module so that forms in the browser can list them without loading drizzle.
import { treatmentCategories } from "~/domain/treatment-categories";
export { treatmentCategories, type TreatmentCategory } from "~/domain/treatment-categories";

export const doctors = sqliteTable(
  "doctors",
  {
    /** A readable slug, used in /doctors/{doctorId}. */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    specialization: text("specialization").notNull(),
    avatarUrl: text("avatar_url"),
    experienceYears: integer("experience_years").notNull(),
    patientRating: real("patient_rating").notNull(),
    totalReviews: integer("total_reviews").notNull().default(0),
    bio: text("bio"),
    education: jsonList("education").notNull(),
    languages: jsonList("languages").notNull(),
    successfulProcedures: integer("successful_procedures").notNull().default(0),
    researchPublications: integer("research_publications").notNull().default(0),
    achievements: jsonList("achievements").notNull(),
    certifications: jsonList("certifications").notNull(),
    isActive: bool("is_active").notNull().default(true),
    /**
     * The profile in Arabic, as staff write it in the console (/staff/doctors). Null until written: Arabic pages
     * then name the doctor from content/doctor-labels.ts, or as stored (decision 0123).
     */
    nameAr: text("name_ar"),
    titleAr: text("title_ar"),
    bioAr: text("bio_ar"),
    educationAr: jsonList("education_ar"),
    achievementsAr: jsonList("achievements_ar"),
    certificationsAr: jsonList("certifications_ar"),
    /**
     * The portrait as the site encoded it from the staff's upload (a WebP of at most 60 KB, decision 0123), stored in
     * R2 (DOCTOR_PORTRAITS), which avatar_url points at. A key without bytes is an upload stored before the site
     * encoded portraits: kept until replaced, never shown (migration 0031).
     */
    portraitKey: text("portrait_key"),
    portraitType: text("portrait_type"),
    portraitBytes: integer("portrait_bytes"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("doctors_active_rating_idx").on(t.isActive, t.patientRating),
    check("doctors_rating_range", sql`${t.patientRating} BETWEEN 0 AND 5`),
    check("doctors_experience_positive", sql`${t.experienceYears} >= 0`),
    check("doctors_reviews_positive", sql`${t.totalReviews} >= 0`),
  ],
);

export const doctorTreatments = sqliteTable(
  "doctor_treatments",
  {
    doctorId: text("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
    treatmentCategory: text("treatment_category", { enum: treatmentCategories }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.treatmentCategory] }),
    index("doctor_treatments_category_idx").on(t.treatmentCategory),
    check("doctor_treatments_category_valid", sql`${t.treatmentCategory} IN (${oneOf(treatmentCategories)})`),
  ],
);

export const doctorReviews = sqliteTable(
  "doctor_reviews",
  {
    id: id(),
    doctorId: text("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
    patientName: text("patient_name").notNull(),
    patientCountry: text("patient_country").notNull(),
    isVerified: bool("is_verified").notNull().default(false),
    rating: integer("rating").notNull(),
    procedureName: text("procedure_name").notNull(),
    reviewText: text("review_text").notNull(),
    recoveryTime: text("recovery_time"),
    createdAt: createdAt(),
  },
  (t) => [
    index("doctor_reviews_doctor_idx").on(t.doctorId, t.createdAt),
    check("doctor_reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
