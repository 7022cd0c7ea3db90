import { eq } from "drizzle-orm";
import PostalMime, { type Attachment } from "postal-mime";
import { db } from "~/db/client.server";
import { cases, users } from "~/db/schema";
import { MAX_MESSAGE_LENGTH, type QuarantineReason } from "~/domain/case-messages";
import { storeAttachment } from "~/cases/attachments.server";
import type { CaseRecord } from "~/cases/case-access.server";
import { keptCaseOf } from "~/cases/merge-cases.server";
import { readReplyAddress } from "~/cases/reply-address.server";
import { postPatientMessage } from "~/cases/thread.server";
import { errorMessage } from "~/utils/loggable-error";
import { isAutomated } from "./automated";
import { idFrom } from "~/cases/derived-id.server";
import { careInboxCase } from "./care-inbox.server";
import { isOwnAddress } from "./inbound-emails.server";
import { newTextOf, textOfHtml } from "./new-text";
import { quarantine } from "./quarantine.server";

/** What the worker's `email()` handler is handed (a ForwardableEmailMessage's envelope and raw bytes). */
export type InboundMail = { from: string; to: string; raw: ReadableStream<Uint8Array> };

export type InboundOutcome =
  | { kind: "ignored" }
  | { kind: "duplicate"; caseId: string }
  | { kind: "added"; caseId: string; messageId: string; files: number }
  | { kind: "opened"; caseId: string; files: number }
  | { kind: "quarantined"; reason: QuarantineReason; quarantineId: string };

type Parsed = Awaited<ReturnType<typeof PostalMime.parse>>;

type EmailedFile = Attachment & { content: ArrayBuffer };

/** The files worth keeping: a named part that is not an inline picture of the HTML (a signature's logo). */
function filesOf(parsed: Parsed) {
  return parsed.attachments.filter(
    (a): a is EmailedFile =>
      a.content instanceof ArrayBuffer && Boolean(a.filename) && !(a.related && a.contentId && parsed.html?.includes(`cid:${a.contentId.replace(/^<|>$/g, "")}`)),
  );
}

/** The new text the message adds; a message with files and no words says which files it brought. */
function bodyOf(parsed: Parsed, files: { filename: string | null }[]) {
  const text = newTextOf(parsed.text ?? textOfHtml(parsed.html ?? ""));
  const body = text || files.map((f) => `📎 ${f.filename}`).join("\n");
  return body.slice(0, MAX_MESSAGE_LENGTH);
}

const parse = (raw: ArrayBuffer) => PostalMime.parse(raw, { attachmentEncoding: "arraybuffer" });

/**
 * The thread message a mail becomes in a case: from its Message-ID, so the same mail delivered twice (a retried
 * delivery, a copy through the care inbox's forward) is stored once; `unnamed` stands in for a mail without one.
 */
const threadIdOf = (caseId: string, parsed: Parsed, unnamed: string) => idFrom(`${caseId}:${parsed.messageId?.trim() || unnamed}`, "message");

/**
 * A quarantined reply an admin decided is the patient's after all (written from another address of theirs, or to
 * an expired address): its text and files join the case's thread as if it had arrived so, unless the limit of
 * messages refuses it for now.
 */
export async function addReleasedMail(caseRow: CaseRecord, quarantineId: string, body: string, raw: ArrayBuffer) {
  const parsed = await parse(raw);
  // Two admins releasing it at once store it once: the same id for both, decided by the insert.
  const id = await threadIdOf(caseRow.id, parsed, `quarantine:${quarantineId}`);
  const posted = await postPatientMessage(caseRow, { kind: "email", id }, body, caseRow.locale, "email");
  if (!posted.ok) return posted.duplicate ? "released before" : "limited";
  await storeFiles(caseRow.id, caseRow.patientUserId, posted.messageId, filesOf(parsed));
  return "released";
}

/** Whether the sender is the case's patient: the case's address, or the address of the account it belongs to. */
async function isCasePatient(caseRow: CaseRecord, sender: string) {
  if (caseRow.patientEmail.toLowerCase() === sender) return true;
  if (!caseRow.patientUserId) return false;
  const account = await db.query.users.findFirst({ columns: { email: true }, where: eq(users.id, caseRow.patientUserId) });
  return account?.email.toLowerCase() === sender;
}

/** The case a reply address names, followed to the case it was merged into. */
async function namedCase(caseId: string) {
  const id = (await keptCaseOf(caseId)) ?? caseId;
  return db.query.cases.findFirst({ where: eq(cases.id, id) });
}

/** Each e-mailed file through the uploads' checks into the case; a refused one is left out, never the message. */
async function storeFiles(caseId: string, uploadedBy: string | null, messageId: string | null, files: EmailedFile[]) {
  let stored = 0;
  for (const file of files) {
    const bytes = new Uint8Array(file.content);
    const body = new Response(bytes).body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() });
    const result = await storeAttachment(caseId, uploadedBy, file.filename ?? "attachment", body, bytes.byteLength, { messageId });
    if (result.ok) stored++;
  }
  return stored;
}

/**
 * One inbound message (decision 0104): machine mail is ignored; a reply to a case's address from its patient joins
 * the thread exactly as a message written on the site (due time, unread marks, the coordinators' alert), with its
 * files; mail to the care inbox joins the sender's open case or opens one; anything else is quarantined.
 */
export async function receiveEmail(mail: InboundMail, now = new Date()): Promise<InboundOutcome> {
  const raw = await new Response(mail.raw).arrayBuffer();
  const parsed = await parse(raw);
  const sender = (parsed.from?.address ?? mail.from).trim().toLowerCase();
  if (isAutomated(parsed.headers, mail.from) || isOwnAddress(sender)) return { kind: "ignored" };
  const files = filesOf(parsed);
  const body = bodyOf(parsed, files);
  const reading = await readReplyAddress(mail.to, now);
  const refuse = async (reason: QuarantineReason, caseRow?: CaseRecord) => ({
    kind: "quarantined" as const,
    reason,
    quarantineId: await quarantine(
      { sender, recipient: mail.to.toLowerCase(), subject: (parsed.subject ?? "").slice(0, 250), reason, body, caseId: caseRow?.id ?? null, raw, locale: caseRow?.locale ?? "en" },
      now,
    ),
  });
  if (reading.kind === "invalid") return refuse("bad_token");
  if (reading.kind === "expired") return refuse("expired_token");
  if (reading.kind === "none") {
    if (!body) return refuse("empty");
    // A mail that opened a case, delivered again, is that case's request already: it joins nothing.
    const mailId = parsed.messageId?.trim();
    const opening = mailId ? { caseId: await idFrom(`care:${mailId}`, "case"), contactMessageId: await idFrom(`care:${mailId}`, "request") } : null;
    if (opening && (await db.query.cases.findFirst({ columns: { id: true }, where: eq(cases.id, opening.caseId) }))) return { kind: "duplicate", caseId: opening.caseId };
    const cared = await careInboxCase(sender, parsed.from?.name ?? "", body, now, opening ?? undefined);
    if (cared.kind === "opened") return { kind: "opened", caseId: cared.caseId, files: await storeFiles(cared.caseId, cared.patientUserId, null, files) };
    if (cared.kind === "duplicate") return { kind: "duplicate", caseId: cared.caseId };
    return addToThread(cared.caseRow, parsed, body, files, refuse);
  }
  const caseRow = await namedCase(reading.caseId);
  if (!caseRow) return refuse("bad_token");
  if (!(await isCasePatient(caseRow, sender))) return refuse("wrong_sender", caseRow);
  if (!body) return refuse("empty", caseRow);
  return addToThread(caseRow, parsed, body, files, refuse);
}

async function addToThread(
  caseRow: CaseRecord,
  parsed: Parsed,
  body: string,
  files: EmailedFile[],
  refuse: (reason: QuarantineReason, caseRow?: CaseRecord) => Promise<InboundOutcome>,
): Promise<InboundOutcome> {
  const id = await threadIdOf(caseRow.id, parsed, crypto.randomUUID());
  const posted = await postPatientMessage(caseRow, { kind: "email", id }, body, caseRow.locale, "email");
  if (!posted.ok) return posted.duplicate ? { kind: "duplicate", caseId: caseRow.id } : refuse("too_many", caseRow);
  try {
    return { kind: "added", caseId: caseRow.id, messageId: posted.messageId, files: await storeFiles(caseRow.id, caseRow.patientUserId, posted.messageId, files) };
  } catch (error) {
    // The message is in the thread; a file that failed is said in the log, and the patient can send it again.
    console.error("E-mailed files not stored", errorMessage(error));
    return { kind: "added", caseId: caseRow.id, messageId: posted.messageId, files: 0 };
  }
}
