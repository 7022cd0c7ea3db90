import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { treatmentIds } from "../../domain/treatments";

/**
 * Every treatment NileCare names, one row per id (decision 0121): each stored treatment references it, so a table
 * holds only a treatment the list knows, and a new treatment is one row rather than a rebuild of every table.
 */
export const treatments = sqliteTable("treatments", {
  id: text("id", { enum: treatmentIds }).primaryKey(),
});

/** A column naming a treatment by its id. */
export const treatmentColumn = (name: string) => text(name, { enum: treatmentIds }).references(() => treatments.id);
