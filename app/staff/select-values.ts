import { sql } from "drizzle-orm";

/**
 * A constant column of an `INSERT ... SELECT`: the inserts that only happen together with
 * another change select their values from the changed rows (see case-actions.server.ts).
 */
export const sqlValue = <T>(value: T, column: string) => sql<T>`${value}`.as(column);

/** A fresh random id per selected row, as the migrations make them. */
export const sqlRandomId = () => sql<string>`lower(hex(randomblob(16)))`.as("id");
