import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newTextOf, textOfHtml } from "~/cases/inbound-email/new-text";
import { replyAddressFor } from "~/cases/reply-address.server";
import worker from "~/entry.worker";
import { eraseAccount } from "~/privacy/erase.server";
import { createSignedInUser } from "./auth-helpers";
import { postForm, randomIp, request } from "./helpers";
import { outbox, settleQueue, waitForMail } from "./mail-helpers";
import { devStaff } from "./staff-helpers";

const DAY = 24 * 60 * 60 * 1000;
const PDF = new TextEncoder().encode("%PDF-1.7\nmy blood test results");

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const utf8Base64 = (text: string) => base64(new TextEncoder().encode(text));

type Mail = { from: string; to: string; subject?: string; text: string; headers?: Record<string, string>; pdf?: string; messageId?: string };

/** A raw message as a mail program sends it: multipart, the text in UTF-8, a PDF attached when asked. */
function rawMail({ from, to, subject = "Re: your request", text, headers = {}, pdf, messageId = `${crypto.randomUUID()}@mail.example.com` }: Mail) {
  const boundary = `b-${crypto.randomUUID()}`;
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [
    `From: Layla Mansour <${from}>`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: <${messageId}>`,
    "MIME-Version: 1.0",
    ...extra,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    'Content-Type: text/plain; charset="utf-8"',
    "Content-Transfer-Encoding: base64",
    "",
    utf8Base64(text),
    ...(pdf
      ? [`--${boundary}`, `Content-Type: application/pdf; name="${pdf}"`, `Content-Disposition: attachment; filename="${pdf}"`, "Content-Transfer-Encoding: base64", "", base64(PDF)]
      : []),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** Hands a message to the worker's email() handler as Email Routing does, envelope and raw stream. */
async function deliver(mail: Mail) {
  const bytes = new TextEncoder().encode(rawMail(mail));
  const rejected: string[] = [];
  const message = {
    from: mail.from,
    to: mail.to,
    headers: new Headers(mail.headers),
    raw: new Response(bytes).body!,
    rawSize: bytes.byteLength,
    canBeForwarded: true,
    setReject: (reason: string) => void rejected.push(reason),
    forward: () => Promise.reject(new Error("not forwarded")),
    reply: () => Promise.reject(new Error("not replied")),
  } as unknown as ForwardableEmailMessage;
  await worker.email(message);
  return rejected;
}

async function contactCase(email = `layla-${crypto.randomUUID()}@example.com`, cookie = "") {
  const response = await postForm(
    "/contact",
    { firstName: "Layla", lastName: "Mansour", email, message: "Can you help with dental implants?" },
    { headers: { "CF-Connecting-IP": randomIp(), ...(cookie ? { Cookie: cookie } : {}) } },
  );
  expect(response.status).toBe(302);
  const caseId = (await env.DB.prepare("SELECT id FROM cases WHERE patient_email = ?").bind(email).first<string>("id"))!;
  return { email, caseId };
}

type MessageRow = { id: string; author: string; body: string; channel: string };
const messages = (caseId: string) =>
  env.DB.prepare("SELECT id, author, body, channel FROM case_messages WHERE case_id = ? ORDER BY created_at").bind(caseId).all<MessageRow>().then((r) => r.results);
const quarantined = (sender: string) =>
  env.DB.prepare("SELECT reason, case_id, bounced_at, raw_key, body FROM inbound_quarantine WHERE sender = ? ORDER BY received_at")
    .bind(sender)
    .all<{ reason: string; case_id: string | null; bounced_at: number | null; raw_key: string; body: string }>()
    .then((r) => r.results);

describe("the reply address of a patient's e-mails", () => {
  it("is on the acknowledgement of a request: a signed address of the case on the reply domain", async () => {
    const { email } = await contactCase();
    const ack = await waitForMail(email, "contact-acknowledgement");
    const replyTo = (JSON.parse(ack.headers) as Record<string, string>)["Reply-To"];
    expect(replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}-[0-9a-z]+-[0-9a-f]{20}@${env.REPLY_DOMAIN.replaceAll(".", "\\.")}$`));
    expect(replyTo!.split("@")[0]!.length).toBeLessThanOrEqual(64);
  });
});

describe("an e-mailed reply", () => {
  it("joins the thread as the patient's message, without the quoted history and the signature, and its PDF is stored", async () => {
    const { email, caseId } = await contactCase();
    await env.DB.prepare("UPDATE cases SET status = 'awaiting_patient' WHERE id = ?").bind(caseId).run();
    const text = [
      "Thank you, the dates in March work for me.",
      "I attach my blood test.",
      "",
      "--",
      "Layla Mansour",
      "",
      "On Mon, 1 Mar 2027 at 10:00, NileCare <care@nilecare.example>",
      "wrote:",
      "> Could you send us your latest blood test?",
    ].join("\n");
    await deliver({ from: email, to: await replyAddressFor(caseId), text, pdf: "blood-test.pdf" });

    const reply = (await messages(caseId)).at(-1);
    expect(reply).toMatchObject({ author: "patient", channel: "email", body: "Thank you, the dates in March work for me.\nI attach my blood test." });
    // The same effects as a message written on the site: the case is back in review for the coordinators.
    expect(await env.DB.prepare("SELECT status FROM cases WHERE id = ?").bind(caseId).first("status")).toBe("in_review");
    const file = await env.DB.prepare("SELECT file_name, content_type, storage_key, message_id FROM case_attachments WHERE case_id = ?")
      .bind(caseId)
      .first<{ file_name: string; content_type: string; storage_key: string; message_id: string }>();
    expect(file).toMatchObject({ file_name: "blood-test.pdf", content_type: "application/pdf", message_id: reply!.id });
    const stored = await env.INTAKE_DOCUMENTS.get(file!.storage_key);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PDF);
    const admin = await devStaff("admin");
    const staffPage = await (await request(`/staff/cases/${caseId}`, { headers: { Cookie: admin.cookie } })).text();
    expect(staffPage).toContain("Thank you, the dates in March work for me.");
    expect(staffPage).toContain("e-mailed by the patient");
    // The thread says which channel the message came by.
    expect(staffPage).toContain(">by e-mail</span>");
    expect(staffPage).not.toContain("Could you send us your latest blood test?");
  });

  it("drops the Arabic quoted history and signature too", async () => {
    const { email, caseId } = await contactCase();
    const text = [
      "شكرًا لكم، المواعيد في مارس مناسبة لي.",
      "",
      "أُرسلت من الـ iPhone الخاص بي",
      "",
      "في الاثنين، 1 مارس 2027 في 10:00 ص، NileCare <care@nilecare.example> كتب:",
      "> هل يمكنك إرسال آخر تحليل دم؟",
    ].join("\n");
    await deliver({ from: email, to: await replyAddressFor(caseId), text });
    expect((await messages(caseId)).at(-1)).toMatchObject({ channel: "email", body: "شكرًا لكم، المواعيد في مارس مناسبة لي." });
  });

  it("refuses a file that is not what its name says, and keeps the message", async () => {
    const { email, caseId } = await contactCase();
    const bytes = new TextEncoder().encode(rawMail({ from: email, to: await replyAddressFor(caseId), text: "Here it is.", pdf: "x.pdf" }));
    // The PDF's bytes replaced by a script: the uploads' own signature check refuses it.
    const forged = new TextDecoder().decode(bytes).replace(base64(PDF), utf8Base64("<script>alert(1)</script>"));
    const message = {
      from: email,
      to: await replyAddressFor(caseId),
      headers: new Headers(),
      raw: new Response(forged).body!,
      rawSize: forged.length,
      setReject: () => {},
    } as unknown as ForwardableEmailMessage;
    await worker.email(message);
    expect((await messages(caseId)).at(-1)).toMatchObject({ body: "Here it is.", channel: "email" });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_attachments WHERE case_id = ?").bind(caseId).first("n")).toBe(0);
  });
});

describe("the new text of a reply", () => {
  it("ends at Outlook's quoted header block, in English and Arabic, and at a mobile signature", () => {
    expect(newTextOf("Yes, Tuesday is fine.\n\nFrom: NileCare <care@nilecare.example>\nSent: Monday\nTo: me\nSubject: Your visit\n\nOld text")).toBe("Yes, Tuesday is fine.");
    expect(newTextOf("نعم، الثلاثاء مناسب.\r\n\r\nمن: NileCare\r\nأرسل: الاثنين\r\nإلى: أنا\r\nالموضوع: زيارتك")).toBe("نعم، الثلاثاء مناسب.");
    expect(newTextOf("See you soon\nSent from my iPhone\n\n-----Original Message-----\nold")).toBe("See you soon");
    // A line that only starts like a quote header is the patient's own text.
    expect(newTextOf("From: my doctor I heard the scan is fine.\nThanks")).toBe("From: my doctor I heard the scan is fine.\nThanks");
  });

  it("of an HTML-only message drops the quoted block and keeps the line breaks", () => {
    const html = '<div dir="ltr">Thank you &amp; see you<br>in March</div><div class="gmail_quote"><div>On Mon wrote:</div><blockquote>old</blockquote></div>';
    expect(newTextOf(textOfHtml(html))).toBe("Thank you & see you\nin March");
  });
});

describe("a reply that is not added", () => {
  it("from an address that is not the case's patient is quarantined, and its sender hears once a day", async () => {
    const { caseId } = await contactCase();
    const stranger = `stranger-${crypto.randomUUID()}@example.org`;
    const to = await replyAddressFor(caseId);
    const before = (await messages(caseId)).length;
    await deliver({ from: stranger, to, text: "Let me into this conversation." });
    await deliver({ from: stranger, to, text: "And again." });

    expect((await messages(caseId)).length).toBe(before);
    const rows = await quarantined(stranger);
    expect(rows.map((r) => [r.reason, r.case_id, r.body])).toEqual([
      ["wrong_sender", caseId, "Let me into this conversation."],
      ["wrong_sender", caseId, "And again."],
    ]);
    expect(await env.INTAKE_DOCUMENTS.head(rows[0]!.raw_key)).not.toBeNull();
    const bounce = await waitForMail(stranger, "inbound-bounce");
    expect(JSON.parse(bounce.headers)).toMatchObject({ "Auto-Submitted": "auto-replied" });
    await settleQueue();
    expect((await outbox(stranger)).filter((m) => m.template === "inbound-bounce")).toHaveLength(1);
  });

  it("with a forged or expired reply address is quarantined with its reason", async () => {
    const { email, caseId } = await contactCase();
    const good = await replyAddressFor(caseId);
    const forged = good.replace(/-([0-9a-f]{20})@/, (_, sig: string) => `-${sig.startsWith("0") ? "1" : "0"}${sig.slice(1)}@`);
    await deliver({ from: email, to: forged, text: "Forged address." });
    await deliver({ from: email, to: await replyAddressFor(caseId, new Date(Date.now() - 200 * DAY)), text: "Old address." });
    expect((await quarantined(email)).map((r) => r.reason)).toEqual(["bad_token", "expired_token"]);
    expect((await messages(caseId)).some((m) => m.channel === "email")).toBe(false);
  });

  it("is ignored when a machine sent it: an auto-reply, a mailing list, a bounce", async () => {
    const { email, caseId } = await contactCase();
    const to = await replyAddressFor(caseId);
    await deliver({ from: email, to, text: "I am out of the office.", headers: { "Auto-Submitted": "auto-replied" } });
    await deliver({ from: email, to, text: "Digest", headers: { "List-Id": "<news.example.com>" } });
    await deliver({ from: "", to, text: "Delivery failed" });
    expect((await messages(caseId)).some((m) => m.channel === "email")).toBe(false);
    expect(await quarantined(email)).toEqual([]);
    await settleQueue();
    expect((await outbox(email)).filter((m) => m.template === "inbound-bounce")).toEqual([]);
  });
});

describe("mail to the care inbox", () => {
  it("from an unknown address opens a contact case; from its patient, joins the open case", async () => {
    const email = `newcomer-${crypto.randomUUID()}@example.com`;
    await deliver({ from: email, to: env.CONTACT_INBOX, subject: "Knee surgery", text: "I would like a quote for knee surgery." });
    const opened = await env.DB.prepare("SELECT id, type, status FROM cases WHERE patient_email = ?").bind(email).all<{ id: string; type: string; status: string }>();
    expect(opened.results).toHaveLength(1);
    expect(opened.results[0]).toMatchObject({ type: "contact", status: "new" });
    await waitForMail(email, "contact-acknowledgement");

    await deliver({ from: email, to: env.CONTACT_INBOX, text: "I forgot: I can travel in May." });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM cases WHERE patient_email = ?").bind(email).first("n"))).toBe(1);
    expect((await messages(opened.results[0]!.id)).at(-1)).toMatchObject({ author: "patient", channel: "email", body: "I forgot: I can travel in May." });
  });
});

describe("the same mail delivered twice", () => {
  it("is one message of the thread, and one case when it opened one", async () => {
    const { email, caseId } = await contactCase();
    const reply = { from: email, to: await replyAddressFor(caseId), text: "Yes, May suits me.", messageId: `${crypto.randomUUID()}@mail.example.com` };
    await deliver(reply);
    await deliver(reply);
    expect((await messages(caseId)).filter((m) => m.channel === "email").map((m) => m.body)).toEqual(["Yes, May suits me."]);

    const newcomer = `twice-${crypto.randomUUID()}@example.com`;
    const fresh = { from: newcomer, to: env.CONTACT_INBOX, subject: "Hair transplant", text: "What does a hair transplant cost?", messageId: `${crypto.randomUUID()}@mail.example.com` };
    await deliver(fresh);
    await deliver(fresh);
    const opened = await env.DB.prepare("SELECT id FROM cases WHERE patient_email = ?").bind(newcomer).all<{ id: string }>();
    expect(opened.results).toHaveLength(1);
    expect(await messages(opened.results[0]!.id)).toEqual([]);
  });

  it("released by two admins at once is added to the thread once", async () => {
    const { caseId } = await contactCase();
    const other = `work-${crypto.randomUUID()}@example.org`;
    await deliver({ from: other, to: await replyAddressFor(caseId), text: "From my work address: I can come in June." });
    const [kept] = await env.DB.prepare("SELECT id FROM inbound_quarantine WHERE sender = ?").bind(other).all<{ id: string }>().then((r) => r.results);
    const admin = await devStaff("admin");
    const release = () => postForm("/staff/admin/inbound-mail", { intent: "release", id: kept!.id }, { headers: { Cookie: admin.cookie } });
    const answers = await Promise.all([release(), release()]);
    expect(answers.map((a) => a.status)).toEqual([302, 302]);
    expect((await messages(caseId)).filter((m) => m.channel === "email").map((m) => m.body)).toEqual(["From my work address: I can come in June."]);
    expect(await quarantined(other)).toEqual([]);
  });
});

describe("erasure", () => {
  it("removes e-mailed messages, their files and the person's quarantined mail", async () => {
    const patient = await createSignedInUser();
    const { caseId } = await contactCase(patient.email, patient.cookie);
    await deliver({ from: patient.email, to: await replyAddressFor(caseId), text: "My scan.", pdf: "scan.pdf" });
    await deliver({ from: patient.email, to: `reply+${"0".repeat(32)}-zz-${"0".repeat(20)}@${env.REPLY_DOMAIN}`, text: "Lost reply." });
    const file = await env.DB.prepare("SELECT storage_key FROM case_attachments WHERE case_id = ?").bind(caseId).first<string>("storage_key");
    const [held] = await quarantined(patient.email);
    expect(file).toBeTruthy();
    expect(held).toBeDefined();

    expect(await eraseAccount(patient.userId)).toBe(true);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM case_messages WHERE case_id = ?").bind(caseId).first("n")).toBe(0);
    expect(await env.INTAKE_DOCUMENTS.head(file!)).toBeNull();
    expect(await quarantined(patient.email)).toEqual([]);
    expect(await env.INTAKE_DOCUMENTS.head(held!.raw_key)).toBeNull();
  });
});

describe("the admins' quarantine page", () => {
  it("lists refused mail to admins only, audited, and adds one to its case's thread or deletes it", async () => {
    const { email, caseId } = await contactCase();
    const other = `other-${crypto.randomUUID()}@example.org`;
    const to = await replyAddressFor(caseId);
    await deliver({ from: other, to, text: "Written from my work address.", pdf: "scan.pdf" });
    await deliver({ from: other, to, text: "Please ignore." });
    const [kept, ignored] = await env.DB.prepare("SELECT id FROM inbound_quarantine WHERE sender = ? ORDER BY received_at").bind(other).all<{ id: string }>().then((r) => r.results);
    const admin = await devStaff("admin");
    const coordinator = await devStaff("coordinator");
    const as = (cookie: string) => ({ headers: { Cookie: cookie } });

    expect((await request("/staff/admin/inbound-mail", as(coordinator.cookie))).status).toBe(404);
    const page = await request("/staff/admin/inbound-mail", as(admin.cookie));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Written from my work address.");
    expect(html).toContain("Sent from an address that is not the case&#x27;s patient");
    const audited = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE actor_id = ? AND action = 'inbound_mail_viewed'").bind(admin.userId).first("n");
    expect(audited).toBeGreaterThanOrEqual(1);

    const released = await postForm("/staff/admin/inbound-mail", { intent: "release", id: kept!.id }, as(admin.cookie));
    expect(released.status).toBe(302);
    expect((await messages(caseId)).at(-1)).toMatchObject({ author: "patient", channel: "email", body: "Written from my work address." });
    expect(await env.DB.prepare("SELECT file_name FROM case_attachments WHERE case_id = ?").bind(caseId).first("file_name")).toBe("scan.pdf");
    const deleted = await postForm("/staff/admin/inbound-mail", { intent: "delete", id: ignored!.id }, as(admin.cookie));
    expect(deleted.status).toBe(302);
    expect(await quarantined(other)).toEqual([]);
    expect(await quarantined(email)).toEqual([]);
    const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE actor_id = ? AND action IN ('inbound_mail_released', 'inbound_mail_deleted') ORDER BY created_at")
      .bind(admin.userId)
      .all<{ action: string }>();
    expect(actions.results.map((r) => r.action).slice(-2)).toEqual(["inbound_mail_released", "inbound_mail_deleted"]);
  });
});
