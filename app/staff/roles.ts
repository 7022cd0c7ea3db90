/** Who a profile is: a patient (`user`) or one of the two staff roles. */
export const userRoles = ["user", "coordinator", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

export const staffRoles = ["coordinator", "admin"] as const satisfies readonly UserRole[];
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<UserRole, string> = { user: "Patient", coordinator: "Coordinator", admin: "Admin" };

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role ?? "");
}
