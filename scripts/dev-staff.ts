// Creates the local staff accounts (admin@nilecare.test, coordinator@nilecare.test) in the local D1.
// Part of `npm run db:setup` and the test set-up; never run against production.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { devStaffAccounts, devStaffSql } from "../app/staff/dev-staff.ts";
import { d1Execute, localPasswordPepper, persistDir } from "./local-d1.ts";

const dir = mkdtempSync(join(tmpdir(), "nilecare-dev-staff-"));
try {
  const file = join(dir, "dev-staff.sql");
  writeFileSync(file, await devStaffSql(localPasswordPepper()));
  d1Execute(["--local", "--persist-to", persistDir(process.argv.slice(2))], { file });
  console.log(`Local staff accounts ready: ${devStaffAccounts.map((a) => `${a.email} (${a.role})`).join(", ")}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
