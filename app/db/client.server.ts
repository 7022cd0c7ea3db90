import { drizzle } from "drizzle-orm/d1";
import { currentD1 } from "./d1-session.server";
import * as schema from "./schema";

/**
 * drizzle only prepares and batches statements; both go to the request's D1 session (read replicas,
 * read-your-writes: app/db/d1-session.server.ts) or, outside a request, to the binding itself.
 */
const requestD1 = {
  prepare: (query: string) => currentD1().prepare(query),
  batch: (statements: D1PreparedStatement[]) => currentD1().batch(statements),
} as unknown as D1Database;

export const db = drizzle(requestD1, { schema });
export type Database = typeof db;
