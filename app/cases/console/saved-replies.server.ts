import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { config } from "~/config.server";
import { MAX_MESSAGE_LENGTH } from "~/domain/case-messages";
import { db } from "~/db/client.server";
import { savedReplies } from "~/db/schema/index";
import { multiLineText, singleLineText } from "~/forms/field-rules";
import { localePath, locales, type Locale } from "~/i18n/locales";
import type { StaffUser } from "~/staff/permissions.server";

/** The placeholders a saved reply may hold (decision 0153); anything else in braces stays as written. */
export const savedReplyPlaceholders = ["firstName", "coordinatorName", "bookingLink"] as const;

export const savedReplySchema = z.object({
  intent: z.literal("add"),
  title: singleLineText({ label: "Title", max: 100 }),
  locale: z.enum(locales, { error: "Choose the reply's language" }),
  body: multiLineText({ label: "Reply", required: "Write the reply", max: MAX_MESSAGE_LENGTH }),
});

export const removeSavedReplySchema = z.object({ intent: z.literal("remove"), id: z.string().uuid() });

export function listSavedReplies() {
  return db.select().from(savedReplies).orderBy(asc(savedReplies.locale), asc(savedReplies.title));
}

export async function addSavedReply(staff: StaffUser, value: z.infer<typeof savedReplySchema>) {
  await db.insert(savedReplies).values({ title: value.title, locale: value.locale, body: value.body, createdBy: staff.id });
}

export async function removeSavedReply(id: string) {
  const removed = await db.delete(savedReplies).where(eq(savedReplies.id, id)).returning({ id: savedReplies.id });
  return removed.length === 1;
}

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

/** The saved replies offered on a case page, filled in for it; the patient's language first. */
export async function savedRepliesForCase(staff: StaffUser, caseRow: Omit<Fill, "coordinatorName">) {
  const rows = await listSavedReplies();
  return rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      locale: row.locale,
      text: fillSavedReply(row.body, row.locale, { patientName: caseRow.patientName, coordinatorName: staff.displayName }),
    }))
    .sort((a, b) => Number(b.locale === caseRow.locale) - Number(a.locale === caseRow.locale));
}
