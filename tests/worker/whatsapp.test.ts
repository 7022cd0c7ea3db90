import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { fetchGraphMedia } from "~/cases/whatsapp/graph-client.server";
import { metaSignature } from "~/cases/whatsapp/signature.server";
import { CLINIC_ZONE, formatInstant } from "~/i18n/time";
import { postForm, request } from "./helpers";
import { outbox, settleQueue } from "./mail-helpers";
import { devStaff } from "./staff-helpers";

const APP_SECRET = String(env.WHATSAPP_APP_SECRET);

/** A number nobody else in the file writes from: Egyptian mobiles, +2010 and eight digits. */
const newNumber = () => `2010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

type Media = { type: "image" | "document" | "audio"; id: string; mime_type: string; filename?: string; caption?: string };
type Inbound = { from: string; id?: string; text?: string; name?: string; media?: Media };

function messagesPayload(messages: Inbound[]) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "waba",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550000000", phone_number_id: env.WHATSAPP_PHONE_NUMBER_ID },
              contacts: messages.map((m) => ({ wa_id: m.from, profile: { name: m.name ?? "Layla Mansour" } })),
              messages: messages.map((m) => ({
                id: m.id ?? `wamid.${crypto.randomUUID()}`,
                from: m.from,
                timestamp: String(Math.floor(Date.now() / 1000)),
                ...(m.media
                  ? { type: m.media.type, [m.media.type]: m.media }
                  : { type: "text", text: { body: m.text ?? "Hello, I would like a knee replacement quote." } }),
              })),
            },
          },
        ],
      },
    ],
  };
}

function statusPayload(id: string, status: string) {
  return {
    object: "whatsapp_business_account",
    entry: [{ id: "waba", changes: [{ field: "messages", value: { statuses: [{ id, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: "201000000000" }] } }] }],
  };
}

/** Posts a webhook as Meta does: JSON, signed with the app secret (or with `signature` when given). */
async function postWebhook(payload: unknown, signature?: string | null) {
  const body = new TextEncoder().encode(JSON.stringify(payload));
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const signed = signature === undefined ? await metaSignature(body, APP_SECRET) : signature;
  if (signed !== null) headers["X-Hub-Signature-256"] = signed;
  return request("/webhooks/whatsapp", { method: "POST", body, headers });
}

const casesOfNumber = (phone: string) =>
  env.DB.prepare("SELECT id, type, status, patient_phone AS phone, due_at AS dueAt FROM cases WHERE patient_phone = ?").bind(`+${phone}`).all<{ id: string; type: string; status: string; phone: string; dueAt: number }>();

const whatsappMessages = (caseId: string) =>
  env.DB.prepare("SELECT body, whatsapp_id AS whatsappId, delivery_status AS status, author FROM case_messages WHERE case_id = ? AND channel = 'whatsapp' ORDER BY created_at").bind(caseId).all<{ body: string; whatsappId: string; status: string | null; author: string }>();

describe("the WhatsApp webhook", () => {
  it("answers Meta's verification with its challenge only for the verify token", async () => {
    const ok = await request(`/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${String(env.WHATSAPP_VERIFY_TOKEN)}&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    const wrong = await request("/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guessed&hub.challenge=1158201444");
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain("1158201444");
  });

  it("refuses a post with a bad or missing signature with 401 and stores nothing", async () => {
    const from = newNumber();
    const payload = messagesPayload([{ from }]);
    const forged = await postWebhook(payload, await metaSignature(new TextEncoder().encode("{}"), APP_SECRET));
    expect(forged.status).toBe(401);
    expect((await postWebhook(payload, null)).status).toBe(401);
    expect((await postWebhook(payload, `sha256=${"0".repeat(64)}`)).status).toBe(401);
    expect((await casesOfNumber(from)).results).toHaveLength(0);
    const consent = await env.DB.prepare("SELECT count(*) AS n FROM whatsapp_contacts WHERE phone = ?").bind(`+${from}`).first<{ n: number }>();
    expect(consent?.n).toBe(0);
  });

  it("opens a contact case for an unknown number, with a contact case's promise of a first reply, and records the consent", async () => {
    const from = newNumber();
    const response = await postWebhook(messagesPayload([{ from, text: "I need a quote for IVF" }]));
    expect(response.status).toBe(200);
    const { results } = await casesOfNumber(from);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ type: "contact", status: "new" });
    expect(results[0]!.dueAt).toBeGreaterThan(Date.now());
    const request = await env.DB.prepare("SELECT message FROM contact_messages c JOIN cases ON cases.contact_message_id = c.id WHERE cases.id = ?").bind(results[0]!.id).first<{ message: string }>();
    expect(request?.message).toBe("I need a quote for IVF");
    const consent = await env.DB.prepare("SELECT opt_in_method AS method, opted_out_at AS out FROM whatsapp_contacts WHERE phone = ?").bind(`+${from}`).first();
    expect(consent).toEqual({ method: "patient_message", out: null });
    // Answered at once on WhatsApp with the real time a coordinator will answer by.
    const due = formatInstant(results[0]!.dueAt, { zone: CLINIC_ZONE, preset: "dayAndTime" });
    await vi.waitFor(async () => expect((await patientChat(from)).results.map((m) => m.body)).toEqual([`Thank you for writing to NileCare. A coordinator will answer you here by ${due} (Cairo time). If it is urgent, call us at \u2066${String(env.OPERATOR_PHONE)}\u2069.`]), { timeout: 10_000 });
  });

  it("answers a number that opens a case in the language it wrote in", async () => {
    const from = newNumber();
    await postWebhook(messagesPayload([{ from, text: "مرحبًا، أريد عرض سعر لزراعة الأسنان" }]));
    await vi.waitFor(async () => expect((await patientChat(from)).results[0]?.body).toMatch(/^شكرًا لتواصلك مع NileCare\. سيرد عليك أحد المنسقين هنا بحلول .+ \(بتوقيت القاهرة\)/), { timeout: 10_000 });
  });

  it("adds a known number's message to its open case, and stores a delivery Meta repeats once", async () => {
    const from = newNumber();
    const first = `wamid.${crypto.randomUUID()}`;
    await postWebhook(messagesPayload([{ from, id: first }]));
    // Meta delivers the opening message again: no second case, no message in the thread.
    await postWebhook(messagesPayload([{ from, id: first }]));
    const [opened] = (await casesOfNumber(from)).results;
    expect((await casesOfNumber(from)).results).toHaveLength(1);
    expect((await whatsappMessages(opened!.id)).results).toHaveLength(0);
    const second = `wamid.${crypto.randomUUID()}`;
    const again = messagesPayload([{ from, id: second, text: "Is March possible?" }]);
    await Promise.all([postWebhook(again), postWebhook(again)]);
    await postWebhook(again);
    const { results } = await whatsappMessages(opened!.id);
    expect(results).toEqual([{ body: "Is March possible?", whatsappId: second, status: null, author: "patient" }]);
    expect((await casesOfNumber(from)).results).toHaveLength(1);
  });

  it("records STOP (in Arabic too) as the number's withdrawal at once", async () => {
    const from = newNumber();
    await postWebhook(messagesPayload([{ from, text: "Hello" }]));
    await postWebhook(messagesPayload([{ from, text: "إيقاف" }]));
    const consent = await env.DB.prepare("SELECT opted_out_at AS out FROM whatsapp_contacts WHERE phone = ?").bind(`+${from}`).first<{ out: number | null }>();
    expect(consent?.out).toBeGreaterThan(0);
  });

  it("records the statuses of a message we sent, never moving back", async () => {
    const from = newNumber();
    await postWebhook(messagesPayload([{ from }]));
    const [opened] = (await casesOfNumber(from)).results;
    const wamid = `wamid.${crypto.randomUUID()}`;
    await env.DB.prepare("INSERT INTO case_messages (id, case_id, author, body, channel, whatsapp_id) VALUES (?, ?, 'staff', 'We can.', 'whatsapp', ?)").bind(crypto.randomUUID(), opened!.id, wamid).run();
    await postWebhook(statusPayload(wamid, "delivered"));
    await postWebhook(statusPayload(wamid, "read"));
    await postWebhook(statusPayload(wamid, "delivered"));
    const row = await env.DB.prepare("SELECT delivery_status AS status FROM case_messages WHERE whatsapp_id = ?").bind(wamid).first<{ status: string }>();
    expect(row?.status).toBe("read");
  });
});

/** What the stand-in for Meta received for a number: the messages the patient's phone shows from us. */
const patientChat = (phone: string) =>
  env.DB.prepare("SELECT body FROM whatsapp_stand_in WHERE phone = ? AND direction = 'to_patient' ORDER BY created_at").bind(`+${phone}`).all<{ body: string }>();

/** A case a number opened, once its acknowledgement has reached the chat: later messages there are the test's. */
async function whatsappCase(text = "Hello, is a knee replacement possible in March?") {
  const from = newNumber();
  await postWebhook(messagesPayload([{ from, text }]));
  const [opened] = (await casesOfNumber(from)).results;
  await vi.waitFor(async () => expect((await patientChat(from)).results).toHaveLength(1), { timeout: 10_000 });
  return { from, caseId: opened!.id };
}

/** What the business sent the number after its acknowledgement. */
const sentAfterAcknowledgement = async (phone: string) => (await patientChat(phone)).results.slice(1);

const staffMessages = (caseId: string) =>
  env.DB.prepare("SELECT body, channel, whatsapp_id AS whatsappId, delivery_status AS status FROM case_messages WHERE case_id = ? AND author = 'staff'").bind(caseId).all<{ body: string; channel: string; whatsappId: string | null; status: string | null }>();

const caseFiles = (caseId: string) =>
  env.DB.prepare(
    "SELECT a.file_name AS fileName, a.content_type AS type, a.storage_key AS storageKey, m.body AS message FROM case_attachments a LEFT JOIN case_messages m ON m.id = a.message_id WHERE a.case_id = ? ORDER BY a.created_at",
  ).bind(caseId).all<{ fileName: string; type: string; storageKey: string; message: string | null }>();

describe("files a number sends", () => {
  it("come into the case's files through the Graph API (a photo, a PDF), once, and a voice note only says it came", async () => {
    const from = newNumber();
    const photo = { type: "image", id: "stand-in-photo", mime_type: "image/png", caption: "My teeth today" } as const;
    await postWebhook(messagesPayload([{ from, media: photo }]));
    const [opened] = (await casesOfNumber(from)).results;
    await vi.waitFor(async () => expect((await caseFiles(opened!.id)).results).toHaveLength(1), { timeout: 10_000 });
    const [stored] = (await caseFiles(opened!.id)).results;
    expect(stored).toMatchObject({ type: "image/png", message: null });
    expect(stored!.fileName).toMatch(/^whatsapp-image-\d+\.png$/);
    expect((await env.INTAKE_DOCUMENTS.get(stored!.storageKey))?.size).toBeGreaterThan(0);

    // Then a voice note (not fetched: the uploads take photos and PDFs), a PDF, and Meta delivering the PDF again.
    const voice = { type: "audio", id: "stand-in-voice", mime_type: "audio/ogg; codecs=opus" } as const;
    const scan = { type: "document", id: "stand-in-scan", mime_type: "application/pdf", filename: "panoramic-x-ray.pdf", caption: "From my dentist" } as const;
    await postWebhook(messagesPayload([{ from, media: voice }]));
    const repeated = `wamid.${crypto.randomUUID()}`;
    await postWebhook(messagesPayload([{ from, id: repeated, media: scan }]));
    await postWebhook(messagesPayload([{ from, id: repeated, media: scan }]));
    await vi.waitFor(async () => expect((await caseFiles(opened!.id)).results).toHaveLength(2), { timeout: 10_000 });
    expect((await whatsappMessages(opened!.id)).results.map((m) => m.body)).toEqual(["📎", "📎 panoramic-x-ray.pdf From my dentist"]);
    expect((await caseFiles(opened!.id)).results[1]).toMatchObject({ fileName: "panoramic-x-ray.pdf", type: "application/pdf", message: "📎 panoramic-x-ray.pdf From my dentist" });

    const admin = await devStaff("admin");
    const page = await (await request(`/staff/cases/${opened!.id}`, { headers: { Cookie: admin.cookie } })).text();
    expect(page).toContain("panoramic-x-ray.pdf");
    expect(page).toContain("sent on WhatsApp by the patient");
  });

  it("are downloaded with the token only over HTTPS", async () => {
    const asked: string[] = [];
    const graph: typeof fetch = async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      asked.push(url);
      return Response.json({ url: "http://files.example.com/scan.pdf", file_size: 10 });
    };
    const settings = { apiBase: "https://graph.facebook.com/v21.0", phoneNumberId: "1", accessToken: "token" };
    await expect(fetchGraphMedia("media-1", settings, graph)).rejects.toThrow("not HTTPS");
    expect(asked).toEqual(["https://graph.facebook.com/v21.0/media-1"]);
  });

  it("are sent by a developer from the stand-in, which refuses a message with neither words nor a file", async () => {
    const phone = `+${newNumber()}`;
    const local = { "CF-Connecting-IP": "127.0.0.1" };
    const empty = await postForm("/dev/whatsapp", { phone, name: "Omar Haddad", text: "  " }, { headers: local });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write a message or attach a file.");
    const badNumber = await postForm("/dev/whatsapp", { phone: "12", text: "Hello" }, { headers: local });
    expect(await badNumber.text()).toContain("Give an international number");
    expect((await postForm("/dev/whatsapp", { phone, name: "Omar Haddad", file: "scan" }, { headers: local })).status).toBe(302);
    const [opened] = (await casesOfNumber(phone.slice(1))).results;
    await vi.waitFor(async () => expect((await caseFiles(opened!.id)).results.map((f) => f.fileName)).toEqual(["panoramic-x-ray.pdf"]), { timeout: 10_000 });
  });
});

describe("a coordinator's answer on WhatsApp", () => {
  it("goes as free text within 24 hours of the patient's message and reaches their chat through the Graph API", async () => {
    const { from, caseId } = await whatsappCase();
    const admin = await devStaff("admin");
    const page = await (await request(`/staff/cases/${caseId}`, { headers: { Cookie: admin.cookie } })).text();
    expect(page).toContain("on WhatsApp");
    expect(page).toMatch(/<option value="whatsapp" selected="">/);
    const sent = await postForm(`/staff/cases/${caseId}`, { intent: "message", body: "Yes, March works. Which week suits you?", channel: "whatsapp" }, { headers: { Cookie: admin.cookie } });
    expect(sent.status).toBe(302);
    await vi.waitFor(async () => expect(await sentAfterAcknowledgement(from)).toEqual([{ body: "Yes, March works. Which week suits you?" }]), { timeout: 10_000 });
    await vi.waitFor(async () => {
      const [row] = (await staffMessages(caseId)).results;
      expect(row).toMatchObject({ channel: "whatsapp", status: "sent" });
      expect(row!.whatsappId).toMatch(/^wamid\./);
    });
  });

  it("is refused as free text after 24 hours, with the reason and the approved templates offered", async () => {
    const { from, caseId } = await whatsappCase();
    await env.DB.prepare("UPDATE whatsapp_contacts SET last_message_at = last_message_at - 25 * 3600 * 1000 WHERE phone = ?").bind(`+${from}`).run();
    const admin = await devStaff("admin");
    const refused = await postForm(`/staff/cases/${caseId}`, { intent: "message", body: "Are you still interested?", channel: "whatsapp" }, { headers: { Cookie: admin.cookie } });
    expect(refused.status).toBe(409);
    const text = await refused.text();
    expect(text).toContain("more than 24 hours old");
    expect(text).toContain("Approved WhatsApp template");
    expect((await staffMessages(caseId)).results).toHaveLength(0);
    const template = await postForm(`/staff/cases/${caseId}`, { intent: "whatsapp-template", template: "reply_to_continue" }, { headers: { Cookie: admin.cookie } });
    expect(template.status).toBe(302);
    await vi.waitFor(async () => expect(await sentAfterAcknowledgement(from)).toEqual([{ body: "[template reply_to_continue (en)]" }]), { timeout: 10_000 });
    expect((await staffMessages(caseId)).results[0]?.body).toContain("Please reply to this message to continue");
  });

  it("e-mails nothing to a patient known only by their number, while the case's other e-mails go", async () => {
    const { from, caseId } = await whatsappCase();
    const admin = await devStaff("admin");
    // "Scheduled" e-mails the patient at once, on any channel they wrote by.
    for (const status of ["in_review", "scheduled"]) {
      expect((await postForm(`/staff/cases/${caseId}`, { intent: "status", status }, { headers: { Cookie: admin.cookie } })).status).toBe(302);
    }
    await settleQueue();
    expect(await outbox(`${from}@whatsapp.invalid`)).toEqual([]);
    expect((await outbox()).some((row) => row.template === "case-notification" && row.text.includes(caseId.slice(0, 8).toUpperCase()))).toBe(true);
  });

  it("sends nothing more after STOP, not even a template", async () => {
    const { from, caseId } = await whatsappCase();
    await postWebhook(messagesPayload([{ from, text: "STOP" }]));
    const admin = await devStaff("admin");
    const free = await postForm(`/staff/cases/${caseId}`, { intent: "message", body: "Sorry to hear that.", channel: "whatsapp" }, { headers: { Cookie: admin.cookie } });
    expect(free.status).toBe(409);
    expect(await free.text()).toContain("The patient sent STOP");
    const template = await postForm(`/staff/cases/${caseId}`, { intent: "whatsapp-template", template: "quote_ready" }, { headers: { Cookie: admin.cookie } });
    expect(template.status).toBe(409);
    expect((await staffMessages(caseId)).results).toHaveLength(0);
    expect(await sentAfterAcknowledgement(from)).toHaveLength(0);
  });
});

describe("the development stand-in for Meta", () => {
  it("turns a developer's message as the patient into a signed webhook, and shows the coordinator's answer in the chat", async () => {
    const phone = `+${newNumber()}`;
    const local = { "CF-Connecting-IP": "127.0.0.1" };
    const wrote = await postForm("/dev/whatsapp", { phone, name: "Omar Haddad", text: "Do you arrange airport pick-up?" }, { headers: local });
    expect(wrote.status).toBe(302);
    const [opened] = (await casesOfNumber(phone.slice(1))).results;
    expect(opened).toBeDefined();
    const admin = await devStaff("admin");
    await postForm(`/staff/cases/${opened!.id}`, { intent: "message", body: "Yes, we meet you at arrivals.", channel: "whatsapp" }, { headers: { Cookie: admin.cookie } });
    await vi.waitFor(
      async () => {
        const chat = await (await request(`/dev/whatsapp?phone=${encodeURIComponent(phone)}`, { headers: local })).text();
        expect(chat).toContain("Do you arrange airport pick-up?");
        expect(chat).toContain("Yes, we meet you at arrivals.");
      },
      { timeout: 10_000 },
    );
    // The patient writes again: what we sent is marked read first, then the new message joins the same case.
    await postForm("/dev/whatsapp", { phone, name: "Omar Haddad", text: "Thank you!" }, { headers: local });
    const thread = await whatsappMessages(opened!.id);
    expect(thread.results.map((m) => [m.author, m.status])).toEqual([
      ["staff", "read"],
      ["patient", null],
    ]);
  });

  it("is the site's 404 to anyone but this machine", async () => {
    expect((await request("/dev/whatsapp")).status).toBe(404);
    expect((await postForm("/dev/whatsapp", { phone: "+201001234567", text: "hi" })).status).toBe(404);
  });
});
