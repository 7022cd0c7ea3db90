import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { teamMembers } from "~/db/schema";
import { portraitRefusals, readPortraitUpload } from "~/doctors/portrait-upload.server";
import {
  createRecord,
  managedRecords,
  recordPhotoResponse,
  receiveRecordPhoto,
  recordSlug,
  updateRecord,
  type RecordPhoto,
} from "~/staff/admin-records.server";
import type { StaffUser } from "~/staff/permissions.server";
import type { TeamMemberValues } from "./team-form-schema";

/** The console's team members (decision 0165). */
export const teamRecords = managedRecords(teamMembers, "team_member", { data: "team", idField: "memberId", gone: "This team member no longer exists." });

/** A team member's photo: the site's own encoding, in SITE_PHOTOS, served from /team/{id}/photo?v=… while shown. */
const teamPhoto = (): RecordPhoto => ({
  bucket: env.SITE_PHOTOS,
  folder: "team",
  keyColumn: teamMembers.photoKey,
  url: (id, key) => `/team/${id}/photo?v=${key.slice(-8)}`,
});

/** The console's list: every team member, shown or hidden, in About's order. */
export function listTeamForStaff() {
  return db
    .select({ id: teamMembers.id, name: teamMembers.name, nameAr: teamMembers.nameAr, role: teamMembers.role, isActive: teamMembers.isActive, updatedAt: teamMembers.updatedAt, photoSrc: teamMembers.photoSrc })
    .from(teamMembers)
    .orderBy(asc(teamMembers.position), asc(teamMembers.name));
}

/** One team member as the console edits them; undefined when there is none. */
export async function getTeamMemberForStaff(id: string) {
  const [member] = await db.select().from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
  return member;
}

function profileColumns(values: TeamMemberValues) {
  const { name, nameAr, role, roleAr, bio, bioAr, languages, position } = values;
  return { name, nameAr, role, roleAr, bio, bioAr, languages, position, updatedAt: new Date() };
}

/** Adds a team member, hidden until an admin shows them; returns the id. */
export function createTeamMember(staff: StaffUser, request: Request, values: TeamMemberValues) {
  return createRecord(staff, request, teamRecords, recordSlug(values.name) || "member", values.name, (id) => [
    db.insert(teamMembers).values({ id, ...profileColumns(values), isActive: false }),
  ]);
}

/** Saves a team member; false when there is no such member (the console never deletes one). */
export function updateTeamMember(staff: StaffUser, request: Request, id: string, values: TeamMemberValues) {
  return updateRecord(staff, request, teamRecords, id, values.name, [db.update(teamMembers).set(profileColumns(values)).where(eq(teamMembers.id, id))]);
}

/** An admin's photo upload, from a phone or a desktop, decoded and encoded afresh as doctors' portraits are. */
export async function receiveTeamPhoto(staff: StaffUser, request: Request, id: string) {
  return receiveRecordPhoto(staff, request, teamRecords, teamPhoto(), id, await readPortraitUpload(request), portraitRefusals);
}

/** A shown team member's uploaded photo; null otherwise (404). */
export const teamPhotoResponse = (id: string, viewer: StaffUser | null) => recordPhotoResponse(teamRecords, teamPhoto(), id, viewer);
