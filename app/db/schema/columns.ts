import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

/** Random text ids: nothing about a row can be guessed from its id. */
export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const bool = (name: string) => integer(name, { mode: "boolean" });

export const jsonList = (name: string) => text(name, { mode: "json" }).$type<string[]>();

/** SQL for `column IN ('a', 'b')` checks built from the same lists the code uses. */
export function oneOf(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "));
}
