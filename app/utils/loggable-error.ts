/**
 * An error as it may appear in a log line. Drizzle's query errors put the query's
 * parameters in their message (session ids, token hashes, password hashes, personal
 * data); only the SQL and the database's own message are kept. Other errors pass
 * through unchanged, stack included.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !error.message.startsWith("Failed query: ")) return error;
  const end = error.message.indexOf("\nparams:");
  const query = error.message.slice("Failed query: ".length, end === -1 ? undefined : end);
  const cause = error.cause instanceof Error ? error.cause.message : "no cause given";
  return `Database query failed (${cause}): ${query}`;
}

/** The loggable text of an error: its message, or the cleaned query error. */
export function errorMessage(error: unknown) {
  const loggable = loggableError(error);
  return loggable instanceof Error ? loggable.message : String(loggable);
}
