// Gives an existing account a role: `npm run staff:grant -- someone@example.com admin` (local D1), or with
// `--remote` the production D1. Roles: admin, coordinator, user (user takes a staff role away).
// This is how the first admin is made; after that, admins invite and manage staff in /staff/admin/staff.
import { userRoles, type UserRole } from "../app/domain/roles.ts";
import { d1Execute, persistDir } from "./local-d1.ts";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const [rawEmail, role] = args.filter((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--persist-to");
const email = rawEmail?.trim().toLowerCase() ?? "";

if (!/^[^\s@']+@[^\s@']+\.[^\s@']+$/.test(email) || !(userRoles as readonly string[]).includes(role ?? "")) {
  console.error(`Usage: npm run staff:grant -- <e-mail of an existing account> <${userRoles.join("|")}> [--remote]`);
  process.exit(1);
}

const target = remote ? ["--remote", "--env", "production"] : ["--local", "--persist-to", persistDir(args)];
const [found] = d1Execute(target, {
  command: `SELECT u.id, p.role FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.email = '${email}'`,
});
const account = found?.results[0] as { id: string; role: UserRole } | undefined;
if (!account) {
  console.error(`No account with the e-mail ${email}. The person signs up at /auth first, then run this again.`);
  process.exit(1);
}
if (account.role === role) {
  console.log(`${email} is already ${role}.`);
  process.exit(0);
}

// The same types and risk levels the admin pages record (app/security/events.server.ts).
const [eventType, riskLevel] = role === "user" ? ["staff_removed", "medium"] : ["staff_role_changed", "high"];
const eventData = JSON.stringify({ from: account.role, to: role, by: "staff:grant command" }).replaceAll("'", "''");
d1Execute(target, {
  command: `UPDATE profiles SET role = '${role}' WHERE user_id = '${account.id}';
INSERT INTO security_events (id, event_type, user_id, event_data, risk_level)
  VALUES (lower(hex(randomblob(16))), '${eventType}', '${account.id}', '${eventData}', '${riskLevel}');`,
});
console.log(`${email}: ${account.role} → ${role}${remote ? " (production)" : ""}.`);
