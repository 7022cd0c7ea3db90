/** What a change of the team's hours did to the open promises, for the admin's toast. */
export function movedDueTimes(moved: number) {
  if (moved === 0) return "No open case's due time changed.";
  return moved === 1 ? "1 open case's due time moved." : `${moved} open cases' due times moved.`;
}
