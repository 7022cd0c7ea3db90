import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { randomIp } from "./account-helpers";
import { sessionCookie } from "./auth-helpers";
import { postForm, request } from "./helpers";
import { waitForMail } from "./mail-helpers";
import { patientWithPlan } from "./staff-helpers";

const COORDINATOR = "dev-staff-coordinator";
const DAY = 24 * 60 * 60 * 1000;

const post = (path: string, fields: Record<string, string>, cookie: string) =>
  postForm(path, fields, { headers: { Cookie: cookie, "CF-Connecting-IP": randomIp() } });

describe("a patient's request in Arabic", () => {
  it("reads in Arabic in the patient's zone, answers Arabic validation messages, and the case's e-mails follow the patient's language", async () => {
    const owner = await patientWithPlan("Yousef Al-Amin");
    const page = await (
      await request(`/ar/requests/${owner.caseId}`, { headers: { Cookie: owner.cookie, "CF-IPCountry": "IQ" } })
    ).text();
    expect(page).toContain('lang="ar" dir="rtl"');
    expect(page).toContain("خطة رحلة: جراحة القلب");
    expect(page).toContain("تم الاستلام");
    expect(page).toContain("لا توجد رسائل بعد. سيردّ عليك أحد منسّقينا هنا.");
    expect(page).toContain(`action="/ar/requests/${owner.caseId}#conversation"`);
    expect(page).not.toContain("Your message");

    // An empty message: the Arabic message next to the field, nothing stored.
    const empty = await post(`/ar/requests/${owner.caseId}`, { intent: "message", body: "  ", _plain: "1" }, owner.cookie);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("يُرجى كتابة رسالتك");

    // Writing from the Arabic page makes Arabic the case's language; the answer stays on the Arabic page.
    const sent = await post(
      `/ar/requests/${owner.caseId}`,
      { intent: "message", body: "متى يمكنني السفر؟", _plain: "1" },
      owner.cookie,
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/ar/requests/${owner.caseId}#conversation`);
    const { locale } = (await env.DB.prepare("SELECT locale FROM cases WHERE id = ?").bind(owner.caseId).first<{ locale: string }>())!;
    expect(locale).toBe("ar");

    await post(`/staff/cases/${owner.caseId}`, { intent: "message", body: "Next week works." }, await sessionCookie(COORDINATOR));
    const reply = await waitForMail(owner.email, "case-reply");
    expect(reply.subject).toContain("على طلبك");
    expect(reply.text).toContain("مرحبًا Yousef Al-Amin،");
    expect(reply.text).toContain("Next week works.");
    expect(reply.text).toContain(`${env.SITE_URL}/ar/requests/${owner.caseId}`);
    expect(reply.html).toContain('<html lang="ar" dir="rtl">');

    // The quote e-mail too, with the amount and the date written for an Arabic reader.
    const validUntil = new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10);
    await post(
      `/staff/cases/${owner.caseId}`,
      {
        intent: "quote",
        treatment: "cardiac-surgery",
        currency: "USD",
        "items[0].kind": "procedure",
        "items[0].amount": "12500",
        included: "Surgery and 7 nights in hospital",
        excluded: "Flights",
        validUntil,
      },
      await sessionCookie(COORDINATOR),
    );
    const quote = await waitForMail(owner.email, "quote-sent");
    expect(quote.subject).toMatch(/^عرض السعر Q-\d{4} v1 من NileCare$/);
    expect(quote.text).toContain("12,500.00");
    const quotePage = await (await request(`/ar/requests/${owner.caseId}`, { headers: { Cookie: owner.cookie } })).text();
    expect(quotePage).toContain("أقبل عرض السعر");
    // Amounts as Arabic writes them, isolated left to right; the comparison names the countries in Arabic.
    expect(quotePage).toMatch(/12,500\.00\sUS\$<\/bdi>/);
    expect(quotePage).toContain("الولايات المتحدة");
    expect(quotePage).toContain("تكلفة جراحة القلب في دول أخرى");
  });
});
