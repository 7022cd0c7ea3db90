import { scopeFor, type StaffUser } from "~/staff/permissions.server";
import { listStaff } from "~/staff/staff-members.server";
import { notFound } from "~/utils/not-found";

/**
 * Whose consultation hours the hours page shows and changes: the signed-in staff member's own, or with `?for=<id>`
 * a colleague's, for an admin only (covering a coordinator who cannot, or setting up a new one). Anyone else asking
 * for a colleague, or for someone not on the staff, gets the 404 of a page that is not there.
 */
export async function hoursOwner(staff: StaffUser, request: Request) {
  const asked = new URL(request.url).searchParams.get("for");
  const admin = scopeFor(staff, "bookings").all;
  const members = admin ? await listStaff() : [];
  if (!asked || asked === staff.id) return { id: staff.id, name: staff.displayName, own: true, members };
  if (!admin) notFound();
  const member = members.find((m) => m.id === asked);
  if (!member) notFound();
  return { id: member.id, name: member.name, own: false, members };
}

export const hoursPath = (owner: { id: string; own: boolean }) => (owner.own ? "/staff/availability" : `/staff/availability?for=${encodeURIComponent(owner.id)}`);
