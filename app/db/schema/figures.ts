import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt } from "./columns";

/**
 * A figure the operator states of themselves ("Founded in Cairo: 2014", "Families helped: 1,200"), as admins enter it
 * in the console (/staff/figures): never without where it comes from and the day that source gave it, which pages
 * print beside it (decision 0122). Figures the site's records give (patients treated, countries, satisfaction,
 * ratings, facilities, languages) are computed, never typed here.
 */
export const operatorFigures = sqliteTable(
  "operator_figures",
  {
    /** A readable slug of the English label. */
    id: text("id").primaryKey(),
    /** The label in English ("Founded in Cairo"); the console's managed records call it the name. */
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    /** The figure as stated, the same in both languages ("2014", "1,200+"). */
    value: text("value").notNull(),
    source: text("source").notNull(),
    sourceAr: text("source_ar").notNull(),
    /** The calendar day (YYYY-MM-DD) the source gave the figure. */
    statedOn: text("stated_on").notNull(),
    /** The pages' order, smallest first, then by label. */
    position: integer("position").notNull().default(100),
    isActive: bool("is_active").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("operator_figures_active_idx").on(t.isActive, t.position, t.name),
    check("operator_figures_stated_on_day", sql`${t.statedOn} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`),
    check("operator_figures_has_source", sql`length(trim(${t.source})) > 0 AND length(trim(${t.sourceAr})) > 0`),
  ],
);
