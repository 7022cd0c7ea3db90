import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cases, contactMessages, users } from "~/db/schema";
import { inLocale, queueEmails } from "~/email/email.server";
import type { Locale } from "~/i18n/locales";
import { loadTeamHours } from "~/staff/team-hours.server";
import type { CaseRecord } from "~/cases/case-access.server";
import { announceTeamChange } from "~/cases/case-live-notice.server";
import { openCaseStatement } from "~/cases/open-case.server";

export type CareInboxCase =
  | { kind: "joined"; caseRow: CaseRecord }
  | { kind: "opened"; caseId: string; patientUserId: string | null }
  | { kind: "duplicate"; caseId: string };

/** Arabic when the message has more Arabic letters than Latin ones: the patient's e-mails then come in Arabic. */
export function languageOf(text: string): Locale {
  const arabic = text.match(/[\u0600-\u06ff]/g)?.length ?? 0;
  const latin = text.match(/[a-z]/gi)?.length ?? 0;
  return arabic > latin ? "ar" : "en";
}

/** The sender's newest case still open (and not merged away), by the case's address or their account's. */
async function openCaseOf(sender: string, accountId: string | null) {
  return db.query.cases.findFirst({
    where: and(
      accountId ? or(eq(cases.patientEmail, sender), eq(cases.patientUserId, accountId)) : eq(cases.patientEmail, sender),
      ne(cases.status, "closed"),
      sql`NOT EXISTS (SELECT 1 FROM case_merges WHERE merged_case_id = ${cases.id})`,
    ),
    orderBy: desc(cases.updatedAt),
  });
}

/**
 * A fresh message to the care inbox (no reply address): it joins the sender's latest open case, else it opens a
 * contact case as the contact form does (the message is the request, the team is told, the sender is acknowledged
 * with the case's own reply address).
 */
export async function careInboxCase(
  sender: string,
  displayName: string,
  body: string,
  receivedAt: Date,
  /** The ids a case it opens takes (from the mail's Message-ID), so a second delivery opens nothing more. */
  { caseId, contactMessageId }: { caseId: string; contactMessageId: string } = { caseId: crypto.randomUUID(), contactMessageId: crypto.randomUUID() },
): Promise<CareInboxCase> {
  const account = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.email, sender) });
  const accountId = account?.id ?? null;
  const open = await openCaseOf(sender, accountId);
  if (open) return { kind: "joined", caseRow: open };
  const opened = await openInboxCase({ caseId, contactMessageId, email: sender, displayName, body, receivedAt, patientUserId: accountId });
  return opened ? { kind: "opened", caseId, patientUserId: accountId } : { kind: "duplicate", caseId };
}

export type InboxCase = {
  caseId: string;
  contactMessageId: string;
  /** The sender's address; a number's made-up one when they wrote on WhatsApp (no acknowledgement is e-mailed). */
  email: string;
  displayName: string;
  body: string;
  receivedAt: Date;
  patientUserId: string | null;
  /** The WhatsApp number it came from, in E.164: the number's later messages join it. */
  patientPhone?: string;
};

/**
 * A case opened by a message that came to one of the team's inboxes (mail to the care address, a WhatsApp message
 * from an unknown number): a contact case as the contact form opens, with its promise of a first reply, the team
 * told. An acknowledgement is e-mailed only to a real address; the case and message ids given twice (a retried
 * delivery) open nothing more. True when this call opened it.
 */
export async function openInboxCase(opening: InboxCase) {
  const { caseId, contactMessageId, email, displayName, body, receivedAt, patientUserId, patientPhone } = opening;
  const [firstName = email.split("@")[0] ?? email, ...rest] = displayName.trim().split(/\s+/).filter(Boolean);
  const locale = languageOf(body);
  const [, opened] = await db.batch([
    db
      .insert(contactMessages)
      .values({ id: contactMessageId, firstName, lastName: rest.join(" "), email, message: body, phone: patientPhone ?? null, createdAt: receivedAt })
      .onConflictDoNothing(),
    openCaseStatement(
      { id: caseId, type: "contact", contactMessageId, patientUserId, patientName: [firstName, ...rest].join(" "), patientEmail: email, patientPhone: patientPhone ?? null, treatment: null, receivedAt, locale },
      await loadTeamHours(),
    ),
  ]);
  if (opened.length === 0) return false;
  await queueEmails(
    [
      { type: "case-notification", caseId },
      ...(patientPhone ? [] : [{ type: "contact-acknowledgement" as const, contactMessageId, ...inLocale(locale) }]),
    ],
    { stored: `Inbox request ${caseId}` },
  );
  await announceTeamChange();
  return true;
}
