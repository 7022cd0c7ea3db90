import { and, eq, lte, ne, sql } from "drizzle-orm";
import { moveCase } from "~/cases/move-case.server";
import { db } from "~/db/client.server";
import { cases } from "~/db/schema";
import { queueEmails } from "~/email/email.server";

/** Reminders handled per run; the next run, five minutes on, takes the rest. */
const BATCH = 100;

/**
 * The Cron Trigger's pass over the reminders whose time has come: each case comes back to review (from waiting on the
 * patient or scheduled), due at the reminder's time unless an answer was owed sooner, and its coordinator is told once.
 * Each case is one batch that acts only while the reminder it read is still set, so two runs act once. A closed case's
 * reminder is dropped: it was closed for a reason.
 */
export async function returnRemindedCases(now: Date) {
  await db
    .update(cases)
    .set({ remindAt: null, remindBy: null })
    .where(and(lte(cases.remindAt, now), eq(cases.status, "closed")));
  const reminded = await db
    .select({ id: cases.id, type: cases.type, status: cases.status, dueAt: cases.dueAt, remindAt: cases.remindAt })
    .from(cases)
    .where(and(lte(cases.remindAt, now), ne(cases.status, "closed")))
    .limit(BATCH);
  for (const c of reminded) {
    const remindAt = c.remindAt!;
    const stillSet = sql`EXISTS (SELECT 1 FROM cases WHERE id = ${c.id} AND remind_at = ${remindAt.getTime()})`;
    const comesBack = c.status === "awaiting_patient" || c.status === "scheduled";
    const results = await db.batch([
      db.update(cases).set({ updatedAt: now }).where(and(eq(cases.id, c.id), stillSet)),
      ...(comesBack ? moveCase(c, c.status, "in_review", null, now, { guard: stillSet }) : []),
      db
        .update(cases)
        .set({ dueAt: sql`min(${cases.dueAt}, ${remindAt.getTime()})`, remindAt: null, remindBy: null })
        .where(and(eq(cases.id, c.id), eq(cases.remindAt, remindAt)))
        .returning({ id: cases.id }),
    ]);
    const cleared = results.at(-1) as { id: string }[];
    if (cleared.length === 1) {
      await queueEmails([{ type: "staff-case-alert", caseId: c.id, event: "reminder" }], { stored: `Reminder of case ${c.id}` });
    }
  }
}
