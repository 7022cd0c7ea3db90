import { getTableName, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * `"table"."column"`: drizzle writes a column of a select's own fields without its table, so inside a correlated
 * subquery there (`(SELECT count(*) FROM photos WHERE photos.owner = <this>)`) a bare `"id"` would name the inner
 * table's id. The outer row's column is written with its table.
 */
export const qualified = (column: SQLiteColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
