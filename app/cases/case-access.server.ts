import { and, eq, isNotNull, max } from "drizzle-orm";
import { getUserId } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { caseMessages, cases, staffCaseReads, users } from "~/db/schema";
import { canWorkCase, getStaffUser, type StaffUser } from "~/staff/permissions.server";
import { notFound } from "~/utils/not-found";
import type { RequestArgs } from "~/utils/request-context";
import { isCaseLinkKey, linkExpiresAt } from "./case-link.server";

export type CaseRecord = typeof cases.$inferSelect;

/**
 * Who is looking at a thread. A patient is the case's account holder, or (for a contact
 * message sent without an account) the holder of a confirmed account with the case's e-mail,
 * or whoever holds the case's conversation link while it is valid.
 */
export type CaseViewer =
  | { kind: "staff"; staff: StaffUser }
  | { kind: "patient"; userId: string }
  | { kind: "link"; key: string };

export type CaseAccess = { viewer: CaseViewer; caseRow: CaseRecord };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function findCase(caseId: string | undefined) {
  if (!caseId || !UUID.test(caseId)) return null;
  return (await db.query.cases.findFirst({ where: eq(cases.id, caseId) })) ?? null;
}

async function lastMessageAt(caseId: string) {
  const [row] = await db.select({ at: max(caseMessages.createdAt) }).from(caseMessages).where(eq(caseMessages.caseId, caseId));
  return row?.at ?? null;
}

export async function isCasePatient(userId: string, caseRow: Pick<CaseRecord, "patientUserId" | "patientEmail">) {
  if (caseRow.patientUserId) return caseRow.patientUserId === userId;
  // An unconfirmed account could have been opened with someone else's address.
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.email, caseRow.patientEmail), isNotNull(users.emailConfirmedAt)))
    .limit(1);
  return Boolean(user);
}

/** The patient side of a thread: a signed-in patient of the case, or a valid conversation link. Everyone else: 404. */
export async function requirePatientCase({ request, context }: RequestArgs, caseId: string | undefined): Promise<CaseAccess> {
  const caseRow = await findCase(caseId);
  if (!caseRow) notFound();
  const key = new URL(request.url).searchParams.get("key");
  if (key !== null) {
    if (!(await isCaseLinkKey(caseRow.id, key))) notFound();
    if (linkExpiresAt(caseRow.receivedAt, await lastMessageAt(caseRow.id)).getTime() < Date.now()) notFound();
    return { viewer: { kind: "link", key }, caseRow };
  }
  const userId = getUserId(context);
  if (!userId || !(await isCasePatient(userId, caseRow))) notFound();
  return { viewer: { kind: "patient", userId }, caseRow };
}

/** The staff side: a coordinator who may work the case, or an admin. Everyone else: 404. */
export async function requireStaffCase({ context }: RequestArgs, caseId: string | undefined): Promise<CaseAccess> {
  const staff = getStaffUser(context);
  if (!staff) notFound();
  const caseRow = await findCase(caseId);
  if (!caseRow || !(await canWorkCase(staff, caseRow.id))) notFound();
  return { viewer: { kind: "staff", staff }, caseRow };
}

/**
 * The staff side of a post or a poll from a page that was open: the case, or `lost` when it left this staff
 * member's reach after they had opened it (a colleague took it, an admin gave it away), so the page can say so
 * instead of a 404. Someone who never opened the case gets the 404, as from `requireStaffCase`.
 */
export async function requireStaffCaseOrLost(
  args: RequestArgs,
  caseId: string | undefined,
): Promise<{ staff: StaffUser; caseRow: CaseRecord; lost: boolean }> {
  const staff = getStaffUser(args.context);
  if (!staff) notFound();
  const caseRow = await findCase(caseId);
  if (!caseRow) notFound();
  if (await canWorkCase(staff, caseRow.id)) return { staff, caseRow, lost: false };
  const [opened] = await db
    .select({ at: staffCaseReads.readAt })
    .from(staffCaseReads)
    .where(and(eq(staffCaseReads.caseId, caseRow.id), eq(staffCaseReads.staffId, staff.id)))
    .limit(1);
  return opened ? { staff, caseRow, lost: true } : notFound();
}

/** Either side, for the requests both make (polling for new messages). */
export async function requireAnyCase(args: RequestArgs, caseId: string | undefined): Promise<CaseAccess> {
  const staff = new URL(args.request.url).searchParams.has("key") ? null : getStaffUser(args.context);
  return staff ? requireStaffCase(args, caseId) : requirePatientCase(args, caseId);
}
