import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { config } from "~/config.server";
import { MAX_MESSAGE_LENGTH } from "~/domain/case-messages";
import { db } from "~/db/client.server";
import { savedReplies } from "~/db/schema/index";
import { multiLineText, singleLineText } from "~/forms/field-rules";
import { localePath, locales, type Locale } from "~/i18n/locales";
import { scopeFor, type StaffUser } from "~/staff/permissions.server";

/** The placeholders a saved reply may hold (decision 0153); anything else in braces stays as written. */
export const savedReplyPlaceholders = ["firstName", "coordinatorName", "bookingLink"] as const;

const savedReplyFields = {
  title: singleLineText({ label: "Title", max: 100 }),
  locale: z.enum(locales, { error: "Choose the reply's language" }),
  body: multiLineText({ label: "Reply", required: "Write the reply", max: MAX_MESSAGE_LENGTH }),
  /** An admin's reply for the whole team; anyone else's is their own whatever the box says. */
  shared: z.literal("on").optional(),
};

/** The add form and each reply's edit form: one schema, the intent (and the edited reply's id) telling them apart. */
export const savedReplySchema = z.object({ intent: z.enum(["add", "edit"]), id: z.string().uuid().optional(), ...savedReplyFields });

export const removeSavedReplySchema = z.object({ intent: z.literal("remove"), id: z.string().uuid() });

type SavedReplyValue = z.infer<typeof savedReplySchema>;

/** The replies a staff member is offered and may read: the team's and their own. */
const readable = (staff: StaffUser) => or(isNull(savedReplies.ownerId), eq(savedReplies.ownerId, staff.id));

/** Of those, the ones they may change: their own, and the team's for an admin. */
function changeable(staff: StaffUser) {
  const scope = scopeFor(staff, "savedReplies");
  return scope.all ? readable(staff) : and(readable(staff), scope.where);
}

export function listSavedReplies(staff: StaffUser) {
  return db
    .select()
    .from(savedReplies)
    .where(readable(staff))
    .orderBy(sql`${savedReplies.ownerId} IS NULL`, asc(savedReplies.locale), asc(savedReplies.title));
}

/** Whose a new or edited reply is: the team's only when an admin shares it. */
const ownerOf = (staff: StaffUser, value: SavedReplyValue) => (value.shared && scopeFor(staff, "team").all ? null : staff.id);

export async function addSavedReply(staff: StaffUser, value: SavedReplyValue) {
  await db.insert(savedReplies).values({ title: value.title, locale: value.locale, body: value.body, createdBy: staff.id, ownerId: ownerOf(staff, value) });
}

/** Edits a reply in place; false when it is gone or not theirs to change. */
export async function editSavedReply(staff: StaffUser, id: string, value: SavedReplyValue) {
  const edited = await db
    .update(savedReplies)
    .set({ title: value.title, locale: value.locale, body: value.body, ownerId: ownerOf(staff, value), updatedAt: new Date() })
    .where(and(eq(savedReplies.id, id), changeable(staff)))
    .returning({ id: savedReplies.id });
  return edited.length === 1;
}

export async function removeSavedReply(staff: StaffUser, id: string) {
  const removed = await db.delete(savedReplies).where(and(eq(savedReplies.id, id), changeable(staff))).returning({ id: savedReplies.id });
  return removed.length === 1;
}

/** Whether the staff member may change this listed reply (the page offers its forms only then). */
export const mayChange = (staff: StaffUser, reply: { ownerId: string | null }) => reply.ownerId === staff.id || (reply.ownerId === null && scopeFor(staff, "team").all);

type Fill = { patientName: string; coordinatorName: string; locale: Locale };

/** A saved reply's text for one case: the patient's first name, the coordinator's name, the booking page in the reply's language. */
export function fillSavedReply(body: string, locale: Locale, fill: Omit<Fill, "locale">) {
  const values: Record<(typeof savedReplyPlaceholders)[number], string> = {
    firstName: fill.patientName.trim().split(/\s+/)[0] ?? fill.patientName,
    coordinatorName: fill.coordinatorName.trim().split(/\s+/)[0] ?? fill.coordinatorName,
    bookingLink: `${config.siteUrl}${localePath(locale, "/book")}`,
  };
  return body.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (savedReplyPlaceholders as readonly string[]).includes(name) ? values[name as keyof typeof values] : whole,
  );
}

/** The saved replies offered on a case page, filled in for it: the patient's language first, then their own before the team's. */
export async function savedRepliesForCase(staff: StaffUser, caseRow: Omit<Fill, "coordinatorName">) {
  const rows = await listSavedReplies(staff);
  return rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      locale: row.locale,
      own: row.ownerId !== null,
      text: fillSavedReply(row.body, row.locale, { patientName: caseRow.patientName, coordinatorName: staff.displayName }),
    }))
    .sort((a, b) => Number(b.locale === caseRow.locale) - Number(a.locale === caseRow.locale));
}
