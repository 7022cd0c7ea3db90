import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { caseReference } from "~/cases/case-reference";
import { foldSearchText } from "~/cases/console/search-fold";
import { initialDraft } from "~/trips/plan-draft";
import { storeTripPlan, tripPlanRow } from "~/trips/trip-plans.server";
import { createAccount } from "./account-helpers";
import { sessionCookie } from "./auth-helpers";
import { cookiesFrom, postForm, randomIp, request } from "./helpers";
import { unescapeHtml, waitForMail } from "./mail-helpers";
import { createContactCase, createCoordinator } from "./staff-helpers";

// A coordinator looks a case up by what the patient sent, by the phone number the patient
// gave (however it is written), by the reference the patient was told, in Arabic without the article; and a
// colleague's case shows as existing, with its holder, instead of "0 cases".
const COORDINATOR = "dev-staff-coordinator";
const ADMIN = "dev-staff-admin";

const get = async (path: string, userId = COORDINATOR) => request(path, { headers: { Cookie: await sessionCookie(userId) } });
const search = async (q: string, userId = COORDINATOR) =>
  unescapeHtml(await (await get(`/staff?status=all&q=${encodeURIComponent(q)}`, userId)).text());
/** The list's results panel alone: the search box above it and the page's data below echo what was typed. */
const results = (html: string) => {
  const panel = html.slice(html.indexOf('id="case-results"'));
  return panel.slice(0, panel.indexOf("</section>"));
};
const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (n) => String.fromCharCode(97 + (n % 26))).join("");

/** A visitor's contact message, posted as the form posts it without JavaScript; the case it opened. */
async function contactMessage(fields: Record<string, string>, path = "/contact") {
  const email = `sender-${crypto.randomUUID()}@example.com`;
  const response = await postForm(
    path,
    { firstName: "Pavla", lastName: "Novakova", email, message: "Please call me.", _plain: "1", ...fields },
    { headers: { "CF-Connecting-IP": randomIp() } },
  );
  expect(response.status).toBe(302);
  const row = await env.DB.prepare("SELECT c.id, m.phone FROM cases c JOIN contact_messages m ON m.id = c.contact_message_id WHERE m.email = ?")
    .bind(email)
    .first<{ id: string; phone: string | null }>();
  return { caseId: row!.id, phone: row!.phone, email, response };
}

beforeAll(async () => {
  await get("/staff");
}, 120_000);

describe("the staff search box", () => {
  it("finds a contact message by its own words and its phone number however it is written, stored as E.164", async () => {
    const word = `valve${letters()}`;
    const { caseId, phone } = await contactMessage({
      phone: "+420 601 234 567",
      country: "Czech Republic",
      message: `My mitral ${word} leaks; could you call me back?`,
    });
    expect(phone).toBe("+420601234567");
    for (const q of [word, `mitral ${word}`, "+420 601 234 567", "601234567", "601 234 567", "00420601234567", "+420601234567", "(+420) 601-234-567"]) {
      expect(results(await search(q)), q).toContain(`/staff/cases/${caseId}`);
    }
    expect(results(await search("601234568"))).not.toContain(`/staff/cases/${caseId}`);

    // Written nationally, without a country to read it in, the number is kept as typed and found by its digits.
    const national = await contactMessage({ phone: "0777 12 34 56", message: "Is there a doctor who speaks Czech?" });
    expect(national.phone).toBe("0777 12 34 56");
    for (const q of ["0777123456", "777 123 456"]) expect(results(await search(q)), q).toContain(`/staff/cases/${national.caseId}`);
  });

  it("finds an intake by what the patient wrote of their health, and by its phone number written nationally", async () => {
    const account = await createAccount({ username: "Jonas Weber" });
    let jar = await sessionCookie(account.userId);
    const word = `stenosis${letters()}`;
    for (const [step, fields] of [
      ["1", { firstName: "Jonas", lastName: "Weber", phone: "030 12345678", country: "de", treatmentType: "cardiac" }],
      ["2", { medicalCondition: `Aortic ${word} since 2019`, currentMedications: "Bisoprolol" }],
    ] as const) {
      const response = await postForm("/start-journey", { step, intent: "next", ...fields }, { headers: { Cookie: jar } });
      expect(response.status, `step ${step}`).toBe(302);
      jar = cookiesFrom(response, jar);
    }
    const done = await postForm("/start-journey", { step: "6", intent: "complete", healthDataConsent: "yes" }, { headers: { Cookie: jar } });
    expect(done.status).toBe(302);
    const row = await env.DB.prepare("SELECT c.id, i.phone FROM cases c JOIN intakes i ON i.id = c.intake_id WHERE i.user_id = ?")
      .bind(account.userId)
      .first<{ id: string; phone: string }>();
    expect(row!.phone).toBe("+493012345678");
    for (const q of [word, "bisoprolol", "+49 30 12345678", "030 12345678", "004930 12345678"]) {
      expect(results(await search(q)), q).toContain(`/staff/cases/${row!.id}`);
    }

    // Withdrawn consent: coordinators may no longer read the intake, and its words no longer find it.
    await env.DB.prepare("UPDATE intakes SET consent_withdrawn_at = ? WHERE user_id = ?").bind(Date.now(), account.userId).run();
    expect(results(await search(word))).not.toContain(`/staff/cases/${row!.id}`);
  });

  it("finds a trip plan by the notes the patient added", async () => {
    const account = await createAccount({ username: "Lena Fischer" });
    const word = `wheelchair${letters()}`;
    const plan = tripPlanRow(crypto.randomUUID(), account.userId, {
      ...initialDraft,
      treatmentType: "orthopedic-surgery",
      startDate: "2027-05-01",
      endDate: "2027-05-20",
      budgetMin: 5000,
      budgetMax: 9000,
      additionalNotes: `My husband travels with a ${word} and needs a ramp.`,
    });
    const caseId = await storeTripPlan(plan);
    expect(results(await search(word))).toContain(`/staff/cases/${caseId}`);
  });

  it("finds a case by the reference the patient was told, the one the console shows, in English and Arabic", async () => {
    for (const path of ["/contact", "/ar/contact"]) {
      const { caseId, email, response } = await contactMessage({ message: "أود أن أعرف تكلفة زراعة الأسنان." }, path);
      const reference = caseReference(caseId);
      const acknowledgement = await waitForMail(email, "contact-acknowledgement");
      expect(acknowledgement.text, path).toContain(reference);
      // The toast after the post says it too.
      const page = unescapeHtml(await (await request(response.headers.get("Location")!, { headers: { Cookie: cookiesFrom(response) } })).text());
      expect(page, path).toContain(reference);
      // The console's case page says the same reference.
      expect(unescapeHtml(await (await get(`/staff/cases/${caseId}`)).text())).toContain(reference);
      // The patient's own request page, through the link in the acknowledgement.
      const link = new RegExp(`${env.SITE_URL.replaceAll(".", "\\.")}((?:/ar)?/requests/${caseId}\\?key=[A-Za-z0-9_-]{43})`).exec(acknowledgement.text)![1]!;
      expect(unescapeHtml(await (await request(link)).text()), path).toContain(reference);
      for (const q of [reference, reference.toLowerCase(), reference.slice(2), `C${reference.slice(2)}`, `#${reference}`]) {
        expect(results(await search(q)), q).toContain(`/staff/cases/${caseId}`);
      }
    }
    // What acknowledgements said before one reference per case (the block of the message's own id) finds it too.
    const { caseId, messageId } = await createContactCase({ name: ["Older", "Reference"] });
    expect(results(await search(messageId.slice(0, 8).toUpperCase()))).toContain(`/staff/cases/${caseId}`);
  });

  it("finds an Arabic word without its article, its proclitics, its hamza or its vowels", async () => {
    const { caseId } = await contactMessage({ message: "أعاني من تسرّب في الصمام الأورطي، وبالقلب ضعف منذ سنة." }, "/ar/contact");
    for (const q of ["صمام", "الصمام", "صمّام", "اورطي", "قلب", "بالقلب", "سنه", "تسرب"]) {
      expect(results(await search(q)), q).toContain(`/staff/cases/${caseId}`);
    }
    expect(results(await search("صمامات"))).not.toContain(`/staff/cases/${caseId}`);
  });

  it("shows a coordinator that a colleague's case exists and who holds it, with nothing of the patient", async () => {
    const colleague = await createCoordinator("Mona Saleh");
    const surname = `Zephyr${letters()}`;
    const { caseId, email } = await createContactCase({ assigneeId: colleague.userId, name: ["Hidden", surname] });
    const found = results(await search(surname));
    expect(found).toContain(`${caseReference(caseId)} · held by Mona Saleh`);
    expect(found).toContain("No case you can open matches these filters.");
    for (const content of [surname, email, "I would like implants", `/staff/cases/${caseId}`]) expect(found).not.toContain(content);
    // An admin works every case: it is listed as ever, and nothing says "held by".
    const forAdmin = results(await search(surname, ADMIN));
    expect(forAdmin).toContain(`/staff/cases/${caseId}`);
    expect(forAdmin).not.toContain("held by");
  });

  it("holds what the view case_search_source folds, folded exactly as the search box folds a word", async () => {
    const { caseId } = await createContactCase();
    const body = "«الصمام» وَالقلبُ، بالأشعة؟ للمريض (إلى) مستشفى ١٢٣ ـــ فالكلى كالعادة\nالمرحلة";
    await env.DB.prepare("INSERT INTO case_notes (id, case_id, body) VALUES (?, ?, ?)").bind(crypto.randomUUID(), caseId, body).run();
    const indexed = await env.DB.prepare("SELECT text FROM case_search WHERE case_id = ? AND source_id <> case_id").bind(caseId).first<string>("text");
    expect(indexed).toBe(foldSearchText(body));
  });
});
