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
import { careInboxCase } from "./care-inbox.server";
import { isOwnAddress } from "./inbound-emails.server";
import { newTextOf, textOfHtml } from "./new-text";
import { quarantine } from "./quarantine.server";

/** What the worker's `email()` handler is handed (a ForwardableEmailMessage's envelope and raw bytes). */
export type InboundMail = { from: string; to: string; raw: ReadableStream<Uint8Array> };

export type InboundOutcome =
  | { kind: "ignored" }
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
 * A quarantined reply an admin decided is the patient's after all (written from another address of theirs, or to
 * an expired address): its text and files join the case's thread as if it had arrived so. False when the limit of
 * messages refuses it for now.
 */
export async function addReleasedMail(caseRow: CaseRecord, body: string, raw: ArrayBuffer) {
  const posted = await postPatientMessage(caseRow, { kind: "email" }, body, caseRow.locale, "email");
  if (!posted.ok) return false;
  await storeFiles(caseRow.id, caseRow.patientUserId, posted.messageId, filesOf(await parse(raw)));
  return true;
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
    const cared = await careInboxCase(sender, parsed.from?.name ?? "", body, now);
    if (cared.kind === "opened") return { kind: "opened", caseId: cared.caseId, files: await storeFiles(cared.caseId, cared.patientUserId, null, files) };
    return addToThread(cared.caseRow, body, files, refuse);
  }
  const caseRow = await namedCase(reading.caseId);
  if (!caseRow) return refuse("bad_token");
  if (!(await isCasePatient(caseRow, sender))) return refuse("wrong_sender", caseRow);
  if (!body) return refuse("empty", caseRow);
  return addToThread(caseRow, body, files, refuse);
}

async function addToThread(
  caseRow: CaseRecord,
  body: string,
  files: EmailedFile[],
  refuse: (reason: QuarantineReason, caseRow?: CaseRecord) => Promise<InboundOutcome>,
): Promise<InboundOutcome> {
  const posted = await postPatientMessage(caseRow, { kind: "email" }, body, caseRow.locale, "email");
  if (!posted.ok) return refuse("too_many", caseRow);
  try {
    return { kind: "added", caseId: caseRow.id, messageId: posted.messageId, files: await storeFiles(caseRow.id, caseRow.patientUserId, posted.messageId, files) };
  } catch (error) {
    // The message is in the thread; a file that failed is said in the log, and the patient can send it again.
    console.error("E-mailed files not stored", errorMessage(error));
    return { kind: "added", caseId: caseRow.id, messageId: posted.messageId, files: 0 };
  }
}
