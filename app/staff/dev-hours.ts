/**
 * Consultation hours for the local coordinator account, so a fresh `npm start` has times
 * to book: Saturday to Thursday, 09:00–21:00 Cairo time. Fixed ids keep it idempotent.
 */
export function devConsultationHoursSql(coordinatorId: string) {
  const quoted = `'${coordinatorId.replaceAll("'", "''")}'`;
  return [6, 0, 1, 2, 3, 4].map(
    (weekday) =>
      `INSERT INTO consultation_hours (id, coordinator_id, weekday, start_minute, end_minute) SELECT 'dev-hours-${weekday}', id, ${weekday}, 540, 1260 FROM users WHERE id = ${quoted}
  ON CONFLICT (id) DO NOTHING;`,
  );
}
