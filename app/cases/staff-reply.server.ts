import type { SubmissionResult } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { site } from "~content/site";
import { displayNameOf, firstNameOf } from "~/auth/display-name";
import { moveCase } from "~/cases/move-case.server";
import { keptCaseOf } from "~/cases/merge-cases.server";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { caseEvents, caseMessages, casePresence, cases, profiles } from "~/db/schema";
import { aboutCase, defineEmails, mailLanguage, queueEmails, type Rendered } from "~/email/email.server";
import type { Outcome } from "~/forms/outcome.server";
import { isPlainPost } from "~/forms/plain-post";
import { CLINIC_ZONE, formatInstant } from "~/i18n/time";
import type { Locale } from "~/i18n/locales";
import { clientIp } from "~/security/request-meta.server";
import { auditIf } from "~/staff/audit.server";
import { canWorkCase, type StaffUser } from "~/staff/permissions.server";
import type { ToastInput } from "~/toast/toast";
import { notFound } from "~/utils/not-found";
import type { RequestArgs } from "~/utils/request-context";
import { afterReplyChoices } from "./after-reply";
import { requireStaffCase, requireStaffCaseOrLost, type CaseRecord } from "./case-access.server";
import { announceCaseChange } from "./case-live-notice.server";
import { PRESENCE_FRESH_MS } from "./console/presence-rules";
import { reminderInstant } from "./console/reminder-rules";
import { markStaffReadStatement, threadMessages, threadMessageSchema, type ThreadMessage } from "./thread-page.server";
import { closingLines, findCase, patientLink } from "./thread-emails.server";
import { replyHeadersFor } from "./reply-address.server";
import { refusalText, templateText } from "./whatsapp/reply-panel.server";
import { mayWhatsappSql, queueWhatsapp, whatsappStateOf } from "./whatsapp/outbound.server";
import { whatsappTemplates, type WhatsappTemplate } from "./whatsapp/whatsapp-rules";

/*
 * A coordinator's reply to the patient, end to end: the form's schema, the case page's handlers (a reply, or a
 * WhatsApp template when the 24-hour window is closed), the guarded write, and the e-mail the patient gets.
 */

const instant = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number)
  .optional();

/**
 * A coordinator's reply also says which messages their page showed (the newest one's time, in ms): a patient
 * message after it refuses the reply; and the newest team reply the writer had before them (`teamSeenUpTo`): a
 * colleague's reply after it asks first (decision 0154). Missing on old pages: then nothing is compared.
 */
export const staffReplySchema = threadMessageSchema.extend({
  seenUpTo: instant,
  teamSeenUpTo: instant,
  /** Where the reply goes: the site and e-mail (as always), or the patient's WhatsApp. */
  channel: z.enum(["site", "whatsapp"]).optional(),
  /** What the case does next: wait for the patient (as always), or stay in review, due at a follow-up the reply promised. */
  after: z.enum(afterReplyChoices).optional(),
});

type Reply = SubmissionResult<string[]>;

/**
 * What the case page's thread forms answer: the form's reply, and after a collision the patient's newer words, or
 * (`askToSend`) the question whether to send after a colleague's reply.
 */
export type CaseThreadAnswer =
  | { messageResult: Reply; newerMessages?: ThreadMessage[]; seenUpTo?: number; teamSeenUpTo?: number; askToSend?: true; ok?: true }
  | { quoteResult: Reply; ok?: true };

const MERGED_AWAY = "This case was merged into another. Reply on the kept case, where the patient reads the thread.";

/** The exact question the writer is asked; the line after it names who answered. */
const COLLEAGUE_REPLIED = "A colleague replied while you were writing — send anyway?";

function colleagueLine(names: string[], at: string) {
  const who = [...new Set(names)].join(" and ");
  return `${who} answered the patient at ${formatInstant(at, { zone: CLINIC_ZONE, preset: "console" })} (Cairo), shown in the conversation. Your draft is kept: send it anyway, or change it first.`;
}

const LOST =
  "This case was given to a colleague (or merged) while you were writing, so it is no longer yours to answer. Your reply was not sent. Ask the case's coordinator or an admin if it should come back to you.";

function collisionMessage(count: number) {
  const what = count === 1 ? "a new message" : `${count} new messages`;
  return `Not sent: the patient wrote ${what} since you opened this case (shown above your reply). Read it, then send your reply again — your draft is kept.`;
}

/** The staff console is English (decision 0131). */
const sentToasts = {
  replied: { title: "Reply sent", description: "The patient gets it by e-mail with a link back." },
  whatsapped: { title: "Sent on WhatsApp", description: "It goes to the patient's WhatsApp; its delivery shows beside it." },
} as const satisfies Record<string, ToastInput>;

export type ThreadArgs = RequestArgs & { params: { caseId?: string } };

export async function staffThread(args: ThreadArgs) {
  const { viewer, caseRow } = await requireStaffCase(args, args.params.caseId);
  if (viewer.kind !== "staff") notFound();
  return { staff: viewer.staff, caseRow };
}

/** A coordinator's reply to the patient, from the case page: stored, then e-mailed to the patient. */
export async function replyToPatient(args: ThreadArgs, form: FormData): Promise<Outcome<CaseThreadAnswer>> {
  const { staff, caseRow, lost } = await requireStaffCaseOrLost(args, args.params.caseId);
  const submission = parseWithZod(form, { schema: staffReplySchema });
  if (submission.status !== "success") return refused(400, { messageResult: submission.reply() });
  if (lost) return caseLost(staff, caseRow, submission.reply({ formErrors: [LOST] }), form);
  // The patient reads only the kept case: a reply here would never reach their page.
  if (await keptCaseOf(caseRow.id)) {
    return { ...refused(409, { messageResult: submission.reply({ formErrors: [MERGED_AWAY] }) }), toast: { title: "Reply not sent", description: MERGED_AWAY, variant: "destructive" } };
  }
  const { body, seenUpTo, teamSeenUpTo, channel, after } = submission.value;
  const followUp = after && after !== "wait" ? reminderInstant(after, Date.now()) : null;
  const posted = await postStaffReply(caseRow, staff, body, {
    seenUpTo: seenUpTo === undefined ? undefined : new Date(seenUpTo),
    teamSeenUpTo: teamSeenUpTo === undefined ? undefined : new Date(teamSeenUpTo),
    ip: clientIp(args.request),
    ...(channel === "whatsapp" ? { whatsapp: {} } : {}),
    ...(followUp === null ? {} : { followUpAt: new Date(followUp) }),
  });
  if (!posted.ok && posted.refusal) {
    // Nothing was sent: the draft stays, the reason is said, and the templates are offered beside the box.
    return refused(409, { messageResult: submission.reply({ formErrors: [refusalText(posted.refusal)] }) });
  }
  if (!posted.ok) {
    // Nothing was sent: the draft stays in the box, the patient's newer words are shown above it, and a colleague's
    // reply is named with the question whether to send anyway.
    const newest = posted.newer.at(-1);
    const colleagues = posted.colleagues.at(-1);
    const errors = [
      ...(posted.newer.length > 0 ? [collisionMessage(posted.newer.length)] : []),
      ...(colleagues ? [COLLEAGUE_REPLIED, colleagueLine(posted.colleagues.map((c) => c.name), colleagues.sentAt)] : []),
    ];
    return refused(409, {
      messageResult: submission.reply({ formErrors: errors }),
      newerMessages: posted.newer,
      seenUpTo: newest ? Date.parse(newest.sentAt) : seenUpTo,
      teamSeenUpTo: colleagues ? Date.parse(colleagues.sentAt) : teamSeenUpTo,
      ...(colleagues && posted.newer.length === 0 ? { askToSend: true as const } : {}),
    });
  }
  const sentToast = channel === "whatsapp" ? sentToasts.whatsapped : sentToasts.replied;
  return {
    status: "done",
    toast:
      followUp === null
        ? sentToast
        : { ...sentToast, description: `${sentToast.description} You follow up at ${formatInstant(followUp, { zone: CLINIC_ZONE, preset: "console" })} (Cairo): the case is due then and reminds you.` },
    reply: { messageResult: submission.reply({ resetForm: true }), ok: true },
    hash: "#conversation",
  };
}

/** An approved WhatsApp template, chosen when the 24-hour window is closed: the thread keeps its words in the patient's language. */
export async function sendWhatsappTemplate(args: ThreadArgs, form: FormData): Promise<Outcome<CaseThreadAnswer>> {
  const { staff, caseRow } = await staffThread(args);
  const template = whatsappTemplates.find((name) => name === form.get("template"));
  const reply = (formErrors: string[]): SubmissionResult<string[]> => ({ status: "error", error: { "": formErrors } });
  if (!template) return refused(400, { messageResult: reply(["Choose a template."]) });
  if (await keptCaseOf(caseRow.id)) return refused(409, { messageResult: reply([MERGED_AWAY]) });
  const posted = await postStaffReply(caseRow, staff, templateText(template, caseRow.locale), { ip: clientIp(args.request), whatsapp: { template } });
  if (!posted.ok) return refused(409, { messageResult: reply([posted.refusal ? refusalText(posted.refusal) : "Not sent: the patient wrote since you opened this case. Read it first."]) });
  return { status: "done", toast: sentToasts.whatsapped, reply: { messageResult: { status: "success" }, ok: true }, hash: "#conversation" };
}

/**
 * A reply from a page whose case left the writer's reach while they wrote (a colleague or an admin took it, or it
 * was merged into one they may not work): nothing is sent. With JavaScript the page stays with the draft in the box
 * and the reason above it; without, the page cannot be drawn again for them, so they land where they can go on
 * (the kept case when they may work it, else the case list) with the reason.
 */
async function caseLost(staff: StaffUser, caseRow: CaseRecord, messageResult: Reply, form: FormData): Promise<Outcome<CaseThreadAnswer>> {
  const toast = { title: "Reply not sent", description: LOST, variant: "destructive" } as const;
  if (!isPlainPost(form)) return { ...refused(409, { messageResult }), toast };
  const kept = await keptCaseOf(caseRow.id);
  return { status: "redirect", to: kept && (await canWorkCase(staff, kept)) ? `/staff/cases/${kept}` : "/staff", toast };
}

export function refused(httpStatus: 400 | 409, reply: CaseThreadAnswer): Outcome<CaseThreadAnswer> {
  return { status: "reply", httpStatus, reply };
}

/**
 * A coordinator's reply: stored, the case waits for the patient (unless it is scheduled or closed), an unassigned
 * case becomes the replier's, and the patient gets the reply by e-mail with a link back. `seenUpTo` is the newest
 * message the coordinator's page showed: when the patient wrote after it, nothing is stored (decided inside the
 * insert, so a message arriving at the same moment counts) and the newer messages come back to be shown.
 * `teamSeenUpTo` is the newest team message the writer had before them: a colleague's reply after it stops the
 * reply the same way, so the writer is asked first; the colleagues who answered come back.
 */
export async function postStaffReply(
  caseRow: CaseRecord,
  staff: StaffUser,
  body: string,
  {
    seenUpTo,
    teamSeenUpTo,
    ip = null,
    whatsapp,
    followUpAt,
    now = new Date(),
  }: {
    seenUpTo?: Date;
    teamSeenUpTo?: Date;
    ip?: string | null;
    whatsapp?: { template?: WhatsappTemplate; language?: Locale };
    /** The reply promised more by then: the case stays in review, due then, and reminds the replier. */
    followUpAt?: Date;
    now?: Date;
  } = {},
) {
  const id = crypto.randomUUID();
  // On WhatsApp, STOP and the 24-hour window decide in the insert too (app/cases/whatsapp/outbound.server.ts).
  const allowed = whatsapp && caseRow.patientPhone ? mayWhatsappSql(caseRow.patientPhone, { template: Boolean(whatsapp.template), now }) : whatsapp ? sql`0` : sql`1`;
  const waits = !followUpAt && (caseRow.status === "new" || caseRow.status === "in_review");
  const stored = sql`EXISTS (SELECT 1 FROM case_messages WHERE id = ${id})`;
  // A reply claims only a case nobody holds, and not while a colleague is writing to it: their reply would then
  // land on a case that is no longer theirs to answer.
  const unassigned = sql`EXISTS (SELECT 1 FROM cases WHERE id = ${caseRow.id} AND assignee_id IS NULL)
    AND NOT EXISTS (SELECT 1 FROM case_presence WHERE case_id = ${caseRow.id} AND staff_id <> ${staff.id} AND writing = 1
      AND seen_at >= ${now.getTime() - PRESENCE_FRESH_MS})`;
  const nothingNewer = seenUpTo
    ? sql`NOT EXISTS (SELECT 1 FROM case_messages WHERE case_id = ${caseRow.id} AND author = 'patient' AND created_at > ${seenUpTo.getTime()})`
    : sql`1`;
  const colleaguesQuiet = teamSeenUpTo
    ? sql`NOT EXISTS (SELECT 1 FROM case_messages WHERE case_id = ${caseRow.id} AND author = 'staff'
        AND author_id IS NOT ${staff.id} AND created_at > ${teamSeenUpTo.getTime()})`
    : sql`1`;
  const [inserted] = await db.batch([
    // The collision check decides in the statement that stores the reply.
    guardedInsert(
      caseMessages,
      { id, caseId: caseRow.id, author: "staff", authorId: staff.id, patientEmail: null, body, createdAt: now, channel: whatsapp ? "whatsapp" : "site" },
      sql`${nothingNewer} AND ${colleaguesQuiet} AND ${allowed}`,
    ).returning({ id: caseMessages.id }),
    markStaffReadStatement(caseRow.id, staff.id, now),
    // Sent, so no longer writing: a colleague's reply right after this one may claim the case.
    db.update(casePresence).set({ writing: false }).where(and(eq(casePresence.caseId, caseRow.id), eq(casePresence.staffId, staff.id), stored)),
    // Replying claims an unassigned case: its history and audit rows first, while it still reads unassigned.
    guardedInsert(
      caseEvents,
      { id: crypto.randomUUID(), caseId: caseRow.id, actorId: staff.id, kind: "claimed", fromStatus: null, toStatus: null, closingReason: null, assigneeId: staff.id, createdAt: now },
      sql`${stored} AND ${unassigned}`,
    ),
    auditIf(staff, { action: "case_claimed", caseId: caseRow.id, subjectUserId: caseRow.patientUserId, detail: `Claimed by ${staff.displayName} by replying` }, sql`${stored} AND ${unassigned}`, now, ip),
    db.update(cases).set({ assigneeId: staff.id }).where(and(eq(cases.id, caseRow.id), unassigned, stored)),
    // The first answer is the promise's measure (decision 0158); later replies leave it as it was.
    db.update(cases).set({ firstReplyAt: sql`coalesce(${cases.firstReplyAt}, ${now.getTime()})` }).where(and(eq(cases.id, caseRow.id), stored)),
    auditIf(staff, { action: "case_replied", caseId: caseRow.id, subjectUserId: caseRow.patientUserId, detail: `Replied to ${caseRow.patientName}` }, stored, now, ip),
    ...(caseRow.status === "new" ? moveCase(caseRow, "new", "in_review", staff.id, now, { guard: stored }) : []),
    ...(waits ? moveCase(caseRow, "in_review", "awaiting_patient", staff.id, now, { guard: stored }) : []),
    // A case in review is due at the follow-up; one already waiting (or scheduled) comes back to review then.
    ...(followUpAt
      ? [
          db.update(cases).set({ remindAt: followUpAt, remindBy: staff.id }).where(and(eq(cases.id, caseRow.id), ne(cases.status, "closed"), stored)),
          db.update(cases).set({ dueAt: followUpAt }).where(and(eq(cases.id, caseRow.id), eq(cases.status, "in_review"), stored)),
        ]
      : []),
  ]);
  if (inserted.length !== 1) {
    const refusal = whatsapp ? (await whatsappStateOf(caseRow, now)).refusal : null;
    if (refusal && (refusal !== "window_closed" || !whatsapp?.template)) return { ok: false as const, newer: [], colleagues: [], refusal };
    const newer = seenUpTo ? (await threadMessages(caseRow.id, seenUpTo)).filter((m) => m.author === "patient") : [];
    const colleagues = teamSeenUpTo ? await colleagueRepliesAfter(caseRow.id, staff.id, teamSeenUpTo) : [];
    return { ok: false as const, newer, colleagues, refusal: null };
  }
  if (whatsapp) await queueWhatsapp({ messageId: id, ...(whatsapp.template ? { template: whatsapp.template, language: whatsapp.language ?? caseRow.locale } : {}) });
  else await queueEmails([{ type: "case-reply", messageId: id }], { stored: `Reply ${id}` });
  await announceCaseChange(caseRow.id);
  return { ok: true as const, id };
}

/** The team's replies after `after` by anyone but `staffId`: who answered, and the newest one's time. */
async function colleagueRepliesAfter(caseId: string, staffId: string, after: Date) {
  const rows = await db
    .select({ username: profiles.username, createdAt: caseMessages.createdAt })
    .from(caseMessages)
    .leftJoin(profiles, eq(profiles.userId, caseMessages.authorId))
    .where(
      and(
        eq(caseMessages.caseId, caseId),
        eq(caseMessages.author, "staff"),
        sql`${caseMessages.authorId} IS NOT ${staffId}`,
        gt(caseMessages.createdAt, after),
      ),
    )
    .orderBy(asc(caseMessages.createdAt));
  return rows.map((row) => ({ name: displayNameOf(row.username), sentAt: row.createdAt.toISOString() }));
}

type ReplyJobs = {
  /** To the patient: a coordinator's reply in their case's thread. */
  "case-reply": { messageId: string };
};

async function replyEmail(job: { messageId: string }): Promise<Rendered> {
    const [message] = await db
      .select({ caseId: caseMessages.caseId, body: caseMessages.body, username: profiles.username })
      .from(caseMessages)
      .leftJoin(profiles, eq(profiles.userId, caseMessages.authorId))
      .where(eq(caseMessages.id, job.messageId))
      .limit(1);
    if (!message) throw new Error(`message ${job.messageId} not found`);
    const caseRow = await findCase(message.caseId);
    const { t } = mailLanguage(caseRow.locale);
    const name = firstNameOf(message.username);
    return {
      to: caseRow.patientEmail,
      locale: caseRow.locale,
      headers: await replyHeadersFor(caseRow.id),
      content: {
        subject: t("requests.email.reply.subject", { name, site: site.name }),
        heading: t("requests.email.reply.heading", { name }),
        // The coordinator's own words greet the patient (a saved reply opens with "Dear …"): no second hello.
        paragraphs: [t("requests.email.reply.wrote", { name })],
        quote: message.body,
        action: { label: t("requests.email.reply.action"), url: await patientLink(caseRow) },
        footnotes: closingLines(t),
      },
    };
  }

/** The patient's e-mail for a coordinator's reply, in the case's language. */
export const staffReplyEmails = defineEmails<ReplyJobs>({
  "case-reply": {
    about: async (job) => {
      const [row] = await db.select({ caseId: caseMessages.caseId }).from(caseMessages).where(eq(caseMessages.id, job.messageId));
      return aboutCase(row?.caseId);
    },
    render: replyEmail,
  },
});
