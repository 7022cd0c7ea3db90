import { and, eq, isNull, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cases, quotes, staffAlertSettings, staffDigestItems } from "~/db/schema/index";
import { choosableAlertEvents, DIGEST_MINUTE, type ChoosableAlertEvent } from "~/domain/staff-alerts";
import { queueEmails, type Routing } from "~/email/email.server";
import { addDays, CLINIC_ZONE, wallClock, zonedTimeToUtc } from "~/i18n/time";
import type { AlertSettings } from "./alert-settings-schema";

const isChoosable = (event: string): event is ChoosableAlertEvent => (choosableAlertEvents as readonly string[]).includes(event);

/** A staff member's choices; an alert they never chose for comes at once. */
export async function alertSettingsOf(userId: string): Promise<AlertSettings> {
  const rows = await db.select().from(staffAlertSettings).where(eq(staffAlertSettings.userId, userId));
  const chosen = new Map(rows.map((r) => [r.event, r.delivery]));
  return Object.fromEntries(choosableAlertEvents.map((event) => [event, chosen.get(event) ?? "now"])) as AlertSettings;
}

export async function saveAlertSettings(userId: string, settings: AlertSettings) {
  const [first, ...rest] = choosableAlertEvents.map((event) =>
    db
      .insert(staffAlertSettings)
      .values({ userId, event, delivery: settings[event] })
      .onConflictDoUpdate({ target: [staffAlertSettings.userId, staffAlertSettings.event], set: { delivery: settings[event] } }),
  );
  await db.batch([first!, ...rest]);
}

/** The two alerts a staff member may hold for the digest or turn off (their jobs as their kinds define them). */
type StaffAlertJob =
  | { type: "staff-case-alert"; caseId: string; event: string; adminId?: string }
  | { type: "quote-decided"; quoteId: string };

/** The case and the event of a staff alert: a quote's answer is the case's "quote-decided". */
async function alertOf(job: StaffAlertJob) {
  if (job.type === "staff-case-alert") return job;
  const [quote] = await db.select({ caseId: quotes.caseId }).from(quotes).where(eq(quotes.id, job.quoteId));
  return quote ? { caseId: quote.caseId, event: "quote-decided" as const, adminId: undefined } : null;
}

/**
 * What happens to an alert on its way out (the e-mail consumer asks, once per queue message): sent, held for
 * its recipient's digest, or dropped, as the recipient chose. An alert to the team inbox (nobody has the case)
 * is always sent. A message delivered twice is held once (its id is the item's).
 */
export async function routeStaffAlert(job: StaffAlertJob, messageId: string, now: Date): Promise<Routing> {
  const alert = await alertOf(job);
  if (!alert) return "send";
  const { event } = alert;
  if (!isChoosable(event)) return "send";
  const recipientId =
    alert.adminId ??
    (await db.query.cases.findFirst({ where: eq(cases.id, alert.caseId), columns: { assigneeId: true } }))?.assigneeId;
  if (!recipientId) return "send";
  const [choice] = await db
    .select({ delivery: staffAlertSettings.delivery })
    .from(staffAlertSettings)
    .where(and(eq(staffAlertSettings.userId, recipientId), eq(staffAlertSettings.event, event)));
  if (!choice || choice.delivery === "now") return "send";
  if (choice.delivery === "off") return "dropped";
  await db
    .insert(staffDigestItems)
    .values({ id: messageId, userId: recipientId, caseId: alert.caseId, event, createdAt: now })
    .onConflictDoNothing();
  return "held";
}

/** The latest digest time (07:00 in Cairo) at or before `now`, DST-safe. */
export function lastDigestTime(now: Date) {
  const today = wallClock(now.getTime(), CLINIC_ZONE).date;
  const todays = zonedTimeToUtc(today, DIGEST_MINUTE, CLINIC_ZONE);
  return new Date(todays <= now.getTime() ? todays : zonedTimeToUtc(addDays(today, -1), DIGEST_MINUTE, CLINIC_ZONE));
}

/**
 * The scheduled job: everything held before this morning's digest time goes out, one e-mail per staff member.
 * The UPDATE decides (it takes only items no digest has taken), so two runs at once cannot send an item twice;
 * its instant names the digest, which the template reads back. Released again if the Queue refuses the e-mails.
 */
export async function queueDigests(now: Date) {
  const taken = await db
    .update(staffDigestItems)
    .set({ sentAt: now })
    .where(and(isNull(staffDigestItems.sentAt), lt(staffDigestItems.createdAt, lastDigestTime(now))))
    .returning({ userId: staffDigestItems.userId });
  const userIds = [...new Set(taken.map((t) => t.userId))];
  if (userIds.length === 0) return;
  const jobs = userIds.map((userId) => ({ type: "staff-digest" as const, userId, batchAt: now.getTime() }));
  if (!(await queueEmails(jobs, { stored: `The digest of ${now.toISOString()}` }))) {
    // Not all were queued: the items wait for the next run rather than being marked sent (past 100 staff members, a
    // digest queued in an earlier batch may then come twice, never none).
    await db.update(staffDigestItems).set({ sentAt: null }).where(eq(staffDigestItems.sentAt, now));
  }
}
