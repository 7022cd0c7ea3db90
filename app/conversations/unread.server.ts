import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * 1 when the case has a patient message no one on the staff has read since: a column the case
 * list selects in its own query, so the list stays one statement.
 */
export function unreadReplySql(caseId: SQLiteColumn): SQL<number> {
  return sql<number>`EXISTS (
    SELECT 1 FROM case_messages m
    WHERE m.case_id = ${caseId} AND m.author = 'patient'
      AND m.created_at > coalesce((SELECT r.read_at FROM case_reads r WHERE r.case_id = ${caseId} AND r.reader = 'staff'), 0))`;
}
