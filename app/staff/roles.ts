import { staffRoles, type StaffRole, type UserRole } from "~/domain/roles";

export { staffRoles, userRoles, type StaffRole, type UserRole } from "~/domain/roles";

export const roleLabels: Record<UserRole, string> = { user: "Patient", coordinator: "Coordinator", admin: "Admin" };

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role ?? "");
}
