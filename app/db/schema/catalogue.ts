import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { comparisonCurrencies, homeCountryKeys } from "../../domain/catalogue";
import type { QuoteInclusion } from "../../domain/quotes";
import { treatmentCategories } from "../../domain/treatment-categories";
import { bool, createdAt, oneOf } from "./columns";
import { treatments } from "./treatments";

/** Words written once in each language, side by side (decision 0121): what the JSON list columns hold. */
export type BilingualText = { en: string; ar: string };

/**
 * The catalogue's specialties (decision 0121): one row per catalogue treatment of the one list, with its words in
 * English and Arabic. A specialty has no prices of its own: its "From" and badge are its procedures' (decision 0122).
 */
export const catalogueSpecialties = sqliteTable(
  "catalogue_specialties",
  {
    id: text("id", { enum: treatmentCategories })
      .primaryKey()
      .references(() => treatments.id),
    /** The order /treatments and the home page show the specialties in. */
    position: integer("position").notNull(),
    description: text("description").notNull(),
    descriptionAr: text("description_ar").notNull(),
    overview: text("overview").notNull(),
    overviewAr: text("overview_ar").notNull(),
    idealCandidates: text("ideal_candidates", { mode: "json" }).$type<BilingualText[]>().notNull(),
    quickFacts: text("quick_facts", { mode: "json" }).$type<{ label: BilingualText; value: BilingualText }[]>().notNull(),
    /**
     * An admin's photo: `photo_src` the address pages draw (/treatments/{id}/photo?v=…), the bytes in SITE_PHOTOS
     * under `photo_key`; without one, the specialty's drawing shows.
     */
    photoSrc: text("photo_src"),
    photoKey: text("photo_key"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [check("catalogue_specialties_id_valid", sql`${t.id} IN (${oneOf(treatmentCategories)})`)],
);

/**
 * The procedures NileCare offers, each with its price range and Egypt price in US dollars, its typical stay and what
 * a package usually includes (the quote terms' inclusion keys). Only an active one is named anywhere public.
 */
export const catalogueProcedures = sqliteTable(
  "catalogue_procedures",
  {
    /** A readable slug, unique across the catalogue. */
    id: text("id").primaryKey(),
    specialtyId: text("specialty_id", { enum: treatmentCategories })
      .notNull()
      .references(() => catalogueSpecialties.id),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    description: text("description").notNull(),
    descriptionAr: text("description_ar").notNull(),
    duration: text("duration").notNull(),
    durationAr: text("duration_ar").notNull(),
    recovery: text("recovery").notNull(),
    recoveryAr: text("recovery_ar").notNull(),
    priceLow: integer("price_low").notNull(),
    priceHigh: integer("price_high").notNull(),
    egyptPrice: integer("egypt_price").notNull(),
    /** A whole percentage, or null where the operator states none. */
    successRate: integer("success_rate"),
    hospitalNightsMin: integer("hospital_nights_min").notNull(),
    hospitalNightsMax: integer("hospital_nights_max").notNull(),
    /** Nights in Egypt from arrival to the flight home, hospital nights included, per trip. */
    nightsInEgyptMin: integer("nights_in_egypt_min").notNull(),
    nightsInEgyptMax: integer("nights_in_egypt_max").notNull(),
    trips: integer("trips").notNull().default(1),
    inclusions: text("inclusions", { mode: "json" }).$type<QuoteInclusion[]>().notNull(),
    candidateRequirements: text("candidate_requirements", { mode: "json" }).$type<BilingualText[]>().notNull(),
    recoveryStages: text("recovery_stages", { mode: "json" }).$type<{ stage: BilingualText; description: BilingualText }[]>().notNull(),
    isActive: bool("is_active").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("catalogue_procedures_specialty_idx").on(t.specialtyId, t.isActive, t.position),
    check("catalogue_procedures_price_order", sql`${t.priceLow} > 0 AND ${t.priceLow} <= ${t.egyptPrice} AND ${t.egyptPrice} <= ${t.priceHigh}`),
    check("catalogue_procedures_success_rate", sql`${t.successRate} IS NULL OR ${t.successRate} BETWEEN 1 AND 100`),
    check(
      "catalogue_procedures_nights_order",
      sql`${t.hospitalNightsMin} >= 0 AND ${t.hospitalNightsMin} <= ${t.hospitalNightsMax} AND ${t.nightsInEgyptMin} >= 1 AND ${t.nightsInEgyptMin} <= ${t.nightsInEgyptMax} AND ${t.hospitalNightsMin} <= ${t.nightsInEgyptMin} AND ${t.hospitalNightsMax} <= ${t.nightsInEgyptMax}`,
    ),
    check("catalogue_procedures_trips", sql`${t.trips} BETWEEN 1 AND 5`),
  ],
);

/**
 * A procedure's price in a comparison country, in that country's currency, with where the figure comes from and
 * the day it was read there: every saving the site states is computed against these.
 */
export const catalogueHomePrices = sqliteTable(
  "catalogue_home_prices",
  {
    procedureId: text("procedure_id")
      .notNull()
      .references(() => catalogueProcedures.id, { onDelete: "cascade" }),
    country: text("country", { enum: homeCountryKeys }).notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency", { enum: comparisonCurrencies }).notNull(),
    source: text("source").notNull(),
    /** The calendar day the price was read at its source. */
    asOf: text("as_of").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.procedureId, t.country] }),
    check("catalogue_home_prices_country_valid", sql`${t.country} IN (${oneOf(homeCountryKeys)})`),
    check("catalogue_home_prices_currency_valid", sql`${t.currency} IN (${oneOf(comparisonCurrencies)})`),
    check("catalogue_home_prices_amount", sql`${t.amount} > 0`),
    check("catalogue_home_prices_date", sql`${t.asOf} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`),
  ],
);
