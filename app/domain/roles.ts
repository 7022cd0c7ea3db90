/** Who a profile is: a patient (`user`) or one of the two staff roles. */
export const userRoles = ["user", "coordinator", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

export const staffRoles = ["coordinator", "admin"] as const satisfies readonly UserRole[];
export type StaffRole = (typeof staffRoles)[number];
