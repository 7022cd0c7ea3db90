import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { conversationKey } from "~/cases/case-link.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { sessionCookie } from "./auth-helpers";
import { postForm, randomIp, request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { ANY, eachLocale, within } from "./locale-helpers";
import { createIntakeCase, patientWithPlan } from "./staff-helpers";

const COORDINATOR = "dev-staff-coordinator";
const en = translatorFor("en");
const get = async (path: string, cookie = "") => pageHtml(await request(path, { headers: cookie ? { Cookie: cookie } : {} }));
const staffPage = async (caseId: string) => get(`/staff/cases/${caseId}`, await sessionCookie(COORDINATOR));
const staffPost = async (path: string, fields: Record<string, string>) =>
  postForm(path, fields, { headers: { Cookie: await sessionCookie(COORDINATOR), "CF-Connecting-IP": randomIp() } });

/** The conversation's messages as the page draws them, oldest first: each one's text, its markup and links aside. */
function threadOf(html: string) {
  const start = html.indexOf('<section id="conversation"');
  expect(start).toBeGreaterThan(-1);
  const section = html.slice(start, html.indexOf("</section>", start));
  const list = section.slice(section.indexOf("<ol"), section.indexOf("</ol>"));
  return [...list.matchAll(/<li\b[^>]*>(.*?)<\/li>/gs)].map(([, item]) => item!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim());
}
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);
const timesOf = (text: string, part: string) => text.split(part).length - 1;

const caseState = (caseId: string) =>
  env.DB.prepare(
    "SELECT status, due_at, first_reply_at, (SELECT count(*) FROM case_messages WHERE case_id = cases.id) AS messages FROM cases WHERE id = ?",
  )
    .bind(caseId)
    .first<{ status: string; due_at: number; first_reply_at: number | null; messages: number }>();

describe("the request is the conversation's first message", () => {
  it("a contact message opens its thread as the patient's own words on the staff page and the patient's, and nothing else changes", async () => {
    const email = `opening-${crypto.randomUUID()}@example.com`;
    const words = "Can you help with dental implants?\nI can travel in March.";
    const sent = await postForm(
      "/contact",
      { firstName: "Layla", lastName: "Mansour", email, message: words },
      { headers: { "CF-Connecting-IP": randomIp() } },
    );
    expect(sent.status).toBe(302);
    const caseId = (await env.DB.prepare("SELECT id FROM cases WHERE patient_email = ?").bind(email).first<string>("id"))!;
    const before = await caseState(caseId);

    const staff = await staffPage(caseId);
    const [first, ...rest] = threadOf(staff);
    expect(first).toMatch(/^Patient Their request .+ Cairo time Can you help with dental implants\? I can travel in March\.$/);
    expect(rest).toEqual([]);
    expect(staff).not.toContain("No messages yet");
    // Their words are in the conversation, not a second time in the panel beside it.
    expect(timesOf(mainOf(staff), "Can you help with dental implants?")).toBe(1);
    expect(staff).toContain("Their own words open the conversation.");
    expect(staff).toContain("Layla Mansour");

    // The sender without an account reads it through their conversation link, as their own message.
    const patient = await get(`/requests/${caseId}?key=${await conversationKey(caseId)}`);
    expect(threadOf(patient)[0]).toMatch(/^You Your request .+ Can you help with dental implants\? I can travel in March\.$/);
    expect(patient).toContain(words);
    expect(patient).not.toContain(en("requests.conversation.empty"));
    expect(timesOf(mainOf(patient), "Can you help with dental implants?")).toBe(1);

    // Not a stored message: no unread mark, the same promise and status, no reply counted.
    expect(await caseState(caseId)).toEqual({ ...before, messages: 0 });
    const unread = await get("/staff?unread=1&status=all", await sessionCookie(COORDINATOR));
    expect(unread).not.toContain(`/staff/cases/${caseId}`);

    // The first reply follows it; the poll sends stored messages only.
    expect((await staffPost(`/staff/cases/${caseId}`, { intent: "message", body: "Yes, we can." })).status).toBe(302);
    const answered = threadOf(await staffPage(caseId));
    expect(answered).toHaveLength(2);
    expect(answered[0]).toContain("Can you help with dental implants?");
    expect(answered[1]).toMatch(/^\S.* \(staff\) .+ Yes, we can\.$/);
    const polled = (await (await request(`/requests/${caseId}/messages?key=${await conversationKey(caseId)}`)).json()) as { messages: { body: string }[] };
    expect(polled.messages.map((m) => m.body)).toEqual(["Yes, we can."]);
  });

  it("a case merged in brings its request as the patient's message at its time, on both pages", async () => {
    const patient = await patientWithPlan("Merged Opening");
    const contact = await postForm(
      "/contact",
      { firstName: "Omar", lastName: "Haddad", email: patient.email, message: "Writing again about my heart surgery." },
      { headers: { Cookie: patient.cookie, "CF-Connecting-IP": randomIp() } },
    );
    // A signed-in sender lands on the conversation their message opens.
    const location = contact.headers.get("Location")!;
    expect(location).toMatch(/^\/requests\/[0-9a-f-]{36}#conversation$/);
    const duplicate = new URL(location, "http://localhost").pathname.split("/").pop()!;
    expect((await postForm(`/requests/${duplicate}`, { intent: "message", body: "And my wife will come too." }, { headers: { Cookie: patient.cookie, "CF-Connecting-IP": randomIp() } })).status).toBe(302);
    expect((await staffPost(`/staff/cases/${duplicate}/merge`, { into: patient.caseId })).status).toBe(302);

    const plan = en("requests.opening.trip_plan", { treatment: "Cardiac Surgery" });
    const staff = await staffPage(patient.caseId);
    const thread = threadOf(staff);
    expect(thread).toHaveLength(3);
    expect(thread[0]).toContain(`Patient Their request`);
    expect(thread[0]).toContain(plan);
    expect(thread[1]).toContain("Patient Request of a case merged into this one");
    expect(thread[1]).toContain("Writing again about my heart surgery.");
    expect(thread[2]).toContain("And my wife will come too.");
    expect(hrefsOf(staff)).toContain(`/staff/cases/${duplicate}#sent`);

    const page = await get(`/requests/${patient.caseId}`, patient.cookie);
    const mine = threadOf(page);
    expect(mine).toHaveLength(3);
    expect(mine[0]).toContain(`You ${en("requests.opening.request")}`);
    expect(mine[0]).toContain(plan);
    expect(mine[1]).toContain(`You ${en("requests.opening.merged")}`);
    expect(mine[1]).toContain("Writing again about my heart surgery.");
    expect(mine[2]).toContain("And my wife will come too.");
    expect(timesOf(mainOf(page), "Writing again about my heart surgery.")).toBe(1);
  });
});

describe.each(eachLocale)("an intake's conversation in $locale", ({ t, at, htmlTag, elsewhere }) => {
  it("begins with a summary of the intake in the reader's language, linked to what was sent, on the patient's page and the staff page", async () => {
    const { caseId, patient } = await createIntakeCase();
    const cookie = await sessionCookie(patient.userId);
    const page = await get(at(`/requests/${caseId}`), cookie);
    expect(page).toContain(htmlTag);
    const [first] = threadOf(page);
    expect(first).toContain(`${t("requests.conversation.you")} ${t("requests.opening.request")}`);
    expect(first).toMatch(within(t("requests.opening.intake", { treatment: ANY, documents: 1 })));
    expect(first).toContain(t("requests.opening.details"));
    expect(hrefsOf(page)).toContain("#sent");
    expect(page).toContain('<section id="sent"');
    expect(page).not.toContain(t("requests.conversation.empty"));
    for (const other of elsewhere) {
      expect(page).not.toContain(other("requests.opening.request"));
      expect(page).not.toContain(other("requests.opening.details"));
    }

    // The coordinator reads the same summary in the console's English, the intake's every answer in its panel.
    const staff = await staffPage(caseId);
    expect(threadOf(staff)[0]).toContain(`Patient Their request`);
    expect(threadOf(staff)[0]).toMatch(within(en("requests.opening.intake", { treatment: ANY, documents: 1 })));
    expect(staff).toContain("Cataract in the left eye");
    expect(staff).not.toContain("No messages yet");
  });
});
