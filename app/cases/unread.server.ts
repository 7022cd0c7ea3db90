import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * 1 when the case has a patient message this staff member has not read since (each has their own mark,
 * decision 0154): a column the case list selects in its own query, so the list stays one statement.
 */
export function unreadReplySql(caseId: SQLiteColumn, staffId: string): SQL<number> {
  return sql<number>`EXISTS (
    SELECT 1 FROM case_messages m
    WHERE m.case_id = ${caseId} AND m.author = 'patient'
      AND m.created_at > coalesce((SELECT r.read_at FROM staff_case_reads r WHERE r.case_id = ${caseId} AND r.staff_id = ${staffId}), 0))`;
}
