import { hashPasswordWithPepper } from "../auth/password-hash.ts";
import { devConsultationHoursSql } from "./dev-hours.ts";
import type { StaffRole } from "../domain/roles.ts";

/**
 * The two staff accounts every local set-up has (npm start, npm run dev, the tests), so the
 * console can be tried at once. Only local set-ups run this; the production seed never does.
 */
export const DEV_STAFF_PASSWORD = "NileCare-Dev-2026!";

export const devStaffAccounts = [
  { id: "dev-staff-admin", email: "admin@nilecare.test", username: "Amira Admin", role: "admin" },
  { id: "dev-staff-coordinator", email: "coordinator@nilecare.test", username: "Karim Coordinator", role: "coordinator" },
] as const satisfies readonly { id: string; email: string; username: string; role: StaffRole }[];

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * SQL that creates the accounts, or puts back their password and role if someone changed them,
 * so the documented password always works. The hash needs the worker's PASSWORD_PEPPER (and its
 * PASSWORD_ITERATIONS where it sets one: the worker tests).
 */
export async function devStaffSql(pepper: string, iterations?: number) {
  const statements: string[] = [];
  for (const account of devStaffAccounts) {
    const hash = await hashPasswordWithPepper(DEV_STAFF_PASSWORD, pepper, iterations);
    statements.push(
      `INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES (${quote(account.id)}, ${quote(account.email)}, ${quote(hash)}, unixepoch() * 1000)
  ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, email_confirmed_at = coalesce(users.email_confirmed_at, excluded.email_confirmed_at);`,
      `INSERT INTO profiles (user_id, username, role) SELECT id, ${quote(account.username)}, ${quote(account.role)} FROM users WHERE email = ${quote(account.email)}
  ON CONFLICT (user_id) DO UPDATE SET role = excluded.role;`,
    );
  }
  statements.push(...devConsultationHoursSql("dev-staff-coordinator"));
  return statements.join("\n");
}
