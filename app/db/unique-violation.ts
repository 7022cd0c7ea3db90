/**
 * Whether a D1 statement failed on a UNIQUE index: the index decided a race (two holds of one slot, a slot given
 * to someone who has it taken). D1 puts SQLite's message in the error or in its cause.
 */
export function isUniqueViolation(error: unknown) {
  const text = `${error instanceof Error ? error.message : ""} ${error instanceof Error && error.cause instanceof Error ? error.cause.message : ""}`;
  return text.includes("UNIQUE constraint failed");
}
