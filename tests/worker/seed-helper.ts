import { env } from "cloudflare:workers";
import seedSql from "../../app/db/sample-data.sql?raw";
import { contentTables } from "../content-tables";

/**
 * Splits a SQL script into statements. A `;` ends a statement unless it sits inside a quoted string ('' is an escaped
 * quote, which toggles the state twice); `--` comments outside strings are dropped. D1's exec() cannot be used
 * instead: it treats every line as a statement.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let current = "";
  let inString = false;
  for (let i = 0; i < script.length; i++) {
    const char = script[i];
    if (!inString && char === "-" && script[i + 1] === "-") {
      const endOfLine = script.indexOf("\n", i);
      i = endOfLine === -1 ? script.length : endOfLine - 1;
      continue;
    }
    if (char === "'") inString = !inString;
    if (char === ";" && !inString) {
      if (current.trim()) statements.push(current.trim());
      current = "";
      continue;
    }
    current += char;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/** Applies app/db/sample-data.sql (the file `npm run db:sample-data` runs) to the test D1, atomically, and returns D1's results. */
export function applySeed() {
  return env.DB.batch(splitSqlStatements(seedSql).map((statement) => env.DB.prepare(statement)));
}

/** Deletes every row of the content tables (the sample catalogue every file starts with included), atomically. */
export function emptyContent() {
  return env.DB.batch(contentTables.map((table) => env.DB.prepare(`DELETE FROM "${table}"`)));
}
