import { Column, getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { db } from "./client.server";

/**
 * One row's values by column name, each of the column's type or SQL (a column of `from`, a subquery, an
 * expression). A column the table requires and the object lacks, or a name the table does not have, is a type
 * error; a column left out that may be left out takes its default, as `db.insert(table).values()` gives it.
 */
export type GuardedValues<T extends SQLiteTable> = {
  [K in keyof T["$inferInsert"]]: T["$inferInsert"][K] | SQL | SQLiteColumn;
};

/**
 * `INSERT INTO table (every column) SELECT …values [FROM from] WHERE guard`: the insert that decides. D1 has no
 * interactive transaction, so a limit or a race is settled in the statement that writes (a count under a bound,
 * NOT EXISTS, `changes()` of the statement before it in a batch): it inserts nothing when the guard fails.
 * `from` gives one row per row it selects (with the guard as its WHERE); without it, one row or none. The result
 * is drizzle's insert, for a batch, `.returning()` and `.onConflictDo…()` (the WHERE it always has keeps SQLite
 * from reading ON CONFLICT as a join's ON).
 */
export function guardedInsert<T extends SQLiteTable>(table: T, values: GuardedValues<T>, guard: SQL, from?: SQL | SQLiteTable) {
  const given = values as Record<string, unknown>;
  // The columns drizzle's insert names (all but generated ones), in its order: the SELECT's values line up with them.
  const selected = Object.entries(getTableColumns(table))
    .filter(([, column]) => column.generated === undefined || column.generated.type === "byDefault")
    .map(([key, column]) => valueOf(column, given[key]));
  return db.insert(table).select(sql`SELECT ${sql.join(selected, sql`, `)}${from ? sql` FROM ${from}` : sql``} WHERE ${guard}`);
}

function valueOf(column: Column, value: unknown): SQL {
  if (value === undefined) return defaultOf(column);
  if (is(value, SQL)) return value;
  if (is(value, Column)) return sql`${value}`;
  return sql`${sql.param(value, column)}`;
}

/** What drizzle's `values()` writes for a column it is not given. */
function defaultOf(column: Column): SQL {
  const fallback = column.default ?? column.defaultFn?.() ?? column.onUpdateFn?.();
  if (fallback === undefined) return sql`NULL`;
  return is(fallback, SQL) ? fallback : sql`${sql.param(fallback, column)}`;
}
