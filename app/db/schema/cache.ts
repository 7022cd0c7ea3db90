import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One counter per kind of data that cached public pages show (app/cache/data-version.server.ts):
 * every write to that data adds one in the same batch, and the page cache keys pages by it.
 */
export const dataVersions = sqliteTable("data_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull().default(0),
});
