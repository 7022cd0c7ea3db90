import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cases, contactMessages, users } from "~/db/schema";
import { inLocale, queueEmails } from "~/email/email.server";
import type { Locale } from "~/i18n/locales";
import { loadTeamHours } from "~/staff/team-hours.server";
import type { CaseRecord } from "~/cases/case-access.server";
import { announceTeamChange } from "~/cases/case-live-notice.server";
import { openCaseStatement } from "~/cases/open-case.server";

export type CareInboxCase = { kind: "joined"; caseRow: CaseRecord } | { kind: "opened"; caseId: string; patientUserId: string | null };

/** Arabic when the message has more Arabic letters than Latin ones: the patient's e-mails then come in Arabic. */
function languageOf(text: string): Locale {
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
export async function careInboxCase(sender: string, displayName: string, body: string, receivedAt: Date): Promise<CareInboxCase> {
  const account = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.email, sender) });
  const open = await openCaseOf(sender, account?.id ?? null);
  if (open) return { kind: "joined", caseRow: open };
  const [firstName = sender.split("@")[0] ?? sender, ...rest] = displayName.trim().split(/\s+/).filter(Boolean);
  const contactMessageId = crypto.randomUUID();
  const caseId = crypto.randomUUID();
  const locale = languageOf(body);
  await db.batch([
    db.insert(contactMessages).values({ id: contactMessageId, firstName, lastName: rest.join(" "), email: sender, message: body, createdAt: receivedAt }),
    openCaseStatement(
      {
        id: caseId,
        type: "contact",
        contactMessageId,
        patientUserId: account?.id ?? null,
        patientName: [firstName, ...rest].join(" "),
        patientEmail: sender,
        treatment: null,
        receivedAt,
        locale,
      },
      await loadTeamHours(),
    ),
  ]);
  await queueEmails(
    [
      { type: "case-notification", caseId },
      { type: "contact-acknowledgement", contactMessageId, ...inLocale(locale) },
    ],
    { stored: `E-mailed request ${caseId}` },
  );
  await announceTeamChange();
  return { kind: "opened", caseId, patientUserId: account?.id ?? null };
}
